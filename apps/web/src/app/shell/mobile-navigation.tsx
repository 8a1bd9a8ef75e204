import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../components/ui/dialog';
import { Sidebar } from './sidebar';

/** The id the menu button names in `aria-controls`. */
export const MOBILE_NAVIGATION_ID = 'mobile-navigation';

/**
 * The sidebar as a modal drawer on small screens. Radix moves focus in (to its close button),
 * keeps Tab inside, hides the page behind it from screen readers, and closes it on Escape or a
 * click beside it; closing, by any way, returns focus to the button that opened it.
 */
export function MobileNavigation({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  const close = () => onOpenChange(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
        <RadixDialog.Content
          {...returnFocus}
          id={MOBILE_NAVIGATION_ID}
          aria-modal="true"
          aria-label={t('nav.navigation')}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-40 w-72 shadow-xl focus:outline-none lg:hidden"
        >
          <Sidebar onNavigate={close} onClose={close} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
