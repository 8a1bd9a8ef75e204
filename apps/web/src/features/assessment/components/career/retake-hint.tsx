import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { useHistory } from '../../api/queries';
import { TEXT_LINK } from '../styles';

/** When the player may take the assessment again (30 days after the last), from the history. */
export function RetakeHint() {
  const { t } = useTranslation('career');
  const history = useHistory();
  if (!history.data || history.data.assessments.length === 0) return null;
  // Null when a retake is allowed now.
  const at = history.data.retake_available_at;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <RotateCcw className="h-4 w-4" aria-hidden="true" />
      {at ? (
        t('retake.on', { date: formatDate(at, { dateStyle: 'long' }) })
      ) : (
        <Link to="/psychometric/assessment" className={TEXT_LINK}>
          {t('retake.now')}
        </Link>
      )}
    </p>
  );
}
