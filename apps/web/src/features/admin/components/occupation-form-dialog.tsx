import {
  CAREER_ADMIN_RULES,
  occupationProfileBodySchema,
  type OccupationProfile,
} from '@quizarena/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/ui/text-area';
import { curateOccupation } from '../api/careers';
import { adminKeys } from '../api/queries';
import { CheckboxField, FormDialog } from './form-dialog';
import { prepare, useFormSubmit } from './use-form-submit';

const orNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * Curates an occupation for every player: hidden from matching, or shown with a description of
 * our own and a note; O*NET's description stays in view for reference.
 */
export function OccupationFormDialog({
  occupation,
  onClose,
}: {
  occupation: OccupationProfile;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const [hidden, setHidden] = useState(occupation.hidden);
  const [description, setDescription] = useState(occupation.description ?? '');
  const [note, setNote] = useState(occupation.note ?? '');
  const { errors, failure, pending, submit } = useFormSubmit<OccupationProfile>(
    adminKeys.careers,
    (saved) => {
      toast.success(t('occupations.saved', { title: saved.title }));
      onClose();
    },
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('occupations.curateTitle', { title: occupation.title })}
      description={t('occupations.curateHint')}
      submitLabel={t('form.save')}
      pending={pending}
      error={failure}
      wide
      onSubmit={() =>
        submit(
          prepare(
            occupationProfileBodySchema,
            { hidden, description: orNull(description), note: orNull(note) },
            (body) => curateOccupation(occupation.code, body),
            t,
          ),
        )
      }
    >
      <div className="space-y-1 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
        <p className="text-sm font-medium">{t('occupations.onetDescription')}</p>
        <p className="text-sm">{occupation.onet_description}</p>
      </div>
      <CheckboxField
        label={t('occupations.hide')}
        hint={t('occupations.hideHint')}
        checked={hidden}
        onChange={setHidden}
      />
      <TextArea
        label={t('occupations.description')}
        hint={t('occupations.descriptionHint')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
        rows={4}
        maxLength={CAREER_ADMIN_RULES.maxDescription}
      />
      <TextArea
        label={t('occupations.note')}
        hint={t('occupations.noteHint')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        rows={3}
        maxLength={CAREER_ADMIN_RULES.maxNote}
      />
    </FormDialog>
  );
}
