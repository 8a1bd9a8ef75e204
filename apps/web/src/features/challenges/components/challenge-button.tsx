import { useQuery } from '@tanstack/react-query';
import { Swords } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ChallengeFriend, ChallengeSources } from '../sources';
import { ChallengeDialog } from './challenge-dialog';

type Person = { user_id: string; name: string; avatar_url: string | null; is_online?: boolean };

/**
 * 'Challenge', opening the challenge dialog with `person` chosen. Where it is not known that they
 * are a friend (a conversation, a profile), `onlyFriends` shows it only once the friends list
 * says so: a challenge names friends alone. `compact` is an icon button (a thread's header).
 */
export function ChallengeButton({
  person,
  sources,
  onlyFriends = false,
  compact = false,
  describedBy,
}: {
  person: Person;
  sources: ChallengeSources;
  onlyFriends?: boolean;
  compact?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('challenges');
  const [open, setOpen] = useState(false);
  const friends = useQuery({ ...sources.friends, enabled: onlyFriends });
  const listed = friends.data?.find((candidate) => candidate.user_id === person.user_id);
  if (onlyFriends && !listed) return null;
  const friend: ChallengeFriend = listed ?? {
    user_id: person.user_id,
    name: person.name,
    avatar_url: person.avatar_url,
    is_online: person.is_online ?? false,
  };
  return (
    <>
      {compact ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-describedby={describedBy}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:hover:bg-slate-800"
        >
          <Swords className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{t('dialog.openFor', { name: person.name })}</span>
        </button>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)} aria-describedby={describedBy}>
          <Swords className="h-4 w-4" aria-hidden="true" />
          {t('dialog.open')}
        </Button>
      )}
      <ChallengeDialog open={open} onOpenChange={setOpen} sources={sources} friend={friend} />
    </>
  );
}
