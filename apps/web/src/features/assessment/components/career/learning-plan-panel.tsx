import type {
  AssignedLearningPath,
  LearningPlan,
  LearningRecommendation,
} from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/list-states';
import { formatDate, formatNumber, formatPercent } from '../../../../lib/format';
import { LearningStyleCard } from '../learning-style-card';
import { CARD, SECONDARY_LINK, TEXT_LINK } from '../styles';

/** Practice: a quiz in the topic, named for screen readers. */
function PracticeLink({
  topic,
}: {
  topic: { topic_id: string; category_id: string; name: string };
}) {
  const { t } = useTranslation('career');
  return (
    <Link
      to={`/quiz/${topic.category_id}/${topic.topic_id}`}
      className={SECONDARY_LINK}
      aria-label={t('learning.practiceTopic', { topic: topic.name })}
    >
      {t('learning.practice')}
    </Link>
  );
}

function Plan({ plan }: { plan: LearningPlan }) {
  const { t } = useTranslation('career');
  const rhythm = plan.weekly_rhythm;
  return (
    <>
      <section aria-labelledby="plan-topics" className="space-y-3">
        <h2 id="plan-topics" className="text-xl font-semibold">
          {t('learning.topicsTitle')}
        </h2>
        {plan.topics.length > 0 ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {plan.topics.map((topic) => (
              <li key={topic.topic_id} className={`${CARD} space-y-2`}>
                <h3 className="font-semibold">{topic.name}</h3>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {topic.category_name}
                  {topic.accuracy !== null
                    ? ` · ${t('learning.accuracy', { accuracy: formatPercent(topic.accuracy * 100) })}`
                    : ''}
                </p>
                <p>{topic.reason}</p>
                <PracticeLink topic={topic} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>
            <p>{t('learning.noTopics')}</p>
          </EmptyState>
        )}
      </section>

      <section aria-labelledby="plan-groups" className="space-y-3">
        <h2 id="plan-groups" className="text-xl font-semibold">
          {t('learning.groupsTitle')}
        </h2>
        {plan.study_groups.length > 0 ? (
          <ul className="space-y-2">
            {plan.study_groups.map((group) => (
              <li key={group.id}>
                <Link to={`/study-groups/${group.id}`} className={TEXT_LINK}>
                  {group.name}
                </Link>{' '}
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {t('learning.members', {
                    count: group.current_members,
                    members: formatNumber(group.current_members),
                  })}
                  {group.category ? ` · ${group.category}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600 dark:text-slate-300">
            {t('learning.noGroups')}{' '}
            <Link to="/study-groups" className={TEXT_LINK}>
              {t('learning.findGroups')}
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="plan-rhythm" className={`${CARD} space-y-2`}>
        <h2 id="plan-rhythm" className="text-xl font-semibold">
          {t('learning.rhythmTitle')}
        </h2>
        <p className="font-semibold">
          {t('learning.rhythm', {
            sessions: t('learning.sessions', { count: rhythm.sessions_per_week }),
            minutes: t('learning.minutes', { count: rhythm.minutes_per_session }),
          })}
        </p>
        <p>{t('learning.reviewDay', { day: rhythm.review_day })}</p>
        <p className="text-slate-700 dark:text-slate-300">{rhythm.advice}</p>
      </section>
    </>
  );
}

/** The path the QuizArena team assigned: its topics in order, each a quiz to start, and their note. */
function AssignedPath({ path }: { path: AssignedLearningPath }) {
  const { t } = useTranslation('career');
  return (
    <section aria-labelledby="plan-assigned" className={`${CARD} space-y-3`}>
      <div>
        <h2 id="plan-assigned" className="text-xl font-semibold">
          {t('learning.assignedTitle')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('learning.assignedOn', { date: formatDate(path.assigned_at) })}
        </p>
      </div>
      {path.note ? <p className="whitespace-pre-line">{path.note}</p> : null}
      {path.topics.length > 0 ? (
        <ol className="space-y-2">
          {path.topics.map((topic, index) => (
            <li key={topic.topic_id} className="flex flex-wrap items-center gap-3">
              <span className="flex-1">
                <span className="font-semibold">
                  {index + 1}. {topic.name}
                </span>{' '}
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {topic.category_name}
                </span>
              </span>
              <PracticeLink topic={topic} />
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('learning.assignedNoTopics')}</p>
      )}
    </section>
  );
}

/**
 * Learning: the path the team assigned (when there is one), the plan (topics to practise, study
 * groups, the weekly rhythm) and the style.
 */
export function LearningPlanPanel({
  plan,
  style,
  assigned = null,
}: {
  plan: LearningPlan | null;
  style: LearningRecommendation | null;
  assigned?: AssignedLearningPath | null;
}) {
  const { t } = useTranslation('career');
  return (
    <div className="space-y-6">
      {assigned ? <AssignedPath path={assigned} /> : null}
      {plan ? (
        <Plan plan={plan} />
      ) : (
        <EmptyState>
          <p>{t('learning.noPlan')}</p>
        </EmptyState>
      )}
      {style ? (
        <section aria-labelledby="plan-style" className="space-y-3">
          <h2 id="plan-style" className="text-xl font-semibold">
            {t('learning.styleTitle')}
          </h2>
          <LearningStyleCard recommendation={style} />
        </section>
      ) : null}
    </div>
  );
}
