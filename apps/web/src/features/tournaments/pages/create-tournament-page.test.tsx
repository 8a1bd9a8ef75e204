import type { Tournament } from '@quizarena/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatISO } from 'date-fns';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { ok, uuid } from '../../../test/contract-fixtures';
import { fakeFetch, json, refusal } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render-routes';
import type { TournamentFormSources } from '../components/tournament-form/form-sources';
import { CreateTournamentPage } from './create-tournament-page';

const SCIENCE = uuid(700);
const HISTORY = uuid(710);
const PHYSICS = uuid(701);
const CREATED = uuid(900);

const sources: TournamentFormSources = {
  categories: {
    queryKey: ['test', 'categories'],
    queryFn: async () => [
      { id: SCIENCE, name: 'Science' },
      { id: HISTORY, name: 'History' },
    ],
  },
  topics: (categoryId) => ({
    queryKey: ['test', 'topics', categoryId],
    queryFn: async () => (categoryId === SCIENCE ? [{ id: PHYSICS, name: 'Physics' }] : []),
  }),
};

/** The tournament as the server answers a create (only its id matters to the page). */
function tournament(id: string): Tournament {
  const at = '2030-06-01T10:00:00.000Z';
  return {
    id,
    name: 'Spring Cup',
    description: '',
    category: 'Science',
    category_id: SCIENCE,
    topic: null,
    topic_id: null,
    difficulty: 'mixed',
    format: 'single_elimination',
    max_participants: 64,
    current_participants: 0,
    entry_fee: 0,
    prize_pool: 0,
    status: 'upcoming',
    registration_open: false,
    registration_start: at,
    registration_end: at,
    tournament_start: at,
    host: {
      id: uuid(1),
      name: 'Ada Lovelace',
      avatar_url: null,
      organization: null,
      verified: true,
      rating: null,
      tournaments_hosted: 1,
    },
    is_featured: false,
    is_verified: false,
    is_registered: false,
    is_bookmarked: false,
    created_at: at,
    updated_at: at,
    prize_distribution: [],
    sponsor_prize: 0,
    question_count: 10,
    seconds_per_question: 15,
    participants: [],
    brackets: null,
    rules: [],
    sponsors: [],
    can_cancel: true,
    my_rating: null,
    completed_at: null,
  };
}

