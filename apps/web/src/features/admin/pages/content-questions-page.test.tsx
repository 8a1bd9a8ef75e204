import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { QuestionPreview } from '../../quiz';
import { PHYSICS_ID, question, questionId, serveContent } from '../test/fake-content-api';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = `/admin/content/topics/${PHYSICS_ID}`;
const table = () => screen.findByRole('table', { name: /^Questions of Physics, page/ });
const questionCalls = (api: ReturnType<typeof serveContent>) =>
  api
    .callsTo('GET', `/api/admin/content/topics/${PHYSICS_ID}/questions`)
    .map((call) => new URL(call.path, 'http://x').searchParams);

describe('the content section: a topic’s questions', () => {
  it('lists a page of questions with their answers, and pages on', async () => {
    const api = serveContent({
      questions: Array.from({ length: 23 }, (_, index) => question(index + 1)),
    });
    const user = userEvent.setup();
    const router = renderAdmin(PATH, QuestionPreview);
    const first = await table();
    expect(first).toHaveAccessibleName('Questions of Physics, page 1 of 2');
    const rows = within(first).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .slice(1, 6)
        .map((cell) => cell.textContent),
    ).toEqual(['Question number 1?', 'Right 1', 'Beginner', '10', 'Shown']);
    const pages = screen.getByRole('navigation', { name: 'Pages of questions' });
    expect(within(pages).getByText('Page 1 of 2 · 23 in all')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('table', { name: 'Questions of Physics, page 2 of 2' }));
    expect(questionCalls(api).at(-1)!.get('page')).toBe('2');
  });

  it('shows the level measured from answers under the source’s, once there is one', async () => {
    serveContent({
      questions: [
        question(1, {
          difficulty: 'advanced',
          calibrated_difficulty: 'beginner',
          calibration_answers: 60,
        }),
        question(2),
      ],
    });
    renderAdmin(PATH, QuestionPreview);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    const level = (row: HTMLElement) => within(row).getAllByRole('cell')[3]!.textContent;
    expect(level(rows[0]!)).toBe('AdvancedMeasured: Beginner (60 answers)');
    expect(level(rows[1]!)).toBe('Beginner');
  });

  it('searches the question text, keeping the search in the address', async () => {
    const api = serveContent({
      questions: [question(1, { question_text: 'What is inertia?' }), question(2)],
    });
    const user = userEvent.setup();
    const router = renderAdmin(PATH, QuestionPreview);
    await table();
    const search = screen.getByRole('search', { name: 'Search this topic’s questions' });
    await user.type(
      within(search).getByRole('searchbox', { name: 'Question text contains' }),
      'inertia',
    );
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=inertia'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(questionCalls(api).at(-1)!.get('search')).toBe('inertia');

    await user.clear(within(search).getByRole('searchbox'));
    await user.type(within(search).getByRole('searchbox'), 'nothing like it');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No question contains “nothing like it”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Question number 2?')).toBeInTheDocument();
  });

  it('holds the topic’s files, and lists the questions again once some were imported', async () => {
    const api = serveContent({ questions: [question(1)] });
    const user = userEvent.setup();
    const files = vi.fn(({ topicId, onImported }: { topicId: string; onImported: () => void }) => (
      <button type="button" onClick={onImported}>
        {`Files of ${topicId}`}
      </button>
    ));
    renderAdmin(PATH, undefined, files);
    await table();
    const calls = questionCalls(api).length;
    await user.click(screen.getByRole('button', { name: `Files of ${PHYSICS_ID}` }));
    await waitFor(() => expect(questionCalls(api).length).toBeGreaterThan(calls));
  });

  it('shows or hides the chosen questions together', async () => {
    const api = serveContent({ questions: [question(1), question(2), question(3)] });
    const user = userEvent.setup();
    renderAdmin(PATH, QuestionPreview);
    const list = await table();
    const bulk = screen.getByRole('group', { name: 'Change the chosen questions' });
    expect(within(bulk).getByRole('button', { name: 'Hide from players' })).toBeDisabled();
    await user.click(within(list).getByRole('checkbox', { name: 'Choose “Question number 1?”' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Choose “Question number 3?”' }));
    expect(within(bulk).getByRole('status')).toHaveTextContent('2 questions chosen');
    await user.click(within(bulk).getByRole('button', { name: 'Hide from players' }));
    expect(await screen.findByText('2 questions changed')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/content/questions/bulk')[0]!.body).toEqual({
      ids: [questionId(1), questionId(3)],
      is_active: false,
    });
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByText('Hidden')).toHaveLength(2),
    );
    expect(within(bulk).getByRole('status')).toHaveTextContent('0 questions chosen');

    // Choose all on the page, then show them.
    await user.click(
      within(screen.getByRole('table')).getByRole('checkbox', {
        name: 'Choose every question on this page',
      }),
    );
    await user.click(within(bulk).getByRole('button', { name: 'Show to players' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/content/questions/bulk')).toHaveLength(2),
    );
    expect(api.callsTo('POST', '/api/admin/content/questions/bulk')[1]!.body).toEqual({
      ids: [questionId(1), questionId(2), questionId(3)],
      is_active: true,
    });
  });

  it('writes a new question: options with one correct, checked before sending', async () => {
    const api = serveContent({ questions: [question(1)] });
    const user = userEvent.setup();
    renderAdmin(PATH, QuestionPreview);
    await table();
    await user.click(screen.getByRole('button', { name: 'New question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Unit of force?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'Newton');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'newton');
    await user.click(within(dialog).getByRole('button', { name: 'Create question' }));
    // The error is said with the correct-answer choice, which takes focus.
    const correct = within(dialog).getByRole('radio', { name: 'Correct Option 1' });
    await waitFor(() => expect(correct).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(correct.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Make every option different',
    );
    expect(correct).toHaveFocus();
    expect(api.callsTo('POST', '/api/questions')).toEqual([]);

    const second = within(dialog).getByRole('textbox', { name: 'Option 2' });
    await user.clear(second);
    await user.type(second, 'Joule');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 3' }), 'Watt');
    expect(within(dialog).getByRole('radio', { name: 'Correct Option 1' })).toBeChecked();
    const points = within(dialog).getByRole('textbox', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '500');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Difficulty' }),
      'Advanced',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create question' }));
    await waitFor(() =>
      expect(points).toHaveAccessibleDescription(/Enter a whole number of at most 100/),
    );
    expect(points).toHaveFocus();
    await user.clear(points);
    await user.type(points, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Create question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/questions')[0]!.body).toEqual({
      topic_id: PHYSICS_ID,
      question_text: 'Unit of force?',
      options: [
        { option_text: 'Newton', is_correct: true },
        { option_text: 'Joule', is_correct: false },
        { option_text: 'Watt', is_correct: false },
      ],
      points: 20,
      difficulty: 'advanced',
      is_active: true,
    });
    expect(await screen.findByText('Question created')).toBeInTheDocument();
  });

  it('edits a question keeping its options’ ids, and moves the correct mark', async () => {
    const api = serveContent({ questions: [question(1)] });
    const user = userEvent.setup();
    renderAdmin(PATH, QuestionPreview);
    await user.click(
      within(await table()).getByRole('button', { name: 'Edit Question number 1?' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit question' });
    // Two options is the least: neither can go until a third is there.
    expect(within(dialog).getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Correct Option 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 3' }), 'Another');
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 1' }));
    expect(within(dialog).getByRole('textbox', { name: 'Option 1' })).toHaveValue('Wrong 1');
    expect(within(dialog).getByRole('radio', { name: 'Correct Option 1' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', `/api/questions/${questionId(1)}`)[0]!.body).toMatchObject({
      options: [
        { id: 'q1b', option_text: 'Wrong 1', is_correct: true },
        { option_text: 'Another', is_correct: false },
      ],
      explanation: 'Because 1.',
      language: 'en',
    });
  });

  it('deletes a question after asking', async () => {
    const api = serveContent({ questions: [question(1)] });
    const user = userEvent.setup();
    renderAdmin(PATH, QuestionPreview);
    await user.click(
      within(await table()).getByRole('button', { name: 'Delete Question number 1?' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this question?' });
    expect(confirm).toHaveAccessibleDescription(/“Question number 1\?” will no longer be asked/);
    await user.click(within(confirm).getByRole('button', { name: 'Delete question' }));
    expect(await screen.findByText('Question deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/questions/${questionId(1)}`)).toHaveLength(1);
  });

  it('previews a question in the quiz’s card, answerable by click or key, and passes axe', async () => {
    serveContent({
      questions: [question(1, { language: 'fr', question_text: 'Quelle est la force ?' })],
    });
    const user = userEvent.setup();
    renderAdmin(PATH, QuestionPreview);
    await user.click(
      within(await table()).getByRole('button', { name: 'Preview Quelle est la force ?' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    const heading = within(dialog).getByRole('heading', { name: 'Quelle est la force ?' });
    expect(heading).toHaveAttribute('lang', 'fr');
    expect(within(dialog).getByText('Question 1 of 1')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: /Wrong 1/ }));
    const verdict = within(dialog).getByRole('status');
    expect(verdict).toHaveTextContent('Incorrect');
    expect(verdict).toHaveTextContent('Because 1.');
    expect(
      within(dialog).getByRole('button', { name: /Right 1.*\(correct answer\)/ }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await user.keyboard('1');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Correct!');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
