import { matchShape, type Bracket, type TournamentMatch } from '@quizarena/contracts';
import clsx from 'clsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatList, formatNumber } from '../../../lib/format';

// Our own drawing: a column a round, a box a match, lines from each match to the one its
// players go on to. The SVG is hidden from screen readers, which read the same bracket as
// lists (a heading a round, an item a match) beside it.

type Player = TournamentMatch['players'][number];
type Slot = { kind: 'player'; player: Player } | { kind: 'bye' } | { kind: 'empty' };
type Box = {
  key: string;
  number: number;
  x: number;
  y: number;
  match: TournamentMatch | null;
  slots: Slot[];
  mine: boolean;
  center: number;
};

const BOX_WIDTH = 216;
const ROW_HEIGHT = 26;
const COLUMN_GAP = 48;
const MATCH_GAP = 20;
const LABEL_HEIGHT = 30;
const PAD = 4;
const NAME_CHARACTERS = 20;

/** A name cut to what fits in a box, with an ellipsis when cut. */
const fitted = (name: string) =>
  name.length > NAME_CHARACTERS ? `${name.slice(0, NAME_CHARACTERS - 1)}…` : name;

/** Whether a player goes on (or, in the final, won it). */
function isWinner(match: TournamentMatch, player: Player, isFinal: boolean): boolean {
  if (match.status !== 'completed' && match.status !== 'bye') return false;
  return player.advanced === true || (isFinal && player.place === 1);
}

/**
 * Every round's boxes, placed: round 1's one under another, each later match centred between
 * the two that feed it. A round the server has not drawn yet gets empty boxes; a missing seat
 * of round 1, or of a match the server called a bye, reads 'Bye'.
 */
function layout(bracket: Bracket, me: string): { boxes: Box[][]; width: number; height: number } {
  const size = matchShape(bracket.format).size;
  const counts: number[] = [];
  bracket.rounds.forEach((round, index) => {
    const fed = index === 0 ? 1 : Math.ceil(counts[index - 1]! / 2);
    counts.push(Math.max(round.matches.length, fed));
  });
  const boxHeight = size * ROW_HEIGHT;
  const boxes: Box[][] = [];
  bracket.rounds.forEach((round, index) => {
    const x = PAD + index * (BOX_WIDTH + COLUMN_GAP);
    const column: Box[] = [];
    for (let position = 0; position < counts[index]!; position++) {
      const match = round.matches.find((candidate) => candidate.position === position) ?? null;
      const center =
        index === 0
          ? LABEL_HEIGHT + position * (boxHeight + MATCH_GAP) + boxHeight / 2
          : feederCenter(boxes[index - 1]!, position);
      const players = match?.players ?? [];
      const missing: Slot =
        match && (index === 0 || match.status === 'bye') ? { kind: 'bye' } : { kind: 'empty' };
      const slots: Slot[] = Array.from({ length: Math.max(size, players.length) }, (_, slot) =>
        players[slot] ? { kind: 'player', player: players[slot] } : missing,
      );
      column.push({
        key: `${round.round}-${position}`,
        number: position + 1,
        x,
        y: center - boxHeight / 2,
        match,
        slots,
        mine: players.some((player) => player.user_id !== null && player.user_id === me),
        center,
      });
    }
    boxes.push(column);
  });
  const height = LABEL_HEIGHT + counts[0]! * (boxHeight + MATCH_GAP) - MATCH_GAP + PAD;
  const width = 2 * PAD + bracket.rounds.length * (BOX_WIDTH + COLUMN_GAP) - COLUMN_GAP;
  return { boxes, width, height };
}

/** The middle between the two matches that feed `position` (or the one, when alone). */
function feederCenter(previous: Box[], position: number): number {
  const first = previous[position * 2];
  const second = previous[position * 2 + 1] ?? first;
  if (!first || !second) return previous.at(-1)!.center;
  return (first.center + second.center) / 2;
}

/** One seat of a box: seed, name, and the score or the forfeit; the winner's row highlighted. */
function SlotRow({
  slot,
  x,
  y,
  winner,
  me,
  t,
}: {
  slot: Slot;
  x: number;
  y: number;
  winner: boolean;
  me: string;
  t: TFunction<'tournaments'>;
}) {
  const middle = y + ROW_HEIGHT / 2 + 4;
  if (slot.kind !== 'player')
    return (
      <g data-slot={slot.kind}>
        {slot.kind === 'bye' ? (
          <text x={x + 30} y={middle} className="fill-slate-500 text-xs italic">
            {t('brackets.bye')}
          </text>
        ) : null}
      </g>
    );
  const { player } = slot;
  const mine = player.user_id !== null && player.user_id === me;
  return (
    <g data-slot={player.forfeited ? 'forfeit' : winner ? 'winner' : 'player'}>
      {winner ? (
        <rect
          x={x + 1}
          y={y + 1}
          width={BOX_WIDTH - 2}
          height={ROW_HEIGHT - 2}
          className="fill-emerald-100 dark:fill-emerald-900"
        />
      ) : null}
      <text x={x + 8} y={middle} className="fill-slate-500 text-[11px] dark:fill-slate-400">
        {player.seed_number === null ? '' : formatNumber(player.seed_number)}
      </text>
      <text
        x={x + 30}
        y={middle}
        className={clsx(
          'text-xs',
          winner || mine ? 'font-bold' : '',
          player.forfeited
            ? 'fill-slate-500 line-through dark:fill-slate-400'
            : 'fill-slate-900 dark:fill-slate-100',
        )}
      >
        {fitted(player.name)}
      </text>
      <text
        x={x + BOX_WIDTH - 8}
        y={middle}
        textAnchor="end"
        className={clsx(
          'text-xs font-semibold',
          player.forfeited
            ? 'fill-red-700 dark:fill-red-400'
            : 'fill-slate-900 dark:fill-slate-100',
        )}
      >
        {player.forfeited
          ? t('brackets.forfeitShort')
          : player.score === null
            ? ''
            : formatNumber(player.score)}
      </text>
    </g>
  );
}

