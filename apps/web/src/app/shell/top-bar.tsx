import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronRight, Menu, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRecentAchievements } from '../../features/achievements';
import { useAuth } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { ThemeSwitch } from '../../features/theme';
import { useChooseLocale } from '../../i18n';
import { useSavePreferences } from '../use-save-preferences';
import { MOBILE_NAVIGATION_ID } from './mobile-navigation';
import toast from 'react-hot-toast';

const MENU_CLASSES =
  'z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900';
// The pale highlight follows the pointer too; a keyboard's place also gets a ring, since the
// highlight alone is too faint (about 1.1:1 against the menu) to show where focus is.
const ITEM_CLASSES =
  'cursor-pointer rounded-lg px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

/** The settings menu's pages, before Sign Out. */
export const SETTINGS_LINKS = [
  { labelKey: 'topBar.profileSettings', to: '/profile' },
  { labelKey: 'topBar.notifications', to: '/settings/notifications' },
  { labelKey: 'topBar.preferences', to: '/settings/preferences' },
] as const;

/** Menu button (small screens), theme switch, the notification bell and settings. */
export function TopBar({ navOpen, onOpenNav }: { navOpen: boolean; onOpenNav: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut, status, user } = useAuth();
  // The server's latest unlocks (at most 5), for the bell's second tab. While loading, or if the
  // read fails, the list is empty: the bell is secondary, so it neither blocks the shell nor
  // raises a toast of its own.
  const recent = useRecentAchievements().data ?? [];
  return (
    <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900 print:hidden">
      <button
        type="button"
        onClick={onOpenNav}
        aria-label={t('nav.open')}
        aria-expanded={navOpen}
        aria-controls={MOBILE_NAVIGATION_ID}
        className="rounded p-1.5 hover:bg-slate-100 lg:invisible dark:hover:bg-slate-800"
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
      </button>
      <div className="flex items-center gap-2">
        <ThemeSwitch />
        <NotificationBell
          userId={status === 'signedIn' ? (user?.id ?? null) : null}
          recentAchievements={recent}
        />
        {/* Menus are not modal: a modal one hides the page (aria-hidden) around focusable
            elements, which axe reports (aria-hidden-focus). */}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={t('topBar.settings')}
            className="rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Settings className="h-5 w-5" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={6} className={MENU_CLASSES}>
              {SETTINGS_LINKS.map(({ labelKey, to }) => (
                <DropdownMenu.Item key={to} className={ITEM_CLASSES} onSelect={() => navigate(to)}>
                  {t(labelKey)}
                </DropdownMenu.Item>
              ))}
              <LanguageMenu />
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Item className={ITEM_CLASSES} onSelect={() => void signOut()}>
                {t('topBar.signOut')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </header>
  );
}

/** The settings menu's language choice: a submenu of the languages, each in its own name. */
function LanguageMenu() {
  const { t } = useTranslation();
  const save = useSavePreferences();
  // Signed in, the choice is the profile's setting too, so every device shows it.
  const { locale, choices, choose } = useChooseLocale((chosen) => {
    save({ locale: chosen }).catch(() => toast.error(t('language.changeFailed')));
  });
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger
        className={`${ITEM_CLASSES} flex items-center justify-between gap-2`}
      >
        {t('language.label')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent sideOffset={4} className={MENU_CLASSES}>
          <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => void choose(value)}>
            {choices.map(({ value, name }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                lang={value}
                className={`${ITEM_CLASSES} flex items-center justify-between gap-2`}
              >
                {name}
                <DropdownMenu.ItemIndicator>
                  <Check className="h-4 w-4" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}
