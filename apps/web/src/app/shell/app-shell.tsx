import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { useAuth } from '../../features/auth';
import { RealtimeProvider } from '../realtime-provider';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useAchievementAnnouncements } from './use-achievement-announcements';

/**
 * The signed-in layout: a fixed sidebar on wide screens, an overlay on small ones. It holds the
 * realtime connection, so every signed-in page can listen to channels.
 */
export function AppShell() {
  return (
    <RealtimeProvider>
      <ShellLayout />
    </RealtimeProvider>
  );
}

function ShellLayout() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  useAchievementAnnouncements(status === 'signedIn' ? (user?.id ?? null) : null);
  const [navOpen, setNavOpen] = useState(false);
  const location = useLocation();

  // Any navigation closes the overlay (adjusted during render, not in an effect).
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setNavOpen(false);
  }
  useEffect(() => {
    if (!navOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavOpen(false);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [navOpen]);

  return (
    <div className="flex min-h-screen">
      <SkipLink />
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 lg:block dark:border-slate-800">
        <div className="sticky top-0 h-screen">
          <Sidebar />
        </div>
      </aside>
      {navOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div
            className="absolute inset-0 bg-slate-900/50"
            aria-hidden="true"
            onClick={() => setNavOpen(false)}
          />
          <div
            id="mobile-navigation"
            role="dialog"
            aria-modal="true"
            aria-label={t('nav.navigation')}
            className="absolute inset-y-0 left-0 w-72 shadow-xl"
          >
            <Sidebar onNavigate={() => setNavOpen(false)} onClose={() => setNavOpen(false)} />
          </div>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar navOpen={navOpen} onOpenNav={() => setNavOpen(true)} />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
