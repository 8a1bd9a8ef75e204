import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { ThemeProvider } from '../features/theme';
import { createQueryClient } from '../lib/query-client';
import { TOAST_LIMIT, TOAST_OPTIONS } from '../lib/toast-config';

/** Keeps at most TOAST_LIMIT toasts: the oldest beyond it are dismissed. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <AppToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
