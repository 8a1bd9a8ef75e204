import { Swords } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ChallengeSources } from '../sources';
import { ChallengeDialog, type ChallengeTopic } from './challenge-dialog';

/** 'Challenge a friend' on one topic (a question set's page): the dialog with it chosen. */
export function ChallengeTopicButton({
  topic,
  sources,
}: {
  topic: ChallengeTopic;
  sources: ChallengeSources;
}) {
  const { t } = useTranslation('challenges');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Swords className="h-4 w-4" aria-hidden="true" />
        {t('dialog.challengeOn')}
      </Button>
      <ChallengeDialog open={open} onOpenChange={setOpen} sources={sources} topic={topic} />
    </>
  );
}
