import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { apiRefusalText } from '../../../lib/api-error-text';
import { createSet } from '../api/question-sets';
import { setKeys } from '../api/keys';
import { DialogFormFooter } from './dialog-form-footer';
import type { SetSources } from '../sources';
import { checkDetails, detailsOf, refusedDetails, SetFields, type SetErrors } from './set-fields';

/** The new set's details; created private, it opens in its editor. */
function CreateSetForm({ sources }: { sources: SetSources }) {
  const { t } = useTranslation('questionSets');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [details, setDetails] = useState(() => detailsOf());
  const [errors, setErrors] = useState<SetErrors>({});
  const create = useMutation({
    mutationFn: createSet,
    onSuccess: (set) => {
      void queryClient.invalidateQueries({ queryKey: setKeys.mine() });
      void navigate(`/sets/${set.id}`);
    },
    onError: (error) => setErrors(refusedDetails(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDetails(details, t);
    setErrors(checked.errors ?? {});
    if (checked.body) create.mutate(checked.body);
  };
  const failure =
    create.isError && Object.keys(refusedDetails(create.error)).length === 0
      ? apiRefusalText(create.error, t('create.failed'))
      : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SetFields details={details} errors={errors} onChange={setDetails} sources={sources} />
      <DialogFormFooter
        failure={failure}
        pending={create.isPending}
        submitLabel={t('create.submit')}
        pendingLabel={t('create.creating')}
      />
    </form>
  );
}

/** 'New set', opening the dialog that writes one. */
export function CreateSetButton({ sources }: { sources: SetSources }) {
  const { t } = useTranslation('questionSets');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('create.open')}</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('create.title')} description={t('create.description')}>
          <CreateSetForm sources={sources} />
        </DialogContent>
      </Dialog>
    </>
  );
}
