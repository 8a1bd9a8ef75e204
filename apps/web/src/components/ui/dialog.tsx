import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Radix's root: `open` and `onOpenChange` control it; Escape and an outside click close it. */
export const Dialog = RadixDialog.Root;
/** Closes the surrounding dialog; use `asChild` to make a button of your own close it. */
export const DialogClose = RadixDialog.Close;

/**
 * Handlers for a Radix dialog's content that send focus, on close, back to the element that had
 * it when the dialog opened. Radix alone returns it only to a Dialog.Trigger, and a dialog
 * opened from state (a card, a menu item, a button in another component) would leave focus on
 * the page body.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Runs before Radix moves focus in, so this is still the opener.
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}

/**
 * A modal panel with a required title and description, so every dialog is named and described
 * for screen readers. Radix traps focus inside; on close, focus goes back to the opener
 * (`useReturnFocus`).
 */
export function DialogContent({
  title,
  description,
  className,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
      <RadixDialog.Content
        {...returnFocus}
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-xl focus:outline-none dark:bg-slate-900 dark:text-slate-100',
          className,
        )}
      >
        <div className="mb-4 pr-8">
          <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {description}
          </RadixDialog.Description>
        </div>
        {children}
        <RadixDialog.Close
          aria-label={t('actions.close')}
          className="absolute top-4 right-4 rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