/** POST /api/tournaments answered with `answer` (a created tournament by default). */
function serveCreate(
  answer: () => unknown = () => json(ok({ tournament: tournament(CREATED) }), 201),
) {
  const api = fakeFetch((method, url) => {
    if (method === 'POST' && url.pathname === '/api/tournaments') return answer();
    throw new Error(`unexpected call ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

function renderPage({ isAdmin = false } = {}) {
  return renderRoutes(
    [
      {
        path: '/tournaments/new',
        element: <CreateTournamentPage sources={sources} isAdmin={isAdmin} />,
      },
      { path: '*', element: <Elsewhere /> },
    ],
    '/tournaments/new',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const region = (name: string) => within(screen.getByRole('region', { name }));
const group = (name: string) => within(screen.getByRole('group', { name }));
/** A datetime-local input's value as the server gets it: the reader's offset kept. */
const iso = (local: string) => formatISO(new Date(local));

type User = ReturnType<typeof userEvent.setup>;

/** Types `text` into a field at once (a paste): the form is large, and each key redraws it. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function replace(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await fill(user, input, text);
}

/** Fills the fields every tournament needs: a name and a category. */
async function fillRequired(user: User) {
  await fill(user, region('Basics').getByLabelText('Name'), 'Spring Cup');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Category' }),
    await screen.findByRole('option', { name: 'Science' }),
  );
}

// The form is large and each test fills much of it: more time than the default 5 s on a busy machine.
describe('CreateTournamentPage', { timeout: 30_000 }, () => {
  it('sends every field of the body as an admin fills them, then opens the new tournament', async () => {
    const api = serveCreate();
    const user = userEvent.setup({ delay: null });
    renderPage({ isAdmin: true });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create Tournament' }),
    ).toBeInTheDocument();

    const basics = region('Basics');
    await fill(user, basics.getByLabelText('Name'), '  Spring Cup  ');
    await fill(user, basics.getByLabelText('Description'), 'A cup for the spring.');
    await user.selectOptions(
      basics.getByRole('combobox', { name: 'Category' }),
      await basics.findByRole('option', { name: 'Science' }),
    );
    await user.selectOptions(
      basics.getByRole('combobox', { name: 'Topic (optional)' }),
      await basics.findByRole('option', { name: 'Physics' }),
    );
    await user.selectOptions(basics.getByLabelText('Difficulty'), 'Advanced');

    const play = region('Format and matches');
    await user.click(play.getByRole('radio', { name: 'Knockout groups' }));
    expect(play.getByRole('radio', { name: 'Knockout groups' })).toHaveAccessibleDescription(
      'Matches of 4 players: the top 2 of each match go on to the next round.',
    );
    await replace(user, play.getByLabelText('Maximum participants'), '32');
    await user.selectOptions(play.getByLabelText('Questions per match'), '15 questions');
    await user.selectOptions(play.getByLabelText('Time per question'), '30 seconds');

    const schedule = region('Schedule');
    await replace(user, schedule.getByLabelText('Registration opens'), '2030-06-01T09:00');
    await replace(user, schedule.getByLabelText('Registration closes'), '2030-06-08T09:00');
    await replace(user, schedule.getByLabelText('Tournament starts'), '2030-06-08T10:30');

    const prizes = region('Entry fee and prizes');
    await replace(user, prizes.getByLabelText('Entry fee (points)'), '100');
    await replace(user, prizes.getByLabelText('Sponsor prize (points)'), '500');
    await replace(user, group('Place 1').getByLabelText('Share (%)'), '60');
    await fill(user, group('Place 1').getByLabelText('Description (optional)'), 'Trophy');
    await replace(user, group('Place 2').getByLabelText('Share (%)'), '25');
    await replace(user, group('Place 3').getByLabelText('Share (%)'), '15');

    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await fill(user, group('Rule 1').getByLabelText('Title'), 'No lookups');
    await fill(user, group('Rule 1').getByLabelText('Description (optional)'), 'Play alone.');
    await user.click(group('Rule 1').getByLabelText('Important'));

    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    await fill(user, group('Sponsor 1').getByLabelText('Name'), 'Acme');
    await fill(
      user,
      group('Sponsor 1').getByLabelText('Logo URL (optional)'),
      'https://acme.example/logo.png',
    );
    await user.selectOptions(group('Sponsor 1').getByLabelText('Tier'), 'Gold');

    const admin = region('Admin settings');
    await user.click(admin.getByLabelText('Featured'));
    await user.click(admin.getByLabelText('Verified'));

    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/tournament/${CREATED}`);
    expect(api.callsTo('POST', '/api/tournaments')).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({
      name: 'Spring Cup',
      description: 'A cup for the spring.',
      category_id: SCIENCE,
      topic_id: PHYSICS,
      difficulty: 'advanced',
      format: 'knockout_groups',
      max_participants: 32,
      entry_fee: 100,
      sponsor_prize: 500,
      prize_distribution: [
        { place: 1, share_percent: 60, description: 'Trophy' },
        { place: 2, share_percent: 25, description: '' },
        { place: 3, share_percent: 15, description: '' },
      ],
      registration_start: iso('2030-06-01T09:00'),
      registration_end: iso('2030-06-08T09:00'),
      tournament_start: iso('2030-06-08T10:30'),
      question_count: 15,
      seconds_per_question: 30,
      rules: [{ title: 'No lookups', description: 'Play alone.', is_important: true }],
      sponsors: [
        {
          name: 'Acme',
          logo_url: 'https://acme.example/logo.png',
          website_url: null,
          tier: 'gold',
        },
      ],
      is_featured: true,
      is_verified: true,
    });
    const sent = api.calls[0]!.body as { tournament_start: string };
    // The local time typed, with the reader's offset, as the contract's datetime takes it.
    expect(sent.tournament_start).toMatch(/^2030-06-08T10:30:00([+-]\d\d:\d\d|Z)$/);
    expect(Date.parse(sent.tournament_start)).toBe(new Date(2030, 5, 8, 10, 30).getTime());
  });

  it('opens registration now, closes it in 7 days and starts an hour later by default', async () => {
    const api = serveCreate();
    const user = userEvent.setup({ delay: null });
    const before = Date.now();
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await screen.findByTestId('elsewhere');
    const body = api.calls[0]!.body as Record<string, string>;
    const opens = Date.parse(body.registration_start!);
    // To the minute, as a datetime-local input holds it.
    expect(opens).toBeLessThanOrEqual(before);
    expect(before - opens).toBeLessThan(60_000);
    expect(Date.parse(body.registration_end!) - opens).toBe(7 * 86_400_000);
    expect(Date.parse(body.tournament_start!) - Date.parse(body.registration_end!)).toBe(3_600_000);
  });

  it('shows a host no sponsor prize or marks, and sends the defaults for them', async () => {
    const api = serveCreate();
    const user = userEvent.setup({ delay: null });
    renderPage({ isAdmin: false });
    await fillRequired(user);
    expect(screen.queryByLabelText('Sponsor prize (points)')).toBeNull();
    expect(screen.queryByLabelText('Featured')).toBeNull();
    expect(screen.queryByLabelText('Verified')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Admin settings' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await screen.findByTestId('elsewhere');
    expect(api.calls[0]!.body).toMatchObject({
      sponsor_prize: 0,
      is_featured: false,
      is_verified: false,
      topic_id: null,
      rules: [],
      sponsors: [],
    });
  });

  it('keeps a running total of the shares, checks it and previews a full field’s prizes', async () => {
    const api = serveCreate();
    const user = userEvent.setup({ delay: null });
    renderPage({ isAdmin: true });
    await fillRequired(user);
    const prizes = region('Entry fee and prizes');
    expect(prizes.getByText('Total: 100%.')).toBeInTheDocument();
    await replace(user, prizes.getByLabelText('Entry fee (points)'), '10');
    await replace(user, prizes.getByLabelText('Sponsor prize (points)'), '1');

    // 64 seats × 10 + 1 = 641: 50% 320 (+1 left over to the winner), 30% 192, 20% 128.
    const preview = prizes.getByRole('table', {
      name: 'With every seat taken, the pool is 641 points:',
    });
    const rows = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Place 1321', 'Place 2192', 'Place 3128']);

    await replace(user, group('Place 3').getByLabelText('Share (%)'), '10');
    expect(prizes.getByText('Total: 90%.')).toBeInTheDocument();
    expect(
      prizes.getByText('The shares add up to 90%; they must add up to 100%.'),
    ).toBeInTheDocument();
    expect(prizes.queryByRole('table')).toBeNull();
    expect(
      prizes.getByText("The preview of each place's points shows once the shares add up to 100%."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some fields need your attention; each says what to change.',
    );
    expect(screen.getByRole('group', { name: 'Prize distribution' })).toHaveAccessibleDescription(
      expect.stringContaining('The shares add up to 90%; they must add up to 100%.'),
    );
    expect(api.calls).toHaveLength(0);

    await replace(user, group('Place 3').getByLabelText('Share (%)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(group('Place 3').getByLabelText('Share (%)')).toHaveAccessibleDescription('At least 1');
    expect(api.calls).toHaveLength(0);
  });

  it('adds and removes places, rules and sponsors, numbering the places 1..k', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    expect(group('Place 4').getByLabelText('Share (%)')).toHaveFocus();
    await fill(user, group('Place 4').getByLabelText('Share (%)'), '7');
    await fill(user, group('Place 2').getByLabelText('Description (optional)'), 'Second');

    await user.click(screen.getByRole('button', { name: 'Remove place 2' }));
    expect(screen.getByRole('button', { name: 'Add place' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Place 4' })).toBeNull();
    // Place 3 moved up to 2, place 4 to 3, each with what was typed in it.
    expect(group('Place 2').getByLabelText('Share (%)')).toHaveValue(20);
    expect(group('Place 3').getByLabelText('Share (%)')).toHaveValue(7);
    expect(screen.queryByDisplayValue('Second')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove place 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove place 2' }));
    expect(screen.getByRole('button', { name: 'Remove place 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(group('Rule 1').getByLabelText('Title')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await fill(user, group('Rule 2').getByLabelText('Title'), 'Be kind');
    await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(group('Rule 1').getByLabelText('Title')).toHaveValue('Be kind');
    expect(screen.queryByRole('group', { name: 'Rule 2' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    expect(group('Sponsor 1').getByLabelText('Name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove sponsor 1' }));
    expect(screen.queryByRole('group', { name: 'Sponsor 1' })).toBeNull();
  });

  it('refuses a form the contract refuses, on each field, without sending it', async () => {
    const api = serveCreate();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fill(user, region('Basics').getByLabelText('Name'), 'Cu');
    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    await fill(user, group('Sponsor 1').getByLabelText('Website URL (optional)'), 'acme.example');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    const name = region('Basics').getByLabelText('Name');
    expect(name).toHaveAccessibleDescription('At least 3 characters');
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose a category',
    );
    expect(group('Sponsor 1').getByLabelText('Name')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(group('Sponsor 1').getByLabelText('Website URL (optional)')).toHaveAccessibleDescription(
      'Enter a web address starting with http:// or https://',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('says when registration would close before it opens', async () => {
    const api = serveCreate();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillRequired(user);
    const schedule = region('Schedule');
    await replace(user, schedule.getByLabelText('Registration opens'), '2030-06-08T09:00');
    await replace(user, schedule.getByLabelText('Registration closes'), '2030-06-01T09:00');
    await replace(user, schedule.getByLabelText('Tournament starts'), '2030-06-09T09:00');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(schedule.getByLabelText('Registration closes')).toHaveAccessibleDescription(
      'Registration must close after it opens',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s refusal of a field under that field', async () => {
    serveCreate(() =>
      refusal(400, 'Validation failed', 'VALIDATION_FAILED', [
        { field: 'body.tournament_start', message: 'The start must be in the future' },
      ]),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    const start = region('Schedule').getByLabelText('Tournament starts');
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription('The start must be in the future'),
    );
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some fields need your attention; each says what to change.',
    );
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('says who may create tournaments when the server refuses the caller', async () => {
    serveCreate(() =>
      refusal(403, 'Only admins and verified hosts can create tournaments', 'FORBIDDEN'),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only admins and verified hosts can create tournaments.',
    );
    expect(screen.getByRole('button', { name: 'Create tournament' })).toBeEnabled();
  });

  it('disables the button while the tournament is being saved', async () => {
    let answer!: (response: Response) => void;
    serveCreate(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByRole('button', { name: 'Creating tournament…' })).toBeDisabled();
    answer(json(ok({ tournament: tournament(CREATED) }), 201));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/tournament/${CREATED}`);
  });

  it('has no serious accessibility problems, with every kind of row open', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({ isAdmin: true });
    await screen.findByRole('option', { name: 'Science' });
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
