import type { QuestionSet } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { apiRefusalText } from '../../../lib/api-error-text';
import { updateSet } from '../api/question-sets';
import { setKeys } from '../api/keys';
import type { SetSources } from '../sources';
import { checkDetails, detailsOf, refusedDetails, SetFields, type SetErrors } from './set-fields';

/** The set's name, description, category and language, saved together. */
export function SetDetailsSection({ set, sources }: { set: QuestionSet; sources: SetSources }) {
  const { t } = useTranslation('questionSets');
  const queryClient = useQueryClient();
  const [details, setDetails] = useState(() => detailsOf(set));
  const [errors, setErrors] = useState<SetErrors>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateSet>[1]) => updateSet(set.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(setKeys.one(set.id), saved);
      void queryClient.invalidateQueries({ queryKey: setKeys.mine() });
      toast.success(t('details.saved'));
    },
    onError: (error) => {
      const refused = refusedDetails(error);
      setErrors(refused);
      if (Object.keys(refused).length === 0)
        toast.error(apiRefusalText(error, t('details.failed')));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDetails(details, t);
    setErrors(checked.errors ?? {});
    if (checked.body) save.mutate(checked.body);
  };
  return (
    <section aria-labelledby="set-details" className="space-y-4">
      <h2 id="set-details" className="text-xl font-semibold">
        {t('details.title')}
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        <SetFields details={details} errors={errors} onChange={setDetails} sources={sources} />
        {set.review_status === 'approved' ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('details.relisting')}</p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('details.saving') : t('details.save')}
        </Button>
      </form>
    </section>
  );
}
