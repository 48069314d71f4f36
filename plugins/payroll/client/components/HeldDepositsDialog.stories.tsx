import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeldDepositsDialog, type HeldDeposit } from './HeldDepositsDialog';

const HELD: HeldDeposit[] = [
  {
    holdId: 'deposit-hold-1',
    employeeId: 'emp-ada',
    employeeName: 'Ada Lovelace',
    reason: 'Ada did not ask for a new account',
  },
];

function HeldAda() {
  const [held, setHeld] = useState(HELD);
  return held.length === 0 ? (
    <p>Every deposit was released.</p>
  ) : (
    <HeldDepositsDialog
      held={held}
      releasing={null}
      onRelease={(holdId) => setHeld((list) => list.filter((h) => h.holdId !== holdId))}
      onClose={() => setHeld([])}
    />
  );
}

const meta = {
  title: 'Plugins/Payroll/Direct Deposit Held',
  component: HeldAda,
} satisfies Meta<typeof HeldAda>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Approve & Distribute refused: a held direct deposit, its reason and Release. */
export const Open: Story = {};
