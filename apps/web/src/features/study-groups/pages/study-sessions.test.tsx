import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { refusal, serveStudyGroups } from '../test/fake-api';
import { ME, mine, PHYSICS, session, sources } from '../test/fixtures';
import { renderStudyGroups } from '../test/render';
import { StudyGroupPage } from './study-group-page';
import { StudyGroupsPage } from './study-groups-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toast.remove());
});

const renderTab = () =>
  renderStudyGroups(<StudyGroupsPage me={ME} sources={sources()} />, {
    path: '/study-groups?tab=sessions',
  });
const card = async (title: string) =>
  (await screen.findByRole('heading', { level: 3, name: title })).closest('li')!;

describe('the Sessions tab', () => {
  it('says there are no upcoming sessions, with Calendar View and Schedule Session', async () => {
    serveStudyGroups({ groups: [mine(1, 'owner')] });
    renderTab();
    expect(await screen.findByRole('tab', { name: 'Sessions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Upcoming Sessions' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No Upcoming Sessions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calendar View' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Schedule Session' })).toBeEnabled(),
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows each card as its type and status say', async () => {
    serveStudyGroups({
      groups: [mine(1, 'member')],
      sessions: [
        session(1, { title: 'Live now', status: 'live', game_id: null }),
        session(2, { title: 'Later', host: null, description: 'Bring questions' }),
        session(3, {
          title: 'Lecture',
          type: 'recorded',
          recording_url: 'https://files.example/lecture.mp4',
        }),
        session(4, { title: 'At the library', type: 'other', location: 'City Library, room 2' }),
      ],
    });
    renderTab();
    const live = within(await card('Live now'));
    expect(live.getByText('LIVE')).toBeInTheDocument();
    expect(live.getByText('Live')).toBeInTheDocument();
    expect(live.getByRole('button', { name: 'Join Live' })).toBeInTheDocument();
    expect(live.queryByRole('button', { name: 'Set Reminder' })).toBeNull();
    expect(live.getByText('Host: Grace Hopper')).toBeInTheDocument();
    const later = within(await card('Later'));
    expect(later.queryByText('LIVE')).toBeNull();
    expect(later.getByRole('button', { name: 'Set Reminder' })).toBeInTheDocument();
    expect(later.queryByRole('button', { name: 'Join Live' })).toBeNull();
    expect(later.getByText('Unknown Host')).toBeInTheDocument();
    expect(later.getByText('Bring questions')).toBeInTheDocument();
    expect(later.getByText('60 minutes')).toBeInTheDocument();
    expect(later.getByText('3/20 participants')).toBeInTheDocument();
    expect(later.getByText('Group: Group 1')).toBeInTheDocument();
    const lecture = within(await card('Lecture'));
    expect(lecture.getByText('Recorded')).toBeInTheDocument();
    expect(lecture.getByRole('link', { name: 'Watch Recording' })).toHaveAttribute(
      'href',
      'https://files.example/lecture.mp4',
    );
    const library = within(await card('At the library'));
    expect(library.getByText('Other')).toBeInTheDocument();
    expect(library.getByText('Place: City Library, room 2')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('joins a live session and goes to its game; says when the host has not opened it', async () => {
    const api = serveStudyGroups({
      groups: [mine(1, 'member')],
      sessions: [session(1, { title: 'Live now', status: 'live' })],
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(within(await card('Live now')).getByRole('button', { name: 'Join Live' }));
    expect(
      await screen.findByText('The host has not opened the live game yet'),
    ).toBeInTheDocument();
    api.sessions.set(session(1).id, { ...api.sessions.get(session(1).id)!, game_id: PHYSICS });
    await user.click(within(await card('Live now')).getByRole('button', { name: 'Join Live' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/game/multiplayer/${PHYSICS}`,
    );
  });

  it('sets a reminder with the chosen lead time, shows it, and removes it', async () => {
    const api = serveStudyGroups({ groups: [mine(1, 'member')], sessions: [session(1)] });
    const user = userEvent.setup();
    renderTab();
    await user.click(within(await card('Session 1')).getByRole('button', { name: 'Set Reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Reminder' });
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: '1 hour' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Reminder' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/study-sessions/${session(1).id}/reminder`)).toEqual([
        expect.objectContaining({ body: { minutes_before: 60 } }),
      ]),
    );
    expect(
      await within(await card('Session 1')).findByText('Reminder: 1 hour before'),
    ).toBeInTheDocument();
    await user.click(within(await card('Session 1')).getByRole('button', { name: 'Set Reminder' }));
    const again = await screen.findByRole('dialog', { name: 'Set Reminder' });
    expect(within(again).getByText('Reminder: 1 hour before')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Remove Reminder' }));
    await waitFor(() =>
      expect(
        api.callsTo('PUT', `/api/study-sessions/${session(1).id}/reminder`).at(-1)?.body,
      ).toEqual({
        minutes_before: null,
      }),
    );
    expect(await screen.findByText('Reminder removed')).toBeInTheDocument();
  });

  it('answers going and not going, and says when the session is full', async () => {
    const api = serveStudyGroups({
      groups: [mine(1, 'member')],
      sessions: [session(1), session(2, { title: 'Full', current_participants: 20 })],
    });
    const user = userEvent.setup();
    renderTab();
    const rsvp = () => within(screen.getByRole('group', { name: 'Going to Session 1?' }));
    await card('Session 1');
    await user.click(rsvp().getByRole('button', { name: 'Going' }));
    await waitFor(() =>
      expect(rsvp().getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(await card('Session 1')).getByText('4/20 participants')).toBeInTheDocument();
    await user.click(rsvp().getByRole('button', { name: 'Not Going' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', `/api/study-sessions/${session(1).id}/rsvp`).map((call) => call.body),
      ).toEqual([{ going: true }, { going: false }]),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Going to Full?' })).getByRole('button', {
        name: 'Going',
      }),
    );
    expect(await screen.findByText('This session is full')).toBeInTheDocument();
  });

  it('copies a session link where there is no share sheet, and downloads its calendar file', async () => {
    serveStudyGroups({ groups: [mine(1, 'member')], sessions: [session(1)] });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const objectUrl = vi.fn(() => 'blob:calendar');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTab();
    const inside = within(await card('Session 1'));
    await user.click(inside.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${session(1).share_path}`);
    await user.click(inside.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const blob = (objectUrl.mock.calls[0] as unknown as [Blob])[0];
    await expect(blob.text()).resolves.toContain('BEGIN:VCALENDAR');
  });

  it('cancels a scheduled session after asking, for its managers only', async () => {
    const api = serveStudyGroups({
      groups: [mine(1, 'owner')],
      sessions: [session(1, { can_manage: true }), session(2, { title: 'Not mine' })],
    });
    const user = userEvent.setup();
    renderTab();
    expect(
      within(await card('Not mine')).queryByRole('button', { name: 'Cancel Session' }),
    ).toBeNull();
    await user.click(
      within(await card('Session 1')).getByRole('button', { name: 'Cancel Session' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Session 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Session' }));
    expect(api.callsTo('POST', `/api/study-sessions/${session(1).id}/cancel`)).toEqual([]);
    await user.click(
      within(await card('Session 1')).getByRole('button', { name: 'Cancel Session' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Session 1?' })).getByRole('button', {
        name: 'Cancel Session',
      }),
    );
    expect(await screen.findByText('Session cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/study-sessions/${session(1).id}/cancel`)).toHaveLength(1);
  });

  it('opens the live game with the chosen topic, questions and seconds, and goes to it', async () => {
    const api = serveStudyGroups({
      groups: [mine(1, 'member')],
      sessions: [
        session(1, { status: 'live', host: { user_id: ME, name: 'Ada', avatar_url: null } }),
      ],
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(
      within(await card('Session 1')).getByRole('button', { name: 'Open live game' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open live game' });
    await user.click(within(dialog).getByRole('button', { name: 'Open Game' }));
    expect(await within(dialog).findByText('Choose a topic for the game')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Science');
    await user.selectOptions(await within(dialog).findByLabelText('Topic'), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText('Questions'), '15 questions');
    await user.selectOptions(within(dialog).getByLabelText('Seconds per question'), '45 seconds');
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Open Game' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/game/multiplayer/');
    expect(api.callsTo('POST', `/api/study-sessions/${session(1).id}/live`)[0]?.body).toEqual({
      topic_id: PHYSICS,
      total_questions: 15,
      time_per_question: 45,
    });
  });
});

/** The Sessions tab's Schedule Session, once My Groups say which groups the caller manages. */
async function openSchedule(user: ReturnType<typeof userEvent.setup>) {
  renderTab();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Schedule Session' })).toBeEnabled(),
  );
  await user.click(screen.getByRole('button', { name: 'Schedule Session' }));
  return screen.findByRole('dialog', { name: 'Schedule Session' });
}

describe('Schedule Session', () => {
  it('offers only the groups I own or moderate, and sends the form as the server takes it', async () => {
    const api = serveStudyGroups({
      groups: [
        mine(1, 'owner'),
        mine(2, 'member', { name: 'Just a member' }),
        mine(3, 'moderator'),
      ],
    });
    const user = userEvent.setup();
    const dialog = await openSchedule(user);
    const group = within(dialog).getByLabelText('Group');
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a group', 'Group 1', 'Group 3']);
    await user.selectOptions(group, 'Group 3');
    await user.type(within(dialog).getByLabelText('Title'), 'Exam prep');
    await user.selectOptions(within(dialog).getByLabelText('Session type'), 'Other');
    await user.type(within(dialog).getByLabelText('Place or link'), 'Room 4');
    await user.type(within(dialog).getByLabelText('Start date and time'), '2030-06-10T18:30');
    await user.clear(within(dialog).getByLabelText('Duration (minutes)'));
    await user.type(within(dialog).getByLabelText('Duration (minutes)'), '90');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Science');
    await user.selectOptions(await within(dialog).findByLabelText('Topic'), 'Physics');
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    expect(await screen.findByText('Session scheduled')).toBeInTheDocument();
    const [call] = api.callsTo('POST', `/api/study-groups/${mine(3, 'moderator').id}/sessions`);
    expect(call?.body).toEqual({
      title: 'Exam prep',
      description: '',
      type: 'other',
      scheduled_at: expect.stringMatching(/^2030-06-10T18:30:00([+-]\d\d:\d\d|Z)$/),
      duration: 90,
      max_participants: 20,
      topic_id: PHYSICS,
      location: 'Room 4',
      recording_attachment_id: null,
    });
    expect(new Date((call!.body as { scheduled_at: string }).scheduled_at).getTime()).toBe(
      new Date('2030-06-10T18:30').getTime(),
    );
    expect(await card('Exam prep')).toBeInTheDocument();
  });

  it('shows the server’s refusal on the field it names, and uploads a recording', async () => {
    const api = serveStudyGroups({ groups: [mine(1, 'owner')] });
    api.on('POST', /^\/api\/uploads$/, () => ({
      success: true,
      data: {
        url: 'https://files.example/rec.mp4',
        path: `messages/${PHYSICS}`,
        attachment: {
          id: PHYSICS,
          kind: 'video',
          name: 'rec.mp4',
          mime_type: 'video/mp4',
          size: 10,
          url: 'https://files.example/rec.mp4',
          thumbnail_url: null,
          width: null,
          height: null,
        },
      },
    }));
    let refuse = true;
    api.on('POST', /\/sessions$/, ({ body }) =>
      refuse
        ? ((refuse = false),
          refusal(400, 'Invalid input', 'VALIDATION_ERROR', [
            { field: 'body.scheduled_at', message: 'The start must be in the future' },
          ]))
        : { success: true, data: { session: session(9, { ...(body as object) }) } },
    );
    const user = userEvent.setup();
    const dialog = await openSchedule(user);
    await user.type(within(dialog).getByLabelText('Title'), 'Old lecture');
    await user.selectOptions(within(dialog).getByLabelText('Session type'), 'Recorded');
    await user.upload(
      within(dialog).getByLabelText('Or upload the recording'),
      new File(['x'], 'rec.mp4', { type: 'video/mp4' }),
    );
    await user.type(within(dialog).getByLabelText('Start date and time'), '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    expect(await within(dialog).findByText('The start must be in the future')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Start date and time')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    expect(await screen.findByText('Session scheduled')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/uploads')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/study-groups/').at(-1)?.body).toMatchObject({
      type: 'recorded',
      location: null,
      recording_attachment_id: PHYSICS,
    });
  });
});

describe('the Calendar View', () => {
  it('loads the calendar, asks for the range shown, and shows a chosen session’s card', async () => {
    const now = new Date();
    const at = new Date(now.getFullYear(), now.getMonth(), 15, 18, 0);
    const api = serveStudyGroups({
      groups: [mine(1, 'member')],
      sessions: [
        session(1, {
          title: 'Mid-month quiz',
          scheduled_at: at.toISOString(),
          ends_at: new Date(at.getTime() + 3_600_000).toISOString(),
        }),
      ],
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Calendar View' }));
    const calendar = await screen.findByRole(
      'region',
      { name: 'Sessions calendar' },
      { timeout: 5_000 },
    );
    expect(within(calendar).getByRole('button', { name: 'Today' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Month' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Week' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/study-sessions?from=').length).toBe(1));
    const asked = new URL(api.callsTo('GET', '/api/study-sessions?from=')[0]!.path, 'http://x');
    const from = new Date(asked.searchParams.get('from')!);
    const to = new Date(asked.searchParams.get('to')!);
    expect(from.getTime()).toBeLessThanOrEqual(
      new Date(now.getFullYear(), now.getMonth(), 1).getTime(),
    );
    expect(to.getTime()).toBeGreaterThanOrEqual(
      new Date(now.getFullYear(), now.getMonth() + 1, 0).getTime(),
    );
    expect(asked.searchParams.get('limit')).toBe('200');
    await user.click(await within(calendar).findByText('Mid-month quiz'));
    const chosen = await screen.findByRole('list', { name: 'Selected session' });
    expect(within(chosen).getByRole('heading', { name: 'Mid-month quiz' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/study-sessions?from=').length).toBe(2));
    const next = new URL(api.callsTo('GET', '/api/study-sessions?from=')[1]!.path, 'http://x');
    expect(new Date(next.searchParams.get('from')!).getTime()).toBeGreaterThan(from.getTime());
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows the feed address to copy, and resets it after asking', async () => {
    serveStudyGroups({ groups: [mine(1, 'member')] });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Calendar View' }));
    const feed = await screen.findByLabelText('Calendar address', undefined, { timeout: 5_000 });
    expect(feed).toHaveValue('https://quizarena.test/api/calendar/feed-1.ics');
    const panel = within(feed.closest('section')!);
    await user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://quizarena.test/api/calendar/feed-1.ics');
    await user.click(panel.getByRole('button', { name: 'Reset' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset the calendar address?' })).getByRole(
        'button',
        { name: 'Reset' },
      ),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Calendar address')).toHaveValue(
        'https://quizarena.test/api/calendar/feed-2.ics',
      ),
    );
  });
});

describe('the group page’s Sessions', () => {
  it('lists upcoming then past sessions with attendance, and highlights the linked one', async () => {
    const linked = session(2, { title: 'Linked' });
    serveStudyGroups({
      groups: [mine(1, 'moderator')],
      sessions: [
        session(1, { title: 'Next week' }),
        linked,
        session(3, {
          title: 'Last month',
          status: 'completed',
          attended: true,
          scheduled_at: new Date(Date.now() - 20 * 86_400_000).toISOString(),
          ends_at: new Date(Date.now() - 20 * 86_400_000 + 3_600_000).toISOString(),
        }),
      ],
    });
    renderStudyGroups(<StudyGroupPage me={ME} sources={sources()} />, {
      path: `/study-groups/${mine(1, 'moderator').id}?session=${linked.id}`,
      route: '/study-groups/:groupId',
    });
    expect(await screen.findByRole('tab', { name: 'Sessions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const upcoming = await screen.findByRole('list', { name: 'Upcoming Sessions' });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Next week', 'Linked']);
    const past = within(screen.getByRole('list', { name: 'Past Sessions' }));
    expect(past.getByText('You attended')).toBeInTheDocument();
    expect(past.getByText('Completed')).toBeInTheDocument();
    const pointed = await card('Linked');
    expect(pointed).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(pointed).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Schedule Session' })).toBeInTheDocument();
    // The group's own calendar feed, for members.
    const feed = within(
      await screen.findByRole('region', { name: "Subscribe to this group's sessions" }),
    );
    expect(await feed.findByLabelText('Calendar address')).toHaveValue(
      'https://quizarena.test/api/calendar/group-1.ics',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('schedules in this group without asking which', async () => {
    const api = serveStudyGroups({ groups: [mine(1, 'owner')] });
    const user = userEvent.setup();
    renderStudyGroups(<StudyGroupPage me={ME} sources={sources()} />, {
      path: `/study-groups/${mine(1, 'owner').id}?tab=sessions`,
      route: '/study-groups/:groupId',
    });
    await user.click(await screen.findByRole('button', { name: 'Schedule Session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Session' });
    expect(within(dialog).queryByLabelText('Group')).toBeNull();
    expect(within(dialog).getByText('Group: Group 1')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Quiz night');
    await user.type(within(dialog).getByLabelText('Start date and time'), '2030-06-10T18:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    expect(await screen.findByText('Session scheduled')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/study-groups/${mine(1, 'owner').id}/sessions`)).toHaveLength(
      1,
    );
  });
});
