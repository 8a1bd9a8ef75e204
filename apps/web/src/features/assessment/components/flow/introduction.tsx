import type { AssessmentTemplate, AssessmentTemplateId } from '@quizarena/contracts';
import { BookOpen, Briefcase, Brain, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Facts } from '../facts';
import { StepHeading } from '../step-heading';
import { CARD, SECONDARY_LINK } from '../styles';

const DISCOVER = [
  { key: 'traits', icon: Brain },
  { key: 'careers', icon: Briefcase },
  { key: 'learning', icon: BookOpen },
] as const;
const NOTES = ['honest', 'noRightWrong', 'time', 'change'] as const;

/** One form to choose: its name, what it is, and its length. */
function FormOption({
  template,
  checked,
  onChoose,
}: {
  template: AssessmentTemplate;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('assessment');
  const id = `assessment-form-${template.id}`;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <input
        id={id}
        type="radio"
        name="assessment-form"
        className="mt-1 h-5 w-5 shrink-0 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
        checked={checked}
        onChange={onChoose}
        aria-describedby={`${id}-about`}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {template.name}
        </label>
        <p id={`${id}-about`} className="text-sm text-slate-600 dark:text-slate-300">
          {template.description}{' '}
          {t('intro.formFacts', {
            statements: t('intro.statements', { count: template.question_count }),
            duration: t('intro.minutes', { count: template.estimated_duration }),
          })}
        </p>
      </div>
    </div>
  );
}

/**
 * The introduction: what the assessment tells, how long it takes, what to keep in mind, which
 * form to take, and where the statements and norms come from. Begin creates the session.
 */
export function Introduction({
  templates,
  templateId,
  onTemplateChange,
  questionCount,
  minutes,
  starting,
  onBegin,
}: {
  templates: AssessmentTemplate[];
  templateId: AssessmentTemplateId;
  onTemplateChange: (id: AssessmentTemplateId) => void;
  /** Null while unknown. */
  questionCount: number | null;
  minutes: number;
  starting: boolean;
  onBegin: () => void;
}) {
  const { t } = useTranslation('assessment');
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2 text-center">
        <StepHeading className="text-3xl font-bold">{t('intro.title')}</StepHeading>
        <p className="text-slate-700 dark:text-slate-300">{t('intro.lead')}</p>
      </header>

      <section aria-labelledby="intro-discover" className={CARD}>
        <h2 id="intro-discover" className="mb-3 text-lg font-semibold">
          {t('intro.discoverTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {DISCOVER.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-2">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
              <span>{t(`intro.discover.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="intro-details" className={CARD}>
        <h2 id="intro-details" className="mb-3 text-lg font-semibold">
          {t('intro.detailsTitle')}
        </h2>
        <Facts
          className="sm:grid-cols-3"
          items={[
            {
              label: t('intro.duration'),
              value: t('intro.about', { duration: t('intro.minutes', { count: minutes }) }),
            },
            {
              label: t('intro.questions'),
              value:
                questionCount === null
                  ? t('intro.counting')
                  : t('intro.statements', { count: questionCount }),
            },
            { label: t('intro.privacy'), value: t('intro.privacyValue') },
          ]}
        />
      </section>

      <section aria-labelledby="intro-notes" className={CARD}>
        <h2 id="intro-notes" className="mb-3 text-lg font-semibold">
          {t('intro.notesTitle')}
        </h2>
        <ul className="space-y-2">
          {NOTES.map((note) => (
            <li key={note} className="flex items-start gap-2">
              <CheckCircle2
                className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600"
                aria-hidden="true"
              />
              <span>{t(`intro.notes.${note}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      {templates.length > 1 ? (
        <fieldset className={CARD}>
          <legend className="px-1 text-lg font-semibold">{t('intro.formTitle')}</legend>
          <div className="mt-2 space-y-2">
            {templates.map((template) => (
              <FormOption
                key={template.id}
                template={template}
                checked={template.id === templateId}
                onChoose={() => onTemplateChange(template.id)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}

      <details className={CARD}>
        <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-indigo-500">
          {t('intro.aboutTitle')}
        </summary>
        <div className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-300">
          <p>{t('intro.aboutInstrument')}</p>
          <p>{t('intro.aboutItems')}</p>
          <p>{t('intro.aboutNorms')}</p>
        </div>
      </details>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to="/career" className={SECONDARY_LINK}>
          {t('intro.backToCareer')}
        </Link>
        <Button onClick={onBegin} disabled={starting}>
          {starting ? t('intro.starting') : t('intro.begin')}
        </Button>
      </div>
    </div>
  );
}
