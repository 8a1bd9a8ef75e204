import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorText } from '../../../lib/api-error-text';
import { createConversation } from '../api/conversations';
import { messagesKeys } from '../api/keys';
import { storeConversation } from '../hooks/cache';
import { FriendPicker } from './friend-picker';

/**
 * 'New message': one friend opens (or creates) the direct conversation with them; several and a
 * name make a group.
 */
export function NewMessageDialog({
  open,
  onOpenChange,
  onOpened,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpened: (conversationId: string) => void;
}) {
  const { t } = useTranslation(['messages', 'common']);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const group = selected.length > 1;

  const create = useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      storeConversation(queryClient, conversation);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
      reset(false);
      onOpened(conversation.id);
    },
    onError: (error) => toast.error(apiErrorText(error, t('newMessage.failed'))),
  });

  function reset(next: boolean) {
    if (!next) {
      setSelected([]);
      setName('');
      setNameError(undefined);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0) return;
    if (group && !name.trim()) {
      setNameError(t('newMessage.nameRequired'));
      return;
    }
    create.mutate(
      group
        ? { participant_ids: selected, is_group: true, name: name.trim() }
        : { participant_ids: selected },
    );
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent title={t('newMessage.title')} description={t('newMessage.description')}>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <FriendPicker selected={selected} onChange={setSelected} />
          {group ? (
            <TextField
              label={t('newMessage.groupName')}
              value={name}
              maxLength={80}
              required
              error={nameError}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('common:actions.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={selected.length === 0 || create.isPending}>
              {group ? t('newMessage.createGroup') : t('newMessage.start')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
