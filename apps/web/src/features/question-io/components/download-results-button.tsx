import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { downloadResults } from '../api/question-files';

/** "Download my results (CSV)": every completed quiz of the player, from the server. */
export function DownloadResultsButton() {
  const { t } = useTranslation('questionIo');
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      await downloadResults();
    } catch {
      toast.error(t('results.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void save()}>
      <Download className="h-4 w-4" aria-hidden="true" />
      {t('results.download')}
    </Button>
  );
}
