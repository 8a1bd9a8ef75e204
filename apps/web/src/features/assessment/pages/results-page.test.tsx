import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { readText } from '../../../test/blob-text';
import { renderPage } from '../../../test/render-routes';
import { refusal, serveAssessment } from '../test/fake-api';
import { ASSESSMENT_ID, career, historyEntry, OLDER_ID, results } from '../test/fixtures';
import { ResultsPage } from './results-page';

const original = Object.getOwnPropertyDescriptors(navigator);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toast.remove());
  const descriptor = original.share;
  if (descriptor) Object.defineProperty(navigator, 'share', descriptor);
  else delete (navigator as unknown as Record<string, unknown>).share;
});

function setNavigator(parts: { share?: unknown }) {
  for (const [key, value] of Object.entries(parts))
    Object.defineProperty(navigator, key, { value, configurable: true });
}

const renderResults = (path = `/psychometric/results/${ASSESSMENT_ID}`) =>
  renderPage(<ResultsPage />, { path, route: '/psychometric/results/:assessmentId?' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const openTab = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
};

describe('the results header and Overview', () => {
  it('shows when and how long, valid results, and five rings with score, percentile and band', async () => {
    serveAssessment({ results: [results()] });
    renderResults();
    const title = await heading('Assessment Results');
    const header = title.closest('header')!;
    expect(header).toHaveTextContent(/Completed May 1, 2030/);
    expect(header).toHaveTextContent('14 minutes taken');
    expect(within(header).getByText('Valid Results')).toBeInTheDocument();
    expect(within(header).queryByText('Results Need Review')).toBeNull();

    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    const traits = within(panel).getByRole('region', { name: 'Your five traits' });
    const openness = within(traits).getByRole('heading', { name: 'Openness' }).parentElement!;
    expect(openness).toHaveTextContent('Score 72 · Percentile 81');
    expect(openness).toHaveTextContent(
      'Curious and imaginative: you enjoy new ideas and experiences.',
    );
    const neuroticism = within(traits).getByRole('heading', { name: 'Neuroticism' }).parentElement!;
    expect(neuroticism).toHaveTextContent('Calm and even-tempered under pressure.');

    const chart = within(panel).getByRole('table', { name: 'Your percentiles by trait' });
    expect(within(chart).getByRole('row', { name: 'Agreeableness 93' })).toBeInTheDocument();

    expect(within(panel).getByText('Curious mind')).toBeInTheDocument();
    expect(within(panel).getByText('Speaking up in groups')).toBeInTheDocument();
    const top = within(panel).getByRole('heading', { name: 'Top career match' }).parentElement!;
    expect(top).toHaveTextContent('Software Developer 1 84% match');
    const style = within(panel).getByRole('heading', { name: 'Learning style' }).parentElement!;
    expect(style).toHaveTextContent('Reflective explorer');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says Results Need Review and lists why, in plain words', async () => {
    serveAssessment({
      results: [
        results({
          is_valid: false,
          validity_notes: [
            { code: 'too_fast', message: 'You answered faster than most people can read.' },
            { code: 'straight_lined', message: 'You gave the same answer to nearly everything.' },
          ],
        }),
      ],
    });
    renderResults();
    await heading('Assessment Results');
    expect(screen.getByText('Results Need Review')).toBeInTheDocument();
    expect(screen.queryByText('Valid Results')).toBeNull();
    expect(
      screen.getByText('You answered faster than most people can read.').closest('ul'),
    ).toHaveTextContent('You gave the same answer to nearly everything.');
  });

  it('reads the newest results without an id, and offers the next steps', async () => {
    const api = serveAssessment({ results: [results()] });
    renderResults('/psychometric/results');
    await heading('Assessment Results');
    expect(api.callsTo('GET', '/api/psychometric/assessment/results')[0]!.path).toBe(
      '/api/psychometric/assessment/results',
    );
    const next = screen.getByRole('navigation', { name: 'Next steps' });
    expect(within(next).getByRole('link', { name: 'Back to Career Page' })).toHaveAttribute(
      'href',
      '/career',
    );
    expect(within(next).getByRole('link', { name: 'Create Learning Plan' })).toHaveAttribute(
      'href',
      '/career?tab=learning',
    );
    expect(within(next).getByRole('link', { name: 'Explore Careers' })).toHaveAttribute(
      'href',
      '/career?tab=careers',
    );
  });

  it('says Results Not Found when there are none', async () => {
    serveAssessment();
    renderResults();
    expect(await heading('Results Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the Assessment' })).toHaveAttribute(
      'href',
      '/psychometric/assessment',
    );
  });

  it('says the results could not be loaded, with Try Again', async () => {
    const api = serveAssessment({ results: [results()] });
    let fail = true;
    api.on('GET', /\/results\/[^/]+$/, () =>
      fail ? refusal(500, 'Broken', 'SOMETHING') : { success: true, data: results() },
    );
    const user = userEvent.setup();
    renderResults();
    expect(await heading('Assessment results could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await heading('Assessment Results')).toBeInTheDocument();
  });
});

describe('the results tabs', () => {
  it('Personality Traits: level, score, percentile, meaning, strengths, growth and facets', async () => {
    serveAssessment({
      results: [
        results({
          facet_scores: {
            openness: [{ facet: 'O1', name: 'Imagination', score: 80.4, percentile: 77 }],
            conscientiousness: [],
            extraversion: [],
            agreeableness: [],
            neuroticism: [],
          },
        }),
      ],
    });
    const user = userEvent.setup();
    renderResults();
    const panel = await openTab(user, 'Personality Traits');
    const openness = within(panel).getByRole('region', { name: 'Openness' });
    expect(within(openness).getByText('High')).toBeInTheDocument();
    expect(openness).toHaveTextContent('Score 72 · Percentile 81');
    expect(within(openness).getByText('What openness means for you.')).toBeInTheDocument();
    expect(within(openness).getByText('openness strength')).toBeInTheDocument();
    expect(within(openness).getByText('openness growth')).toBeInTheDocument();
    const facets = within(openness).getByRole('table', { name: 'Facets of Openness' });
    expect(within(facets).getByRole('row', { name: 'Imagination 80 77' })).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Extraversion' })).toHaveTextContent(
      'Moderate',
    );
    expect(within(panel).getByRole('region', { name: 'Neuroticism' })).toHaveTextContent('Low');
    // One attempt: no trend yet.
    expect(within(panel).queryByRole('heading', { name: 'Your traits over time' })).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('draws each trait across two or more attempts, oldest first, with a table', async () => {
    serveAssessment({
      results: [results()],
      history: [
        historyEntry(ASSESSMENT_ID, '2030-05-01T10:20:00.000Z', 72),
        historyEntry(OLDER_ID, '2030-03-01T10:20:00.000Z', 60),
      ],
    });
    renderResults(`/psychometric/results/${ASSESSMENT_ID}?tab=traits`);
    const panel = await screen.findByRole('tabpanel', { name: 'Personality Traits' });
    expect(
      await within(panel).findByRole('heading', { name: 'Your traits over time' }),
    ).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: 'Openness across your attempts' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateScore', 'Mar 1, 203060', 'May 1, 203072']);
  });

  it('Career Matches: match, salary only from a source, three skills each, links and O*NET', async () => {
    serveAssessment({
      results: [
        results({
          career_suggestions: [
            career(1),
            career(2, {
              salary_range: { min: 60000, max: 90000, currency: 'USD' },
              growth_potential: 'Faster than average',
              compatibility_score: 3.5,
            }),
          ],
        }),
      ],
    });
    const user = userEvent.setup();
    renderResults();
    const panel = await openTab(user, 'Career Matches');
    const first = within(panel)
      .getByRole('heading', { name: 'Software Developer 1' })
      .closest('article')!;
    expect(first).toHaveTextContent('Computer and Mathematical');
    expect(first).toHaveTextContent('84% match');
    expect(first).toHaveTextContent('No public salary data');
    expect(within(first).queryByText('Growth potential')).toBeNull();
    expect(within(first).getByText('Critical Thinking')).toBeInTheDocument();
    expect(within(first).queryByText('Writing')).toBeNull();
    expect(within(first).getByText('Databases')).toBeInTheDocument();
    expect(within(first).queryByText('Testing')).toBeNull();
    expect(within(first).getByRole('link', { name: 'View Learning Path' })).toHaveAttribute(
      'href',
      '/career?tab=learning',
    );
    const jobs = within(first).getByRole('link', { name: 'Explore Jobs (opens in a new tab)' });
    expect(jobs).toHaveAttribute('href', 'https://www.onetonline.org/link/summary/15-1252.01');
    expect(jobs).toHaveAttribute('target', '_blank');

    const second = within(panel)
      .getByRole('heading', { name: 'Software Developer 2' })
      .closest('article')!;
    expect(second).toHaveTextContent('70% match');
    expect(second).toHaveTextContent('$60,000 – $90,000');
    expect(second).toHaveTextContent('Faster than average');
    expect(
      within(panel).getByText(
        'Occupational data from O*NET 29.3 (USDOL/ETA), used under CC BY 4.0; modified.',
      ),
    ).toBeInTheDocument();
  });

  it('Learning Style: style, strategy, techniques, environment, time and the evidence note', async () => {
    serveAssessment({ results: [results()] });
    const user = userEvent.setup();
    renderResults();
    const panel = await openTab(user, 'Learning Style');
    expect(within(panel).getByRole('heading', { name: 'Reflective explorer' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Read widely, then test ideas on your own.');
    expect(within(panel).getByText('Mind maps')).toBeInTheDocument();
    expect(panel).toHaveTextContent('noise:Quiet room');
    expect(within(panel).getByText('Short daily sessions')).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      'About the evidence: Matching teaching to a learning style has weak evidence.',
    );
  });
});

describe('sharing and exporting', () => {
  it('turns the share link on, copies it, and turns it off', async () => {
    setNavigator({ share: undefined });
    const api = serveAssessment({ results: [results()] });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderResults();
    await user.click(await screen.findByRole('button', { name: 'Create share link' }));
    const link = await screen.findByRole('textbox', { name: 'Share link' });
    const url = `${window.location.origin}/shared/assessment/shared-token-1234`;
    expect(link).toHaveValue(url);
    expect(await screen.findByText('Share link turned on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);

    await user.click(screen.getByRole('button', { name: 'Turn off share link' }));
    expect(await screen.findByRole('button', { name: 'Create share link' })).toBeInTheDocument();
    expect(
      api
        .callsTo('PUT', `/api/psychometric/assessment/results/${ASSESSMENT_ID}/share`)
        .map((call) => call.body),
    ).toEqual([{ enabled: true }, { enabled: false }]);
  });

  it('hands the link to the share sheet where there is one', async () => {
    const share = vi.fn(async () => {});
    setNavigator({ share });
    serveAssessment({ results: [results()] });
    const user = userEvent.setup();
    renderResults();
    await user.click(await screen.findByRole('button', { name: 'Create share link' }));
    await user.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'My Big Five personality traits',
      url: `${window.location.origin}/shared/assessment/shared-token-1234`,
    });
  });

  it('says a link made earlier is on, and makes a new one to copy (the server keeps only its hash)', async () => {
    setNavigator({ share: undefined });
    const api = serveAssessment({ results: [results({ shared: true })] });
    const user = userEvent.setup();
    renderResults();
    expect(
      await screen.findByText(/Your share link is on\. It was shown when you made it/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/shared/assessment/shared-token-1234`,
    );
    expect(
      api
        .callsTo('PUT', `/api/psychometric/assessment/results/${ASSESSMENT_ID}/share`)
        .map((call) => call.body),
    ).toEqual([{ enabled: true }]);
  });

  it('downloads the results as JSON', async () => {
    serveAssessment({ results: [results()] });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:results';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderResults();
    await user.click(await screen.findByRole('button', { name: 'Download JSON' }));
    expect(names).toEqual(['big-five-results-2030-05-01.json']);
    expect(JSON.parse(await readText(blobs[0]!))).toEqual(results());
  });

  it('opens a printable page with every section, and prints it', async () => {
    serveAssessment({ results: [results()] });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    const router = renderResults();
    await user.click(await screen.findByRole('button', { name: 'Printable page' }));
    expect(router.state.location.search).toBe('?view=print');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your five traits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Software Developer 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reflective explorer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Back to results' }));
    await waitFor(() => expect(screen.getByRole('tablist')).toBeInTheDocument());
  });
});
