import type { CareerRecommendation, KnowledgeEvidence } from '@quizarena/contracts';
import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { EmptyState } from '../../../../components/ui/list-states';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { CARD } from '../styles';

/** How many of the top careers list what they still need. */
const TOP_CAREERS = 3;

const accuracy = (value: number | null) => (value === null ? null : formatPercent(value * 100));

function Evidence({ item }: { item: KnowledgeEvidence }) {
  const { t } = useTranslation('career');
  const shown = accuracy(item.accuracy);
  return (
    <li className={`${CARD} space-y-2`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{item.area}</h3>
        {item.shown ? (
          <Badge tone="green">
            <CheckCircle2 className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
            {t('skills.shown')}
          </Badge>
        ) : (
          <Badge>
            <Circle className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
            {t('skills.notShown')}
          </Badge>
        )}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('skills.answers', { count: item.answers, answers: formatNumber(item.answers) })}
        {shown ? ` · ${t('skills.accuracy', { accuracy: shown })}` : ''}
      </p>
      {item.topics.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">{t('skills.topics')}</h4>
          <ul className="mt-1 space-y-0.5 text-sm">
            {item.topics.map((topic) => (
              <li key={topic.topic_id}>
                {t('skills.topic', {
                  count: topic.answers,
                  name: topic.name,
                  answers: formatNumber(topic.answers),
                  accuracy: accuracy(topic.accuracy),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Skills: the knowledge areas the player's quizzes give evidence of (answers, accuracy, whether
 * that counts as shown, the topics behind it), and what each top career needs that is missing.
 */
export function SkillsPanel({
  skills,
  recommendations,
}: {
  skills: KnowledgeEvidence[];
  recommendations: CareerRecommendation[];
}) {
  const { t } = useTranslation('career');
  const gaps = recommendations.slice(0, TOP_CAREERS);
  return (
    <div className="space-y-6">
      <section aria-labelledby="career-skills" className="space-y-3">
        <h2 id="career-skills" className="text-xl font-semibold">
          {t('skills.title')}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t('skills.intro')}</p>
        {skills.length > 0 ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {skills.map((item) => (
              <Evidence key={item.area} item={item} />
            ))}
          </ul>
        ) : (
          <EmptyState>
            <p>{t('skills.none')}</p>
          </EmptyState>
        )}
      </section>
      {gaps.length > 0 ? (
        <section aria-labelledby="career-gaps" className="space-y-3">
          <h2 id="career-gaps" className="text-xl font-semibold">
            {t('skills.gapsTitle')}
          </h2>
          <ul className="grid gap-3 md:grid-cols-3">
            {gaps.map((career) => (
              <li key={career.id} className={CARD}>
                <h3 className="font-semibold">{career.title}</h3>
                {career.missing_skills.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-1.5">
                    {career.missing_skills.map((skill) => (
                      <li key={skill}>
                        <Badge tone="amber">{skill}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                    {t('skills.noGaps')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
