import type { AnswerDispute } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { useSessionDisputes } from '../api/disputes';
import { seriousAxeViolations } from '../test/axe';
import { errorBody, json, SESSION_ID } from '../test/fake-quiz-server';
import { DisputeAnswer } from './dispute-answer';

const QUESTION_ID = '00000000-0000-4000-8000-000000000201';
const REASON = 'The textbook says Saturn.';

const dispute = (overrides: Partial<AnswerDispute> = {}): AnswerDispute => ({
  id: '00000000-0000-4000-8000-0000000003bb',
  session_id: SESSION_ID,
  question_id: QUESTION_ID,
  reason: REASON,
  status: 'open',
  moderator_note: null,
  created_at: '2026-01-01T11:00:00.000Z',
  resolved_at: null,
  ...overrides,
});

/** The button (or status) of one answer, reading the quiz's disputes like the results page. */
function Answer({ read }: { read: boolean }) {
  const disputes = useSessionDisputes(SESSION_ID, read);
  return (
    <DisputeAnswer
      sessionId={SESSION_ID}
      questionId={QUESTION_ID}
      questionText="Which planet is largest?"
      position={2}
      dispute={disputes.data?.find((one) => one.question_id === QUESTION_ID)}
    />
  );
}

function renderAnswer(read = false) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Answer read={read} />
    </QueryClientProvider>,
  );
}

type Call = { method: string; path: string; body: unknown };
function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

describe('disputing an answer', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    user = userEvent.setup();
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await changeLocale('en');
  });

  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Dispute this answer (question 2)' }));
    return screen.findByRole('dialog', { name: 'Dispute this answer' });
  };

  it('asks what is wrong in a named, described dialog that shows the length and needs a reason', async () => {
    const calls = serve(() => json(201, { success: true, data: dispute() }));
    renderAnswer();
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription(
      'Tell the moderators what is wrong with the answer to “Which planet is largest?”. ' +
        'They check it against how every player answered, and you are told what they decide.',
    );
    const reason = within(dialog).getByLabelText('What is wrong with the answer?');
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();
    expect(reason).toHaveAttribute('maxlength', '500');
    expect(reason).toHaveAccessibleDescription('0 of 500 characters, at least 5');
    await user.type(reason, 'No');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('2 of 500 characters'));
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('Say a little more: at least 5 characters'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('sends it, says so, and shows the dispute under review instead of the button', async () => {
    const calls = serve(() => json(201, { success: true, data: dispute() }));
    renderAnswer();
    const dialog = await open();
    await user.type(within(dialog).getByLabelText('What is wrong with the answer?'), ` ${REASON} `);
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Disputed — under review')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Dispute sent: a moderator will check the answer');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/api/games/session/${SESSION_ID}/questions/${QUESTION_ID}/disputes`,
        body: { reason: REASON },
      },
    ]);
  });

  it('says why it was refused and keeps the dialog with what was written', async () => {
    serve(() => errorBody(503, 'SERVICE_UNAVAILABLE', 'Resting'));
    renderAnswer();
    const dialog = await open();
    const reason = within(dialog).getByLabelText('What is wrong with the answer?');
    await user.type(reason, REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(reason).toHaveValue(REASON);
  });

  it('shows the dispute filed elsewhere when the server says it is already disputed', async () => {
    serve(({ method }) =>
      method === 'POST'
        ? errorBody(409, 'ALREADY_DISPUTED', 'You have already disputed this answer')
        : json(200, { success: true, data: { disputes: [dispute()] } }),
    );
    renderAnswer();
    const dialog = await open();
    await user.type(within(dialog).getByLabelText('What is wrong with the answer?'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('You have already disputed this answer'),
    );
    expect(await screen.findByText('Disputed — under review')).toBeInTheDocument();
  });

  it('shows a decided dispute with the moderator’s note, in Spanish too', async () => {
    serve(() =>
      json(200, {
        success: true,
        data: {
          disputes: [dispute({ status: 'rejected', moderator_note: 'Saturn is right.' })],
        },
      }),
    );
    await changeLocale('es');
    renderAnswer(true);
    expect(await screen.findByText('Rechazada: la respuesta se mantiene')).toBeInTheDocument();
    expect(screen.getByText('Nota del moderador: Saturn is right.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
