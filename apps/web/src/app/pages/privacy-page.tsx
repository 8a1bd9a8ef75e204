import {
  ACCOUNT_DELETION_GRACE_DAYS,
  RETENTION_RULES,
  type RetentionRule,
} from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_LINK, LegalPageLayout, LegalSection } from './legal-page-layout';

// Keys under `privacyNotice:collected.items`, in the order the page lists them.
const COLLECTED = [
  'account',
  'play',
  'social',
  'messages',
  'groups',
  'tournaments',
  'assessment',
  'uploads',
  'technical',
] as const;

// Keys under `privacyNotice:visibility.items`.
const VISIBILITY = [
  'minors',
  'hidden',
  'organization',
  'messages',
  'assessment',
  'staff',
  'never',
] as const;

/**
 * Where each right is exercised. The export and deletion sections of the profile carry these
 * anchors (docs/PRIVACY.md, Your rights).
 */
const RIGHTS = [
  { key: 'export', to: '/profile#your-data' },
  { key: 'delete', to: '/profile#delete-account' },
  { key: 'correct', to: '/profile' },
  { key: 'consent', to: '/profile?tab=consent' },
] as const;

const SECTIONS = ['collected', 'visibility', 'retention', 'rights', 'parents'] as const;

/** A rule's period as the page says it: from the contracts' numbers, never a copy. */
function usePeriod() {
  const { t } = useTranslation('privacyNotice');
  return (rule: RetentionRule) =>
    rule.keepDays === null || rule.from === null
      ? t('retention.keptOnPurpose')
      : t('retention.period', { count: rule.keepDays, from: t(`retention.from.${rule.from}`) });
}

function RetentionTable() {
  const { t } = useTranslation('privacyNotice');
  const period = usePeriod();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('retention.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            <th scope="col" className="py-2 pr-4">
              {t('retention.whatColumn')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('retention.periodColumn')}
            </th>
            <th scope="col" className="py-2">
              {t('retention.whyColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {RETENTION_RULES.map((rule) => (
            <tr
              key={rule.id}
              data-rule={rule.id}
              className="border-b border-slate-200 align-top dark:border-slate-800"
            >
              <th scope="row" className="py-2 pr-4 font-medium">
                {t(`retention.rules.${rule.id}.what`)}
              </th>
              <td className="py-2 pr-4">{period(rule)}</td>
              <td className="py-2 text-slate-700 dark:text-slate-300">
                {t(`retention.rules.${rule.id}.why`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/privacy`, signed in or out: what QuizArena collects and why, who sees it, how long it is
 * kept (the contracts' retention rules, so the page says what the server does), the rights and
 * where to use them, and a parent's consent.
 */
export function PrivacyPage() {
  const { t } = useTranslation('privacyNotice');
  return (
    <LegalPageLayout
      heading={{
        title: t('title'),
        intro: t('intro'),
        note: t('updated'),
        contents: t('contents'),
      }}
      sections={SECTIONS.map((id) => ({ id, title: t(`${id}.title`) }))}
    >
      <LegalSection id="collected" title={t('collected.title')}>
        <dl className="space-y-4">
          {COLLECTED.map((item) => (
            <div key={item}>
              <dt className="font-semibold">{t(`collected.items.${item}.title`)}</dt>
              <dd className="mt-1 text-sm">
                <span className="font-medium">{t('collected.whatLabel')}: </span>
                {t(`collected.items.${item}.what`)}
              </dd>
              <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                <span className="font-medium">{t('collected.whyLabel')}: </span>
                {t(`collected.items.${item}.why`)}
              </dd>
            </div>
          ))}
        </dl>
      </LegalSection>

      <LegalSection id="visibility" title={t('visibility.title')}>
        <ul className="list-disc space-y-1 pl-5">
          {VISIBILITY.map((item) => (
            <li key={item}>{t(`visibility.items.${item}`)}</li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection id="retention" title={t('retention.title')}>
        <p>{t('retention.intro')}</p>
        <RetentionTable />
        <p>{t('retention.untilDeleted')}</p>
      </LegalSection>

      <LegalSection id="rights" title={t('rights.title')}>
        <p>{t('rights.intro')}</p>
        <ul className="space-y-3">
          {RIGHTS.map(({ key, to }) => (
            <li key={key}>
              <h3 className="font-semibold">{t(`rights.${key}.title`)}</h3>
              <p className="text-sm">
                {key === 'delete'
                  ? t('rights.delete.text', { count: ACCOUNT_DELETION_GRACE_DAYS })
                  : t(`rights.${key}.text`)}{' '}
                <Link to={to} className={LEGAL_LINK}>
                  {t(`rights.${key}.link`)}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection id="parents" title={t('parents.title')}>
        <p>{t('parents.asked')}</p>
        <p>{t('parents.see')}</p>
        <p>{t('parents.withdraw')}</p>
        <p>{t('parents.lost')}</p>
      </LegalSection>
    </LegalPageLayout>
  );
}
