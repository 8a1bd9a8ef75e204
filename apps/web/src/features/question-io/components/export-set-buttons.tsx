import { QUESTION_FILE_FORMATS, type QuestionFileFormat } from '@quizarena/contracts';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { exportQuestions } from '../api/question-files';

/** Export CSV and Export JSON: the set's questions in the format the import reads. */
export function ExportSetButtons({ topicId }: { topicId: string }) {
  const { t } = useTranslation('questionIo');
  const [busy, setBusy] = useState<QuestionFileFormat | null>(null);

  async function save(format: QuestionFileFormat) {
    setBusy(format);
    try {
      await exportQuestions(topicId, format);
    } catch {
      toast.error(t('export.failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div role="group" aria-label={t('export.label')} className="flex flex-wrap gap-2">
      {QUESTION_FILE_FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void save(format)}
        >
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {t(`export.${format}`)}
        </Button>
      ))}
    </div>
  );
}
