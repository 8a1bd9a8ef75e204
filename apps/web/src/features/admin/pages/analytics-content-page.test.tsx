import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { captureDownloads } from '../../../test/downloads';
import { contentReport, PHYSICS_ID, serveAnalytics } from '../test/fake-analytics-api';
import { rowsOf } from '../test/render-console';
import { renderAnalytics } from '../test/render-analytics';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const contentCalls = (api: ReturnType<typeof serveAnalytics>) =>
  api.callsTo('GET', '/api/admin/analytics/content').map((call) => call.path);

const headings = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('the content analytics page', () => {
  it('lists categories, topics and questions with their answers over 30 days', async () => {
    const api = serveAnalytics();
    renderAnalytics('/admin/analytics/content');
    const categories = await screen.findByRole('table', { name: 'Categories' });
    expect(contentCalls(api)).toEqual(['/api/admin/analytics/content?timeframe=30d']);
    expect(headings(categories)).toEqual([
      'Category',
      'Quizzes played',
      'Answers',
      'Accuracy',
      'Average time',
    ]);
    expect(rowsOf(categories)).toEqual([['Science, general', '120', '1,200', '65%', '4.3 s']]);
    expect(rowsOf(screen.getByRole('table', { name: 'Topics' }))).toEqual([
      ['Physics', 'Science, general', '60', '600', '50%', '5 s'],
    ]);
    const questions = screen.getByRole('table', { name: 'Most answered questions' });
    expect(headings(questions)).toEqual([
      'Question',
      'Topic',
      'Answers',
      'Accuracy',
      'Average time',
      'Open disputes',
    ]);
    expect(rowsOf(questions)).toEqual([
      ['What is "g" on Earth?', 'Physics', '80', '75%', '3 s', '0'],
    ]);

    // A day without answers has no accuracy, not 0%.
    const accuracy = screen.getByRole('table', { name: 'Accuracy per day' });
    expect(within(accuracy).getByRole('row', { name: 'Mar 9 63%' })).toBeInTheDocument();
    expect(within(accuracy).getByRole('row', { name: 'Mar 10 –' })).toBeInTheDocument();
    const answers = screen.getByRole('table', { name: 'Answers per day' });
    expect(within(answers).getByRole('row', { name: 'Mar 9 900' })).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('lists the questions that look wrong, why in words, each linked to its topic’s list', async () => {
    serveAnalytics();
    const router = renderAnalytics('/admin/analytics/content');
    const suspect = await screen.findByRole('table', { name: 'Questions that look wrong' });
    expect(
      screen.getByText(
        'Questions rarely answered right (at least 20 answers, at most 10% right) or whose answer players dispute. Check the answer key.',
      ),
    ).toBeInTheDocument();
    expect(headings(suspect).at(-1)).toBe('Why');
    expect(rowsOf(suspect)).toEqual([
      [
        '=Which planet is largest?',
        'Physics',
        '40',
        '5%',
        '9 s',
        '3',
        'Rarely answered right and Its answer is disputed',
      ],
    ]);
    await userEvent.click(within(suspect).getByRole('link', { name: '=Which planet is largest?' }));
    expect(await screen.findByTestId('topic-questions')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/content/topics/${PHYSICS_ID}`);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(
      '=Which planet is largest?',
    );
  });

  it('says so when no question looks wrong', async () => {
    serveAnalytics({ content: (timeframe) => contentReport(timeframe, { suspect_questions: [] }) });
    renderAnalytics('/admin/analytics/content');
    expect(
      await screen.findByText('No question looks wrong in this timeframe'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Download CSV: Questions that look wrong' }),
    ).not.toBeInTheDocument();
  });

  it('lists the questions that discriminate badly, with both levels, and downloads them', async () => {
    serveAnalytics();
    const downloads = captureDownloads();
    renderAnalytics('/admin/analytics/content');
    const weak = await screen.findByRole('table', { name: 'Questions that discriminate badly' });
    expect(
      screen.getByText(
        /correlates with a player's ability by less than 0\.1 \(at least 30 answers\)/,
      ),
    ).toBeInTheDocument();
    expect(headings(weak)).toEqual([
      'Question',
      'Topic',
      'Answers',
      'Discrimination',
      'Source level',
      'Measured level',
    ]);
    expect(rowsOf(weak)).toEqual([
      [
        'Which is heavier, a kilo of lead or of feathers?',
        'Physics',
        '1,250',
        '-0.21',
        'Beginner',
        'Advanced',
      ],
    ]);
    expect(
      within(weak).getByRole('link', { name: 'Which is heavier, a kilo of lead or of feathers?' }),
    ).toHaveAttribute('href', expect.stringContaining(`/admin/content/topics/${PHYSICS_ID}?q=`));
    await userEvent.click(
      screen.getByRole('button', { name: 'Download CSV: Questions that discriminate badly' }),
    );
    expect(downloads[0]!.fileName).toBe('quizarena-content-badly-discriminating-questions-30d.csv');
    expect(await downloads[0]!.text()).toBe(
      'Question,Topic,Answers,Discrimination,Source level,Measured level\r\n' +
        '"Which is heavier, a kilo of lead or of feathers?",Physics,1250,-0.213,Beginner,Advanced\r\n',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says so when no question discriminates badly', async () => {
    serveAnalytics({
      content: (timeframe) => contentReport(timeframe, { badly_discriminating_questions: [] }),
    });
    renderAnalytics('/admin/analytics/content');
    expect(await screen.findByText('No question discriminates badly')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Download CSV: Questions that discriminate badly' }),
    ).not.toBeInTheDocument();
  });

  it('asks again for the timeframe chosen', async () => {
    const api = serveAnalytics();
    const router = renderAnalytics('/admin/analytics/content');
    await screen.findByRole('table', { name: 'Categories' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Timeframe' }), '7d');
    await waitFor(() =>
      expect(contentCalls(api)).toEqual([
        '/api/admin/analytics/content?timeframe=30d',
        '/api/admin/analytics/content?timeframe=7d',
      ]),
    );
    expect(router.state.location.search).toBe('?timeframe=7d');
  });

  it('downloads each table as CSV, formula-like text written as text', async () => {
    serveAnalytics();
    const downloads = captureDownloads();
    renderAnalytics('/admin/analytics/content');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV: Topics' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Download CSV: Questions that look wrong' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Download CSV: Most answered questions' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Categories' }));
    expect(downloads.map((file) => file.fileName)).toEqual([
      'quizarena-content-topics-30d.csv',
      'quizarena-content-suspect-questions-30d.csv',
      'quizarena-content-questions-30d.csv',
      'quizarena-content-categories-30d.csv',
    ]);
    expect(await downloads[0]!.text()).toBe(
      'Topic,Category,Quizzes played,Answers,Accuracy (%),Average time (seconds)\r\n' +
        'Physics,"Science, general",60,600,50,5\r\n',
    );
    expect(await downloads[1]!.text()).toBe(
      'Question,Topic,Answers,Accuracy (%),Average time (seconds),Open disputes,Why\r\n' +
        "'=Which planet is largest?,Physics,40,5,9,3,Rarely answered right and Its answer is disputed\r\n",
    );
    expect((await downloads[2]!.text()).split('\r\n')[1]).toBe(
      '"What is ""g"" on Earth?",Physics,80,75,3,0',
    );
  });
});
