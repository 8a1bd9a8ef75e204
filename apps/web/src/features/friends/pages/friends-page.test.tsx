import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { seriousAxeViolations } from '../../../test/axe';
import { createTestRealtime, flushPromises } from '../../../test/realtime';
import { renderRoutes } from '../../../test/render-routes';
import {
  blocked,
  changed,
  failure,
  friend,
  ok,
  request,
  result,
  stubApi,
  USER_ID,
} from '../test/fixtures';
import { FriendsPage } from './friends-page';

const FRIENDS = '/api/social/friends?limit=50';
const PENDING = '/api/social/friends/pending';
const BLOCKED = '/api/social/users/blocked';
const browsePath = (page: number, sort = 'newest') =>
  `/api/social/users/browse?page=${page}&limit=12&sort=${sort}`;
const searchPath = (query: string) => `/api/social/users/search?${new URLSearchParams({ query })}`;

const noRequests = ok({ requests: [], sent: [] });

function renderPage(path = '/friends', realtime: RealtimeClient | null = null) {
  return renderRoutes(
    [
      { path: '/friends', element: <FriendsPage userId={USER_ID} /> },
      { path: '/messages', element: <h1>Messages page</h1> },
      { path: '/profile/:userId', element: <h1>A profile</h1> },
    ],
    path,
    { realtime, extra: <Toaster /> },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('the friends page', () => {
  it('has the five tabs, opens My Friends, and keeps the chosen tab in the address', async () => {
    stubApi({
      [FRIENDS]: ok({ friends: [], total: 0 }),
      [PENDING]: noRequests,
      [BLOCKED]: ok({ blocked_users: [] }),
    });
    const router = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Friends' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My Friends',
      'Friend Requests',
      'Find Friends',
      'Browse All',
      'Blocked',
    ]);
    expect(screen.getByRole('tab', { name: 'My Friends' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Blocked' }));
    expect(router.state.location.search).toBe('?tab=blocked');
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  describe('My Friends', () => {
    it('says it is loading, then lists each friend with presence, level, since, challenges won and actions', async () => {
      let answer: (value: Response) => void = () => {};
      const api = stubApi({
        [FRIENDS]: () => new Promise<Response>((resolve) => (answer = resolve)),
        [PENDING]: noRequests,
      });
      renderPage();
      expect(await screen.findByRole('status')).toHaveTextContent('Loading your friends…');
      await act(async () =>
        answer(
          new Response(
            JSON.stringify(
              ok({
                friends: [
                  friend(1, { is_online: true, challenges_won: 7, level: 9 }),
                  friend(2),
                  friend(3, { last_seen: null }),
                ],
                total: 3,
              }),
            ),
          ),
        ),
      );
      const list = await screen.findByRole('list', { name: 'Your friends' });
      const [first, second, third] = within(list).getAllByRole('listitem');
      expect(first).toHaveTextContent('Friend 1');
      expect(first).toHaveTextContent('Online');
      expect(first).toHaveTextContent('Level 9');
      expect(first).toHaveTextContent('Friends since Mar 2, 2026');
      expect(within(first!).getByText('Challenges Won').nextSibling).toHaveTextContent('7');
      expect(within(first!).getByRole('link', { name: 'Friend 1' })).toHaveAttribute(
        'href',
        `/profile/${friend(1).user_id}`,
      );
      expect(within(first!).getByRole('link', { name: 'Message' })).toHaveAttribute(
        'href',
        `/messages?user=${friend(1).user_id}`,
      );
      // The buttons name the friend they are about.
      expect(
        within(first!).getByRole('button', { name: 'Remove friend' }),
      ).toHaveAccessibleDescription('Friend 1');
      expect(second).toHaveTextContent('Last seen 3 hours ago');
      expect(second).not.toHaveTextContent('Online');
      expect(third).toHaveTextContent('Offline');
      expect(api.reads()).toContain(FRIENDS);
    });

    it('offers Find Friends when there are none, which opens the search with focus in it', async () => {
      stubApi({ [FRIENDS]: ok({ friends: [], total: 0 }), [PENDING]: noRequests });
      const router = renderPage();
      expect(await screen.findByText(/You have no friends on QuizArena yet/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Find Friends' }));
      expect(router.state.location.search).toBe('?tab=find');
      expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveFocus();
    });

    it('shows a failed load with Try Again, and recovers', async () => {
      let calls = 0;
      stubApi({
        [FRIENDS]: () =>
          ++calls === 1 ? failure(500, 'Server trouble') : ok({ friends: [friend(1)], total: 1 }),
        [PENDING]: noRequests,
      });
      renderPage();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error: Server trouble');
      await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('link', { name: 'Friend 1' })).toBeInTheDocument();
    });

    it('removes a friend only after the confirmation, then refetches the list', async () => {
      const target = friend(1);
      let removed = false;
      const api = stubApi({
        [FRIENDS]: () => ok({ friends: removed ? [] : [target], total: removed ? 0 : 1 }),
        [PENDING]: noRequests,
        'DELETE /api/social/friends/remove': () => {
          removed = true;
          return changed(target.user_id, 'none');
        },
      });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Remove friend' }));
      const dialog = screen.getByRole('dialog', { name: 'Remove Friend 1 from your friends?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.writes()).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'Remove friend' }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove friend' }),
      );
      expect(await screen.findByText('Friend removed')).toBeInTheDocument();
      expect(api.writes()).toEqual([
        {
          method: 'DELETE',
          path: '/api/social/friends/remove',
          body: { user_id: target.user_id },
        },
      ]);
      expect(await screen.findByText(/You have no friends on QuizArena yet/)).toBeInTheDocument();
    });

    it('blocks with the reason given, or without one when it is left blank', async () => {
      const api = stubApi({
        [FRIENDS]: ok({ friends: [friend(1), friend(2)], total: 2 }),
        [PENDING]: noRequests,
        'POST /api/social/users/block': (body) =>
          changed((body as { user_id: string }).user_id, 'blocked'),
      });
      renderPage();
      const [first, second] = within(
        await screen.findByRole('list', { name: 'Your friends' }),
      ).getAllByRole('listitem');

      await userEvent.click(within(first!).getByRole('button', { name: 'Block' }));
      const dialog = screen.getByRole('dialog', { name: 'Block Friend 1?' });
      expect(dialog).toHaveAccessibleDescription(/They are not told/);
      await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), '  Rude in chat ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
      expect(await screen.findByText('Player blocked')).toBeInTheDocument();

      await userEvent.click(within(second!).getByRole('button', { name: 'Block' }));
      await userEvent.click(
        within(screen.getByRole('dialog', { name: 'Block Friend 2?' })).getByRole('button', {
          name: 'Block',
        }),
      );
      await waitFor(() => expect(api.writes()).toHaveLength(2));
      expect(api.writes().map((call) => call.body)).toEqual([
        { user_id: friend(1).user_id, reason: 'Rude in chat' },
        { user_id: friend(2).user_id },
      ]);
    });

    it("shows a 429's own words, and other failures in the catalogue's", async () => {
      let status = 429;
      stubApi({
        [FRIENDS]: ok({ friends: [friend(1)], total: 1 }),
        [PENDING]: noRequests,
        'POST /api/social/users/block': () =>
          status === 429
            ? failure(429, 'Too many changes; try again in 5 minutes.', 'RATE_LIMITED')
            : failure(503, 'Down', 'SERVICE_UNAVAILABLE'),
      });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }),
      );
      expect(
        await screen.findByText('Too many changes; try again in 5 minutes.'),
      ).toBeInTheDocument();

      status = 503;
      await userEvent.click(screen.getByRole('button', { name: 'Block' }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }),
      );
      expect(await screen.findByText(/The service is temporarily unavailable/)).toBeInTheDocument();
    });
  });

  describe('Friend Requests', () => {
    it('counts the received requests on the tab, and accepts, declines and cancels', async () => {
      const api = stubApi({
        [FRIENDS]: ok({ friends: [], total: 0 }),
        [PENDING]: ok({
          requests: [
            request(1, 'in', {
              profile: {
                full_name: 'Grace Hopper',
                avatar_url: null,
                experience_points: 10,
                level: 7,
              },
            }),
            request(2, 'in'),
          ],
          sent: [request(3, 'out')],
        }),
        'POST /api/social/friends/respond': (body) =>
          changed((body as { user_id: string }).user_id, 'friends'),
        'DELETE /api/social/friends/remove': (body) =>
          changed((body as { user_id: string }).user_id, 'none'),
      });
      renderPage('/friends?tab=requests');
      expect(await screen.findByRole('tab', { name: 'Friend Requests (2)' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const received = screen.getByRole('list', { name: 'Friend requests you received' });
      const [grace, other] = within(received).getAllByRole('listitem');
      expect(grace).toHaveTextContent('Grace Hopper');
      expect(grace).toHaveTextContent('Level 7');
      expect(grace).toHaveTextContent('2 hours ago');

      await userEvent.click(within(grace!).getByRole('button', { name: 'Accept' }));
      expect(await screen.findByText('Friend request accepted')).toBeInTheDocument();
      await userEvent.click(within(other!).getByRole('button', { name: 'Decline' }));
      expect(await screen.findByText('Friend request declined')).toBeInTheDocument();
      const sent = screen.getByRole('list', { name: 'Friend requests you sent' });
      expect(sent).toHaveTextContent('Requester 3');
      await userEvent.click(within(sent).getByRole('button', { name: 'Cancel request' }));
      expect(await screen.findByText('Friend request cancelled')).toBeInTheDocument();

      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/social/friends/respond',
          body: { user_id: request(1, 'in').follower_id, accept: true },
        },
        {
          method: 'POST',
          path: '/api/social/friends/respond',
          body: { user_id: request(2, 'in').follower_id, accept: false },
        },
        {
          method: 'DELETE',
          path: '/api/social/friends/remove',
          body: { user_id: request(3, 'out').user_id },
        },
      ]);
      // Every action refreshes the requests.
      expect(api.reads().filter((path) => path === PENDING).length).toBeGreaterThanOrEqual(4);
    });

    it('says when there are none either way, and names the tab without a count', async () => {
      stubApi({ [FRIENDS]: ok({ friends: [], total: 0 }), [PENDING]: noRequests });
      renderPage('/friends?tab=requests');
      expect(await screen.findByText('No one has sent you a friend request.')).toBeInTheDocument();
      expect(screen.getByText('You have no requests waiting for an answer.')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Friend Requests' })).toBeInTheDocument();
    });
  });

  describe('Find Friends', () => {
    it('searches the trimmed text after a pause, and a blank box clears the results without a call', async () => {
      const api = stubApi({
        [PENDING]: noRequests,
        [searchPath('grace')]: ok({
          users: [
            result(1, { name: 'Grace Hopper', level: 6, points: 2_640 }),
            result(2, {
              name: 'Grace Kelly',
              relationship: 'pending_sent',
              relationship_status: 'pending',
            }),
            result(3, {
              name: 'Grace Jones',
              relationship: 'pending_received',
              relationship_status: 'pending',
            }),
            result(4, {
              name: 'Grace Darling',
              relationship: 'friends',
              relationship_status: 'friends',
            }),
          ],
        }),
        [searchPath('nobody')]: ok({ users: [] }),
      });
      renderPage('/friends?tab=find');
      const box = screen.getByRole('searchbox', { name: 'Search players' });
      expect(screen.getByText('Type a name to find players.')).toBeInTheDocument();

      await userEvent.type(box, '   ');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(api.calls.filter((call) => call.path.includes('search'))).toEqual([]);

      await userEvent.type(box, 'grace ');
      const results = await screen.findByRole('list', { name: 'Search results' });
      // One call, for the whole word, trimmed: typing was debounced.
      expect(api.reads().filter((path) => path.includes('search'))).toEqual([searchPath('grace')]);
      const [hopper, kelly, jones, darling] = within(results).getAllByRole('listitem');
      expect(hopper).toHaveTextContent('Grace Hopper');
      expect(hopper).toHaveTextContent('Level 6');
      expect(hopper).toHaveTextContent('2,640 points');
      expect(within(hopper!).getByRole('button', { name: 'Add Friend' })).toBeInTheDocument();
      expect(kelly).toHaveTextContent('Request sent');
      expect(within(kelly!).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
      expect(within(jones!).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
      expect(darling).toHaveTextContent('Friends');
      expect(within(darling!).queryByRole('button')).not.toBeInTheDocument();

      await userEvent.clear(box);
      expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
      expect(screen.getByText('Type a name to find players.')).toBeInTheDocument();

      await userEvent.type(box, 'nobody');
      expect(await screen.findByText('No players match “nobody”.')).toBeInTheDocument();
      expect(api.reads().filter((path) => path.includes('search'))).toEqual([
        searchPath('grace'),
        searchPath('nobody'),
      ]);
    });

    it('sends a friend request, accepts one and cancels one from the results', async () => {
      const api = stubApi({
        [PENDING]: noRequests,
        [searchPath('ada')]: ok({
          users: [
            result(1),
            result(2, { relationship: 'pending_received', relationship_status: 'pending' }),
            result(3, { relationship: 'pending_sent', relationship_status: 'pending' }),
          ],
        }),
        'POST /api/social/friends/request': changed(result(1).user_id, 'pending_sent'),
        'POST /api/social/friends/respond': changed(result(2).user_id, 'friends'),
        'DELETE /api/social/friends/remove': changed(result(3).user_id, 'none'),
      });
      renderPage('/friends?tab=find');
      await userEvent.type(screen.getByRole('searchbox'), 'ada');
      await userEvent.click(await screen.findByRole('button', { name: 'Add Friend' }));
      expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
      await waitFor(() => expect(api.writes()).toHaveLength(3));
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/social/friends/request',
          body: { user_id: result(1).user_id },
        },
        {
          method: 'POST',
          path: '/api/social/friends/respond',
          body: { user_id: result(2).user_id, accept: true },
        },
        {
          method: 'DELETE',
          path: '/api/social/friends/remove',
          body: { user_id: result(3).user_id },
        },
      ]);
    });

    it('shows a failed search', async () => {
      stubApi({ [PENDING]: noRequests, [searchPath('x')]: failure(500, 'Search is down') });
      renderPage('/friends?tab=find');
      await userEvent.type(screen.getByRole('searchbox'), 'x');
      expect(await screen.findByRole('alert')).toHaveTextContent('Error: Search is down');
    });
  });

  describe('Browse All', () => {
    const page = (current: number, total = 9) =>
      ok({
        users: [result(current)],
        pagination: {
          current_page: current,
          total_pages: total,
          total_users: total * 12,
          limit: 12,
        },
      });

    it('pages with at most five numbers plus Previous and Next, and sorts from the first page', async () => {
      const api = stubApi({
        [PENDING]: noRequests,
        [browsePath(1)]: page(1),
        [browsePath(2)]: page(2),
        [browsePath(5)]: page(5),
        [browsePath(1, 'points')]: page(1),
      });
      renderPage('/friends?tab=browse');
      const players = await screen.findByRole('list', { name: 'Players' });
      expect(players).toHaveTextContent('Player 1');
      const pager = screen.getByRole('navigation', { name: 'Pages' });
      const numbers = () =>
        within(pager)
          .getAllByRole('button', { name: /^Page/ })
          .map((button) => button.textContent);
      expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
      expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

      await userEvent.click(within(pager).getByRole('button', { name: 'Page 5' }));
      expect(await within(players).findByText('Player 5')).toBeInTheDocument();
      expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
      await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
      await waitFor(() => expect(api.reads()).toContain(browsePath(4)));

      await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most points');
      await waitFor(() => expect(api.reads().at(-1)).toBe(browsePath(1, 'points')));
      expect(
        Array.from(
          (screen.getByLabelText('Sort by') as HTMLSelectElement).options,
          (option) => option.value,
        ),
      ).toEqual(['newest', 'points', 'games_played', 'alphabetical']);
    });

    it('says when there is nobody, hides a one-page pager, and shows a failed load', async () => {
      stubApi({
        [PENDING]: noRequests,
        [browsePath(1)]: ok({
          users: [],
          pagination: { current_page: 1, total_pages: 1, total_users: 0, limit: 12 },
        }),
      });
      renderPage('/friends?tab=browse');
      expect(await screen.findByText('There are no other players yet.')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    });
  });

  describe('Blocked', () => {
    it('lists each block with its date and reason, and unblocks', async () => {
      const api = stubApi({
        [PENDING]: noRequests,
        [BLOCKED]: ok({ blocked_users: [blocked(1, { reason: 'Spam' }), blocked(2)] }),
        'POST /api/social/users/unblock': changed(blocked(1).blocked_id, 'none'),
      });
      renderPage('/friends?tab=blocked');
      const list = await screen.findByRole('list', { name: 'Blocked players' });
      const [first, second] = within(list).getAllByRole('listitem');
      expect(first).toHaveTextContent('Blocked 1');
      expect(first).toHaveTextContent('Blocked on Mar 10, 2026');
      expect(first).toHaveTextContent('Reason: Spam');
      expect(second).not.toHaveTextContent('Reason');
      await userEvent.click(within(first!).getByRole('button', { name: 'Unblock' }));
      expect(await screen.findByText('Player unblocked')).toBeInTheDocument();
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/social/users/unblock',
          body: { user_id: blocked(1).blocked_id },
        },
      ]);
    });
  });

  it.each([
    ['requests', PENDING],
    ['browse', browsePath(1)],
    ['blocked', BLOCKED],
  ])('shows a failed load of the %s tab, with Try Again', async (tab, path) => {
    stubApi({ [PENDING]: noRequests, [path]: failure(500, 'The list is down') });
    renderPage(`/friends?tab=${tab}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: The list is down');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('follows the inbox: a relationship change refetches, a presence change moves the dot', async () => {
    let friends = [friend(1)];
    const api = stubApi({
      [FRIENDS]: () => ok({ friends, total: friends.length }),
      [PENDING]: noRequests,
    });
    const realtime = createTestRealtime();
    realtime.client.connect();
    await flushPromises();
    realtime.latest().accept(USER_ID);
    renderPage('/friends', realtime.client);
    const list = await screen.findByRole('list', { name: 'Your friends' });
    const socket = realtime.latest();
    expect(socket.subscriptions()).toEqual([`subscribe user:${USER_ID}:inbox`]);
    const inbox = (data: unknown) =>
      act(() =>
        socket.receive({ event: 'message', payload: { channel: `user:${USER_ID}:inbox`, data } }),
      );

    const readsBefore = api.reads().length;
    inbox({
      type: 'presence',
      user_id: friend(1).user_id,
      is_online: true,
      last_seen: null,
    });
    expect(await within(list).findByText('Online')).toBeInTheDocument();
    expect(api.reads()).toHaveLength(readsBefore);

    friends = [friend(1), friend(2)];
    inbox({ type: 'relationship', user_id: friend(2).user_id, relationship: 'friends' });
    expect(await screen.findByRole('link', { name: 'Friend 2' })).toBeInTheDocument();
    expect(api.reads().filter((path) => path === PENDING)).toHaveLength(2);
    realtime.client.disconnect();
  });

  it('passes axe on every tab with data, and with a dialog open', async () => {
    stubApi({
      [FRIENDS]: ok({ friends: [friend(1, { is_online: true }), friend(2)], total: 2 }),
      [PENDING]: ok({ requests: [request(1, 'in')], sent: [request(2, 'out')] }),
      [searchPath('a')]: ok({ users: [result(1), result(2, { relationship: 'friends' })] }),
      [browsePath(1)]: ok({
        users: [result(1)],
        pagination: { current_page: 1, total_pages: 3, total_users: 30, limit: 12 },
      }),
      [BLOCKED]: ok({ blocked_users: [blocked(1, { reason: 'Spam' })] }),
    });
    renderPage();
    await screen.findByRole('list', { name: 'Your friends' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Block' })[0]!);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('tab', { name: 'Friend Requests (1)' }));
    await screen.findByRole('list', { name: 'Friend requests you received' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Find Friends' }));
    await userEvent.type(screen.getByRole('searchbox'), 'a');
    await screen.findByRole('list', { name: 'Search results' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Browse All' }));
    await screen.findByRole('navigation', { name: 'Pages' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Blocked' }));
    await screen.findByRole('list', { name: 'Blocked players' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    // axe runs six times; the machine may be busy.
  }, 30_000);

  it('speaks Spanish', async () => {
    stubApi({
      [FRIENDS]: ok({ friends: [friend(1, { challenges_won: 1_500 })], total: 1 }),
      [PENDING]: ok({ requests: [request(1, 'in')], sent: [] }),
    });
    await changeLocale('es');
    try {
      renderPage();
      expect(
        await screen.findByRole('tab', { name: 'Solicitudes de amistad (1)' }),
      ).toBeInTheDocument();
      const card = within(await screen.findByRole('list', { name: 'Tus amigos' })).getByRole(
        'listitem',
      );
      expect(card).toHaveTextContent('Visto por última vez hace 3 horas');
      expect(card).toHaveTextContent('Amigos desde el 2 mar 2026');
      expect(card).toHaveTextContent('1500');
    } finally {
      await changeLocale('en');
    }
  });
});
