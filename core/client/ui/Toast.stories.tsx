import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { Toaster, useToast } from './Toast';

function Buttons() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        onClick={() =>
          toast({ title: 'Welcome Back!', description: 'Successfully signed in to your account.' })
        }
      >
        Default toast
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({
            title: 'Password Mismatch',
            description: 'Passwords do not match. Please try again.',
            variant: 'destructive',
          })
        }
      >
        Destructive toast
      </Button>
    </div>
  );
}
function Demo() {
  return (
    <Toaster>
      <Buttons />
    </Toaster>
  );
}
const meta = { title: 'Core/UI/Toast', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Press a button to show a toast of either variant. */
export const Variants: Story = {};
