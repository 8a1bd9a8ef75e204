import type { QuestionImportResult } from '@quizarena/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { readText } from '../../../test/blob-text';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { ImportQuestionsDialog } from './import-questions-dialog';

const TOPIC = '00000000-0000-4000-8000-0000000000b1';
const PATH = `/api/sets/${TOPIC}/import`;
const CSV =
  '\uFEFFtype,question,option_1,option_2,correct\r\n' +
  'single,Which is a noble gas?,Neon,Oxygen,1\r\n' +
  'single,"Two\r\nlines?",Yes,No,2\r\n' +
  'single,Third?,A,B,1\r\n' +
  'single,Fourth?,A,B,3\r\n';

const result = (overrides: Partial<QuestionImportResult> = {}) => ({
  success: true,
  data: {
    import: {
      dry_run: true,
      format: 'csv',
      questions: 4,
      imported: 0,
      question_count: 0,
      ...overrides,
    },
  },
});

/** The fake API: a clean dry run and import unless a test says otherwise. */
function serve() {
  return fakeFetch((method, url) => {
    if (method === 'POST' && url.pathname === PATH) {
      return url.searchParams.get('dry_run') === 'true'
        ? result()
        : result({ dry_run: false, imported: 4, question_count: 4 });
    }
    throw new Error(`unexpected ${method} ${url.pathname}`);
  });
}

function renderDialog() {
  const onImported = vi.fn();
  const view = render(
    <>
      <ImportQuestionsDialog topicId={TOPIC} onImported={onImported} />
      <Toaster />
    </>,
  );
  return { onImported, view };
}

async function openAndChoose(file: File) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Import questions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import questions' });
  await user.upload(within(dialog).getByLabelText('File (CSV or JSON)'), file);
  return { user, dialog };
}

const csvFile = (text = CSV) =>
  new File([text], 'physics.csv', { type: 'application/vnd.ms-excel' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImportQuestionsDialog', () => {
  it('previews the file, runs the dry run, then imports it whole', async () => {
    const api = serve();
    vi.stubGlobal('fetch', api.fetchMock);
    const { onImported } = renderDialog();
    const { user, dialog } = await openAndChoose(csvFile());

    // The browser's own reading: how many questions, the first rows under their columns.
    expect(await within(dialog).findByText('4 questions in the file')).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'The first rows of physics.csv' });
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['type', 'question', 'option_1', 'option_2', 'correct']);
    expect(within(preview).getAllByRole('row')).toHaveLength(4);

    // The server's dry run, sent as CSV whatever type the browser gave the file.
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The file is ready: 4 questions to import.',
    );
    const [check] = api.callsTo('POST', PATH);
    expect(check!.path).toBe(`${PATH}?dry_run=true`);
    // The chosen file itself goes (FileReader reads its byte-order mark away here).
    expect((check!.body as File).name).toBe('physics.csv');
    expect(await readText(check!.body as Blob)).toBe(CSV.slice(1));
    const sent = api.fetchMock.mock.calls[0]![1]!;
    expect(new Headers(sent.headers).get('content-type')).toBe('text/csv');

    await user.click(within(dialog).getByRole('button', { name: 'Import 4 questions' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(onImported.mock.calls[0]![0]).toMatchObject({ imported: 4, dry_run: false });
    expect(api.callsTo('POST', PATH).map((call) => call.path)).toEqual([
      `${PATH}?dry_run=true`,
      PATH,
    ]);
    expect(await screen.findByText('4 questions imported')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists every problem with its line or question and field, and imports nothing', async () => {
    const api = serve();
    api.on('POST', /\/import$/, () =>
      refusal(400, 'The file has problems: nothing was imported', 'VALIDATION_FAILED', [
        { field: 'body.line.1.colour', line: 1, message: 'Unknown column' },
        { field: 'body.line.5.correct', line: 5, message: 'Mark exactly one option as correct' },
        { field: 'body.line.6', line: 6, message: 'A quoted cell is never closed' },
      ] as never),
    );
    vi.stubGlobal('fetch', api.fetchMock);
    const { view } = renderDialog();
    const { dialog } = await openAndChoose(csvFile());

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '3 problems found: nothing will be imported until the file is fixed.',
    );
    const heading = within(dialog).getByRole('heading', { name: 'Problems to fix' });
    await waitFor(() => expect(heading).toHaveFocus());
    const list = within(dialog).getByRole('list', { name: 'Problems to fix' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 1, colour: Unknown column',
      'Line 5, correct: Mark exactly one option as correct',
      'Line 6: A quoted cell is never closed',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.callsTo('POST', PATH)).toHaveLength(1);
    expect(await seriousAxeViolations(view.baseElement)).toEqual([]);
  });

  it('names a JSON question by its place, counted from 1', async () => {
    const api = serve();
    api.on('POST', /\/import$/, () =>
      refusal(400, 'The file has problems', 'VALIDATION_FAILED', [
        { field: 'body.questions.2.options', index: 2, message: 'Give at least 2 options' },
      ] as never),
    );
    vi.stubGlobal('fetch', api.fetchMock);
    renderDialog();
    const file = new File([JSON.stringify({ questions: [{ question_text: 'A?' }] })], 'set.json');
    const { dialog } = await openAndChoose(file);
    const list = await within(dialog).findByRole('list', { name: 'Problems to fix' });
    expect(list).toHaveTextContent('Question 3, options: Give at least 2 options');
    expect(new Headers(api.fetchMock.mock.calls[0]![1]!.headers).get('content-type')).toBe(
      'application/json',
    );
  });

  it('says a JSON file it cannot read, and asks the server nothing', async () => {
    const api = serve();
    vi.stubGlobal('fetch', api.fetchMock);
    renderDialog();
    const { dialog } = await openAndChoose(new File(['{ not json'], 'set.json'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file cannot be read as JSON',
    );
    expect(api.calls).toEqual([]);
  });

  it('offers the template as plain links', async () => {
    vi.stubGlobal('fetch', serve().fetchMock);
    renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import questions' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('link', { name: 'Download the template (CSV)' }),
    ).toHaveAttribute('href', '/api/sets/import-template?format=csv');
    expect(
      within(dialog).getByRole('link', { name: 'Download the template (JSON)' }),
    ).toHaveAttribute('href', '/api/sets/import-template?format=json');
  });
});
