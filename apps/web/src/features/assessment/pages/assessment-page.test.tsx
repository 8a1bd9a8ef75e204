import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { passTime } from '../../../test/pass-time';
import { renderPage } from '../../../test/render-routes';
import { refusal, serveAssessment } from '../test/fake-api';
import { ASSESSMENT_ID, eligibility, ok, results, session } from '../test/fixtures';
import { AssessmentPage, COMPLETED_PAUSE_MS } from './assessment-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  act(() => toast.remove());
});

const renderAssessment = (path = '/psychometric/assessment') =>
  renderPage(<AssessmentPage />, { path, route: '/psychometric/assessment/:assessmentId?' });
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const option = (name: string) => screen.getByRole('radio', { name });

/** A promise the test settles, for an answer held back. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Begins the full form and waits for its first statement. */
async function begin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Begin Assessment' }));
  return heading('Question 1 of 3');
}

describe('eligibility', () => {
  it('sends a player without a year of birth to the verification tab', async () => {
    serveAssessment({
      eligibility: eligibility({
        eligible: false,
        reason: 'Enter your year of birth to take the assessment',
        action_required: 'complete_age_verification',
      }),
    });
    renderAssessment();
    expect(await heading('Assessment Not Available')).toHaveFocus();
    expect(screen.getByText('Enter your year of birth to take the assessment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Age Verification' })).toHaveAttribute(
      'href',
      '/profile?tab=verification',
    );
    expect(screen.getByRole('link', { name: 'Return to Career Page' })).toHaveAttribute(
      'href',
      '/career',
    );
    expect(screen.queryByRole('link', { name: 'Get Parental Consent' })).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('sends a player under 16 to the consent tab, and links earlier results', async () => {
    serveAssessment({
      eligibility: eligibility({
        eligible: false,
        reason: 'Players under 16 need a parent’s consent to take the assessment',
        action_required: 'obtain_parental_consent',
        latest_assessment_id: ASSESSMENT_ID,
      }),
    });
    renderAssessment();
    expect(await heading('Assessment Not Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Parental Consent' })).toHaveAttribute(
      'href',
      '/profile?tab=consent',
    );
    expect(screen.queryByRole('link', { name: 'Complete Age Verification' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View your latest results' })).toHaveAttribute(
      'href',
      `/psychometric/results/${ASSESSMENT_ID}`,
    );
  });

  it('says when a retake is allowed', async () => {
    serveAssessment({
      eligibility: eligibility({
        eligible: false,
        reason: 'You can take the assessment again 30 days after your last one',
        retake_available_at: '2030-06-01T10:00:00.000Z',
      }),
    });
    renderAssessment();
    expect(await screen.findByText(/^You can take it again from .*2030\.$/)).toBeInTheDocument();
  });

  it('shows an eligible player the introduction', async () => {
    serveAssessment();
    renderAssessment();
    expect(await heading('Big Five Personality Assessment')).toHaveFocus();
    expect(screen.getByRole('heading', { name: "What you'll discover" })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Assessment details' });
    expect(within(details).getByText('About 15 minutes')).toBeInTheDocument();
    expect(await within(details).findByText('3 statements')).toBeInTheDocument();
    expect(within(details).getByText('Your results are private to you')).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'Before you begin' });
    expect(within(notes).getByText('There are no right or wrong answers.')).toBeInTheDocument();
    expect(
      within(notes).getByText('You can change your answers until you submit.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/IPIP-NEO-120 \(Johnson, 2014\)/)).toBeInTheDocument();
    expect(screen.getByText(/@bigfive-org\/questions/)).toBeInTheDocument();
    expect(screen.getByText(/norms for your age band/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Big Five (full)' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to Career Page' })).toHaveAttribute(
      'href',
      '/career',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows Assessment Error, with the way back, when eligibility cannot be read', async () => {
    const api = serveAssessment();
    api.on('GET', /eligibility$/, () => refusal(500, 'Broken', 'SOMETHING'));
    renderAssessment();
    expect(await heading('Assessment Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    expect(screen.getByRole('link', { name: 'Return to Career Page' })).toHaveAttribute(
      'href',
      '/career',
    );
  });

  it('opens the results of a route id while a retake is not yet allowed', async () => {
    serveAssessment({
      results: [results()],
      eligibility: eligibility({
        eligible: false,
        reason: 'You can take the assessment again 30 days after your last one',
        retake_available_at: '2030-06-01T10:00:00.000Z',
        latest_assessment_id: ASSESSMENT_ID,
      }),
    });
    renderAssessment(`/psychometric/assessment/${ASSESSMENT_ID}`);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/psychometric/results/${ASSESSMENT_ID}`,
    );
  });

  it('opens the results of a route id that has them', async () => {
    serveAssessment({ results: [results()] });
    renderAssessment(`/psychometric/assessment/${ASSESSMENT_ID}`);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/psychometric/results/${ASSESSMENT_ID}`,
    );
  });
});

describe('taking the assessment', () => {
  it('creates the session once, however often Begin is pressed', async () => {
    const api = serveAssessment();
    const held = deferred<unknown>();
    api.on('POST', /\/create$/, () => held.promise);
    const user = userEvent.setup();
    renderAssessment();
    const beginButton = await screen.findByRole('button', { name: 'Begin Assessment' });
    await user.click(beginButton);
    expect(screen.getByRole('button', { name: 'Starting...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Starting...' }));
    held.resolve(ok(session()));
    expect(await heading('Question 1 of 3')).toHaveFocus();
    expect(api.callsTo('POST', '/api/psychometric/assessment/create')).toEqual([
      expect.objectContaining({ body: { template_id: 'big-five' } }),
    ]);
  });

  it('takes the short form when chosen', async () => {
    const api = serveAssessment();
    const user = userEvent.setup();
    renderAssessment();
    await user.click(await screen.findByRole('radio', { name: 'Big Five (short)' }));
    const details = screen.getByRole('region', { name: 'Assessment details' });
    expect(within(details).getByText('2 statements')).toBeInTheDocument();
    expect(within(details).getByText('About 7 minutes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Begin Assessment' }));
    expect(await heading('Question 1 of 2')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/psychometric/assessment/create')[0]!.body).toEqual({
      template_id: 'big-five-short',
    });
  });

  it('shows one statement at a time; Next waits for an answer, Previous goes back', async () => {
    const api = serveAssessment();
    const user = userEvent.setup();
    renderAssessment();
    await begin(user);
    const group = screen.getByRole('group', { name: 'Statement number 1.' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByText('Openness')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    await user.click(option('Moderately Accurate'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByText('33% complete')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/psychometric/sessions/${ASSESSMENT_ID}/answers`)).toEqual([
        expect.objectContaining({ body: { answers: [{ question_id: 'q1', score: 4 }] } }),
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Question 2 of 3')).toHaveFocus();
    expect(screen.getByText('Conscientiousness')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await heading('Question 1 of 3')).toBeInTheDocument();
    expect(option('Moderately Accurate')).toBeChecked();

    // A changed answer is saved again.
    await user.click(option('Very Accurate'));
    await waitFor(() =>
      expect(api.sessions.get(ASSESSMENT_ID)!.answers).toEqual([{ question_id: 'q1', score: 5 }]),
    );
  });

  it('saves an answer again after a failed save, one request at a time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serveAssessment();
    let failures = 1;
    const answersPath = /\/sessions\/[^/]+\/answers$/;
    api.on('PUT', answersPath, () => {
      if (failures-- > 0) return refusal(503, 'Busy', 'SERVICE_UNAVAILABLE');
      return ok({ assessment_id: ASSESSMENT_ID, answered_count: 1 });
    });
    const user = userEvent.setup({ delay: null });
    renderAssessment();
    await begin(user);
    await user.click(option('Moderately Accurate'));
    await waitFor(() =>
      expect(
        api.callsTo('PUT', `/api/psychometric/sessions/${ASSESSMENT_ID}/answers`),
      ).toHaveLength(1),
    );
    await passTime(1_100);
    const puts = api.callsTo('PUT', `/api/psychometric/sessions/${ASSESSMENT_ID}/answers`);
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual({ answers: [{ question_id: 'q1', score: 4 }] });
  });

  it('answers by keyboard: arrow keys move through the responses', async () => {
    serveAssessment();
    const user = userEvent.setup();
    renderAssessment();
    await begin(user);
    await user.click(option('Very Inaccurate'));
    await user.keyboard('{ArrowDown}');
    expect(option('Moderately Inaccurate')).toBeChecked();
    expect(option('Moderately Inaccurate')).toHaveFocus();
  });

  it('resumes a session in progress at its first unanswered statement', async () => {
    const api = serveAssessment({
      eligibility: eligibility({ in_progress_assessment_id: ASSESSMENT_ID }),
      sessions: [session({ answers: [{ question_id: 'q1', score: 2 }] })],
    });
    const user = userEvent.setup();
    renderAssessment();
    expect(await heading('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('33% complete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(option('Moderately Inaccurate')).toBeChecked();
    expect(api.callsTo('POST', '/api/psychometric/assessment/create')).toEqual([]);
  });

  it('submits on the last statement: Processing, Assessment Complete!, the results after 2 s', async () => {
    const api = serveAssessment();
    const user = userEvent.setup({ delay: null });
    const router = renderAssessment();
    await begin(user);
    for (const [index, label] of ['Very Accurate', 'Neither Accurate Nor Inaccurate'].entries()) {
      await user.click(option(label));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await heading(`Question ${index + 2} of 3`);
    }
    await user.click(option('Very Inaccurate'));
    const held = deferred<unknown>();
    api.on('POST', /\/submit$/, () => held.promise);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Submit Assessment' }));
    expect(await heading('Processing Your Assessment')).toHaveFocus();
    expect(
      screen
        .getAllByRole('status')
        .some((region) => region.textContent === 'Processing Your Assessment'),
    ).toBe(true);
    held.resolve(ok(results()));
    expect(await heading('Assessment Complete!')).toBeInTheDocument();
    // Every answer goes with the submission, whether or not each was saved on the way.
    expect(api.callsTo('POST', '/api/psychometric/assessment/submit')[0]!.body).toEqual({
      assessment_id: ASSESSMENT_ID,
      answers: [
        { question_id: 'q1', score: 5 },
        { question_id: 'q2', score: 3 },
        { question_id: 'q3', score: 1 },
      ],
    });
    await passTime(COMPLETED_PAUSE_MS - 300);
    expect(router.state.location.pathname).toBe('/psychometric/assessment');
    await passTime(400);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(
      `/psychometric/results/${ASSESSMENT_ID}`,
    );
  });

  it('returns to the questions with the server’s words when the submission is refused', async () => {
    const api = serveAssessment({
      eligibility: eligibility({ in_progress_assessment_id: ASSESSMENT_ID }),
      sessions: [
        session({
          answers: [
            { question_id: 'q1', score: 2 },
            { question_id: 'q2', score: 2 },
            { question_id: 'q3', score: 2 },
          ],
        }),
      ],
    });
    api.on('POST', /\/submit$/, () =>
      refusal(400, 'Answer every statement before submitting', 'INCOMPLETE'),
    );
    const user = userEvent.setup();
    renderAssessment();
    expect(await heading('Question 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Assessment' }));
    expect(await screen.findByText('Answer every statement before submitting')).toBeInTheDocument();
    expect(await heading('Question 3 of 3')).toHaveFocus();
    expect(option('Moderately Inaccurate')).toBeChecked();
  });

  it('says Failed to submit assessment when the server fails without words for it', async () => {
    const api = serveAssessment({
      eligibility: eligibility({ in_progress_assessment_id: ASSESSMENT_ID }),
      sessions: [
        session({
          answers: ['q1', 'q2', 'q3'].map((question_id) => ({ question_id, score: 3 })),
        }),
      ],
    });
    api.on('POST', /\/submit$/, () => refusal(500, 'Database exploded', 'INTERNAL_ERROR'));
    const user = userEvent.setup();
    renderAssessment();
    await user.click(await screen.findByRole('button', { name: 'Submit Assessment' }));
    expect(await screen.findByText('Failed to submit assessment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Assessment' })).toBeEnabled();
  });

  it('shows Assessment Error when the session cannot be created', async () => {
    const api = serveAssessment();
    api.on('POST', /\/create$/, () => refusal(503, '', 'X'));
    const user = userEvent.setup();
    renderAssessment();
    await user.click(await screen.findByRole('button', { name: 'Begin Assessment' }));
    expect(await heading('Assessment Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create assessment session');
  });

  it('shows Assessment Error when the questions cannot be loaded', async () => {
    const api = serveAssessment();
    api.on('GET', /\/questions$/, () => refusal(503, '', 'X'));
    renderAssessment();
    expect(await heading('Assessment Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load assessment questions');
  });
});
