import { Navigate, type RouteObject } from 'react-router';
import type * as AuthPagesModule from '../features/auth/pages';
import { PublicOnlyRoute, ProtectedRoute } from './guards';
import { LandingPage } from './pages/landing-page';
import { RootLayout } from './root-layout';

/** A signed-in page that is only a heading until its issue lands. */
const section = (path: string, title: string): RouteObject => ({
  path,
  lazy: async () => {
    const { SectionPage } = await import('./pages/section-page');
    return { Component: () => <SectionPage title={title} /> };
  },
});

type AuthPages = typeof AuthPagesModule;
const auth = (path: string, name: keyof AuthPages): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('../features/auth/pages'))[name] }),
});

/** The spec's full route table (both documents), with guards. Page modules load lazily. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        element: <PublicOnlyRoute />,
        children: [
          auth('/login', 'LoginPage'),
          auth('/register', 'RegisterPage'),
          auth('/forgot-password', 'ForgotPasswordPage'),
        ],
      },
      auth('/reset-password', 'ResetPasswordPage'),
      auth('/verify-email', 'VerifyEmailPage'),
      auth('/auth/callback/:provider', 'OAuthCallbackPage'),
      {
        path: '/shared/:token',
        lazy: async () => ({
          Component: (await import('../features/quiz/pages')).SharedResultPage,
        }),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
            children: [
              {
                path: '/dashboard',
                lazy: async () => ({
                  Component: (await import('./pages/dashboard-page')).DashboardPage,
                }),
              },
              { path: '/categories', element: <Navigate to="/quiz/categories" replace /> },
              {
                path: '/quiz/categories',
                lazy: async () => ({
                  Component: (await import('../features/content/pages')).CategoriesPage,
                }),
              },
              {
                path: '/quiz/topics/:categoryId',
                lazy: async () => ({
                  Component: (await import('../features/content/pages')).TopicsPage,
                }),
              },
              {
                path: '/quiz/results/:sessionId',
                lazy: async () => ({
                  Component: (await import('../features/quiz/pages')).QuizResultsPage,
                }),
              },
              {
                path: '/quiz/:categoryId/:topicId/:gameMode?',
                lazy: async () => ({
                  Component: (await import('../features/quiz/pages')).QuizPlayPage,
                }),
              },
              {
                path: '/leaderboard',
                lazy: async () => ({
                  Component: (await import('../features/leaderboard/pages')).LeaderboardPage,
                }),
              },
              {
                path: '/profile',
                lazy: async () => ({
                  Component: (await import('./pages/profile-page')).ProfilePage,
                }),
              },
              {
                path: '/profile/:userId',
                lazy: async () => ({
                  Component: (await import('./pages/public-profile-page')).PublicProfilePage,
                }),
              },
              section('/friends', 'Friends'),
              section('/messages', 'Messages'),
              section('/career', 'Career'),
              section('/psychometric/assessment/:assessmentId?', 'Personality Assessment'),
              section('/psychometric/results/:assessmentId?', 'Assessment Results'),
              section('/study-groups', 'Study Groups'),
              {
                path: '/achievements',
                lazy: async () => ({
                  Component: (await import('../features/achievements/pages')).AchievementsPage,
                }),
              },
              section('/game/lobby', 'Game Lobby'),
              section('/game/multiplayer/:gameId', 'Multiplayer Game'),
              section('/tournament/:tournamentId', 'Tournament'),
              section('/settings/notifications', 'Notifications'),
              section('/settings/preferences', 'Preferences'),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
