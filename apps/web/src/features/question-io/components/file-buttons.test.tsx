import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { DownloadResultsButton } from './download-results-button';
import { ExportSetButtons } from './export-set-buttons';

const TOPIC = '00000000-0000-4000-8000-0000000000b1';

/** A file answer as the server gives it: its text and the name it offers. */
const file = (text: string, name: string, type: string) =>
  new Response(text, {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ExportSetButtons', () => {
  it('downloads the set as CSV or JSON under the name the server gives', async () => {
    const api = fakeFetch((_method, url) =>
      url.searchParams.get('format') === 'json'
        ? file('{"questions":[]}\n', 'questions-physics.json', 'application/json')
        : file('type,question\r\n', 'questions-physics.csv', 'text/csv'),
    );
    vi.stubGlobal('fetch', api.fetchMock);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    render(<ExportSetButtons topicId={TOPIC} />);
    const group = screen.getByRole('group', { name: 'Export the questions' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads.map((download) => download.fileName)).toEqual([
      'questions-physics.csv',
      'questions-physics.json',
    ]);
    expect(api.calls.map((call) => call.path)).toEqual([
      `/api/sets/${TOPIC}/export?format=csv`,
      `/api/sets/${TOPIC}/export?format=json`,
    ]);
  });

  it('says when the export failed', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => refusal(404, 'Topic not found', 'NOT_FOUND')).fetchMock);
    render(
      <>
        <ExportSetButtons topicId={TOPIC} />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The questions could not be exported. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('DownloadResultsButton', () => {
  it('downloads the player’s results file', async () => {
    const api = fakeFetch(() => file('date,topic\r\n', 'quizarena-results.csv', 'text/csv'));
    vi.stubGlobal('fetch', api.fetchMock);
    const downloads = captureDownloads();
    render(<DownloadResultsButton />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download my results (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.fileName).toBe('quizarena-results.csv');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/quiz/history.csv']);
  });
});
