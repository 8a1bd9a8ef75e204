import type { AssessmentResults } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, Link2Off, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { copyLink } from '../../../../components/ui/share-button';
import { apiErrorText } from '../../../../lib/api-error-text';
import { setSharing } from '../../api/assessment';
import { assessmentKeys } from '../../api/keys';

/** The link as the reader's browser opens it (the server may send a path). */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * The opt-in share link of one result (it shows the five traits only): turn it on, copy it or
 * hand it to the system's share sheet where there is one, and turn it off again. The server
 * keeps only a hash of the link, so the link is shown in the visit that made it; later, sharing
 * shows as on and a new link can be made (the old one stops working).
 */
export function ShareControls({ results }: { results: AssessmentResults }) {
  const { t } = useTranslation('assessment');
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [made, setMade] = useState<string | null>(null);
  const url = made ? absolute(made) : null;
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => setSharing(results.assessment_id, enabled),
    onSuccess: (shareUrl, enabled) => {
      setMade(shareUrl);
      const updated = { ...results, shared: enabled };
      queryClient.setQueryData(assessmentKeys.results(results.assessment_id), updated);
      queryClient.setQueryData<AssessmentResults>(assessmentKeys.results(null), (latest) =>
        latest?.assessment_id === results.assessment_id ? updated : latest,
      );
      toast.success(enabled ? t('share.turnedOn') : t('share.turnedOff'));
    },
    onError: (error) => toast.error(apiErrorText(error, t('share.failed'))),
  });
  const canShare = typeof navigator.share === 'function';
  const makeLink = (label: string) => (
    <Button variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate(true)}>
      <Link2 className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
  const turnOff = (
    <Button variant="ghost" disabled={toggle.isPending} onClick={() => toggle.mutate(false)}>
      <Link2Off className="h-4 w-4" aria-hidden="true" />
      {t('share.turnOff')}
    </Button>
  );

  async function shareSheet(link: string) {
    try {
      await navigator.share({ title: t('share.sheetTitle'), url: link });
    } catch {
      // The reader closed the share sheet: nothing to say.
    }
  }

  return (
    <section aria-labelledby={`${fieldId}-title`} className="space-y-2">
      <h2 id={`${fieldId}-title`} className="text-sm font-semibold">
        {t('share.title')}
      </h2>
      {url ? (
        <>
          <label htmlFor={fieldId} className="sr-only">
            {t('share.linkLabel')}
          </label>
          <input
            id={fieldId}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
          />
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('share.on')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copyLink(url)}>
              <Copy className="h-4 w-4" aria-hidden="true" />
              {t('share.copy')}
            </Button>
            {canShare ? (
              <Button variant="secondary" onClick={() => void shareSheet(url)}>
                <Share2 className="h-4 w-4" aria-hidden="true" />
                {t('share.sheet')}
              </Button>
            ) : null}
            {turnOff}
          </div>
        </>
      ) : results.shared ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('share.onHidden')}</p>
          <div className="flex flex-wrap gap-2">
            {makeLink(t('share.newLink'))}
            {turnOff}
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('share.off')}</p>
          {makeLink(t('share.turnOn'))}
        </>
      )}
    </section>
  );
}
