import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, settings, stubApi } from '../test/fixtures';
import { SocialPrivacySettings } from './social-privacy-settings';

const PATH = '/api/social/settings';

function renderSettings() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SocialPrivacySettings />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('who can reach you', () => {
  it('shows the saved choices and saves each change with PUT', async () => {
    const api = stubApi({
      [PATH]: ok(settings()),
      [`PUT ${PATH}`]: (body) => ok(settings(body as object)),
    });
    renderSettings();
    const requests = await screen.findByRole('group', { name: 'Who can send you friend requests' });
    expect(requests).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Everyone', checked: true })).toBeInTheDocument();
    const messages = screen.getByRole('group', { name: 'Who can message you' });
    expect(messages).toHaveAccessibleDescription(/one message request/);

    await userEvent.click(screen.getByRole('radio', { name: 'Friends of friends' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Friends of friends' })).toBeChecked();
    await userEvent.click(screen.getAllByRole('radio', { name: 'Everyone' })[1]!);
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()).toEqual([
      { method: 'PUT', path: PATH, body: { friend_requests_from: 'friends_of_friends' } },
      { method: 'PUT', path: PATH, body: { messages_from: 'everyone' } },
    ]);
  });

  it('puts the saved choice back when saving fails', async () => {
    stubApi({ [PATH]: ok(settings()), [`PUT ${PATH}`]: failure(500, 'Settings are down') });
    renderSettings();
    await userEvent.click(await screen.findByRole('radio', { name: 'Nobody' }));
    expect(await screen.findByText('Settings are down')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nobody' })).not.toBeChecked();
    expect(screen.getAllByRole('radio', { name: 'Everyone' })[0]).toBeChecked();
  });

  it('says a player under 16 hears only from friends, and locks the message choice', async () => {
    stubApi({ [PATH]: ok(settings({ messages_from: 'everyone', restricted_to_friends: true })) });
    renderSettings();
    const messages = await screen.findByRole('group', { name: 'Who can message you' });
    expect(messages).toHaveAccessibleDescription(
      'Players under 16 hear only from friends, so only your friends can message you.',
    );
    const [friendsOnly, everyone] = messages.querySelectorAll('input');
    expect(friendsOnly).toBeChecked();
    expect(friendsOnly).toBeDisabled();
    expect(everyone).toBeDisabled();
  });

  it('shows a failed load', async () => {
    stubApi({ [PATH]: failure(500, 'Settings are down') });
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Settings are down');
  });
});
