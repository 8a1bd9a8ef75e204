import { MAX_UPLOAD_BYTES, type Conversation } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { PicturePicker } from '../../../components/ui/picture-picker';
import { TextField } from '../../../components/ui/text-field';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatMegabytes } from '../../../lib/format';
import {
  addMembers,
  changeGroupPicture,
  removeMember,
  setMemberRole,
  updateConversation,
} from '../api/conversations';
import { messagesKeys } from '../api/keys';
import { storeConversation } from '../hooks/cache';
import { FriendPicker } from './friend-picker';

type Member = Conversation['participants'][number];

/** The group's picture: the owner and admins upload a new one or remove it. */
function PictureSection({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const headingId = useId();
  const onSuccess = (message: string) => (updated: Conversation) => {
    storeConversation(queryClient, updated);
    toast.success(message);
  };
  const onError = (error: unknown) => toast.error(apiErrorText(error, t('group.pictureFailed')));
  const change = useMutation({
    mutationFn: (file: File) => changeGroupPicture(conversation.id, file),
    onSuccess: onSuccess(t('group.pictureChanged')),
    onError,
  });
  const clear = useMutation({
    mutationFn: () => updateConversation(conversation.id, { avatar_url: null }),
    onSuccess: onSuccess(t('group.pictureRemoved')),
    onError,
  });
  const pending = change.isPending || clear.isPending;

  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-start gap-4">
      <UserAvatar name={conversation.name ?? ''} avatarUrl={conversation.avatar_url} size="lg" />
      <div className="space-y-2">
        <h3 id={headingId} className="font-semibold">
          {t('group.picture')}
        </h3>
        <PicturePicker
          label={t('group.pictureUpload')}
          pendingLabel={t('group.pictureUploading')}
          pendingStatus={t('group.pictureUploadingStatus')}
          hint={t('group.pictureHint', { size: formatMegabytes(MAX_UPLOAD_BYTES) })}
          pending={pending}
          onFile={(file) => change.mutate(file)}
          onTooLarge={() => toast.error(t('group.pictureFailed'))}
        />
        {conversation.avatar_url ? (
          <Button variant="ghost" disabled={pending} onClick={() => clear.mutate()}>
            {t('group.pictureRemove')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** Name and description: editable by the owner and admins, read by everyone else. */
function AboutSection({ conversation, canEdit }: { conversation: Conversation; canEdit: boolean }) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [name, setName] = useState(conversation.name ?? '');
  const [description, setDescription] = useState(conversation.description ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const descriptionId = useId();
  const save = useMutation({
    mutationFn: () =>
      updateConversation(conversation.id, {
        name: name.trim(),
        description: description.trim() || null,
      }),
    onSuccess: (updated) => {
      storeConversation(queryClient, updated);
      toast.success(t('group.saved'));
    },
    onError: (error) => toast.error(apiErrorText(error, t('group.failed'))),
  });

  if (!canEdit) {
    return conversation.description ? (
      <p className="text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-300">
        {conversation.description}
      </p>
    ) : null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('newMessage.nameRequired'));
      return;
    }
    save.mutate();
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField
        label={t('group.name')}
        value={name}
        maxLength={80}
        required
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
        }}
      />
      <div className="space-y-1">
        <label htmlFor={descriptionId} className="block text-sm font-medium">
          {t('group.description')}
        </label>
        <textarea
          id={descriptionId}
          value={description}
          maxLength={500}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:ring-indigo-900"
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('group.save')}
      </Button>
    </form>
  );
}

/**
 * A group's settings: its picture, name and description, its members (the owner makes and unmakes
 * admins; the owner and admins remove members and add the caller's friends) and leaving it.
 * What each role may do follows `my_role`; the server checks it again.
 */
export function GroupSettingsDialog({
  conversation,
  me,
  open,
  onOpenChange,
  onLeave,
}: {
  conversation: Conversation;
  me: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<string[]>([]);
  const role = conversation.my_role;
  const canManage = role === 'owner' || role === 'admin';
  const membersId = useId();
  const addId = useId();

  const onChanged = (updated: Conversation | null) => {
    if (updated) storeConversation(queryClient, updated);
    else
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversation(conversation.id) });
  };
  const onFailed = (error: unknown) => toast.error(apiErrorText(error, t('group.failed')));

  const remove = useMutation({
    mutationFn: (member: Member) => removeMember(conversation.id, member.user_id),
    onSuccess: (updated, member) => {
      onChanged(updated);
      toast.success(t('group.removed', { name: member.full_name }));
    },
    onError: onFailed,
  });
  const promote = useMutation({
    mutationFn: ({ member, to }: { member: Member; to: 'admin' | 'member' }) =>
      setMemberRole(conversation.id, member.user_id, to),
    onSuccess: onChanged,
    onError: onFailed,
  });
  const add = useMutation({
    mutationFn: () => addMembers(conversation.id, adding),
    onSuccess: (updated) => {
      onChanged(updated);
      setAdding([]);
      toast.success(t('group.added'));
    },
    onError: onFailed,
  });

  /** Owners remove anyone but themselves; admins remove plain members. */
  const mayRemove = (member: Member) =>
    member.user_id !== me && (role === 'owner' || (role === 'admin' && member.role === 'member'));
  const busy = remove.isPending || promote.isPending || add.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('group.title')}
        description={t('group.dialogDescription', { name: conversation.name ?? '' })}
      >
        <div className="space-y-6">
          {canManage ? <PictureSection conversation={conversation} /> : null}
          <AboutSection conversation={conversation} canEdit={canManage} />

          <section aria-labelledby={membersId} className="space-y-2">
            <h3 id={membersId} className="font-semibold">
              {t('group.members', { count: conversation.participants.length })}
            </h3>
            <ul className="space-y-2">
              {conversation.participants.map((member) => (
                <li key={member.user_id} className="flex flex-wrap items-center gap-2">
                  <UserAvatar name={member.full_name} avatarUrl={member.avatar_url} size="sm" />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">
                    {member.full_name}
                    {member.user_id === me ? ` ${t('group.youSuffix')}` : ''}
                  </span>
                  {member.role !== 'member' ? (
                    <Badge tone={member.role === 'owner' ? 'indigo' : 'slate'}>
                      {t(`group.role.${member.role}`)}
                    </Badge>
                  ) : null}
                  {role === 'owner' && member.user_id !== me ? (
                    <Button
                      variant="secondary"
                      className="px-2 py-1 text-xs"
                      disabled={busy}
                      onClick={() =>
                        promote.mutate({
                          member,
                          to: member.role === 'admin' ? 'member' : 'admin',
                        })
                      }
                    >
                      {member.role === 'admin'
                        ? t('group.removeAdmin', { name: member.full_name })
                        : t('group.makeAdmin', { name: member.full_name })}
                    </Button>
                  ) : null}
                  {mayRemove(member) ? (
                    <Button
                      variant="secondary"
                      className="px-2 py-1 text-xs"
                      disabled={busy}
                      onClick={() => remove.mutate(member)}
                    >
                      {t('group.remove', { name: member.full_name })}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>

          {canManage ? (
            <section aria-labelledby={addId} className="space-y-2">
              <h3 id={addId} className="font-semibold">
                {t('group.addFriends')}
              </h3>
              <FriendPicker
                selected={adding}
                onChange={setAdding}
                exclude={conversation.participants.map((member) => member.user_id)}
              />
              <Button disabled={adding.length === 0 || busy} onClick={() => add.mutate()}>
                {t('group.add', { count: adding.length })}
              </Button>
            </section>
          ) : null}

          <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
            <Button variant="danger" onClick={onLeave}>
              {t('group.leave')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
