import type { EconomyTotals } from '@quizarena/contracts';

type Flow = keyof EconomyTotals;

/**
 * How each kind of ledger movement counts in the economy report (docs/ARCHITECTURE.md,
 * Analytics): which flow it is, and which side of the players' accounts measures it. Kinds not
 * here (a tournament's sponsor prize and its return move points between system accounts only)
 * still show in the report's `by_kind` list, in no flow. A new `postMovement` kind belongs here.
 */
export const LEDGER_KIND_FLOWS: Record<
  string,
  { flow: Flow; side: 'to_players' | 'from_players' }
> = {
  quiz_reward: { flow: 'earned', side: 'to_players' },
  achievement_reward: { flow: 'earned', side: 'to_players' },
  game_reward: { flow: 'earned', side: 'to_players' },
  review_reward: { flow: 'earned', side: 'to_players' },
  game_entry_fee: { flow: 'entry_fees', side: 'from_players' },
  tournament_entry_fee: { flow: 'entry_fees', side: 'from_players' },
  game_prize: { flow: 'prizes', side: 'to_players' },
  tournament_prize: { flow: 'prizes', side: 'to_players' },
  game_entry_refund: { flow: 'refunds', side: 'to_players' },
  tournament_refund: { flow: 'refunds', side: 'to_players' },
  quiz_reward_voided: { flow: 'voided', side: 'from_players' },
  // An upheld answer dispute re-scores quizzes both ways (docs/DECISIONS.md #67).
  quiz_reward_corrected: { flow: 'earned', side: 'to_players' },
  quiz_reward_withdrawn: { flow: 'voided', side: 'from_players' },
};

export type KindFigures = { kind: string; to_players: number; from_players: number };

export function economyTotalsOf(rows: KindFigures[]): EconomyTotals {
  const totals: EconomyTotals = { earned: 0, entry_fees: 0, prizes: 0, refunds: 0, voided: 0 };
  for (const row of rows) {
    const flow = LEDGER_KIND_FLOWS[row.kind];
    if (flow) totals[flow.flow] += row[flow.side];
  }
  return totals;
}
