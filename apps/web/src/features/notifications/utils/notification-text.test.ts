import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { CHALLENGE_ID, challengeReceived, challengeResult } from '../test/fixtures';
import { notificationTarget, notificationText } from './notification-text';

const t = i18n.getFixedT<'notifications'>('en', 'notifications');

describe('a challenge in the notification centre', () => {
  it('says who challenged, and how it ended, and opens the challenge', () => {
    expect(notificationText(challengeReceived(1), t)).toBe('Grace Hopper challenged you to a quiz');
    expect(notificationText(challengeResult(1), t)).toBe('Grace Hopper won the challenge');
    expect(notificationText(challengeResult(1, { outcome: 'won', winner_name: null }), t)).toBe(
      'You won the challenge!',
    );
    expect(notificationText(challengeResult(1, { outcome: 'draw', winner_name: null }), t)).toBe(
      'Your challenge ended in a draw',
    );
    for (const notification of [challengeReceived(1), challengeResult(1)])
      expect(notificationTarget(notification)).toBe(`/challenges/${CHALLENGE_ID}`);
  });
});
