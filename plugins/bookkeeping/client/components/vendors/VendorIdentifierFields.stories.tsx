import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { VendorIdentifierFields, noNumbers, type VendorNumbers } from './VendorIdentifierFields';

function Fields({ withErrors = false }: { withErrors?: boolean }) {
  const [numbers, setNumbers] = useState<VendorNumbers>(
    withErrors ? { taxId: '12-34', routingNumber: '021000022', accountNumber: '' } : noNumbers,
  );
  return (
    <VendorIdentifierFields
      numbers={numbers}
      onChange={(patch) => setNumbers((n) => ({ ...n, ...patch }))}
      onFile={{
        taxIdLast4: '6789',
        bankAccountLast4: '4321',
        updatedAt: '2026-05-01T09:00:00.000Z',
      }}
      errors={
        withErrors
          ? {
              taxId: 'Enter an EIN as 12-3456789 or an SSN as 123-45-6789',
              routingNumber: 'Routing number is not valid',
            }
          : {}
      }
    />
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/VendorIdentifierFields',
  component: Fields,
} satisfies Meta<typeof Fields>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A vendor with a tax ID and a bank account on file. */
export const OnFile: Story = {};

/** Numbers the form refused, each named beside its field. */
export const Refused: Story = { args: { withErrors: true } };
