import type { AssessmentEligibility } from '@quizarena/contracts';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { StepHeading } from '../step-heading';
import { PRIMARY_LINK, SECONDARY_LINK, TEXT_LINK } from '../styles';

/** Where each of the server's required actions is done. */
const ACTIONS = {
  complete_age_verification: { to: '/profile?tab=verification', label: 'notAvailable.verify' },
  obtain_parental_consent: { to: '/profile?tab=consent', label: 'notAvailable.consent' },
} as const;

/** 'Assessment Not Available': the server's reason, and what to do about it. */
export function NotAvailable({ eligibility }: { eligibility: AssessmentEligibility }) {
  const { t } = useTranslation('assessment');
  const action = eligibility.action_required ? ACTIONS[eligibility.action_required] : null;
  return (
    <div className="mx-auto max-w-xl space-y-5 py-8 text-center">
      <Lock className="mx-auto h-12 w-12 text-slate-400" aria-hidden="true" />
      <StepHeading>{t('notAvailable.title')}</StepHeading>
      <p className="text-slate-700 dark:text-slate-300">
        {eligibility.reason ?? t('notAvailable.noReason')}
      </p>
      {eligibility.retake_available_at ? (
        <p className="text-slate-700 dark:text-slate-300">
          {t('notAvailable.retakeOn', {
            date: formatDate(eligibility.retake_available_at, { dateStyle: 'long' }),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {action ? (
          <Link to={action.to} className={PRIMARY_LINK}>
            {t(action.label)}
          </Link>
        ) : null}
        <Link to="/career" className={SECONDARY_LINK}>
          {t('notAvailable.returnToCareer')}
        </Link>
      </div>
      {eligibility.latest_assessment_id ? (
        <Link
          to={`/psychometric/results/${eligibility.latest_assessment_id}`}
          className={TEXT_LINK}
        >
          {t('notAvailable.viewResults')}
        </Link>
      ) : null}
    </div>
  );
}
