import { NOTIFICATIONS_DEFAULT_LIMIT } from '@quizarena/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n';
import { TEST_USER } from '../../../test/auth-state';
import { seriousAxeViolations } from '../../../test/axe';
import { NotificationBell } from '../components/notification-bell';
import {
  achievementUnlocked,
  answer,
  CONVERSATION_ID,
  friendAccepted,
  friendRequest,
  GRACE,
  levelUp,
  messageReceived,
  stubNotificationsApi,
  TOURNAMENT_ID,
  tournamentNotice,
  uuid,
} from '../test/fixtures';
import { inboxFrame, renderAt, setUpEachTest } from '../test/render';
import { NotificationsPage } from './notifications-page';

const live = setUpEachTest();

const renderPage = (path = '/notifications') => renderAt(<NotificationsPage />, { path });
const card = (name: string | RegExp) => screen.getByRole('article', { name });
const listPaths = (requests: { method: string; path: string }[]) =>
  requests
    .filter((request) => request.method === 'GET')
    .map((request) => request.path.replace('/api/social/notifications?', ''));

describe('the notifications page', () => {
  it('lists every notification, unread first, each worded by its kind', async () => {
    const { requests } = stubNotificationsApi({
      notifications: [
        levelUp(1, 5, { is_read: true }),
        friendRequest(2),
        messageReceived(3, { is_group: true, conversation_name: 'Quiz Club', message_count: 4 }),
        achievementUnlocked(4),
        friendAccepted(5, { is_read: true }),
      ],
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
    const articles = await screen.findAllByRole('article');
    const expected = [
      'Grace Hopper sent you a friend request',
      '4 new messages in Quiz Club',
      'Achievement unlocked: First Steps',
      'You reached level 5!',
      'Alan Turing accepted your friend request',
    ];
    expect(articles).toHaveLength(expected.length);
    articles.forEach((article, index) => expect(article).toHaveAccessibleName(expected[index]));
    expect(within(articles[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(articles[3]!).queryByText('Unread')).toBeNull();
    expect(listPaths(requests())).toEqual([
      `limit=${NOTIFICATIONS_DEFAULT_LIMIT}&offset=0&filter=all`,
    ]);
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('words a group message by its group, or as a group chat without a name', async () => {
    stubNotificationsApi({
      notifications: [
        messageReceived(1, { is_group: true, conversation_name: 'Quiz Club', message_count: 1 }),
        messageReceived(
          2,
          { conversation_id: CONVERSATION_ID, is_group: true, message_count: 2 },
          {
            id: levelUp(50).id,
          },
        ),
        messageReceived(3, { message_count: 3 }, { id: levelUp(51).id, actor: null }),
      ],
    });
    renderPage();
    expect(
      await screen.findByRole('article', { name: 'Grace Hopper wrote in Quiz Club' }),
    ).toBeVisible();
    expect(card('2 new messages in a group chat')).toBeVisible();
    expect(card('Someone sent you 3 messages')).toBeVisible();
  });

  it('filters by unread and by kind, keeping the filters in the address', async () => {
    const { requests } = stubNotificationsApi({
      notifications: [friendRequest(1), levelUp(2, 3, { is_read: true }), levelUp(3, 4)],
    });
    const { router } = renderPage();
    await screen.findAllByRole('article');

    await userEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(router.state.location.search).toBe('?filter=unread');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Level ups');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('You reached level 4!')).toBeVisible();
    expect(router.state.location.search).toBe('?filter=unread&kind=level_up');

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(router.state.location.search).toBe('?kind=level_up');

    expect(listPaths(requests())).toEqual([
      'limit=20&offset=0&filter=all',
      'limit=20&offset=0&filter=unread',
      'limit=20&offset=0&filter=unread&kind=level_up',
      'limit=20&offset=0&filter=all&kind=level_up',
    ]);
  });

  it('reads its filters from the address, ignoring a kind it does not know', async () => {
    const { requests } = stubNotificationsApi();
    renderPage('/notifications?filter=unread&kind=nonsense');
    await screen.findByText('You have no unread notifications.');
    expect(screen.getByRole('radio', { name: 'Unread' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(listPaths(requests())).toEqual(['limit=20&offset=0&filter=unread']);
  });

  it.each([
    ['/notifications', 'No notifications yet.'],
    ['/notifications?filter=unread', 'You have no unread notifications.'],
    ['/notifications?kind=message_received', 'No notifications of this type.'],
  ])('says so when %s is empty', async (path, text) => {
    stubNotificationsApi();
    renderPage(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('loads more, a page at a time, until every notification is shown', async () => {
    const notifications = Array.from({ length: 45 }, (_, i) => levelUp(i + 1, 2));
    const { requests } = stubNotificationsApi({ notifications });
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listPaths(requests())).toEqual([
      'limit=20&offset=0&filter=all',
      'limit=20&offset=20&filter=all',
      'limit=20&offset=40&filter=all',
    ]);
  });

  it('marks one read, and all read', async () => {
    const request = friendRequest(1);
    const level = levelUp(2, 6);
    const { writes } = stubNotificationsApi({ notifications: [request, level, levelUp(3, 7)] });
    renderPage();
    await screen.findAllByRole('article');
    const levelCard = card('You reached level 6!');
    await userEvent.click(within(levelCard).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(levelCard).queryByText('Unread')).toBeNull());
    expect(within(levelCard).queryByRole('button', { name: 'Mark as read' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(screen.getByRole('list')).queryByText('Unread')).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/social/notifications/read',
        body: { notification_ids: [level.id] },
      },
      { method: 'PUT', path: '/api/social/notifications/read', body: { all: true } },
    ]);
  });

  it('accepts a friend request in place, says so, and marks it read', async () => {
    const request = friendRequest(1);
    const { writes } = stubNotificationsApi({ notifications: [request] });
    renderPage();
    const requestCard = await screen.findByRole('article', {
      name: 'Grace Hopper sent you a friend request',
    });
    const accept = within(requestCard).getByRole('button', { name: 'Accept' });
    // The buttons say whose request they answer.
    expect(accept).toHaveAccessibleDescription('Grace Hopper sent you a friend request');
    await userEvent.click(accept);
    expect(await within(requestCard).findByRole('status')).toHaveTextContent(
      'You are now friends with Grace Hopper.',
    );
    expect(within(requestCard).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(requestCard).queryByRole('button', { name: 'Decline' })).toBeNull();
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/api/social/friends/respond',
          body: { user_id: GRACE.user_id, accept: true },
        },
        {
          method: 'PUT',
          path: '/api/social/notifications/read',
          body: { notification_ids: [request.id] },
        },
      ]),
    );
  });

  it('declines a friend request in place', async () => {
    const { writes } = stubNotificationsApi({
      notifications: [friendRequest(1, { is_read: true })],
    });
    renderPage();
    const requestCard = await screen.findByRole('article', { name: /friend request/ });
    await userEvent.click(within(requestCard).getByRole('button', { name: 'Decline' }));
    expect(await within(requestCard).findByRole('status')).toHaveTextContent(
      'You declined the friend request from Grace Hopper.',
    );
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/social/friends/respond',
        body: { user_id: GRACE.user_id, accept: false },
      },
    ]);
  });

  it('says why answering a friend request failed, and keeps the buttons', async () => {
    stubNotificationsApi({
      notifications: [friendRequest(1)],
      override: ({ path }) =>
        path === '/api/social/friends/respond'
          ? answer(409, { message: 'That request is gone', code: 'REQUEST_GONE' })
          : undefined,
    });
    renderPage();
    const requestCard = await screen.findByRole('article', { name: /friend request/ });
    await userEvent.click(within(requestCard).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('That request is gone')).toBeInTheDocument();
    expect(within(requestCard).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it.each([
    [messageReceived(1), 'Open conversation', `/messages?conversation=${CONVERSATION_ID}`],
    [achievementUnlocked(1), 'View achievements', '/achievements'],
    [levelUp(1), 'View dashboard', '/dashboard'],
    [friendAccepted(1), 'View profile', `/profile/${friendAccepted(1).actor!.user_id}`],
    [
      tournamentNotice(1, 'tournament_match_ready', {
        round: 1,
        game_id: uuid(701),
        starts_at: '2026-07-02T18:00:00.000Z',
      }),
      'Join match',
      `/game/tournament/${TOURNAMENT_ID}/live`,
    ],
    [
      tournamentNotice(1, 'tournament_prize', { place: 1, points: 500 }),
      'View tournament',
      `/tournament/${TOURNAMENT_ID}`,
    ],
  ])(
    'opens %# where it belongs from its action, marking it read',
    async (notification, label, target) => {
      const { writes } = stubNotificationsApi({ notifications: [notification] });
      renderPage();
      const action = await screen.findByRole('link', { name: label });
      expect(action).toHaveAttribute('href', target);
      await userEvent.click(action);
      expect(await screen.findByTestId('elsewhere')).toHaveTextContent(target);
      await waitFor(() =>
        expect(writes()).toEqual([
          {
            method: 'PUT',
            path: '/api/social/notifications/read',
            body: { notification_ids: [notification.id] },
          },
        ]),
      );
    },
  );

  it('shows the error with Try Again, and a toast', async () => {
    let fail = true;
    stubNotificationsApi({
      notifications: [friendRequest(1)],
      override: () =>
        fail ? answer(500, { message: 'Database unavailable', code: 'X' }) : undefined,
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(await screen.findByText('Failed to load notifications')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: /friend request/ })).toBeVisible();
  });

  it('puts a live notification at the top of the open list', async () => {
    stubNotificationsApi({ notifications: [levelUp(2)] });
    const realtime = await live.connect();
    renderAt(
      <>
        <NotificationBell userId={TEST_USER.id} recentAchievements={[]} />
        <NotificationsPage />
      </>,
      { path: '/notifications', realtime },
    );
    await screen.findByRole('article', { name: 'You reached level 4!' });
    act(() =>
      realtime
        .latest()
        .receive(
          inboxFrame({ type: 'notification', notification: friendRequest(0), unread_count: 2 }),
        ),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName(
      'Grace Hopper sent you a friend request',
    );
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  });

  it('passes axe with every kind listed', async () => {
    stubNotificationsApi({
      notifications: [
        friendRequest(1),
        messageReceived(2),
        achievementUnlocked(3),
        levelUp(4, 3, { is_read: true }),
        friendAccepted(5),
        tournamentNotice(6, 'tournament_cancelled', { refund: 20 }),
      ],
    });
    const { container } = renderPage();
    await screen.findAllByRole('article');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  describe('in Spanish', () => {
    afterEach(() => changeLocale('en'));

    it('words the page and each kind in Spanish', async () => {
      await changeLocale('es');
      stubNotificationsApi({
        notifications: [
          friendRequest(1),
          messageReceived(2, { message_count: 2 }),
          achievementUnlocked(3),
          levelUp(4, 3),
          friendAccepted(5),
        ],
      });
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
      await screen.findAllByRole('article');
      for (const name of [
        'Grace Hopper te ha enviado una solicitud de amistad',
        'Grace Hopper te ha enviado 2 mensajes',
        'Logro desbloqueado: First Steps',
        '¡Has alcanzado el nivel 3!',
        'Alan Turing ha aceptado tu solicitud de amistad',
      ]) {
        expect(card(name)).toBeVisible();
      }
      expect(screen.getByRole('button', { name: 'Aceptar' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeEnabled();
    });
  });
});
