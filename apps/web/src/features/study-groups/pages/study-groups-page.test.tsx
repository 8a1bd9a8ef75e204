import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { createTestRealtime, flushPromises } from '../../../test/realtime';
import { refusal, serveStudyGroups } from '../test/fake-api';
import {
  ALAN,
  CARLA,
  GRACE,
  group,
  HISTORY,
  ME,
  member,
  mine,
  ok,
  sources,
  uuid,
} from '../test/fixtures';
import { renderStudyGroups } from '../test/render';
import { StudyGroupsPage } from './study-groups-page';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

const renderPage = (path = '/study-groups') =>
  renderStudyGroups(<StudyGroupsPage me={ME} sources={sources()} />, { path });
const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name: new RegExp(name) })).closest('li')!;

describe('the header', () => {
  it('says Offline while the live connection is down, and the players online once it is up', async () => {
    serveStudyGroups();
    const realtime = createTestRealtime();
    renderStudyGroups(<StudyGroupsPage me={ME} sources={sources()} />, {
      realtime: realtime.client,
    });
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    realtime.client.connect();
    await act(flushPromises);
    act(() => realtime.latest().accept(ME));
    expect(await screen.findByText('7 online')).toBeInTheDocument();
    realtime.client.disconnect();
  });
});

describe('Discover', () => {
  it('shows what a card promises: star, badges, frequency, tags, members, sessions, owner', async () => {
    serveStudyGroups({
      groups: [
        group(1, {
          name: 'Physics Circle',
          avg_rating: 4.6,
          tags: ['physics', 'waves', 'optics', 'quantum', 'labs'],
          difficulty_level: 'advanced',
          meeting_frequency: 'biweekly',
          current_members: 5,
          max_members: 12,
          total_sessions: 3,
          members: [
            member(GRACE, 'owner', { online: true }),
            member(ALAN),
            member(CARLA),
            member(uuid(5)),
          ],
        }),
        group(2, { name: 'History Club', avg_rating: 4.4, owner: null }),
      ],
    });
    renderPage();
    const physics = await card('Physics Circle');
    const inside = within(physics);
    expect(inside.getByRole('img', { name: 'Highly rated (4.6)' })).toBeInTheDocument();
    expect(inside.getByText('Advanced')).toBeInTheDocument();
    expect(inside.getByText('Public')).toBeInTheDocument();
    expect(inside.getByText('Every two weeks')).toBeInTheDocument();
    const tags = inside.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['physics', 'waves', 'optics', '+2 more']);
    expect(inside.getByText('5/12 members')).toBeInTheDocument();
    expect(inside.getByText('3 sessions')).toBeInTheDocument();
    expect(inside.getByText('Owner: Grace Hopper')).toBeInTheDocument();
    const avatars = inside.getByRole('list', { name: 'Members' });
    expect(within(avatars).getAllByText('online')).toHaveLength(1);
    expect(within(avatars).getByText('and 2 more members')).toBeInTheDocument();
    const history = within(await card('History Club'));
    expect(history.queryByRole('img', { name: /Highly rated/ })).toBeNull();
    expect(history.getByText('Owner: Unknown')).toBeInTheDocument();
  });

  it('filters by search, category and level', async () => {
    const api = serveStudyGroups({
      groups: [
        group(1, { name: 'Physics Circle' }),
        group(2, { name: 'History Club', category_id: HISTORY, difficulty_level: 'advanced' }),
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await card('Physics Circle');
    await user.selectOptions(screen.getByLabelText('Category'), 'History');
    await waitFor(() => expect(screen.queryByText('Physics Circle')).toBeNull());
    await user.selectOptions(screen.getByLabelText('Level'), 'Advanced');
    await user.type(screen.getByLabelText('Search groups'), 'hist');
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe(
        `/api/study-groups?search=hist&category_id=${HISTORY}&difficulty_level=advanced&limit=50`,
      ),
    );
    expect(await card('History Club')).toBeInTheDocument();
  });

  it('joins a public group at once, and toasts', async () => {
    const api = serveStudyGroups({ groups: [group(1, { name: 'Physics Circle' })] });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await card('Physics Circle')).getByRole('button', { name: 'Join Group' }),
    );
    expect(await screen.findByText('Successfully joined the study group!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/study-groups/')[0]!.body).toEqual({ join_message: '' });
    expect(
      await within(await card('Physics Circle')).findByRole('link', { name: 'Open' }),
    ).toBeInTheDocument();
  });

  it('asks to join a private group with a message from a small dialog', async () => {
    const api = serveStudyGroups({ groups: [group(1, { name: 'Quiet Room', type: 'private' })] });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await card('Quiet Room')).getByRole('button', { name: 'Request to Join' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request to join Quiet Room' });
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'I love quiet');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/study-groups/')[0]!.body).toEqual({
      join_message: 'I love quiet',
    });
    expect(await within(await card('Quiet Room')).findByText('Request sent')).toBeInTheDocument();
  });

  it('offers no join for an invite-only group, nor for a full one', async () => {
    const listed = [
      group(2, { name: 'Closed Door', type: 'invite_only' }),
      group(3, { name: 'Packed Hall', current_members: 10, max_members: 10 }),
    ];
    // The server lists an invite-only group to its members only; the card still says so.
    serveStudyGroups().on('GET', /^\/api\/study-groups$/, () => ok({ groups: listed, total: 2 }));
    renderPage();
    const closed = within(await card('Closed Door'));
    expect(closed.getAllByText('Invite only')).toHaveLength(2);
    expect(closed.queryByRole('button')).toBeNull();
    expect(
      within(await card('Packed Hall')).getByRole('button', { name: 'Group is full' }),
    ).toBeDisabled();
  });

  it('toasts a failed join', async () => {
    const api = serveStudyGroups({ groups: [group(1, { name: 'Physics Circle' })] });
    api.on('POST', /\/join$/, () => refusal(409, 'Group is full', 'CONFLICT'));
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await card('Physics Circle')).getByRole('button', { name: 'Join Group' }),
    );
    expect(await screen.findByText('Failed to join the study group')).toBeInTheDocument();
  });

  it('says the list failed to load, and tries again', async () => {
    const api = serveStudyGroups({ groups: [group(1, { name: 'Physics Circle' })] });
    let failing = true;
    api.on('GET', /^\/api\/study-groups$/, () =>
      failing
        ? refusal(503, '', 'UNAVAILABLE')
        : ok({ groups: [group(1, { name: 'Physics Circle' })], total: 1 }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to load study groups',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Failed to load study groups');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await card('Physics Circle')).toBeInTheDocument();
  });
});

