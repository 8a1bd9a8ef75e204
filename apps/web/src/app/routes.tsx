import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type * as AuthPagesModule from '../features/auth/pages';
import { useAuth } from '../features/auth';
import { loadAllNamespaces } from '../i18n/i18n';
import type { RouteHandle } from './document-title';
import { AdminRoute, PublicOnlyRoute, ProtectedRoute } from './guards';
import { LandingPage } from './pages/landing-page';
import { RootLayout } from './root-layout';

/** The browser tab's name for a route (see DocumentTitle). */
const titled = (titleKey: string): { handle: RouteHandle } => ({ handle: { titleKey } });

/**
 * The routes of a page module several routes share, loaded through one import site: the
 * bundler writes one preload list per site, and the route table is in the first download.
 */
const sharedPages =
  <Pages,>(load: () => Promise<Pages>) =>
  (pick: (pages: Pages) => ComponentType) =>
  async () => ({ Component: pick(await load()) });
const studyGroupPages = sharedPages(() => import('./pages/study-group-pages'));
const hostGamePages = sharedPages(() => import('./pages/host-game-pages'));
// The tournaments' pages load with the games' (the lobby shows their list anyway): a site of
// their own would add its preload list and the chunks they share with the lobby and the
// profile to this table, which the landing page downloads, and its budget has no room left.
const gamePages = sharedPages(() => import('./pages/game-pages'));
const challengePages = sharedPages(() => import('./pages/challenge-pages'));
const questionSetPages = sharedPages(() => import('./pages/question-set-pages'));
const quizPages = sharedPages(() => import('../features/quiz/pages'));
const contentPages = sharedPages(() => import('../features/content/pages'));
const notificationPages = sharedPages(() => import('../features/notifications/pages'));
// The assessment, its results, the career page and the two public pages (a parent's consent, a
// shared profile) share one import site: a site a page would cost the landing page its preload list.
const assessmentPages = sharedPages(() => import('../features/assessment/pages'));
// The admin console and its second-factor gate: only staff routes name it, so players never
// download it.
const adminPages = sharedPages(() => import('./pages/admin-pages'));

type AuthPages = typeof AuthPagesModule;
const auth = (path: string, name: keyof AuthPages, title: string): RouteObject => ({
  path,
  ...titled(title),
  lazy: async () => ({ Component: (await import('../features/auth/pages'))[name] }),
});

/**
 * A lazy route loads the shown locale's whole catalogue beside its module: the landing page
 * renders with its own namespaces only (FIRST_NAMESPACES), and every other page may use any.
 */
function awaitingCatalogue(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  const wrapped = { ...route } as RouteObject & { lazy?: unknown; children?: RouteObject[] };
  if (typeof lazy === 'function') {
    wrapped.lazy = async () => (await Promise.all([lazy(), loadAllNamespaces()]))[0];
  }
  if (children) wrapped.children = children.map(awaitingCatalogue);
  return wrapped;
}

