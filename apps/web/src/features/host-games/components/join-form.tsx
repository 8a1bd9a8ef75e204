import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiRefusalText } from '../../../lib/api-error-text';
import { joinByPin, refusedField } from '../api/host-games';
import { NICKNAME_MAX, pinInput, validateJoin, type JoinErrors } from '../utils/join-form';
import type { Seat } from '../utils/seat-storage';

/** PIN and nickname; a refusal that names a field is shown under it. */
export function JoinForm({
  initialPin,
  signedIn,
  onJoined,
}: {
  initialPin: string;
  signedIn: boolean;
  onJoined: (seat: Seat) => void;
}) {
  const { t } = useTranslation('hostGames');
  const [pin, setPin] = useState(() => pinInput(initialPin));
  const [nickname, setNickname] = useState('');
  const [errors, setErrors] = useState<JoinErrors>({});
  const id = useId();
  const join = useMutation({ mutationFn: joinByPin, onSuccess: onJoined });

  const refused = join.isError ? refusedField(join.error) : null;
  const refusal = join.isError ? apiRefusalText(join.error, t('join.failed')) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateJoin({ pin, nickname });
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(checked.errors.pin ? `${id}-pin` : `${id}-nickname`)?.focus();
      return;
    }
    setErrors({});
    join.mutate(checked.body);
  };

  const fieldError = (field: 'pin' | 'nickname') => {
    const key = errors[field];
    if (key) return t(`join.${key}`, { max: NICKNAME_MAX });
    return refused?.field === field ? refused.message : undefined;
  };

  return (
    <form onSubmit={submit} noValidate className="mx-auto w-full max-w-sm space-y-5">
      <h1 className="text-3xl font-bold">{t('join.heading')}</h1>
      <TextField
        id={`${id}-pin`}
        label={t('join.pin')}
        value={pin}
        onChange={(event) => {
          setPin(pinInput(event.target.value));
          // The server's refusal was about what was typed before.
          if (join.isError) join.reset();
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="[&_input]:py-3 [&_input]:text-center [&_input]:font-mono [&_input]:text-3xl [&_input]:tracking-widest"
        error={fieldError('pin')}
      />
      <TextField
        id={`${id}-nickname`}
        label={t('join.nickname')}
        value={nickname}
        onChange={(event) => {
          setNickname(event.target.value);
          if (join.isError) join.reset();
        }}
        maxLength={NICKNAME_MAX}
        autoComplete="nickname"
        className="[&_input]:py-3 [&_input]:text-xl"
        error={fieldError('nickname')}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {signedIn ? t('join.signedInNote') : t('join.guestNote')}
      </p>
      {join.isError && !refused ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" className="w-full py-4 text-xl" disabled={join.isPending}>
        {join.isPending ? t('join.joining') : t('join.submit')}
      </Button>
    </form>
  );
}
