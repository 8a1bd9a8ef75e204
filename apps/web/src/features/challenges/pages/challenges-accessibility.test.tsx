import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { ChallengeButton } from '../components/challenge-button';
import { ChallengeMessageCard } from '../components/challenge-message-card';
import { refusal, serveChallenges } from '../test/fake-api';
import {
  challenge,
  challengeMessage,
  finishedChallenge,
  FRIENDS,
  GRACE,
  headToHead,
  ME,
  sources,
  uuid,
} from '../test/fixtures';
import { renderAt } from '../test/render';
import { ChallengesPage } from './challenges-page';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('the challenge screens have no serious axe findings', () => {
  it('the challenge dialog, as opened and with refusals on its fields', async () => {
    const api = serveChallenges();
    api.on('POST', /\/create$/, () =>
      refusal(400, 'Validation failed', 'VALIDATION_FAILED', [
        { field: 'body.challenged_user_ids', message: 'You can only challenge friends' },
        { field: 'body.topic_id', message: 'That topic is not available' },
        { field: 'body.time_limit', message: 'At most 1200 seconds' },
      ]),
    );
    const user = userEvent.setup();
    renderAt(<ChallengeButton person={FRIENDS[0]!} sources={sources()} />);
    await user.click(screen.getByRole('button', { name: 'Challenge' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: /Alan Turing/ });
    await within(dialog).findByRole('option', { name: 'Science' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: /Play later/ }));
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Science');
    await within(dialog).findByRole('option', { name: 'Physics' });
    await user.selectOptions(within(dialog).getByLabelText('Topic'), 'Physics');
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    await within(dialog).findByText('You can only challenge friends');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('the challenge card in a conversation, for the receiver and the sender', async () => {
    const mine = challenge({ id: uuid(612), from: ME, to: [GRACE], challenge_message: 'Go!' });
    serveChallenges({ challenges: [challenge(), mine] });
    renderAt(
      <ol>
        <li>
          <ChallengeMessageCard message={challengeMessage()} me={ME} />
        </li>
        <li>
          <ChallengeMessageCard
            message={challengeMessage({
              id: uuid(801),
              sender_id: ME,
              metadata: { challenge_type: 'realtime', challenge_id: mine.id, status: 'pending' },
            })}
            me={ME}
          />
        </li>
      </ol>,
    );
    await screen.findByRole('button', { name: 'Accept Challenge' });
    await screen.findByRole('button', { name: 'Cancel' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('the challenges page: a box with results, head to head and challenges won', async () => {
    serveChallenges({
      boxes: { received: [challenge()], finished: [finishedChallenge()] },
      headToHead: [headToHead(GRACE)],
      won: 4,
    });
    const user = userEvent.setup();
    renderAt(<ChallengesPage userId={ME} sources={sources()} />, { path: '/challenges' });
    await screen.findByRole('button', { name: 'Accept Challenge' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Finished' }));
    await screen.findByText('Winner');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    await screen.findByText('None of your challenges is waiting for an answer.');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
