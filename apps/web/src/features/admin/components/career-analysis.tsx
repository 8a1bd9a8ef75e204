import type { CareerAnalysis as Analysis } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';
import { AdminTable, CELL } from './admin-table';

const TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

function List({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation('adminContent');
  return (
    <div className="space-y-1">
      <h4 className="font-semibold">{title}</h4>
      {items.length > 0 ? (
        <ul className="list-disc space-y-1 pl-6">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
    </div>
  );
}

/** The rules' reading of the player: insights, learning style and what their quizzes show. */
export function CareerAnalysis({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation('adminContent');
  const { insights, learning_style: style } = analysis;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('analysis.madeAt', { time: formatDate(analysis.analyzed_at, TIME) })}{' '}
        {insights ? t('analysis.by', { rules: insights.generated_by }) : null}
      </p>
      {insights ? (
        <>
          <p>{insights.summary}</p>
          <div className="grid gap-4 md:grid-cols-2">
            <List title={t('analysis.strengths')} items={insights.key_strengths} />
            <List title={t('analysis.growth')} items={insights.growth_areas} />
          </div>
        </>
      ) : (
        <p>{t('analysis.noAssessment')}</p>
      )}
      {style ? (
        <div className="space-y-1">
          <h4 className="font-semibold">{t('analysis.style', { style: style.style })}</h4>
          <p>{style.strategy}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{style.evidence_note}</p>
        </div>
      ) : null}
      <div className="space-y-2">
        <h4 className="font-semibold">{t('analysis.evidence')}</h4>
        {analysis.skills.length > 0 ? (
          <AdminTable
            caption={t('analysis.evidenceCaption')}
            columns={[
              { key: 'area', label: t('columns.area') },
              { key: 'answers', label: t('columns.answers') },
              { key: 'accuracy', label: t('columns.accuracy') },
              { key: 'shown', label: t('columns.shown') },
            ]}
          >
            {analysis.skills.map((skill) => (
              <tr key={skill.area}>
                <td className={CELL}>{skill.area}</td>
                <td className={CELL}>{formatNumber(skill.answers)}</td>
                <td className={CELL}>
                  {skill.accuracy === null ? t('none') : formatPercent(skill.accuracy * 100)}
                </td>
                <td className={CELL}>{skill.shown ? t('analysis.yes') : t('analysis.no')}</td>
              </tr>
            ))}
          </AdminTable>
        ) : (
          <p>{t('analysis.noEvidence')}</p>
        )}
      </div>
    </div>
  );
}
