import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StepHeading } from '../step-heading';

/** 'Processing Your Assessment' while the answers are scored (the page's live region says it too). */
export function SubmittingScreen() {
  const { t } = useTranslation('assessment');
  return (
    <div aria-busy="true" className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <span
        className="mx-auto block h-10 w-10 rounded-full border-4 border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
        aria-hidden="true"
      />
      <StepHeading>{t('submitting.title')}</StepHeading>
      <p className="text-slate-700 dark:text-slate-300">{t('submitting.text')}</p>
    </div>
  );
}

/** 'Assessment Complete!', shown for a moment before the results open. */
export function CompletedScreen() {
  const { t } = useTranslation('assessment');
  return (
    <div className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden="true" />
      <StepHeading>{t('completed.title')}</StepHeading>
      <p className="text-slate-700 dark:text-slate-300">{t('completed.text')}</p>
    </div>
  );
}
