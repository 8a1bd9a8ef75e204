import { REPORT_REASONS } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, uuid } from '../test/contract-fixtures';
import { ReportDialog } from './report-dialog';

const SUBJECT = uuid(42);
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        subjectType="user"
        subjectId={SUBJECT}
        title="Report Grace Hopper"
      />
    </>
  );
}

function renderDialog() {
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
      <Toaster />
    </QueryClientProvider>,
  );
}

const sentBodies = () =>
  fetchMock.mock.calls.map(([path, init]) => [path, init?.method, JSON.parse(String(init?.body))]);

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('the report dialog', () => {
  it('sends the reason and trimmed details, thanks the reporter and closes', async () => {
    fetchMock.mockResolvedValue(
      json(ok({ id: uuid(7), status: 'pending', created_at: '2026-03-20T10:00:00.000Z' }), 201),
    );
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Grace Hopper' });
    expect(screen.getByRole('group', { name: 'Reason' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      ...REPORT_REASONS,
    ]);
    // No reason chosen: the browser's required check stops the form, nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    await userEvent.type(screen.getByLabelText('Details (optional)'), '  Insults in chat  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('Thank you. Your report was sent to the moderators.'),
    ).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(sentBodies()).toEqual([
      [
        '/api/social/reports',
        'POST',
        {
          subject_type: 'user',
          subject_id: SUBJECT,
          reason: 'harassment',
          details: 'Insults in chat',
        },
      ],
    ]);

    // The next report starts blank, and sends no details when none are written.
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Details (optional)')).toHaveValue('');
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBodies()[1]![2]).toEqual({
      subject_type: 'user',
      subject_id: SUBJECT,
      reason: 'spam',
    });
  });

  it('keeps the dialog open with what was written when sending fails', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Reports are down', code: 'X' }, 500));
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    await userEvent.type(screen.getByLabelText('Details (optional)'), 'Odd');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Reports are down')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Details (optional)')).toHaveValue('Odd');
  });
});
