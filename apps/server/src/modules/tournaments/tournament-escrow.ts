import type { Db } from '../../db/client';
import { postMovement } from '../scoring';

type Seat = { seatId: string; userId: string; feePaid: number; registeredAt: Date };

/**
 * A tournament's money (docs/DECISIONS.md #20, Tournaments): every movement into or out of the
 * escrow account names the tournament as its reference, so the tournament's escrow is the sum
 * of its entries there, and it ends at zero (all refunded, or all paid as prizes). A fee's and a
 * refund's key name the seat (its own id), so a retry posts nothing twice and a player who
 * withdrew and came back pays, and is refunded, again.
 */
export const escrow = {
  /** The entry fee, in the seat's transaction: not enough points fails both. */
  fee: (tx: Db, tournamentId: string, seat: Seat) =>
    postMovement(tx, {
      key: `tournament:${tournamentId}:fee:${seat.seatId}`,
      kind: 'tournament_entry_fee',
      reference: tournamentId,
      at: seat.registeredAt,
      legs: [
        { account: { userId: seat.userId }, amount: -seat.feePaid },
        { account: { system: 'escrow' }, amount: seat.feePaid },
      ],
    }),

  /** A seat's fee back in full (a withdrawal, or the tournament cancelled). */
  refund: (tx: Db, tournamentId: string, seat: Seat, at: Date) =>
    postMovement(tx, {
      key: `tournament:${tournamentId}:refund:${seat.seatId}`,
      kind: 'tournament_refund',
      reference: tournamentId,
      at,
      legs: [
        { account: { system: 'escrow' }, amount: -seat.feePaid },
        { account: { userId: seat.userId }, amount: seat.feePaid },
      ],
    }),

  /** An admin's sponsor prize, from the prizes account into the pool. */
  sponsor: (tx: Db, tournamentId: string, amount: number, at: Date) =>
    postMovement(tx, {
      key: `tournament:${tournamentId}:sponsor`,
      kind: 'tournament_sponsor_prize',
      reference: tournamentId,
      at,
      legs: [
        { account: { system: 'prizes' }, amount: -amount },
        { account: { system: 'escrow' }, amount },
      ],
    }),

  /** The sponsor prize back to the prizes account (the tournament cancelled). */
  sponsorBack: (tx: Db, tournamentId: string, amount: number, at: Date) =>
    postMovement(tx, {
      key: `tournament:${tournamentId}:sponsor-back`,
      kind: 'tournament_sponsor_return',
      reference: tournamentId,
      at,
      legs: [
        { account: { system: 'escrow' }, amount: -amount },
        { account: { system: 'prizes' }, amount },
      ],
    }),

  /** A place's prize from the pool. */
  prize: (tx: Db, tournamentId: string, userId: string, amount: number, at: Date) =>
    postMovement(tx, {
      key: `tournament:${tournamentId}:prize:${userId}`,
      kind: 'tournament_prize',
      reference: tournamentId,
      at,
      legs: [
        { account: { system: 'escrow' }, amount: -amount },
        { account: { userId }, amount },
      ],
    }),
};