/** The full route table, with guards. Page modules load lazily. */
const table: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        element: <PublicOnlyRoute />,
        children: [
          auth('/login', 'LoginPage', 'common:titles.signIn'),
          auth('/register', 'RegisterPage', 'common:titles.createAccount'),
          auth('/forgot-password', 'ForgotPasswordPage', 'common:titles.forgotPassword'),
        ],
      },
      auth('/reset-password', 'ResetPasswordPage', 'common:titles.resetPassword'),
      auth('/verify-email', 'VerifyEmailPage', 'common:titles.verifyEmail'),
      auth('/auth/callback/:provider', 'OAuthCallbackPage', 'common:titles.signingIn'),
      {
        // The link in a notification email works signed in or out.
        path: '/unsubscribe',
        ...titled('notifications:unsubscribe.title'),
        lazy: notificationPages(
          ({ UnsubscribePage }) =>
            function Unsubscribe() {
              return <UnsubscribePage signedOut={useAuth().status === 'signedOut'} />;
            },
        ),
      },
      {
        // A class game's players join from their phones, signed in or as guests.
        path: '/join',
        ...titled('hostGames:titles.join'),
        lazy: hostGamePages((pages) => pages.JoinGameRoute),
      },
      {
        path: '/shared/:token',
        lazy: quizPages((pages) => pages.SharedResultPage),
      },
      {
        // A parent's emailed link and a shared personality profile work signed in or out.
        path: '/consent/parent',
        ...titled('common:titles.parentConsent'),
        lazy: assessmentPages((pages) => pages.ParentConsentPage),
      },
      {
        // What is kept and why, read before signing up as well as after.
        path: '/privacy',
        ...titled('common:titles.privacy'),
        lazy: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }),
      },
      {
        // What a player agrees to, linked from registration beside the privacy page.
        path: '/terms',
        ...titled('common:titles.terms'),
        lazy: async () => ({ Component: (await import('./pages/terms-page')).TermsPage }),
      },
      {
        path: '/shared/assessment/:token',
        ...titled('common:titles.sharedAssessment'),
        lazy: assessmentPages((pages) => pages.SharedAssessmentPage),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
            children: [
              {
                path: '/dashboard',
                ...titled('common:titles.dashboard'),
                lazy: async () => ({
                  Component: (await import('./pages/dashboard-page')).DashboardPage,
                }),
              },
              { path: '/categories', element: <Navigate to="/quiz/categories" replace /> },
              {
                path: '/quiz/categories',
                ...titled('common:titles.quizCategories'),
                lazy: contentPages((pages) => pages.CategoriesPage),
              },
              {
                path: '/quiz/topics/:categoryId',
                ...titled('common:titles.topics'),
                lazy: async () => ({
                  Component: (await import('./pages/topics-route')).TopicsRoute,
                }),
              },
              {
                path: '/review',
                ...titled('common:titles.review'),
                lazy: async () => ({
                  Component: (await import('./pages/review-route')).ReviewRoute,
                }),
              },
              {
                path: '/quiz/results/:sessionId',
                ...titled('common:titles.quizResults'),
                lazy: quizPages((pages) => pages.QuizResultsPage),
              },
              {
                path: '/quiz/:categoryId/:topicId/:gameMode?',
                ...titled('common:titles.quiz'),
                lazy: async () => ({
                  Component: (await import('./pages/quiz-play-route')).QuizPlayRoute,
                }),
              },
              {
                path: '/leaderboard',
                ...titled('common:titles.leaderboard'),
                lazy: async () => ({
                  Component: (await import('../features/leaderboard/pages')).LeaderboardPage,
                }),
              },
              {
                path: '/profile',
                ...titled('common:titles.profile'),
                lazy: async () => ({
                  Component: (await import('./pages/profile-page')).ProfilePage,
                }),
              },
              {
                path: '/profile/:userId',
                ...titled('common:titles.playerProfile'),
                lazy: async () => ({
                  Component: (await import('./pages/public-profile-page')).PublicProfilePage,
                }),
              },
              {
                path: '/friends',
                ...titled('common:titles.friends'),
                lazy: async () => ({
                  Component: (await import('./pages/friends-page')).FriendsRoute,
                }),
              },
              {
                path: '/messages',
                ...titled('messages:title'),
                lazy: async () => ({
                  Component: (await import('./pages/messages-page')).MessagesRoute,
                }),
              },
              {
                path: '/career',
                ...titled('common:titles.career'),
                lazy: assessmentPages((pages) => pages.CareerPage),
              },
              {
                path: '/psychometric/assessment/:assessmentId?',
                ...titled('common:titles.assessment'),
                lazy: assessmentPages((pages) => pages.AssessmentPage),
              },
              {
                path: '/psychometric/results/:assessmentId?',
                ...titled('common:titles.assessmentResults'),
                lazy: assessmentPages((pages) => pages.ResultsPage),
              },
              {
                path: '/study-groups',
                ...titled('studyGroups:page.title'),
                lazy: studyGroupPages((pages) => pages.StudyGroupsRoute),
              },
              {
                path: '/study-groups/join/:code',
                ...titled('studyGroups:invite.title'),
                lazy: studyGroupPages((pages) => pages.StudyGroupInviteRoute),
              },
              {
                path: '/study-groups/:groupId',
                ...titled('studyGroups:detail.title'),
                lazy: studyGroupPages((pages) => pages.StudyGroupRoute),
              },
              {
                path: '/achievements',
                ...titled('common:titles.achievements'),
                lazy: async () => ({
                  Component: (await import('../features/achievements/pages')).AchievementsPage,
                }),
              },
              {
                path: '/game/lobby',
                ...titled('games:titles.lobby'),
                lazy: gamePages((pages) => pages.GameLobbyRoute),
              },
              {
                path: '/game/multiplayer/:gameId',
                ...titled('games:titles.multiplayer'),
                lazy: gamePages((pages) => pages.MultiplayerGameRoute),
              },
              {
                path: '/host',
                ...titled('hostGames:titles.host'),
                lazy: hostGamePages((pages) => pages.HostGameRoute),
              },
              {
                path: '/game/tournament/:tournamentId/live',
                ...titled('tournaments:titles.live'),
                lazy: gamePages((pages) => pages.TournamentLiveRoute),
              },
              {
                path: '/tournament/:tournamentId',
                ...titled('tournaments:titles.detail'),
                lazy: gamePages((pages) => pages.TournamentRoute),
              },
              {
                path: '/settings/notifications',
                ...titled('notifications:settings.title'),
                lazy: notificationPages((pages) => pages.NotificationSettingsPage),
              },
              {
                path: '/settings/preferences',
                ...titled('preferences:title'),
                lazy: async () => ({
                  Component: (await import('./pages/preferences-page')).PreferencesPage,
                }),
              },
              {
                path: '/challenges',
                ...titled('challenges:page.title'),
                lazy: challengePages((pages) => pages.ChallengesRoute),
              },
              {
                path: '/challenges/:challengeId',
                ...titled('challenges:detail.title'),
                lazy: challengePages((pages) => pages.ChallengeRoute),
              },
              {
                path: '/sets',
                ...titled('questionSets:titles.list'),
                lazy: questionSetPages((pages) => pages.QuestionSetsRoute),
              },
              {
                path: '/sets/shared/:key',
                ...titled('questionSets:titles.shared'),
                lazy: questionSetPages((pages) => pages.SharedSetRoute),
              },
              {
                path: '/sets/:id',
                ...titled('questionSets:titles.editor'),
                lazy: questionSetPages((pages) => pages.QuestionSetRoute),
              },
              {
                path: '/notifications',
                ...titled('notifications:title'),
                lazy: notificationPages((pages) => pages.NotificationsPage),
              },
              {
                path: '/tournaments',
                ...titled('tournaments:titles.list'),
                lazy: gamePages((pages) => pages.TournamentsRoute),
              },
              {
                path: '/tournaments/new',
                ...titled('tournamentForm:title'),
                lazy: gamePages((pages) => pages.CreateTournamentRoute),
              },
              { path: '/preferences', element: <Navigate to="/settings/preferences" replace /> },
              {
                element: <AdminRoute />,
                children: [
                  {
                    // Staff calls need a session signed in with the second factor.
                    lazy: adminPages((pages) => pages.SecondFactorGate),
                    children: [
                      {
                        path: '/admin',
                        ...titled('common:titles.admin'),
                        lazy: adminPages((pages) => pages.AdminLayout),
                        children: [
                          { index: true, lazy: adminPages((pages) => pages.AdminHome) },
                          {
                            path: 'users',
                            ...titled('adminUsers:titles.list'),
                            lazy: adminPages((pages) => pages.UsersPage),
                          },
                          {
                            path: 'users/:id',
                            ...titled('adminUsers:titles.detail'),
                            lazy: adminPages((pages) => pages.UserPage),
                          },
                          {
                            path: 'moderation',
                            ...titled('adminModeration:titles.queue'),
                            lazy: adminPages((pages) => pages.ModerationQueuePage),
                          },
                          {
                            path: 'moderation/:id',
                            ...titled('adminModeration:titles.item'),
                            lazy: adminPages((pages) => pages.ModerationItemPage),
                          },
                          {
                            path: 'audit',
                            ...titled('common:titles.adminAuditLog'),
                            lazy: adminPages((pages) => pages.AuditLogPage),
                          },
                          {
                            path: 'content',
                            ...titled('adminContent:titles.content'),
                            lazy: adminPages((pages) => pages.ContentCategoriesPage),
                          },
                          {
                            path: 'content/categories/:categoryId',
                            ...titled('adminContent:titles.topics'),
                            lazy: adminPages((pages) => pages.ContentTopicsPage),
                          },
                          {
                            path: 'content/topics/:topicId',
                            ...titled('adminContent:titles.questions'),
                            lazy: adminPages((pages) => pages.AdminQuestionsRoute),
                          },
                          {
                            path: 'careers',
                            ...titled('adminContent:titles.careers'),
                            lazy: adminPages((pages) => pages.CareersPage),
                          },
                          {
                            path: 'careers/occupations',
                            ...titled('adminContent:titles.occupations'),
                            lazy: adminPages((pages) => pages.OccupationsPage),
                          },
                          {
                            path: 'analytics',
                            ...titled('adminAnalytics:titles.overview'),
                            lazy: adminPages((pages) => pages.AnalyticsOverviewPage),
                          },
                          {
                            path: 'analytics/users',
                            ...titled('adminAnalytics:titles.users'),
                            lazy: adminPages((pages) => pages.AnalyticsUsersPage),
                          },
                          {
                            path: 'analytics/content',
                            ...titled('adminAnalytics:titles.content'),
                            lazy: adminPages((pages) => pages.AnalyticsContentPage),
                          },
                          {
                            path: 'analytics/economy',
                            ...titled('adminAnalytics:titles.economy'),
                            lazy: adminPages((pages) => pages.AnalyticsEconomyPage),
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const routes: RouteObject[] = table.map(awaitingCatalogue);
