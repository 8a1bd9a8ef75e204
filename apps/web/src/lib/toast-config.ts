import type { ToasterProps } from 'react-hot-toast';

/** The spec's toast durations: 4 s by default and for errors, 2 s for success, loading until dismissed. */
export const TOAST_OPTIONS: NonNullable<ToasterProps['toastOptions']> = {
  duration: 4000,
  error: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Infinity },
};

/** At most this many toasts are kept; older ones are dismissed. */
export const TOAST_LIMIT = 20;
