import {
  DEFAULT_ASSESSMENT_TEMPLATE,
  type AssessmentAnswer,
  type AssessmentEligibility,
  type AssessmentQuestion,
  type AssessmentSession,
  type AssessmentTemplateId,
} from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { createSession, submitAssessment } from '../api/assessment';
import { assessmentKeys } from '../api/keys';
import {
  isMissing,
  markAssessmentStale,
  useEligibility,
  useQuestions,
  useResults,
  useSession,
  useTemplates,
} from '../api/queries';
import { ErrorScreen } from '../components/flow/error-screen';
import { Introduction } from '../components/flow/introduction';
import { NotAvailable } from '../components/flow/not-available';
import { QuestionStep } from '../components/flow/question-step';
import { CompletedScreen, SubmittingScreen } from '../components/flow/status-screens';
import { useAnswerSaver } from '../hooks/use-answer-saver';
import { refusalOr } from '../utils/error-text';

/** How long 'Assessment Complete!' shows before the results open. */
export const COMPLETED_PAUSE_MS = 2_000;
/** The duration the introduction names when the server gives none. */
const DEFAULT_MINUTES = 15;

type Step =
  | { name: 'intro' }
  | { name: 'questions' }
  | { name: 'submitting' }
  | { name: 'completed'; assessmentId: string }
  | { name: 'error'; message: string; error: unknown };

const answerMap = (answers: AssessmentAnswer[]) =>
  new Map(answers.map((answer) => [answer.question_id, answer.score]));

/** Where a player resumes: the first statement without an answer (the last when all have one). */
function firstUnanswered(questions: AssessmentQuestion[], answers: Map<string, number>): number {
  const index = questions.findIndex((question) => !answers.has(question.id));
  return index === -1 ? Math.max(0, questions.length - 1) : index;
}

/**
 * The steps after eligibility: the introduction (or straight to the questions when resuming),
 * the questions, submitting, completed. `resumed` is a session begun earlier, with its answers.
 */
