import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import {
  CHALLENGE_ID,
  challengeReceived,
  challengeResult,
  disputeNotice,
  learningPathAssigned,
  moderationNotice,
  TOURNAMENT_ID,
  tournamentNotice,
  uuid,
} from '../test/fixtures';
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

describe('a tournament in the notification centre', () => {
  afterEach(() => changeLocale('en'));
  const registration = tournamentNotice(1, 'tournament_registration_open', {
    registration_end: '2026-07-01T18:00:00.000Z',
  });
  const matchReady = tournamentNotice(1, 'tournament_match_ready', {
    round: 2,
    game_id: uuid(701),
    starts_at: '2026-07-02T18:00:00.000Z',
  });
  const advanced = tournamentNotice(1, 'tournament_advanced', { round: 1 });
  const eliminated = tournamentNotice(1, 'tournament_eliminated', { round: 3 });
  const prize = (points: number) => tournamentNotice(1, 'tournament_prize', { place: 2, points });
  const cancelled = (refund: number) => tournamentNotice(1, 'tournament_cancelled', { refund });

  it('words each kind by the tournament, its round and what was won or given back', async () => {
    await changeLocale('es');
    const es = i18n.getFixedT<'notifications'>('es', 'notifications');
    for (const [notification, english, spanish] of [
      [
        registration,
        'Registration is open for Spring Cup',
        'Se han abierto las inscripciones de Spring Cup',
      ],
      [
        matchReady,
        'Your round 2 match in Spring Cup is ready',
        'Tu partida de la ronda 2 de Spring Cup está lista',
      ],
      [
        advanced,
        'You advanced past round 1 in Spring Cup',
        'Has superado la ronda 1 de Spring Cup',
      ],
      [
        eliminated,
        'You were knocked out of Spring Cup in round 3',
        'Has quedado fuera de Spring Cup en la ronda 3',
      ],
      [
        prize(250),
        'You finished #2 in Spring Cup and won 250 points',
        'Has quedado en el puesto 2 de Spring Cup y has ganado 250 puntos',
      ],
      [
        prize(1),
        'You finished #2 in Spring Cup and won 1 point',
        'Has quedado en el puesto 2 de Spring Cup y has ganado 1 punto',
      ],
      // A free tournament's cancellation says nothing of a refund.
      [cancelled(0), 'Spring Cup was cancelled', 'Spring Cup se ha cancelado'],
      [
        cancelled(50),
        'Spring Cup was cancelled and your 50 points were refunded',
        'Spring Cup se ha cancelado y se te han devuelto 50 puntos',
      ],
      [
        cancelled(1),
        'Spring Cup was cancelled and your 1 point was refunded',
        'Spring Cup se ha cancelado y se te ha devuelto 1 punto',
      ],
    ] as const) {
      expect(notificationText(notification, t)).toBe(english);
      expect(notificationText(notification, es)).toBe(spanish);
    }
  });

  it('opens the tournament, or the match itself when it is ready', () => {
    expect(notificationTarget(matchReady)).toBe(`/game/tournament/${TOURNAMENT_ID}/live`);
    for (const notification of [registration, advanced, eliminated, prize(10), cancelled(5)])
      expect(notificationTarget(notification)).toBe(`/tournament/${TOURNAMENT_ID}`);
  });
});

describe('an assigned learning path in the notification centre', () => {
  afterEach(() => changeLocale('en'));

  it('says who assigned it, in both languages, and opens the career page’s Learning tab', async () => {
    expect(notificationText(learningPathAssigned(1), t)).toBe(
      'Grace Hopper assigned you a learning path',
    );
    await changeLocale('es');
    const es = i18n.getFixedT<'notifications'>('es', 'notifications');
    expect(notificationText(learningPathAssigned(1), es)).toBe(
      'Grace Hopper te ha asignado una ruta de aprendizaje',
    );
    expect(notificationTarget(learningPathAssigned(1))).toBe('/career?tab=learning');
  });
});

