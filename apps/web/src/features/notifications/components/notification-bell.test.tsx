import type { EarnedAchievement } from '@quizarena/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_USER } from '../../../test/auth-state';
import { seriousAxeViolations } from '../../../test/axe';
import { flushPromises } from '../../../test/realtime';
import { earned } from '../../achievements/test/fixtures';
import {
  achievementUnlocked,
  CONVERSATION_ID,
  friendAccepted,
  friendRequest,
  levelUp,
  messageReceived,
  stubNotificationsApi,
} from '../test/fixtures';
import { inboxFrame, INBOX_CHANNEL, renderAt, setUpEachTest } from '../test/render';
import { NotificationBell } from './notification-bell';

const live = setUpEachTest();

function renderBell(recent: EarnedAchievement[] = []) {
  return renderAt(<NotificationBell userId={TEST_USER.id} recentAchievements={recent} />, {
    realtime: live.realtime,
    persistent: true,
  });
}

const bellButton = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });

describe('the notification bell', () => {
  it('counts unread notifications on its badge and in its name', async () => {
    stubNotificationsApi({
      notifications: [
        friendRequest(1),
        levelUp(2),
        messageReceived(3),
        levelUp(4, 3, { is_read: true }),
      ],
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent(/^3$/);
  });

  it('shows no badge and a plain name with nothing unread', async () => {
    const { requests } = stubNotificationsApi({
      notifications: [levelUp(1, 3, { is_read: true })],
    });
    renderBell();
    await waitFor(() => expect(requests()).toHaveLength(1));
    await act(flushPromises);
    expect(bellButton()).toHaveAccessibleName('Notifications');
    expect(bellButton()).toHaveTextContent(/^$/);
  });

  it('shows 99+ above 99, in its name too', async () => {
    stubNotificationsApi({
      notifications: Array.from({ length: 150 }, (_, i) => levelUp(i + 1, 2)),
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell).toHaveTextContent(/^99\+$/);
  });

  it('asks for the latest five', async () => {
    const { requests } = stubNotificationsApi();
    renderBell();
    await waitFor(() =>
      expect(requests().map((r) => r.path)).toEqual([
        '/api/social/notifications?limit=5&offset=0&filter=all',
      ]),
    );
  });

  it('opens on two tabs: the latest notifications, and the recent achievements', async () => {
    stubNotificationsApi({
      notifications: [
        friendRequest(1),
        messageReceived(2),
        achievementUnlocked(3),
        levelUp(4, 7),
        friendAccepted(5),
        levelUp(6, 2),
      ],
    });
    renderBell([earned(1), earned(2)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 6 unread' }));
    const tabs = within(panel()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Notifications', 'Recent Achievements']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    // Each with its actor's initials (or the kind's icon), its sentence, when, and 'Unread'.
    expect(items.map((item) => item.textContent)).toEqual([
      'GHGrace Hopper sent you a friend request1 hour agoUnread',
      'GHGrace Hopper sent you a messageAre you free for a quiz?2 hours agoUnread',
      'Achievement unlocked: First Steps3 hours agoUnread',
      'You reached level 7!4 hours agoUnread',
      'ATAlan Turing accepted your friend request5 hours agoUnread',
    ]);
    expect(within(panel()).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    await userEvent.click(tabs[1]!);
    const achievements = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(achievements.map((link) => link.textContent)).toEqual([
      'Earned 11 hour ago',
      'Earned 22 hours ago',
    ]);
    expect(achievements[0]).toHaveAttribute('href', '/achievements');
  });

  it('says "No notifications yet" and "No recent achievements" when there are none', async () => {
    stubNotificationsApi();
    renderBell();
    await userEvent.click(bellButton());
    expect(await within(panel()).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await userEvent.click(within(panel()).getByRole('tab', { name: 'Recent Achievements' }));
    expect(within(panel()).getByText('No recent achievements')).toBeInTheDocument();
  });

  it('says the list could not load, without a toast', async () => {
    stubNotificationsApi({
      override: () => new Response(JSON.stringify({ message: 'Boom' }), { status: 500 }),
    });
    renderBell();
    await userEvent.click(bellButton());
    expect(await within(panel()).findByText('Could not load notifications')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Boom/ })).toBeNull();
  });

  it('marks an unread notification read as it opens where it belongs', async () => {
    const message = messageReceived(1);
    const { writes } = stubNotificationsApi({ notifications: [message, levelUp(2)] });
    const { router } = renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(within(panel()).getByRole('link', { name: /sent you a message/ }));
    expect(router.state.location.pathname).toBe('/messages');
    expect(router.state.location.search).toBe(`?conversation=${CONVERSATION_ID}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PUT',
          path: '/api/social/notifications/read',
          body: { notification_ids: [message.id] },
        },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });

  it.each([
    [friendRequest(1, { is_read: true }), '/friends'],
    [friendAccepted(1, { is_read: true }), `/profile/${friendAccepted(1).actor!.user_id}`],
    [achievementUnlocked(1, { is_read: true }), '/achievements'],
    [levelUp(1, 5, { is_read: true }), '/dashboard'],
  ])('opens a read %# where it belongs, without marking it again', async (notification, path) => {
    const { writes } = stubNotificationsApi({ notifications: [notification] });
    const { router } = renderBell();
    await userEvent.click(bellButton());
    await userEvent.click(await within(panel()).findByRole('link', { name: /ago/ }));
    expect(router.state.location.pathname).toBe(path);
    await act(flushPromises);
    expect(writes()).toEqual([]);
  });

  it('marks all as read, and the badge goes', async () => {
    const { writes } = stubNotificationsApi({ notifications: [friendRequest(1), levelUp(2)] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications'));
    expect(writes()).toEqual([
      { method: 'PUT', path: '/api/social/notifications/read', body: { all: true } },
    ]);
    expect(within(panel()).queryByText('Unread')).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('toasts when marking read fails, and keeps the count', async () => {
    stubNotificationsApi({
      notifications: [friendRequest(1)],
      override: ({ method }) =>
        method === 'PUT'
          ? new Response(JSON.stringify({ message: 'Try later', code: 'X' }), { status: 503 })
          : undefined,
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    expect(bellButton()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('goes to /notifications from View all', async () => {
    stubNotificationsApi({ notifications: [friendRequest(1)] });
    const { router } = renderBell();
    await userEvent.click(bellButton());
    await userEvent.click(await within(panel()).findByRole('link', { name: 'View all' }));
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('is reached and left by keyboard: focus moves in, arrows switch tabs, Escape returns to the bell', async () => {
    const user = userEvent.setup();
    stubNotificationsApi({ notifications: [friendRequest(1)] });
    renderBell([earned(1)]);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.tab();
    expect(bellButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    const first = within(panel()).getByRole('tab', { name: 'Notifications' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(within(panel()).getByRole('tab', { name: 'Recent Achievements' })).toHaveFocus();
    expect(within(panel()).getByRole('link', { name: /Earned 1/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bellButton()).toHaveFocus();
  });

  it('passes axe, closed and open on either tab', async () => {
    stubNotificationsApi({
      notifications: [friendRequest(1), messageReceived(2, {}, { is_read: true })],
    });
    const { container } = renderBell([earned(1)]);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(await seriousAxeViolations(container)).toEqual([]);
    await userEvent.click(bellButton());
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await userEvent.click(within(panel()).getByRole('tab', { name: 'Recent Achievements' }));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});

describe('the bell, live', () => {
  it('subscribes to the user’s inbox', async () => {
    stubNotificationsApi();
    const realtime = await live.connect();
    renderBell();
    expect(realtime.latest().subscriptions()).toEqual([`subscribe ${INBOX_CHANNEL}`]);
  });

  it('puts a new notification at the top and raises the count, toasting a friend request only', async () => {
    stubNotificationsApi({ notifications: [levelUp(2)] });
    const realtime = await live.connect();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const socket = realtime.latest();

    act(() =>
      socket.receive(
        inboxFrame({ type: 'notification', notification: friendRequest(0), unread_count: 2 }),
      ),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toHaveTextContent('2');
    expect(await screen.findByText('Grace Hopper sent you a friend request')).toBeInTheDocument();

    act(() =>
      socket.receive(
        inboxFrame({
          type: 'notification',
          notification: achievementUnlocked(0, { id: achievementUnlocked(9).id }),
          unread_count: 3,
        }),
      ),
    );
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    // The achievement has its own toast elsewhere; the bell does not add one.
    expect(screen.queryByText(/Achievement unlocked/)).toBeNull();

    await userEvent.click(bellButton());
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(/\d+ hours? ago|Just now/)[0])).toEqual([
      'Achievement unlocked: First Steps',
      'GHGrace Hopper sent you a friend request',
      'You reached level 4!',
    ]);
  });

  it('moves a coalesced message notification up instead of listing it twice', async () => {
    const message = messageReceived(3);
    stubNotificationsApi({ notifications: [levelUp(1), message] });
    const realtime = await live.connect();
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    act(() =>
      realtime.latest().receive(
        inboxFrame({
          type: 'notification',
          notification: {
            ...message,
            updated_at: new Date().toISOString(),
            data: { ...message.data, message_count: 3, preview: 'Hello?' },
          },
          unread_count: 2,
        }),
      ),
    );
    await waitFor(() =>
      expect(within(panel()).getAllByRole('listitem')[0]).toHaveTextContent(
        'Grace Hopper sent you 3 messagesHello?',
      ),
    );
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sets the count from notifications_read; at zero every notification shows read', async () => {
    const { requests } = stubNotificationsApi({ notifications: [friendRequest(1), levelUp(2)] });
    const realtime = await live.connect();
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const reads = requests().length;
    act(() =>
      realtime.latest().receive(inboxFrame({ type: 'notifications_read', unread_count: 0 })),
    );
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications'));
    expect(within(panel()).queryByText('Unread')).toBeNull();
    expect(requests()).toHaveLength(reads);
  });

  it('reads the list again when another device read some', async () => {
    const api = stubNotificationsApi({ notifications: [friendRequest(1), levelUp(2)] });
    const realtime = await live.connect();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    api.items().splice(0, 1, { ...friendRequest(1), is_read: true });
    act(() =>
      realtime.latest().receive(inboxFrame({ type: 'notifications_read', unread_count: 1 })),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await waitFor(() => expect(api.requests()).toHaveLength(2));
  });

  it('ignores the inbox’s other events', async () => {
    const { requests } = stubNotificationsApi({ notifications: [friendRequest(1)] });
    const realtime = await live.connect();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() =>
      realtime
        .latest()
        .receive(
          inboxFrame({ type: 'conversation', conversation_id: CONVERSATION_ID, change: 'created' }),
        ),
    );
    await act(flushPromises);
    expect(requests()).toHaveLength(1);
    expect(bellButton()).toHaveAccessibleName('Notifications, 1 unread');
  });
});
