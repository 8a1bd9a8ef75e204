import type { RelationshipView } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changed, failure, ok, relationship, stubApi, uuid } from '../test/fixtures';
import { RelationshipActions } from './relationship-actions';

const OTHER = uuid(42);
const PATH = `/api/social/users/${OTHER}/relationship`;

function renderActions() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <RelationshipActions userId={OTHER} name="Grace Hopper" />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The names of the buttons and links offered, in order. */
async function offered() {
  const group = await screen.findByRole('group', { name: 'What you can do about Grace Hopper' });
  return Array.from(group.querySelectorAll('button, a'), (element) => element.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('relationship actions', () => {
  it.each<[string, Partial<RelationshipView>, string[]]>([
    ['a stranger', { relationship: 'none' }, ['Add Friend', 'Message', 'Block']],
    [
      'a stranger who takes no requests and no messages',
      { relationship: 'none', can_request: false, can_message: false },
      ['Block'],
    ],
    ['a sent request', { relationship: 'pending_sent' }, ['Cancel request', 'Message', 'Block']],
    [
      'a received request',
      { relationship: 'pending_received' },
      ['Accept', 'Decline', 'Message', 'Block'],
    ],
    ['a friend', { relationship: 'friends' }, ['Message', 'Remove friend', 'Block']],
    ['a blocked player', { relationship: 'blocked', can_message: false }, ['Unblock']],
  ])('offers the right steps for %s', async (_, view, expected) => {
    stubApi({ [PATH]: ok(relationship(view)) });
    renderActions();
    expect(await offered()).toEqual(expected);
  });

  it('labels a friend as such, with their presence, and links Message to the conversation', async () => {
    stubApi({ [PATH]: ok(relationship({ relationship: 'friends', is_online: true })) });
    renderActions();
    const group = await screen.findByRole('group');
    expect(within(group).getByText('Friends')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages?user=${OTHER}`,
    );
  });

  it('shows no presence for someone who is not a friend', async () => {
    stubApi({ [PATH]: ok(relationship({ relationship: 'none', is_online: true })) });
    renderActions();
    await screen.findByRole('group');
    expect(screen.queryByText('Online')).not.toBeInTheDocument();
  });

  it('sends each step with its body and shows where the two now stand', async () => {
    let view = relationship({ relationship: 'none' });
    const api = stubApi({
      [PATH]: () => ok(view),
      'POST /api/social/friends/request': () => {
        view = relationship({ relationship: 'pending_sent' });
        return changed(OTHER, 'pending_sent');
      },
      'DELETE /api/social/friends/remove': () => {
        view = relationship({ relationship: 'pending_received' });
        return changed(OTHER, 'none');
      },
      'POST /api/social/friends/respond': () => {
        view = relationship({ relationship: 'friends' });
        return changed(OTHER, 'friends');
      },
      'POST /api/social/users/block': () => {
        view = relationship({ relationship: 'blocked' });
        return changed(OTHER, 'blocked');
      },
      'POST /api/social/users/unblock': () => {
        view = relationship({ relationship: 'none' });
        return changed(OTHER, 'none');
      },
    });
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Friend' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Spam');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Add Friend' })).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/social/friends/request', body: { user_id: OTHER } },
      { method: 'DELETE', path: '/api/social/friends/remove', body: { user_id: OTHER } },
      {
        method: 'POST',
        path: '/api/social/friends/respond',
        body: { user_id: OTHER, accept: true },
      },
      { method: 'POST', path: '/api/social/users/block', body: { user_id: OTHER, reason: 'Spam' } },
      { method: 'POST', path: '/api/social/users/unblock', body: { user_id: OTHER } },
    ]);
  });

  it('asks before removing a friend', async () => {
    const api = stubApi({
      [PATH]: ok(relationship({ relationship: 'friends' })),
      'DELETE /api/social/friends/remove': changed(OTHER, 'none'),
    });
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove friend' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Grace Hopper from your friends?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove friend' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'DELETE', path: '/api/social/friends/remove', body: { user_id: OTHER } },
      ]),
    );
  });

  it('offers nothing for a player the server does not show', async () => {
    stubApi({ [PATH]: failure(404, 'User not found', 'NOT_FOUND') });
    renderActions();
    expect(await offered()).toEqual([]);
  });
});
