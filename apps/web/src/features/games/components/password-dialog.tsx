import { ROOM_PASSWORD } from '@quizarena/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';

/** Asks for a protected room's password; a wrong one shows `error` and the dialog stays. */
export function PasswordDialog({
  roomName,
  error,
  pending,
  onSubmit,
  onCancel,
}: {
  /** The room asked about; null closes the dialog. */
  roomName: string | null;
  error: string | null;
  pending: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['games', 'common']);
  const [password, setPassword] = useState('');
  return (
    <Dialog
      open={roomName !== null}
      onOpenChange={(open) => {
        if (!open) {
          setPassword('');
          onCancel();
        }
      }}
    >
      <DialogContent
        title={t('join.passwordTitle')}
        description={t('join.passwordText', { name: roomName ?? '' })}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (password) onSubmit(password);
          }}
        >
          <TextField
            label={t('join.password')}
            type="password"
            autoComplete="off"
            autoFocus
            maxLength={ROOM_PASSWORD.max}
            value={password}
            error={error ?? undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('common:actions.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={!password || pending}>
              {t('join.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
