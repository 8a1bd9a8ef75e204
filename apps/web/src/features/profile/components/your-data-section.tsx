import { isExportPending, type DataExport } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDate, formatMegabytes } from '../../../lib/format';
import { saveBlob } from '../../../lib/save-blob';
import { DATA_EXPORTS_KEY, dataExportsApi, useDataExports } from '../api/data-exports';

function ExportLine({ item }: { item: DataExport }) {
  const { t } = useTranslation(['profile', 'errors']);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(
        await dataExportsApi.download(item.id),
        `quizarena-data-${item.created_at.slice(0, 10)}.zip`,
      );
    } catch (error) {
      toast.error(apiErrorText(error, t('errors:codes.INTERNAL_ERROR')));
    } finally {
      setDownloading(false);
    }
  };
  const asked = formatDate(item.created_at);
  return (
    <li className="space-y-2 p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium">{t('yourData.askedOn', { date: asked })}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {item.status === 'ready' && item.expires_at
              ? t('yourData.readyUntil', {
                  date: formatDate(item.expires_at),
                  size: formatMegabytes(item.size ?? 0),
                })
              : t(`yourData.status.${item.status}`)}
          </p>
        </div>
        {item.status === 'ready' ? (
          <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
            {t('yourData.download', { date: asked })}
          </Button>
        ) : null}
      </div>
      {isExportPending(item.status) ? (
        <ProgressBar
          value={item.progress}
          label={t('yourData.progressLabel', { date: asked })}
          valueText={t('yourData.progressText', { percent: item.progress })}
        />
      ) : null}
    </li>
  );
}

/**
 * 'Your data' on the profile settings: ask for a copy of everything QuizArena keeps about the
 * player, follow it while it is made, and download it while it is offered
 * (docs/PRIVACY.md, Taking your data with you).
 */
export function YourDataSection() {
  const { t } = useTranslation(['profile', 'errors']);
  const queryClient = useQueryClient();
  const exports = useDataExports();
  const ask = useMutation({
    mutationFn: dataExportsApi.request,
    onSuccess: () => {
      toast.success(t('yourData.asked'));
      void queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_KEY });
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.code === 'CONFLICT'
          ? t('yourData.inProgress')
          : error instanceof ApiError && error.code === 'RATE_LIMITED'
            ? t('yourData.oncePerDay')
            : apiErrorText(error, t('errors:codes.INTERNAL_ERROR')),
      ),
  });
  const pending = exports.data?.some((item) => isExportPending(item.status)) ?? false;

  return (
    <section id="your-data" aria-labelledby="your-data-heading" className="space-y-3">
      <h2 id="your-data-heading" className="text-lg font-semibold">
        {t('yourData.heading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('yourData.intro')}</p>
      <Button disabled={ask.isPending || pending} onClick={() => ask.mutate()}>
        {t('yourData.ask')}
      </Button>
      {exports.isError ? (
        <p role="alert">
          {t('yourData.failed', {
            message: apiErrorText(exports.error, t('errors:codes.INTERNAL_ERROR')),
          })}
        </p>
      ) : null}
      {exports.data && exports.data.length > 0 ? (
        <ul
          aria-label={t('yourData.listLabel')}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {exports.data.map((item) => (
            <ExportLine key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
