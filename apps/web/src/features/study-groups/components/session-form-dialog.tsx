import {
  STUDY_SESSION_RULES,
  STUDY_SESSION_TYPES,
  type CreateStudySessionBody,
  type StudySession,
  type StudySessionType,
} from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format, formatISO } from 'date-fns';
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { apiRefusalText } from '../../../lib/api-error-text';
import { refreshSessions } from '../api/queries';
import { createSession, updateSession, uploadRecording } from '../api/study-sessions';
import type { NamedItem, StudyGroupsSources } from '../sources';
import { refusedSessionFields, type SessionFieldErrors } from '../utils/session-fields';
import { TopicChoice } from './topic-choice';

type Form = {
  groupId: string;
  title: string;
  description: string;
  type: StudySessionType;
  /** As a datetime-local input holds it: the reader's local time. */
  start: string;
  duration: string;
  max_participants: string;
  categoryId: string;
  topicId: string;
  location: string;
  file: File | null;
};

const rules = STUDY_SESSION_RULES;

const blank = (groupId: string): Form => ({
  groupId,
  title: '',
  description: '',
  type: 'live',
  start: '',
  duration: String(rules.durationMinutes.default),
  max_participants: String(rules.maxParticipants.default),
  categoryId: '',
  topicId: '',
  location: '',
  file: null,
});

const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

const formOf = (session: StudySession): Form => ({
  ...blank(session.group.id),
  title: session.title,
  description: session.description,
  type: session.type,
  start: format(new Date(session.scheduled_at), LOCAL_INPUT),
  duration: String(session.duration),
  max_participants: String(session.max_participants),
  location: session.location ?? '',
});

/** The reader's local time as the server takes it: ISO with the reader's offset. */
export const localToIso = (local: string) => (local ? formatISO(new Date(local)) : '');

/**
 * The form as the server takes it; the server checks every rule and names the field it refuses.
 * An edit keeps the session's topic and recording unless the form chose new ones.
 */
function bodyOf(
  form: Form,
  recordingId: string | null,
  editing: boolean,
): Required<CreateStudySessionBody> | Partial<CreateStudySessionBody> {
  const placed = form.type !== 'live' && form.location.trim() ? form.location.trim() : null;
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    type: form.type,
    scheduled_at: localToIso(form.start),
    duration: Number(form.duration),
    max_participants: Number(form.max_participants),
    ...(editing && !form.topicId ? {} : { topic_id: form.topicId || null }),
    location: placed,
    ...(editing && !recordingId ? {} : { recording_attachment_id: recordingId }),
  };
}

