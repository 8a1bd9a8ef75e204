import type { AssessmentResults } from '@quizarena/contracts';
import { Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { saveBlob } from '../../../../lib/save-blob';

/** The results as a JSON file, named by their date. */
export function downloadResults(results: AssessmentResults): void {
  const blob = new Blob([JSON.stringify(results, null, 2)], { type: 'application/json' });
  saveBlob(blob, `big-five-results-${results.completed_at.slice(0, 10)}.json`);
}

/** Export: the results as JSON, or the printable page. */
export function ExportControls({
  results,
  onPrintable,
}: {
  results: AssessmentResults;
  onPrintable: () => void;
}) {
  const { t } = useTranslation('assessment');
  return (
    <section aria-labelledby="results-export" className="space-y-2">
      <h2 id="results-export" className="text-sm font-semibold">
        {t('export.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => downloadResults(results)}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('export.json')}
        </Button>
        <Button variant="secondary" onClick={onPrintable}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {t('export.printable')}
        </Button>
      </div>
    </section>
  );
}
