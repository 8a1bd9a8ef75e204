import { STUDY_GROUP_RULES, type StudyGroup, type StudyResource } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileText, Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { TextField } from '../../../components/ui/text-field';
import { apiRefusalText } from '../../../lib/api-error-text';
import { formatMegabytes } from '../../../lib/format';
import { studyGroupsKeys } from '../api/keys';
import { useResources } from '../api/queries';
import { addResource, deleteResource, uploadResourceFile } from '../api/study-groups';
import { CARD_CLASSES } from './group-card';

type Addition = { title: string; url: string } | { title: string; file: File };

/** Adds a link, or uploads a file and shares it; both clear the form once added. */
function AddResource({
  groupId,
  onAdd,
}: {
  groupId: string;
  onAdd: (item: Addition) => Promise<unknown>;
}) {
  const { t } = useTranslation('studyGroups');
  const [linkTitle, setLinkTitle] = useState('');
  const [url, setUrl] = useState('');
  const [fileTitle, setFileTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const add = useMutation({ mutationFn: onAdd });

  function addLink(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { title: linkTitle.trim(), url: url.trim() },
      {
        onSuccess: () => {
          setLinkTitle('');
          setUrl('');
        },
      },
    );
  }
  function addFile(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    add.mutate(
      { title: fileTitle.trim() || file.name, file },
      {
        onSuccess: () => {
          setFileTitle('');
          setFile(null);
          setFileKey((key) => key + 1);
        },
      },
    );
  }
  const max = STUDY_GROUP_RULES.resourceTitleMaxLength;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2" key={groupId}>
      <form onSubmit={addLink} className={`${CARD_CLASSES} space-y-3`}>
        <h3 className="font-bold">{t('resources.addLink')}</h3>
        <TextField
          label={t('resources.title')}
          required
          maxLength={max}
          value={linkTitle}
          onChange={(event) => setLinkTitle(event.target.value)}
        />
        <TextField
          type="url"
          label={t('resources.url')}
          required
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button type="submit" disabled={add.isPending || !linkTitle.trim() || !url.trim()}>
          {t('resources.add')}
        </Button>
      </form>
      <form onSubmit={addFile} className={`${CARD_CLASSES} space-y-3`}>
        <h3 className="font-bold">{t('resources.uploadFile')}</h3>
        <TextField
          label={t('resources.title')}
          maxLength={max}
          value={fileTitle}
          onChange={(event) => setFileTitle(event.target.value)}
        />
        <TextField
          key={fileKey}
          type="file"
          label={t('resources.fileLabel')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button type="submit" disabled={add.isPending || !file}>
          {add.isPending ? t('resources.uploading') : t('resources.upload')}
        </Button>
      </form>
    </div>
  );
}

/** The group's shared links and files; members add them, and delete their own (managers any). */
export function ResourcesPanel({ group, me }: { group: StudyGroup; me: string }) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  const resources = useResources(group.id);
  const [deleting, setDeleting] = useState<StudyResource | null>(null);
  const manager = group.my_role === 'owner' || group.my_role === 'moderator';
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: studyGroupsKeys.resources(group.id) });
  const remove = useMutation({
    mutationFn: (resource: StudyResource) => deleteResource(group.id, resource.id),
    onSuccess: () => {
      toast.success(t('resources.deleted'));
      void refresh();
    },
    onError: (error) => toast.error(apiRefusalText(error, t('resources.deleteFailed'))),
  });

  async function add(item: Addition) {
    try {
      if ('file' in item) await uploadResourceFile(group.id, item.title, item.file);
      else await addResource(group.id, item);
    } catch (error) {
      toast.error(apiRefusalText(error, t('resources.addFailed')));
      throw error;
    }
    toast.success(t('resources.added'));
    await refresh();
  }

  return (
    <div className="space-y-6">
      {resources.isError ? (
        <ListError
          error={resources.error}
          fallback={t('resources.loadFailed')}
          onRetry={() => void resources.refetch()}
        />
      ) : !resources.data ? (
        <ListLoading label={t('detail.loading')} />
      ) : resources.data.length === 0 ? (
        <EmptyState>
          <p>{t('resources.empty')}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label={t('resources.listLabel')}>
          {resources.data.map((resource) => {
            const Icon = resource.kind === 'file' ? FileText : Link2;
            const mayDelete = manager || resource.added_by?.user_id === me;
            return (
              <li key={resource.id} className={`${CARD_CLASSES} flex flex-wrap items-center gap-3`}>
                <Icon className="h-5 w-5 text-indigo-600" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <a
                    href={resource.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-indigo-700 underline dark:text-indigo-300"
                  >
                    {resource.title}
                  </a>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {resource.kind === 'file' ? t('resources.file') : t('resources.link')}
                    {resource.size !== null ? ` · ${formatMegabytes(resource.size)}` : ''}
                    {resource.added_by
                      ? ` · ${t('resources.addedBy', { name: resource.added_by.name })}`
                      : ''}
                  </p>
                </div>
                {mayDelete ? (
                  <Button
                    variant="ghost"
                    aria-label={t('resources.deleteLabel', { title: resource.title })}
                    disabled={remove.isPending}
                    onClick={() => setDeleting(resource)}
                  >
                    {t('resources.delete')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <AddResource groupId={group.id} onAdd={add} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('resources.deleteTitle', { title: deleting?.title ?? '' })}
        description={t('resources.deleteDescription')}
        confirmLabel={t('resources.delete')}
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      />
    </div>
  );
}
