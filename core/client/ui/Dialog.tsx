import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** Props of Dialog: controlled open state, a title, an optional description. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/** A modal Radix dialog with a visible title and a labelled close button. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="k-overlay" />
        <RadixDialog.Content
          className={className ? `k-dialog ${className}` : 'k-dialog'}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="k-dialog-title">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="k-dialog-description">
              {description}
            </RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close className="k-icon-btn k-dialog-close" aria-label="Close">
            <X size={16} aria-hidden />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