/** A match in words, for the list screen readers read. */
function matchText(box: Box, isFinal: boolean, t: TFunction<'tournaments'>): string {
  const seats = box.slots.map((slot) => {
    if (slot.kind === 'bye') return t('brackets.bye');
    if (slot.kind === 'empty') return t('brackets.tbd');
    const { player } = slot;
    const details = [
      player.seed_number === null
        ? null
        : t('brackets.sr.seed', { seed: formatNumber(player.seed_number) }),
      player.score === null || player.forfeited
        ? null
        : t('brackets.sr.score', { score: formatNumber(player.score) }),
      player.forfeited ? t('brackets.forfeit') : null,
      box.match && isWinner(box.match, player, isFinal) ? t('brackets.sr.winner') : null,
    ].filter((detail): detail is string => detail !== null);
    return details.length
      ? t('brackets.sr.player', { name: player.name, details: formatList(details) })
      : player.name;
  });
  return t('brackets.sr.match', {
    match: t('brackets.match', { number: formatNumber(box.number) }),
    players: seats.join('; '),
    status: t(`brackets.status.${box.match?.status ?? 'pending'}`),
  });
}

/**
 * The live bracket: one column a round under its label (Final, Semi-finals, Quarter-finals,
 * Round N), a box a match, winners highlighted, forfeits and byes marked, the caller's (`me`)
 * matches outlined. It scrolls sideways when it is wider than the page.
 */
export function TournamentBracket({ bracket, me }: { bracket: Bracket; me: string }) {
  const { t } = useTranslation('tournaments');
  const { boxes, width, height } = layout(bracket, me);
  const last = bracket.rounds.length - 1;
  const labelOf = (index: number) =>
    t(`brackets.rounds.${bracket.rounds[index]!.label}`, {
      round: formatNumber(bracket.rounds[index]!.round),
    });
  return (
    <div
      role="region"
      aria-label={t('brackets.label')}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900"
    >
      <svg
        aria-hidden="true"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block"
      >
        {boxes.map((column, index) => (
          <text
            key={`label-${index}`}
            x={column[0]!.x + BOX_WIDTH / 2}
            y={18}
            textAnchor="middle"
            className="fill-slate-700 text-sm font-bold dark:fill-slate-200"
          >
            {labelOf(index)}
          </text>
        ))}
        {boxes.slice(1).flatMap((column, index) =>
          column.flatMap((box, position) =>
            [boxes[index]![position * 2], boxes[index]![position * 2 + 1]]
              .filter((feeder): feeder is Box => feeder !== undefined)
              .map((feeder) => {
                const turn = feeder.x + BOX_WIDTH + COLUMN_GAP / 2;
                return (
                  <path
                    key={`${feeder.key}>${box.key}`}
                    d={`M ${feeder.x + BOX_WIDTH} ${feeder.center} H ${turn} V ${box.center} H ${box.x}`}
                    fill="none"
                    className="stroke-slate-300 dark:stroke-slate-600"
                    strokeWidth={1.5}
                  />
                );
              }),
          ),
        )}
        {boxes.flatMap((column, index) =>
          column.map((box) => (
            <g key={box.key} data-match={box.key} data-mine={box.mine || undefined}>
              <rect
                x={box.x}
                y={box.y}
                width={BOX_WIDTH}
                height={box.slots.length * ROW_HEIGHT}
                rx={6}
                className={clsx(
                  'fill-white dark:fill-slate-900',
                  box.mine ? 'stroke-indigo-600 dark:stroke-indigo-400' : 'stroke-slate-300',
                )}
                strokeWidth={box.mine ? 2.5 : 1}
              />
              {box.slots.map((slot, row) => (
                <g key={row}>
                  {row > 0 ? (
                    <line
                      x1={box.x}
                      x2={box.x + BOX_WIDTH}
                      y1={box.y + row * ROW_HEIGHT}
                      y2={box.y + row * ROW_HEIGHT}
                      className="stroke-slate-200 dark:stroke-slate-700"
                    />
                  ) : null}
                  <SlotRow
                    slot={slot}
                    x={box.x}
                    y={box.y + row * ROW_HEIGHT}
                    winner={
                      slot.kind === 'player' &&
                      box.match !== null &&
                      isWinner(box.match, slot.player, index === last)
                    }
                    me={me}
                    t={t}
                  />
                </g>
              ))}
            </g>
          )),
        )}
      </svg>
      <div className="sr-only">
        {boxes.map((column, index) => (
          <div key={`round-${index}`}>
            <h3>{labelOf(index)}</h3>
            <ol>
              {column.map((box) => (
                <li key={box.key}>
                  {matchText(box, index === last, t)}
                  {box.mine ? ` ${t('brackets.yours')}` : ''}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </div>
  );
}
