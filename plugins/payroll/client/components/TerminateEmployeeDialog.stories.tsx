import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TerminateEmployeeDialog } from './TerminateEmployeeDialog';

function TerminateAda() {
  const [saved, setSaved] = useState<string | null>(null);
  return saved ? (
    <p>Ada Lovelace was terminated; last day {saved}.</p>
  ) : (
    <TerminateEmployeeDialog
      name="Ada Lovelace"
      onTerminate={(date) => {
        if (!date) return Promise.resolve('Termination date is required for a terminated employee');
        setSaved(date);
        return Promise.resolve(null);
      }}
      onCancel={() => setSaved('(cancelled)')}
    />
  );
}

const meta = {
  title: 'Plugins/Payroll/Terminate Employee',
  component: TerminateAda,
} satisfies Meta<typeof TerminateAda>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The termination date asked before an employee is terminated; a blank date is named. */
export const Open: Story = {};
