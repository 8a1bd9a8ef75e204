import { useTranslation } from 'react-i18next';
import { LegalPageLayout, LegalSection } from './legal-page-layout';

// Each section of `terms:sections` with how many paragraphs it has (`p1`, `p2`, ...).
const SECTIONS = [
  ['service', 2],
  ['account', 2],
  ['fairPlay', 2],
  ['conduct', 2],
  ['content', 2],
  ['ending', 2],
  ['changes', 1],
] as const;

/**
 * `/terms`, signed in or out: what a player agrees to, in the words of what the app enforces
 * (fair play and its reviews, the moderators' actions, points that are worth no money).
 */
export function TermsPage() {
  const { t } = useTranslation('terms');
  return (
    <LegalPageLayout
      heading={{
        title: t('title'),
        intro: t('intro'),
        note: t('updated'),
        contents: t('contents'),
      }}
      sections={SECTIONS.map(([id]) => ({ id, title: t(`sections.${id}.title`) }))}
    >
      {SECTIONS.map(([id, paragraphs]) => (
        <LegalSection key={id} id={id} title={t(`sections.${id}.title`)}>
          {Array.from({ length: paragraphs }, (_, index) => (
            <p key={index}>{t(`sections.${id}.p${index + 1}` as 'sections.service.p1')}</p>
          ))}
        </LegalSection>
      ))}
    </LegalPageLayout>
  );
}
