import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth';
import type { HostSources } from '../../features/host-games';
import { HostGamePage, JoinGamePage } from '../../features/host-games/pages';
import { RealtimeProvider } from '../realtime-provider';
import { categoryChoices, topicChoices } from './content-choices';

/**
 * The host's reads of the content feature: every active category and a category's topics in
 * every language, under the content feature's own keys so its invalidations reach them.
 */
const HOST_SOURCES: HostSources = {
  categories: categoryChoices('host-game'),
  topics: topicChoices('host-game'),
};

/** /host for the signed-in educator, whose inbox brings the game's view on every sync. */
export function HostGameRoute() {
  const { user } = useAuth();
  return user ? <HostGamePage userId={user.id} sources={HOST_SOURCES} /> : null;
}

/**
 * /join, public. Signed in, the player plays over the app's socket (outside the shell, so it is
 * provided here); signed out, the page opens a guest's socket of its own once seated.
 */
export function JoinGameRoute() {
  const { t } = useTranslation();
  const { status } = useAuth();
  // Wait for the session's answer: the page would otherwise start as a guest's and remount.
  if (status === 'loading') return <Spinner label={t('actions.loading')} />;
  if (status === 'signedIn') {
    return (
      <RealtimeProvider>
        <JoinGamePage signedIn />
      </RealtimeProvider>
    );
  }
  return <JoinGamePage signedIn={false} />;
}