function AssessmentRunner({
  resumed,
  minutes,
}: {
  resumed: AssessmentSession | null;
  minutes: number;
}) {
  const { t } = useTranslation('assessment');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session, setSession] = useState(resumed);
  const [templateId, setTemplateId] = useState<AssessmentTemplateId>(
    resumed?.template_id ?? DEFAULT_ASSESSMENT_TEMPLATE,
  );
  const [answers, setAnswers] = useState(() => answerMap(resumed?.answers ?? []));
  // Null until the questions arrive; then the first statement without an answer, kept from then
  // on (answering one must not move the player on by itself).
  const [position, setPosition] = useState<number | null>(null);
  const [step, setStep] = useState<Step>(resumed ? { name: 'questions' } : { name: 'intro' });
  const templates = useTemplates();
  const questions = useQuestions(session?.template_id ?? templateId);
  const save = useAnswerSaver(session?.assessment_id ?? null);
  if (position === null && questions.data && step.name === 'questions')
    setPosition(firstUnanswered(questions.data, answers));

  const create = useMutation({
    mutationFn: createSession,
    onSuccess: (created) => {
      setSession(created);
      setTemplateId(created.template_id);
      // The server answers with a session already in progress, if there is one: keep its answers.
      setAnswers((chosen) => new Map([...answerMap(created.answers), ...chosen]));
      setStep({ name: 'questions' });
    },
    onError: (error) => setStep({ name: 'error', message: t('errors.createSession'), error }),
  });
  const submit = useMutation({
    mutationFn: ({ id, list }: { id: string; list: AssessmentAnswer[] }) =>
      submitAssessment(id, list),
  });

  useEffect(() => {
    if (step.name !== 'completed') return;
    const timer = setTimeout(
      () => navigate(`/psychometric/results/${step.assessmentId}`),
      COMPLETED_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [step, navigate]);

  function begin() {
    // Begin creates the session once: a second press while it is created does nothing.
    if (create.isPending || session) return;
    create.mutate(templateId);
  }

  function submitAll(list: AssessmentQuestion[]) {
    const id = session?.assessment_id;
    if (!id) {
      toast.error(t('errors.noId'));
      return;
    }
    const given = list.flatMap((question) => {
      const score = answers.get(question.id);
      return score === undefined ? [] : [{ question_id: question.id, score }];
    });
    if (given.length === 0) {
      toast.error(t('errors.noAnswers'));
      return;
    }
    setStep({ name: 'submitting' });
    submit.mutate(
      { id, list: given },
      {
        onSuccess: async (results) => {
          await markAssessmentStale(queryClient);
          queryClient.setQueryData(assessmentKeys.results(results.assessment_id), results);
          setStep({ name: 'completed', assessmentId: results.assessment_id });
        },
        onError: (error) => {
          setStep({ name: 'questions' });
          toast.error(refusalOr(error, t('errors.submit')));
        },
      },
    );
  }

  const live =
    step.name === 'submitting'
      ? t('submitting.title')
      : step.name === 'completed'
        ? t('completed.title')
        : '';

  return (
    <>
      <p role="status" className="sr-only">
        {live}
      </p>
      {step.name === 'error' ? (
        <ErrorScreen message={step.message} error={step.error} />
      ) : step.name === 'submitting' ? (
        <SubmittingScreen />
      ) : step.name === 'completed' ? (
        <CompletedScreen />
      ) : questions.isError ? (
        <ErrorScreen
          message={resumed ? t('errors.loadQuestions') : t('errors.loadAssessmentQuestions')}
          error={questions.error}
        />
      ) : step.name === 'intro' ? (
        <Introduction
          templates={templates.data ?? []}
          templateId={templateId}
          onTemplateChange={setTemplateId}
          questionCount={
            templates.data?.find((template) => template.id === templateId)?.question_count ??
            questions.data?.length ??
            null
          }
          minutes={
            templates.data?.find((template) => template.id === templateId)?.estimated_duration ||
            minutes
          }
          starting={create.isPending}
          onBegin={begin}
        />
      ) : !questions.data || position === null ? (
        <Spinner label={t('flow.loadingQuestions')} />
      ) : (
        <Questions
          list={questions.data}
          position={position}
          answers={answers}
          onMove={setPosition}
          onAnswer={(question, score) => {
            setAnswers((chosen) => new Map(chosen).set(question.id, score));
            save({ question_id: question.id, score });
          }}
          onSubmit={() => submitAll(questions.data)}
        />
      )}
    </>
  );
}

function Questions({
  list,
  position,
  answers,
  onMove,
  onAnswer,
  onSubmit,
}: {
  list: AssessmentQuestion[];
  position: number;
  answers: Map<string, number>;
  onMove: (position: number) => void;
  onAnswer: (question: AssessmentQuestion, score: number) => void;
  onSubmit: () => void;
}) {
  const question = list[position]!;
  const answered = list.filter((item) => answers.has(item.id)).length;
  return (
    <QuestionStep
      question={question}
      position={position}
      total={list.length}
      answered={answered}
      score={answers.get(question.id)}
      onAnswer={(score) => onAnswer(question, score)}
      onPrevious={() => onMove(Math.max(0, position - 1))}
      onNext={() => (position === list.length - 1 ? onSubmit() : onMove(position + 1))}
    />
  );
}

/**
 * An eligible player: a route id whose results exist opens them; a session in progress (the
 * server's, else the route's) resumes with its saved answers; otherwise the introduction.
 */
function EligibleFlow({
  routeId,
  eligibility,
}: {
  routeId: string | null;
  eligibility: AssessmentEligibility;
}) {
  const { t } = useTranslation('assessment');
  const results = useResults(routeId, routeId !== null);
  // Checked once: results this flow itself produces later must not skip 'Assessment Complete!'.
  const [checked, setChecked] = useState(routeId === null);
  const [resumeId] = useState(() => eligibility.in_progress_assessment_id ?? routeId);
  const session = useSession(checked ? resumeId : null);

  if (!checked) {
    if (results.isPending) return <Spinner label={t('flow.checking')} />;
    if (results.isSuccess)
      return <Navigate to={`/psychometric/results/${results.data.assessment_id}`} replace />;
    if (!isMissing(results.error))
      return <ErrorScreen message={t('errors.generic')} error={results.error} />;
    setChecked(true);
    return null;
  }
  if (resumeId && session.isPending) return <Spinner label={t('flow.resuming')} />;
  if (session.isError && !isMissing(session.error))
    return <ErrorScreen message={t('errors.start')} error={session.error} />;
  const resumed = session.data?.status === 'in_progress' ? session.data : null;
  return (
    <AssessmentRunner
      resumed={resumed}
      minutes={eligibility.estimated_duration || DEFAULT_MINUTES}
    />
  );
}

/** /psychometric/assessment/:assessmentId?: eligibility first, then the steps. */
export function AssessmentPage() {
  const { t } = useTranslation('assessment');
  const { assessmentId } = useParams();
  const eligibility = useEligibility();
  if (eligibility.isPending) return <Spinner label={t('flow.checking')} />;
  if (eligibility.isError)
    return <ErrorScreen message={t('errors.generic')} error={eligibility.error} />;
  // Waiting for a retake (nothing else to do first): a link to an attempt opens its results,
  // as it does when the player may take the assessment again.
  if (!eligibility.data.eligible && assessmentId && !eligibility.data.action_required)
    return <Navigate to={`/psychometric/results/${assessmentId}`} replace />;
  if (!eligibility.data.eligible) return <NotAvailable eligibility={eligibility.data} />;
  return (
    <EligibleFlow
      key={assessmentId ?? ''}
      routeId={assessmentId ?? null}
      eligibility={eligibility.data}
    />
  );
}
