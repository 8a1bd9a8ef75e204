import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText } from '../../../../lib/api-error-text';
import { StepHeading } from '../step-heading';
import { PRIMARY_LINK } from '../styles';

/**
 * 'Assessment Error': what went wrong (this step's words, then the failure's own as
 * apiErrorText words it, when it has any), and the way back to the career page.
 */
export function ErrorScreen({ message, error }: { message: string; error?: unknown }) {
  const { t } = useTranslation('assessment');
  const detail = error === undefined ? '' : apiErrorText(error, '');
  return (
    <div className="mx-auto max-w-xl space-y-5 py-8 text-center">
      <AlertTriangle className="mx-auto h-12 w-12 text-red-600" aria-hidden="true" />
      <StepHeading>{t('flowError.title')}</StepHeading>
      <div role="alert" className="space-y-1 text-slate-700 dark:text-slate-300">
        <p className="font-semibold">{message}</p>
        {detail && detail !== message ? <p>{detail}</p> : null}
      </div>
      <Link to="/career" className={PRIMARY_LINK}>
        {t('flowError.returnToCareer')}
      </Link>
    </div>
  );
}
