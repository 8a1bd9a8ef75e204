import {
  ACCOUNT_REASON_MAX,
  ROLES,
  type AdminUserDetail,
  type AdminUserUpdateBody,
  type Role,
} from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { adminKeys } from '../api/queries';
import { deleteUser, endUserSessions, updateUser } from '../api/users';
import { instantOf, localNow } from '../utils/local-time';
import { refusalOfAction, type Refusal } from '../utils/refusal';
import { ActionCard } from './action-card';

type User = AdminUserDetail['user'];

/** The body's fields an action's form shows refusals beside. */
const BODY_FIELDS = ['role', 'suspended_until', 'reason', 'otp_code'] as const;
type BodyField = (typeof BODY_FIELDS)[number];

/** A typed code, or nothing when the field was left empty. */
const codeOf = (text: string) => text.trim() || undefined;

/**
 * An action on the account: on success it says `done` and reads every account view again (the
 * page, the search); a refusal is kept for the form to show beside its fields.
 */
function useAccountAction<V, R>(run: (values: V) => Promise<R>, done: (result: R) => string) {
  const { t } = useTranslation('adminUsers');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      toast.success(done(result));
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
  return { mutation, refusal: refusalOfAction(mutation, BODY_FIELDS, t('actions.failed')) };
}

type AskingAction = 'role' | 'suspend' | 'ban' | 'signOut' | 'delete';
type ActionKind = AskingAction | 'reinstate';

/**
 * One action, its texts under `actions.<kind>`: a heading, what it does, its fields, and its
 * button, which asks first (naming the account, with `values`) for every action but Reinstate;
 * all but a role change and Reinstate are red. A refusal that names none of the fields is said
 * under them.
 */
function ActionForm({
  kind,
  user,
  values,
  action,
  onSubmit,
  children,
}: {
  kind: ActionKind;
  user: User;
  values?: Record<string, string>;
  action: { mutation: { isPending: boolean }; refusal: Refusal<BodyField> };
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('adminUsers');
  const [asking, setAsking] = useState(false);
  const asks: AskingAction | null = kind === 'reinstate' ? null : kind;
  const destructive = kind !== 'role' && kind !== 'reinstate';
  const submitLabel = t(`actions.${kind}.submit`);
  return (
    <ActionCard
      title={t(`actions.${kind}.title`)}
      description={t(`actions.${kind}.description`)}
      submitLabel={submitLabel}
      destructive={destructive}
      refusal={action.refusal.general}
      pending={action.mutation.isPending}
      onSubmit={() => (asks ? setAsking(true) : onSubmit())}
      asks={
        asks ? (
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t(`actions.${asks}.confirmTitle`)}
            description={t(`actions.${asks}.confirm`, { name: user.name, ...values })}
            confirmLabel={submitLabel}
            destructive={destructive}
            onConfirm={onSubmit}
          />
        ) : null
      }
    >
      {children}
    </ActionCard>
  );
}

/** The code field role changes and deletion ask for. */
function CodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('adminUsers');
  return (
    <TextField
      label={t('actions.code')}
      hint={t('actions.codeHint')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={64}
      spellCheck={false}
    />
  );
}

/** A change of role or standing (PUT), said with `done` once made. */
const useUpdate = (user: User, done: (changed: User) => string) =>
  useAccountAction(
    (body: AdminUserUpdateBody) => updateUser(user.id, body),
    (changed) => done({ ...user, ...changed }),
  );

function ChangeRole({ user }: { user: User }) {
  const { t } = useTranslation('adminUsers');
  const [role, setRole] = useState<Role>(user.role);
  const [code, setCode] = useState('');
  const action = useUpdate(user, (changed) =>
    t('actions.role.done', { role: t(`roles.${changed.role}`) }),
  );
  return (
    <ActionForm
      kind="role"
      user={user}
      values={{ role: t(`roles.${role}`) }}
      action={action}
      onSubmit={() => action.mutation.mutate({ role, otp_code: codeOf(code) })}
    >
      <SelectField
        label={t('actions.role.label')}
        value={role}
        onChange={(next) => setRole(next as Role)}
        options={ROLES.map((option) => ({ value: option, label: t(`roles.${option}`) }))}
        error={action.refusal.fields.role}
      />
      <CodeField value={code} onChange={setCode} error={action.refusal.fields.otp_code} />
    </ActionForm>
  );
}

/** A suspension until a date, or a ban; either with the reason the person reads at sign-in. */
function Restrict({ user, kind }: { user: User; kind: 'suspend' | 'ban' }) {
  const { t } = useTranslation('adminUsers');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const action = useUpdate(user, () => t(`actions.${kind}.done`));
  const given = reason.trim() || undefined;
  return (
    <ActionForm
      kind={kind}
      user={user}
      action={action}
      onSubmit={() =>
        action.mutation.mutate(
          kind === 'suspend'
            ? { status: 'suspended', suspended_until: instantOf(until), reason: given }
            : { status: 'banned', reason: given },
        )
      }
    >
      {kind === 'suspend' ? (
        <TextField
          type="datetime-local"
          label={t('actions.suspend.until')}
          value={until}
          min={localNow()}
          onChange={(event) => setUntil(event.target.value)}
          error={action.refusal.fields.suspended_until}
        />
      ) : null}
      <TextArea
        label={t('actions.reason')}
        hint={t('actions.reasonHint')}
        value={reason}
        maxLength={ACCOUNT_REASON_MAX}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
        error={action.refusal.fields.reason}
      />
    </ActionForm>
  );
}

function Reinstate({ user }: { user: User }) {
  const { t } = useTranslation('adminUsers');
  const action = useUpdate(user, () => t('actions.reinstate.done'));
  return (
    <ActionForm
      kind="reinstate"
      user={user}
      action={action}
      onSubmit={() => action.mutation.mutate({ status: 'active' })}
    />
  );
}

function SignOutEverywhere({ user }: { user: User }) {
  const { t } = useTranslation('adminUsers');
  const action = useAccountAction(
    () => endUserSessions(user.id),
    (ended) => t('actions.signOut.done', { count: ended }),
  );
  return (
    <ActionForm
      kind="signOut"
      user={user}
      action={action}
      onSubmit={() => action.mutation.mutate(undefined)}
    />
  );
}

function DeleteAccount({ user }: { user: User }) {
  const { t } = useTranslation('adminUsers');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const action = useAccountAction(
    () => deleteUser(user.id, codeOf(code)),
    () => t('actions.delete.done'),
  );
  return (
    <ActionForm
      kind="delete"
      user={user}
      action={action}
      onSubmit={() =>
        action.mutation.mutate(undefined, {
          onSuccess: () => navigate('/admin/users', { replace: true }),
        })
      }
    >
      <CodeField value={code} onChange={setCode} error={action.refusal.fields.otp_code} />
    </ActionForm>
  );
}

/**
 * What an admin can do to the account: its role, a suspension, a ban, reinstating it, ending its
 * sessions, deleting it. Reinstate shows while it is not active, Ban while it is not banned.
 */
export function UserActions({ user }: { user: User }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChangeRole user={user} />
      {user.status !== 'active' ? <Reinstate user={user} /> : null}
      <Restrict user={user} kind="suspend" />
      {user.status !== 'banned' ? <Restrict user={user} kind="ban" /> : null}
      <SignOutEverywhere user={user} />
      <DeleteAccount user={user} />
    </div>
  );
}
