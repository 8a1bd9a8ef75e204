import { Brain } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD, PRIMARY_LINK } from '../styles';

/** No assessment yet: what it would show, and the way to take it. */
export function TakeAssessmentInvite() {
  const { t } = useTranslation('career');
  return (
    <section aria-labelledby="career-invite" className={`${CARD} space-y-3 text-center`}>
      <Brain className="mx-auto h-10 w-10 text-indigo-600" aria-hidden="true" />
      <h2 id="career-invite" className="text-xl font-semibold">
        {t('invite.title')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t('invite.text')}</p>
      <Link to="/psychometric/assessment" className={PRIMARY_LINK}>
        {t('invite.take')}
      </Link>
    </section>
  );
}
