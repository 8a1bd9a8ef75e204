import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
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
