import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@keel/core/client';

/**
 * A button whose request may take a moment: while `busy` it is disabled, says so to assistive
 * technology (aria-busy) and reads `busyLabel` ("Processing…") instead of its own label.
 */
export function BusyButton({
  busy,
  busyLabel = 'Processing…',
  disabled,
  children,
  ...rest
}: ButtonProps & { busy: boolean; busyLabel?: string; children: ReactNode }) {
  return (
    <Button {...rest} disabled={busy || disabled} aria-busy={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
