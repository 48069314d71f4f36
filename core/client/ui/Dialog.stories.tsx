import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { Dialog } from './Dialog';

function Demo({ startOpen = true }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Reset your password"
        description="We will e-mail you a link."
      >
        <p>Dialog content.</p>
      </Dialog>
    </>
  );
}
const meta = { title: 'Core/UI/Dialog', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open. */
export const Open: Story = {};
/** Closed until the button is pressed. */
export const Closed: Story = { args: { startOpen: false } };
