import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const visible = () => document.visibilityState !== 'hidden';

/** Whether the page is shown (not a background tab or a minimised window). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, visible, () => true);
}

/** The same, read once (for event handlers). */
export const isDocumentVisible = visible;
