import type { ModeratedQuestionSet } from '@quizarena/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuestionImage } from '../../../components/ui/question-image';
import { formatList } from '../../../lib/format';
import { Panel } from './moderation-content';

/**
 * A question set asked to be published, as it is now: what it is, and every question with its
 * picture (and the words that stand for it) and its answer, for a moderator to read in full.
 */
export function QuestionSetPanel({ set }: { set: ModeratedQuestionSet }) {
  const { t } = useTranslation('adminModeration');
  return (
    <Panel title={t('set.title')}>
      <div className="space-y-1">
        <p className="text-lg font-semibold" lang={set.language}>
          {set.name}
        </p>
        {set.description ? <p lang={set.language}>{set.description}</p> : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('set.facts', { category: set.category_name, language: set.language })}
        </p>
        <p className="text-sm font-medium">{t(`set.now.${set.visibility}`)}</p>
      </div>
      {set.questions.length === 0 ? (
        <p>{t('set.none')}</p>
      ) : (
        <ol className="space-y-4">
          {set.questions.map((question, index) => (
            <li
              key={question.id}
              className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            >
              <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">
                {t('set.question', { n: index + 1 })} · {t(`set.types.${question.type}`)}
              </p>
              <p className="font-medium" lang={question.language}>
                {question.question_text}
              </p>
              <QuestionImage question={question} />
              {question.image_alt ? (
                <p className="text-sm text-slate-600 dark:text-slate-300" lang={question.language}>
                  {question.image_alt}
                </p>
              ) : null}
              {question.type === 'typed' ? (
                <p lang={question.language}>
                  {t('set.answers', {
                    answers: formatList(question.accepted_answers, 'disjunction'),
                  })}{' '}
                  ({t('set.typos', { count: question.max_typos })})
                </p>
              ) : (
                <ol
                  className={
                    question.type === 'ordering' ? 'list-decimal space-y-1 pl-6' : 'space-y-1'
                  }
                  lang={question.language}
                >
                  {question.options.map((option) => (
                    <li key={option.id} className="flex items-center gap-2">
                      {option.is_correct ? (
                        <CheckCircle2
                          className="h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                          aria-hidden="true"
                        />
                      ) : null}
                      <span>{option.option_text}</span>
                      {option.is_correct ? (
                        <span className="text-xs font-semibold text-emerald-800 dark:text-emerald-300">
                          ({t('set.right')})
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ol>
              )}
              {question.explanation ? (
                <p className="text-sm" lang={question.language}>
                  {t('set.explanation', { text: question.explanation })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
