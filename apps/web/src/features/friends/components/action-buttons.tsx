import { MessageCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { TextArea } from '../../../components/ui/text-area';
import { useRelationshipAction, type RelationshipAction } from '../api/relationship-actions';
import { LINK_BUTTON_CLASSES } from './card';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

/**
 * One relationship action as a button, disabled while it runs. `describedBy` names the player
 * the button is about, so a list of 'Accept' buttons is not ambiguous to a screen reader.
 */
export function ActionButton({
  action,
  variant = 'secondary',
  describedBy,
  children,
}: {
  action: RelationshipAction;
  variant?: Variant;
  describedBy?: string;
  children: ReactNode;
}) {
  const mutation = useRelationshipAction();
  return (
    <Button
      variant={variant}
      aria-describedby={describedBy}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate(action)}
    >
      {children}
    </Button>
  );
}

/** The Message button: the conversation with this player, opened by the messages page. */
export function MessageLink({ userId, describedBy }: { userId: string; describedBy?: string }) {
  const { t } = useTranslation('friends');
  return (
    <Link
      to={`/messages?user=${encodeURIComponent(userId)}`}
      aria-describedby={describedBy}
      className={LINK_BUTTON_CLASSES}
    >
      <MessageCircle className="h-4 w-4" aria-hidden="true" />
      {t('actions.message')}
    </Link>
  );
}

/** Remove friend, after a confirmation: ending a friendship cannot be undone by its owner alone. */
export function RemoveFriendButton({
  userId,
  name,
  describedBy,
}: {
  userId: string;
  name: string;
  describedBy?: string;
}) {
  const { t } = useTranslation('friends');
  const [open, setOpen] = useState(false);
  const mutation = useRelationshipAction();
  return (
    <>
      <Button
        variant="ghost"
        aria-describedby={describedBy}
        disabled={mutation.isPending}
        onClick={() => setOpen(true)}
      >
        {t('actions.remove')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('remove.title', { name })}
        description={t('remove.description')}
        confirmLabel={t('remove.confirm')}
        destructive
        onConfirm={() => mutation.mutate({ kind: 'remove', userId })}
      />
    </>
  );
}

// Mounted only while the dialog is open, so every block starts without a reason.
function BlockForm({ onBlock }: { onBlock: (reason: string) => void }) {
  const { t } = useTranslation(['friends', 'common']);
  const [reason, setReason] = useState('');
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onBlock(reason);
      }}
    >
      <TextArea
        label={t('block.reason')}
        hint={t('block.reasonHint')}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('common:actions.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant="danger">
          {t('block.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** Block, from a dialog that says what blocking does and takes an optional private reason. */
export function BlockButton({
  userId,
  name,
  describedBy,
}: {
  userId: string;
  name: string;
  describedBy?: string;
}) {
  const { t } = useTranslation('friends');
  const [open, setOpen] = useState(false);
  const mutation = useRelationshipAction();
  return (
    <>
      <Button
        variant="ghost"
        aria-describedby={describedBy}
        disabled={mutation.isPending}
        onClick={() => setOpen(true)}
      >
        {t('actions.block')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('block.title', { name })} description={t('block.description')}>
          <BlockForm
            onBlock={(reason) => {
              setOpen(false);
              mutation.mutate({ kind: 'block', userId, reason });
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