describe('moderation in the notification centre', () => {
  afterEach(() => changeLocale('en'));
  const resolved = (outcome: 'action_taken' | 'no_action') =>
    moderationNotice(1, 'report_resolved', {
      report_id: uuid(800),
      subject_type: 'message',
      outcome,
    });
  const notice = (
    action: 'warned' | 'muted' | 'content_removed' | 'points_voided',
    extra: { until?: string; points?: number } = {},
  ) =>
    moderationNotice(1, 'moderation_notice', {
      action,
      reason: 'Be kind',
      until: extra.until ?? null,
      points: extra.points ?? null,
    });
  const UNTIL = '2026-12-01T09:30:00.000Z';
  const until = () => formatDate(UNTIL, { dateStyle: 'medium', timeStyle: 'short' });

  it('tells a reporter the outcome, and a player what a moderator did and why', async () => {
    const cases = () =>
      [
        [
          resolved('action_taken'),
          'A moderator reviewed your report and took action. Thank you for reporting.',
          'Un moderador revisó tu denuncia y tomó medidas. Gracias por avisar.',
        ],
        [
          resolved('no_action'),
          'A moderator reviewed your report and found nothing against the rules.',
          'Un moderador revisó tu denuncia y no encontró nada contrario a las normas.',
        ],
        [
          notice('warned'),
          'A moderator warned you: Be kind',
          'Un moderador te ha advertido: Be kind',
        ],
        [
          notice('muted', { until: UNTIL }),
          `A moderator muted you until ${until()}: Be kind`,
          `Un moderador te ha silenciado hasta ${until()}: Be kind`,
        ],
        [
          notice('content_removed'),
          'A moderator removed one of your messages: Be kind',
          'Un moderador eliminó uno de tus mensajes: Be kind',
        ],
        [
          notice('points_voided', { points: 1 }),
          'A moderator confirmed that a quiz was played too fast to be real and took back its 1 point: Be kind',
          'Un moderador confirmó que un cuestionario se jugó demasiado rápido para ser real y retiró su 1 punto: Be kind',
        ],
        [
          notice('points_voided', { points: 1200 }),
          'A moderator confirmed that a quiz was played too fast to be real and took back its 1,200 points: Be kind',
          'Un moderador confirmó que un cuestionario se jugó demasiado rápido para ser real y retiró sus 1200 puntos: Be kind',
        ],
      ] as const;
    for (const [notification, english] of cases())
      expect(notificationText(notification, t)).toBe(english);
    const englishUntil = until();
    await changeLocale('es');
    const es = i18n.getFixedT<'notifications'>('es', 'notifications');
    // The mute's end and the points in the reader's language, not the browser's.
    expect(until()).not.toBe(englishUntil);
    for (const [notification, , spanish] of cases())
      expect(notificationText(notification, es)).toBe(spanish);
  });

  it('opens the notification centre itself: the notice says it all', () => {
    for (const notification of [resolved('no_action'), notice('warned')])
      expect(notificationTarget(notification)).toBe('/notifications');
  });
});

describe('answer disputes in the notification centre', () => {
  afterEach(() => changeLocale('en'));
  const SESSION = uuid(900);
  const QUESTION = uuid(901);
  const corrected = (points_change: number, now_correct: boolean) =>
    disputeNotice(1, 'answer_corrected', {
      session_id: SESSION,
      question_id: QUESTION,
      question_text: 'Which planet is largest?',
      points_change,
      now_correct,
    });
  const resolved = (outcome: 'upheld' | 'rejected') =>
    disputeNotice(1, 'dispute_resolved', {
      dispute_id: uuid(902),
      session_id: SESSION,
      question_id: QUESTION,
      question_text: 'Which planet is largest?',
      outcome,
      note: 'Checked in the atlas.',
    });

  it('says what a correction did to the quiz and how a dispute ended, in both languages', async () => {
    const cases = [
      [
        corrected(1500, true),
        '“Which planet is largest?” had its answer corrected: your quiz gained 1,500 points',
        'Se corrigió la respuesta de «Which planet is largest?»: tu cuestionario ganó 1500 puntos',
      ],
      [
        corrected(-1, false),
        '“Which planet is largest?” had its answer corrected: your quiz lost 1 point',
        'Se corrigió la respuesta de «Which planet is largest?»: tu cuestionario perdió 1 punto',
      ],
      [
        corrected(0, true),
        '“Which planet is largest?” had its answer corrected and your quiz was re-scored',
        'Se corrigió la respuesta de «Which planet is largest?» y se volvió a puntuar tu cuestionario',
      ],
      [
        resolved('upheld'),
        'Your dispute of “Which planet is largest?” was upheld and its answer corrected: Checked in the atlas.',
        'Se aceptó tu disputa de «Which planet is largest?» y se corrigió su respuesta: Checked in the atlas.',
      ],
      [
        resolved('rejected'),
        'Your dispute of “Which planet is largest?” was rejected: Checked in the atlas.',
        'Se rechazó tu disputa de «Which planet is largest?»: Checked in the atlas.',
      ],
    ] as const;
    for (const [notification, english] of cases)
      expect(notificationText(notification, t)).toBe(english);
    await changeLocale('es');
    const es = i18n.getFixedT<'notifications'>('es', 'notifications');
    for (const [notification, , spanish] of cases)
      expect(notificationText(notification, es)).toBe(spanish);
  });

  it('opens the quiz’s results', () => {
    for (const notification of [corrected(10, true), resolved('rejected')])
      expect(notificationTarget(notification)).toBe(`/quiz/results/${SESSION}`);
  });
});
