import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { serveModeration, SET_REQUEST_ID, setPublication, summaryOf } from '../test/fake-api';
import { renderConsole } from '../test/render-console';
import { ModerationItemPage } from './moderation-item-page';
import { ModerationQueuePage } from './moderation-queue-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = (path: string) =>
  renderConsole(
    [
      { path: 'moderation', element: <ModerationQueuePage /> },
      { path: 'moderation/:id', element: <ModerationItemPage /> },
    ],
    path,
    <Toaster />,
    'moderator',
  );

describe('a question set asked to be published, in the moderation queue', () => {
  it('is listed with the set’s name and counted in its own tab', async () => {
    serveModeration([setPublication()]);
    render('/admin/moderation');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Question set to publish');
    expect(row).toHaveTextContent('Set: Rivers of Europe');
    expect(row).toHaveTextContent('Asked to publish');
    expect(screen.getByRole('tab', { name: 'Question sets (1)' })).toBeInTheDocument();
    expect(summaryOf(setPublication()).kind).toBe('set_publication');
  });

  it('shows every question with its answer and picture, and publishes with a note', async () => {
    const api = serveModeration([setPublication()]);
    const user = userEvent.setup();
    render(`/admin/moderation/${SET_REQUEST_ID}`);
    const panel = await screen.findByRole('region', { name: 'The question set' });
    expect(within(panel).getByText('Rivers of Europe')).toBeInTheDocument();
    const questions = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.matches('ol > li'));
    expect(questions[0]).toHaveTextContent('Longest river in Europe?');
    expect(questions[0]).toHaveTextContent('Volga(right)');
    expect(questions[0]).toHaveTextContent('Explanation: The Volga runs 3,530 km.');
    expect(
      within(panel).getByRole('img', { name: 'A river through Basel and Cologne' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/Accepted answers: Rhine or Rhein/)).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    const publish = await screen.findByRole('region', { name: 'Publish' });
    expect(within(publish).queryByRole('combobox', { name: 'Sanction' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Do not publish' })).toBeInTheDocument();
    await user.type(within(publish).getByRole('textbox', { name: 'Reason' }), 'Clear and correct');
    await user.click(within(publish).getByRole('button', { name: 'Publish the set' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', `/api/admin/moderation/${SET_REQUEST_ID}/approve`)[0]?.body,
      ).toEqual({ reason: 'Clear and correct', remove_content: false }),
    );
    expect(await screen.findByText('Set published')).toBeInTheDocument();
  });

  it('refuses to publish with the note its author reads', async () => {
    const api = serveModeration([setPublication()]);
    const user = userEvent.setup();
    render(`/admin/moderation/${SET_REQUEST_ID}`);
    const refuse = await screen.findByRole('region', { name: 'Do not publish' });
    await user.type(
      within(refuse).getByRole('textbox', { name: 'Reason' }),
      'Question 1 has two right answers',
    );
    await user.click(within(refuse).getByRole('button', { name: 'Do not publish' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', `/api/admin/moderation/${SET_REQUEST_ID}/reject`)[0]?.body,
      ).toEqual({ reason: 'Question 1 has two right answers' }),
    );
  });
});
