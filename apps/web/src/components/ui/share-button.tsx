import { Share2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/instance';
import { Button } from './button';

/** Copies `text` (a link, a feed address), toasting whether it worked. */
export async function copyLink(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(i18n.t('ui:share.linkCopied'));
  } catch {
    toast.error(i18n.t('ui:share.copyFailed'));
  }
}

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
  const { t } = useTranslation('ui');
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
    await copyLink(url);
  }
  return (
    <Button variant="secondary" aria-label={label} onClick={() => void share()}>
      <Share2 className="h-4 w-4" aria-hidden="true" />
      {t('share.button')}
    </Button>
  );
}