describe('My Groups', () => {
  it('is empty with a way to Discover', async () => {
    serveStudyGroups({ groups: [group(1, { name: 'Physics Circle' })] });
    const user = userEvent.setup();
    renderPage('/study-groups?tab=mine');
    expect(await screen.findByRole('heading', { name: 'No Study Groups Yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discover Groups' }));
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true');
    expect(await card('Physics Circle')).toBeInTheDocument();
  });

  it('shows role, attendance and the next session, with Chat and View Details', async () => {
    serveStudyGroups({
      groups: [
        mine(1, 'moderator', {
          name: 'Physics Circle',
          sessions_attended: 3,
          total_sessions: 8,
          next_session: { id: uuid(5), title: 'Waves', scheduled_at: '2026-07-01T17:00:00.000Z' },
        }),
      ],
    });
    renderPage('/study-groups?tab=mine');
    const inside = within(await card('Physics Circle'));
    expect(inside.getByText('Active')).toBeInTheDocument();
    expect(inside.getByText('Moderator')).toBeInTheDocument();
    expect(inside.getByText('3 of 8')).toBeInTheDocument();
    expect(inside.getByText(/^Waves · /)).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      `/study-groups/${group(1).id}?tab=chat`,
    );
    expect(inside.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/study-groups/${group(1).id}`,
    );
  });

  it('leaves a group after a confirm, toasts, and reads My Groups again', async () => {
    const api = serveStudyGroups({ groups: [mine(1, 'member', { name: 'Physics Circle' })] });
    const user = userEvent.setup();
    renderPage('/study-groups?tab=mine');
    await user.click(within(await card('Physics Circle')).getByRole('button', { name: 'Leave' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText('Successfully left the study group')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Study Groups Yet' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/study-groups?my_groups=true')).toHaveLength(2);
  });

  it('toasts a failed leave', async () => {
    const api = serveStudyGroups({ groups: [mine(1, 'member', { name: 'Physics Circle' })] });
    api.on('POST', /\/leave$/, () => refusal(500, '', 'INTERNAL'));
    const user = userEvent.setup();
    renderPage('/study-groups?tab=mine');
    await user.click(within(await card('Physics Circle')).getByRole('button', { name: 'Leave' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText('Failed to leave the study group')).toBeInTheDocument();
  });

  it("keeps the owner's Leave disabled, with the hint to hand ownership over", async () => {
    serveStudyGroups({ groups: [mine(1, 'owner', { name: 'Physics Circle' })] });
    renderPage('/study-groups?tab=mine');
    const leave = within(await card('Physics Circle')).getByRole('button', { name: 'Leave' });
    expect(leave).toBeDisabled();
    expect(leave).toHaveAccessibleDescription(
      'Transfer ownership to another member before leaving.',
    );
  });
});

describe('Create Group', () => {
  it('creates the group from the form and opens its page', async () => {
    const api = serveStudyGroups();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Study Group' });
    await within(dialog).findByRole('option', { name: 'History' });
    expect(within(dialog).getByLabelText('Difficulty')).toHaveValue('beginner');
    await user.type(within(dialog).getByLabelText('Group name'), 'Night Owls');
    await user.type(within(dialog).getByLabelText('Tags'), 'maths, late , ');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'History');
    await user.selectOptions(within(dialog).getByLabelText('Group type'), 'Invite only');
    await user.selectOptions(within(dialog).getByLabelText('Meeting frequency'), 'Daily');
    await user.clear(within(dialog).getByLabelText('Maximum members'));
    await user.type(within(dialog).getByLabelText('Maximum members'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/study-groups/${uuid(1001)}`);
    expect(api.callsTo('POST', '/api/study-groups')[0]!.body).toEqual({
      name: 'Night Owls',
      description: '',
      tags: ['maths', 'late'],
      category_id: HISTORY,
      difficulty_level: 'beginner',
      type: 'invite_only',
      meeting_frequency: 'daily',
      max_members: 12,
      avatar_url: null,
    });
  });

  it("shows the server's refusals on the fields they name", async () => {
    const api = serveStudyGroups();
    api.on('POST', /^\/api\/study-groups$/, () =>
      refusal(400, 'Validation failed', 'VALIDATION_FAILED', [
        { field: 'body.name', message: 'At least 3 characters' },
        { field: 'body.tags.1', message: 'At most 30 characters a tag' },
        { field: 'body.max_members', message: 'At least 2 members' },
      ]),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Group name'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await within(dialog).findByLabelText('Group name')).toHaveAccessibleDescription(
      'At least 3 characters',
    );
    expect(within(dialog).getByLabelText('Tags')).toHaveAccessibleDescription(
      'Separate tags with commas At most 30 characters a tag',
    );
    expect(within(dialog).getByLabelText('Maximum members')).toHaveAccessibleDescription(
      'At least 2 members',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});

describe('accessibility', () => {
  it('Discover and My Groups have no serious axe findings', async () => {
    serveStudyGroups({
      groups: [
        group(1, { name: 'Physics Circle', avg_rating: 4.8, tags: ['a', 'b', 'c', 'd'] }),
        group(2, { name: 'Quiet Room', type: 'private' }),
        mine(3, 'owner', { name: 'My Own' }),
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await card('Physics Circle');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'My Groups' }));
    await card('My Own');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
