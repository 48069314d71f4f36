import { Toast as RadixToast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** A toast to show: a title, a description and the spec's default or destructive variant. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

interface ToastApi {
  toast: (input: ToastInput) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

/** Holds the toasts and renders them in a Radix Toast viewport. */
export function Toaster({ children, duration = 5000 }: { children: ReactNode; duration?: number }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const toast = useCallback((input: ToastInput) => {
    const id = nextId++;
    setItems((list) => [...list.slice(-4), { ...input, id, open: true }]);
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);
  const close = (id: number) => setItems((list) => list.filter((t) => t.id !== id));
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} swipeDirection="right">
        {children}
        {items.map((t) => (
          <RadixToast.Root
            key={t.id}
            className={`k-toast k-toast--${t.variant ?? 'default'}`}
            type={t.variant === 'destructive' ? 'foreground' : 'background'}
            open={t.open}
            onOpenChange={(open) => !open && close(t.id)}
          >
            <RadixToast.Title className="k-toast-title">{t.title}</RadixToast.Title>
            {t.description && (
              <RadixToast.Description className="k-toast-description">
                {t.description}
              </RadixToast.Description>
            )}
            <RadixToast.Close className="k-toast-close" aria-label="Dismiss">
              ×
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="k-toast-viewport" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows toasts from anywhere below a Toaster. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <Toaster> above it');
  return api;
}
