import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { useAuth } from '../../features/auth';
import { useChallengeEvents } from '../../features/challenges';
import { useMediaQuery } from '../../lib/use-media-query';
import { RealtimeProvider } from '../realtime-provider';
import { MobileNavigation } from './mobile-navigation';
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
  const { status, user } = useAuth();
  const userId = status === 'signedIn' ? (user?.id ?? null) : null;
  useAchievementAnnouncements(userId);
  // A challenge's game can start while its player is on any page.
  useChallengeEvents(userId);
  const [navOpen, setNavOpen] = useState(false);
  const location = useLocation();
  // Tailwind's `lg`, where the sidebar is always shown. A drawer left open as the screen
  // widens (a tablet turned) would keep trapping focus while hidden, so it closes.
  const wide = useMediaQuery('(min-width: 64rem)');

  // Any navigation closes the drawer (adjusted during render, not in an effect).
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setNavOpen(false);
  }
  if (navOpen && wide) setNavOpen(false);

  return (
    <div className="flex min-h-screen">
      <SkipLink />
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 lg:block dark:border-slate-800 print:hidden!">
        <div className="sticky top-0 h-screen">
          <Sidebar />
        </div>
      </aside>
      <MobileNavigation open={navOpen} onOpenChange={setNavOpen} />
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
