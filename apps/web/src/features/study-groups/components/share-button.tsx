import type { StudyGroup } from '@quizarena/contracts';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { copyLink } from './invite-link';

/** Shares the group's page: the system's share sheet where there is one, else a copied link. */
export function ShareButton({ group }: { group: StudyGroup }) {
  const { t } = useTranslation('studyGroups');
  async function share() {
    const url = `${window.location.origin}/study-groups/${group.id}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: group.name,
          text: t('detail.shareText', { name: group.name }),
          url,
        });
      } catch {
        // The reader closed the share sheet: nothing to say.
      }
      return;
    }
    await copyLink(url, t('toasts.linkCopied'), t('toasts.copyFailed'));
  }
  return (
    <Button variant="secondary" onClick={() => void share()}>
      <Share2 className="h-4 w-4" aria-hidden="true" />
      {t('detail.share')}
    </Button>
  );
}
