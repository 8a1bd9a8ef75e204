import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { copyLink } from './invite-link';

/**
 * Shares a page of this app (`path`): the system's share sheet where there is one, else a
 * copied link. `label` names the button where several share different things.
 */
export function ShareButton({
  path,
  title,
  text,
  label,
}: {
  path: string;
  title: string;
  text: string;
  label?: string;
}) {
  const { t } = useTranslation('studyGroups');
  async function share() {
    const url = `${window.location.origin}${path}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The reader closed the share sheet: nothing to say.
      }
      return;
    }
    await copyLink(url, t('toasts.linkCopied'), t('toasts.copyFailed'));
  }
  return (
    <Button variant="secondary" aria-label={label} onClick={() => void share()}>
      <Share2 className="h-4 w-4" aria-hidden="true" />
      {t('detail.share')}
    </Button>
  );
}