function SessionForm({
  initial,
  session,
  groups,
  fixedGroup,
  sources,
  onDone,
}: {
  initial: Form;
  session: StudySession | null;
  groups: NamedItem[];
  fixedGroup: NamedItem | null;
  sources: StudyGroupsSources;
  onDone: () => void;
}) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<SessionFieldErrors & { group?: string }>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const editing = session !== null;
  // A refused form sent again keeps the recording already uploaded.
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  async function recordingOf(chosen: Form): Promise<string | null> {
    if (chosen.type !== 'recorded' || !chosen.file) return null;
    if (uploaded.current?.file !== chosen.file)
      uploaded.current = { file: chosen.file, id: await uploadRecording(chosen.file) };
    return uploaded.current.id;
  }
  const save = useMutation({
    mutationFn: async (chosen: Form) => {
      const recordingId = await recordingOf(chosen);
      const body = bodyOf(chosen, recordingId, editing);
      return session
        ? updateSession(session.id, body)
        : createSession(chosen.groupId, body as CreateStudySessionBody);
    },
    onSuccess: (saved) => {
      toast.success(editing ? t('toasts.sessionSaved') : t('toasts.sessionScheduled'));
      void refreshSessions(queryClient, saved);
      onDone();
    },
    onError: (error) => {
      const fields = refusedSessionFields(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        toast.error(apiRefusalText(error, t('toasts.saveFailed')));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.groupId) {
      setErrors({ group: t('sessionForm.groupRequired') });
      return;
    }
    setErrors({});
    save.mutate(form);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {fixedGroup || editing ? (
        <p className="text-sm">
          {t('sessions.group', { name: fixedGroup?.name ?? session?.group.name ?? '' })}
        </p>
      ) : (
        <SelectField
          label={t('sessionForm.group')}
          required
          value={form.groupId}
          error={errors.group}
          onChange={(value) => set('groupId', value)}
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
        >
          <option value="">{t('sessionForm.chooseGroup')}</option>
        </SelectField>
      )}
      <TextField
        label={t('sessionForm.title')}
        required
        maxLength={rules.titleLength.max}
        value={form.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextArea
        label={t('sessionForm.description')}
        rows={3}
        value={form.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <SelectField
        label={t('sessionForm.type')}
        value={form.type}
        error={errors.type}
        onChange={(value) => set('type', value as StudySessionType)}
        options={STUDY_SESSION_TYPES.map((type) => ({
          value: type,
          label: t(`sessions.types.${type}`),
        }))}
      />
      <TextField
        type="datetime-local"
        label={t('sessionForm.start')}
        required
        value={form.start}
        error={errors.scheduled_at}
        onChange={(event) => set('start', event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="number"
          label={t('sessionForm.duration')}
          min={rules.durationMinutes.min}
          max={rules.durationMinutes.max}
          value={form.duration}
          error={errors.duration}
          onChange={(event) => set('duration', event.target.value)}
        />
        <TextField
          type="number"
          label={t('sessionForm.maxParticipants')}
          min={rules.maxParticipants.min}
          max={rules.maxParticipants.max}
          value={form.max_participants}
          error={errors.max_participants}
          onChange={(event) => set('max_participants', event.target.value)}
        />
      </div>
      {session?.topic && !form.topicId ? (
        <p className="text-sm">{t('sessions.topic', { name: session.topic.name })}</p>
      ) : null}
      <TopicChoice
        sources={sources}
        categoryId={form.categoryId}
        topicId={form.topicId}
        noneLabel={t('sessionForm.noTopic')}
        onChange={({ categoryId, topicId }) =>
          setForm((current) => ({ ...current, categoryId, topicId }))
        }
        error={errors.topic_id}
      />
      {form.type === 'recorded' ? (
        <>
          <TextField
            type="url"
            label={t('sessionForm.recordingLink')}
            maxLength={rules.locationMaxLength}
            value={form.location}
            error={errors.location}
            onChange={(event) => set('location', event.target.value)}
          />
          <TextField
            type="file"
            label={t('sessionForm.recordingFile')}
            error={errors.recording_attachment_id}
            onChange={(event) => set('file', event.target.files?.[0] ?? null)}
          />
        </>
      ) : form.type === 'other' ? (
        <TextField
          label={t('sessionForm.location')}
          maxLength={rules.locationMaxLength}
          value={form.location}
          error={errors.location}
          onChange={(event) => set('location', event.target.value)}
        />
      ) : null}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">{t('form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {editing
            ? save.isPending
              ? t('form.saving')
              : t('form.save')
            : save.isPending
              ? t('sessionForm.scheduling')
              : t('sessions.schedule')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Schedule Session (in one of `groups`, or in `fixedGroup` from a group's page), or with
 * `session` its Edit: the same form. The dialog closes once the server keeps it.
 */
export function SessionFormDialog({
  open,
  onOpenChange,
  groups = [],
  fixedGroup = null,
  session = null,
  sources,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups?: NamedItem[];
  fixedGroup?: NamedItem | null;
  session?: StudySession | null;
  sources: StudyGroupsSources;
}) {
  const { t } = useTranslation('studyGroups');
  const editing = session !== null;
  const firstGroup = fixedGroup?.id ?? (groups.length === 1 ? groups[0]!.id : '');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={editing ? t('sessionForm.editTitle') : t('sessions.schedule')}
          description={
            editing ? t('sessionForm.editDescription') : t('sessionForm.scheduleDescription')
          }
        >
          <SessionForm
            initial={session ? formOf(session) : blank(firstGroup)}
            session={session}
            groups={groups}
            fixedGroup={fixedGroup}
            sources={sources}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
