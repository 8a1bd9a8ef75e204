import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { seriousAxeViolations } from '../../../test/axe';
import {
  ADA_ID,
  careerView,
  CHEMISTRY_ID,
  PHYSICS_ID,
  refusal,
  serveCareers,
} from '../test/fake-content-api';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const UNKNOWN = '00000000-0000-4000-8000-0000000000ff';

describe('the careers section: a player', () => {
  it('looks a player up by user id, refusing anything that is not one, and keeps it in the address', async () => {
    const api = serveCareers();
    const user = userEvent.setup();
    const router = renderAdmin('/admin/careers');
    expect(
      within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
        name: 'Careers',
      }),
    ).toHaveAttribute('aria-current', 'page');
    const views = screen.getByRole('navigation', { name: 'Careers views' });
    expect(within(views).getByRole('link', { name: 'Players' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const field = screen.getByRole('textbox', { name: 'Player’s user id' });
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(field).toHaveAccessibleDescription(/Enter a user id \(a UUID\)/);
    expect(api.calls).toEqual([]);

    await user.clear(field);
    await user.type(field, ` ${ADA_ID} `);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?user=${ADA_ID}`));
    expect(await screen.findByRole('heading', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('shows the player’s career page as they see it: result, careers with notes, no path yet', async () => {
    serveCareers();
    renderAdmin(`/admin/careers?user=${ADA_ID}`);
    const result = await screen.findByRole('region', { name: 'Personality assessment' });
    expect(result).toHaveTextContent('Artistic-Investigative');
    expect(result).toHaveTextContent('Exploratory');
    const careers = screen.getByRole('table', {
      name: 'Careers recommended to Ada Lovelace, best match first',
    });
    const rows = within(careers).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Developer 1 (opens in a new tab)',
      '15-1251.00',
      'Computer and Mathematical',
      '90%',
      'Ask about placements.',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.onetonline.org/link/summary/15-1251.00',
    );
    expect(screen.getByRole('region', { name: 'Assigned learning path' })).toHaveTextContent(
      'No learning path assigned.',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says when the player has no result they may see, and when the id is unknown', async () => {
    serveCareers({
      views: [careerView({ assessment: null, recommendations: [] })],
    });
    const router = renderAdmin(`/admin/careers?user=${ADA_ID}`);
    expect(await screen.findByText(/No result the player may see/)).toBeInTheDocument();
    expect(
      screen.getByText('No recommendations until the player has an assessment result.'),
    ).toBeInTheDocument();
    await router.navigate(`/admin/careers?user=${UNKNOWN}`);
    expect(await screen.findByText('No player has this user id.')).toBeInTheDocument();
  });

  it('runs the rules’ analysis when asked', async () => {
    const api = serveCareers();
    const user = userEvent.setup();
    renderAdmin(`/admin/careers?user=${ADA_ID}`);
    const panel = await screen.findByRole('region', { name: 'Analysis' });
    expect(api.callsTo('POST', '/api/admin/ai/analyze')).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Analyse' }));
    expect(
      await within(panel).findByText('Interests lean Artistic-Investigative.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Key strengths' })).toBeInTheDocument();
    expect(within(panel).getByText('Curious about ideas')).toBeInTheDocument();
    expect(within(panel).getByText(/Rules: rules-v1/)).toBeInTheDocument();
    const evidence = within(panel).getByRole('table', {
      name: 'Knowledge areas the player’s quizzes show',
    });
    expect(
      within(evidence)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Physics', '12', '75%', 'Yes']);
    expect(within(panel).getByRole('button', { name: 'Analyse again' })).toBeEnabled();
    expect(api.callsTo('POST', `/api/admin/ai/analyze/${ADA_ID}`)).toHaveLength(1);
  });

  it('assigns a path: topics picked by category, put in order, with a note', async () => {
    const api = serveCareers();
    const user = userEvent.setup();
    renderAdmin(`/admin/careers?user=${ADA_ID}`);
    const form = await screen.findByRole('region', { name: 'Assign a learning path' });
    // An empty path is refused before anything is sent, the error taking focus.
    await user.click(within(form).getByRole('button', { name: 'Assign path' }));
    const error = await within(form).findByRole('alert');
    expect(error).toHaveTextContent('Choose at least 1');
    expect(error).toHaveFocus();
    expect(api.callsTo('POST', '/api/admin/career/path')).toEqual([]);

    const category = within(form).getByRole('combobox', { name: 'Add topics from' });
    // Hidden categories are not offered.
    expect(within(category).queryByRole('option', { name: 'History' })).toBeNull();
    await within(category).findByRole('option', { name: 'Science' });
    await user.selectOptions(category, 'Science');
    const available = await within(form).findByRole('list', { name: 'Topics to add' });
    // A topic without questions cannot be played, so it is not offered.
    expect(within(available).queryByRole('button', { name: 'Add Empty' })).toBeNull();
    await user.click(within(available).getByRole('button', { name: 'Add Physics' }));
    await user.click(within(available).getByRole('button', { name: 'Add Chemistry' }));
    expect(within(available).getByRole('button', { name: 'Add Physics' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Move Chemistry up' }));
    const chosen = within(form).getByRole('list', { name: /In the path: 2 of at most 20/ });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^1\. Chemistry/), expect.stringMatching(/^2\. Physics/)]);
    await user.type(
      within(form).getByRole('textbox', { name: 'Note to the player' }),
      'Chemistry first.',
    );
    await user.click(within(form).getByRole('button', { name: 'Assign path' }));
    expect(await screen.findByText('Learning path assigned')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/career/path/${ADA_ID}`)[0]!.body).toEqual({
      topic_ids: [CHEMISTRY_ID, PHYSICS_ID],
      note: 'Chemistry first.',
    });
    // The view is read again and shows the path.
    const path = await screen.findByRole('region', { name: 'Assigned learning path' });
    await waitFor(() => expect(path).toHaveTextContent(/Assigned on .* by Grace Admin/));
    expect(path).toHaveTextContent('Chemistry first.');
  });

  it('shows the server’s refusal of a topic beside it', async () => {
    const api = serveCareers();
    api.on('POST', /^\/api\/admin\/career\/path\//, () =>
      refusal(400, 'Validation failed', 'VALIDATION_FAILED', [
        { field: 'body.topic_ids.0', message: 'Topic not found or not playable' },
      ]),
    );
    const user = userEvent.setup();
    renderAdmin(`/admin/careers?user=${ADA_ID}`);
    const form = await screen.findByRole('region', { name: 'Assign a learning path' });
    await within(form).findByRole('option', { name: 'Science' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Add topics from' }),
      'Science',
    );
    await user.click(await within(form).findByRole('button', { name: 'Add Physics' }));
    await user.click(within(form).getByRole('button', { name: 'Assign path' }));
    const chosen = within(form).getByRole('list', { name: /In the path/ });
    expect(await within(chosen).findByText('Topic not found or not playable')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await changeLocale('es');
    try {
      serveCareers();
      renderAdmin(`/admin/careers?user=${ADA_ID}`);
      expect(
        await screen.findByRole('region', { name: 'Asignar una ruta de aprendizaje' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('textbox', { name: 'Id de usuario del jugador' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Analizar' })).toBeInTheDocument();
    } finally {
      await changeLocale('en');
    }
  });
});
