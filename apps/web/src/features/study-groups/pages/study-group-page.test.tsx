import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { acceptReports, reportThroughDialog } from '../../../test/report-flow';
import { serveStudyGroups } from '../test/fake-api';
import {
  ALAN,
  CARLA,
  CONVERSATION_ID,
  GRACE,
  group,
  joinRequest,
  ME,
  member,
  mine,
  resource,
  sources,
  uuid,
} from '../test/fixtures';
import { renderStudyGroups } from '../test/render';
import { StudyGroupInvitePage } from './invite-page';
import { StudyGroupPage } from './study-group-page';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

const ID = group(1).id;
const MEMBERS = [
  member(GRACE, 'owner', { online: true }),
  member(ME, 'member'),
  member(ALAN, 'moderator'),
  member(CARLA, 'member', { sessions_attended: 5 }),
];
const renderGroup = (path = `/study-groups/${ID}`, chat = sources().chat) =>
  renderStudyGroups(<StudyGroupPage me={ME} sources={{ ...sources(), chat }} />, {
    path,
    route: '/study-groups/:groupId',
  });
const actionsFor = (name: string) => screen.queryByRole('group', { name: `Actions for ${name}` });

describe('the group page', () => {
  it('says a group the caller cannot see is not found', async () => {
    serveStudyGroups();
    renderGroup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Study group not found' }),
    ).toBeInTheDocument();
  });

  it('lets a non-member of a public group join it', async () => {
    serveStudyGroups({ groups: [group(1, { name: 'Physics Circle' })] });
    const user = userEvent.setup();
    renderGroup();
    await user.click(await screen.findByRole('button', { name: 'Join Group' }));
    expect(await screen.findByText('Successfully joined the study group!')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Members' })).toBeInTheDocument();
  });

  it('shows a member the roles, presence and attendance, and no manage actions', async () => {
    serveStudyGroups({
      groups: [mine(1, 'member')],
      members: { [ID]: { members: MEMBERS, requests: [joinRequest(uuid(9))] } },
    });
    renderGroup();
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getByText('Carla Ruiz')).toBeInTheDocument();
    expect(within(list).getByText('Member · 5 sessions attended')).toBeInTheDocument();
    expect(within(list).getAllByText('Online')).toHaveLength(1);
    expect(screen.queryByText('Pending requests')).toBeNull();
    expect(actionsFor('Carla Ruiz')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('gives a moderator the requests and Remove on members only', async () => {
    const api = serveStudyGroups({
      groups: [mine(1, 'moderator')],
      members: {
        [ID]: {
          members: [
            member(GRACE, 'owner'),
            member(ME, 'moderator'),
            member(ALAN, 'moderator'),
            member(CARLA),
          ],
          requests: [joinRequest(uuid(9), 'Let me in')],
        },
      },
    });
    const user = userEvent.setup();
    renderGroup();
    const requests = await screen.findByRole('group', { name: 'Actions for Someone' });
    expect(screen.getByText('Let me in')).toBeInTheDocument();
    expect(
      within(actionsFor('Carla Ruiz')!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Remove']);
    expect(actionsFor('Alan Turing')).toBeNull();
    expect(actionsFor('Grace Hopper')).toBeNull();
    await user.click(within(requests).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/study-groups/${ID}/manage`)[0]!.body).toEqual({
        action: 'approve',
        user_id: uuid(9),
      }),
    );
  });

  it('gives the owner Promote, Demote, Remove and Make owner, the invite link with Reset, and Settings', async () => {
    const api = serveStudyGroups({
      groups: [
        group(1, {
          my_role: 'owner',
          type: 'invite_only',
          invite_code: 'abc123',
          owner: { user_id: ME, name: 'Ada Lovelace', avatar_url: null },
        }),
      ],
      members: {
        [ID]: {
          members: [member(ME, 'owner'), member(ALAN, 'moderator'), member(CARLA)],
          requests: [],
        },
      },
    });
    const user = userEvent.setup();
    renderGroup();
    const carla = await screen.findByRole('group', { name: 'Actions for Carla Ruiz' });
    expect(
      within(carla)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Promote', 'Remove', 'Make owner']);
    expect(
      within(actionsFor('Alan Turing')!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Demote', 'Remove', 'Make owner']);
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
      `${window.location.origin}/study-groups/join/abc123`,
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/study-groups/${ID}/manage`)[0]!.body).toEqual({
        action: 'reset_invite',
      }),
    );
    await user.click(within(carla).getByRole('button', { name: 'Make owner' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make Carla Ruiz the owner?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make owner' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/study-groups/${ID}/manage`)[1]!.body).toEqual({
        action: 'transfer_ownership',
        user_id: CARLA,
      }),
    );
    expect(screen.getByRole('tab', { name: 'Settings' })).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it("opens the chat section with the messages feature's thread for the group's conversation", async () => {
    serveStudyGroups({ groups: [mine(1, 'member')] });
    const chat = vi.fn((conversationId: string) => <p>Thread {conversationId}</p>);
    renderGroup(`/study-groups/${ID}?tab=chat`, chat);
    expect(await screen.findByText(`Thread ${CONVERSATION_ID}`)).toBeInTheDocument();
  });

  it('lists resources, adds a link, and lets a member delete only their own', async () => {
    const api = serveStudyGroups({
      groups: [mine(1, 'member')],
      resources: {
        [ID]: [
          resource(1, { title: 'Grace notes' }),
          resource(2, {
            title: 'My notes',
            added_by: { user_id: ME, name: 'Ada Lovelace', avatar_url: null },
          }),
        ],
      },
    });
    const user = userEvent.setup();
    renderGroup(`/study-groups/${ID}?tab=resources`);
    expect(await screen.findByRole('link', { name: 'Grace notes' })).toHaveAttribute(
      'href',
      'https://example.com/notes-1',
    );
    expect(screen.queryByRole('button', { name: 'Delete Grace notes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete My notes' })).toBeInTheDocument();
    await user.type(screen.getAllByLabelText('Title')[0]!, 'Syllabus');
    await user.type(screen.getByLabelText('Address (https://…)'), 'https://example.com/s');
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    expect(await screen.findByText('Resource added')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/study-groups/${ID}/resources`)[0]!.body).toEqual({
      title: 'Syllabus',
      url: 'https://example.com/s',
    });
  });

  it("saves a member's star rating", async () => {
    const api = serveStudyGroups({ groups: [mine(1, 'member')] });
    const user = userEvent.setup();
    renderGroup();
    await user.click(await screen.findByRole('button', { name: '4 stars' }));
    expect(await screen.findByText('Thanks for rating the group')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/study-groups/${ID}/rating`)[0]!.body).toEqual({ rating: 4 });
  });

  it("reports the group's name to the moderators", async () => {
    const api = serveStudyGroups({ groups: [group(1, { name: 'Rude Name' })] });
    acceptReports(api);
    const user = userEvent.setup();
    renderGroup();
    await reportThroughDialog(user, 'Report the study group “Rude Name”', 'Inappropriate content');
    expect(api.callsTo('POST', '/api/social/reports')[0]!.body).toEqual({
      subject_type: 'study_group',
      subject_id: ID,
      reason: 'inappropriate',
    });
  });

  it('offers the owner no report of their own group', async () => {
    serveStudyGroups({ groups: [mine(1, 'owner')] });
    renderGroup();
    expect(await screen.findByRole('tab', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});

describe('the invite page', () => {
  it('shows the group of the code, joins with the code, and opens the group', async () => {
    const api = serveStudyGroups({
      groups: [group(1, { name: 'Secret Lab', type: 'invite_only' })],
      invites: { abc123: ID },
    });
    const user = userEvent.setup();
    renderStudyGroups(<StudyGroupInvitePage />, {
      path: '/study-groups/join/abc123',
      route: '/study-groups/join/:code',
    });
    expect(await screen.findByRole('heading', { name: 'Secret Lab' })).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Join Group' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/study-groups/${ID}`);
    expect(api.callsTo('POST', `/api/study-groups/${ID}/join`)[0]!.body).toEqual({
      join_message: '',
      invite_code: 'abc123',
    });
  });

  it('says a wrong code is not valid', async () => {
    serveStudyGroups();
    renderStudyGroups(<StudyGroupInvitePage />, {
      path: '/study-groups/join/nope',
      route: '/study-groups/join/:code',
    });
    expect(
      await screen.findByRole('heading', { name: 'Invitation not valid' }),
    ).toBeInTheDocument();
  });
});
