/**
 * The latest roll of the match, read from the events' data (NGW-6.4, NGW-9, NGW-4.1): both
 * dice and both totals, and the stalemate die when a tie was rolled (NGW-8.4).
 */
import type { GameEvent } from '../../protocol.ts';

/** One side of a roll. */
export interface RollSide {
  /** The dice it rolled, e.g. [4] or, for a shooting free kick, [4, 2]. */
  readonly dice: readonly number[];
  /** The stat and the bonus added to its dice, when the event gives them. */
  readonly stat: number | null;
  readonly bonus: number;
  readonly total: number;
}

export interface RollShown {
  /** A contest (NGW-6.4), a set piece (NGW-9) or the kick-off roll (NGW-4.1). */
  readonly kind: 'contest' | 'set-piece' | 'kick-off';
  /** The attacking seat; null for the kick-off roll, whose sides are seats 0 and 1. */
  readonly attacker: number | null;
  /** The engine's sentence, e.g. "Lucía Herrera's pass: 5 + 2 + 1 = 8 against … It comes off." */
  readonly text: string;
  /** Attacker then defender, or seat 0 then seat 1 for the kick-off. */
  readonly sides: readonly [RollSide, RollSide];
  /** NGW-10: a speed battle, dice alone. */
  readonly speed: boolean;
  /** The set piece's name, e.g. 'corner'. */
  readonly setPiece: string | null;
  /** NGW-8.4: the stalemate die's face (1 to 6) rolled after this tie, if any. */
  readonly stalemate: number | null;
  /** The event's place in the log, so that a new roll can be told from an old one. */
  readonly index: number;
}

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

function pair(value: unknown): readonly [number, number] | null {
  return isNumbers(value) && value.length === 2 ? [value[0] ?? 0, value[1] ?? 0] : null;
}

function fromEvent(event: GameEvent, index: number): RollShown | null {
  const data = event.data ?? {};
  const dice = data.dice;
  if (!isNumbers(dice) || dice.length < 2) return null;
  if (event.kind === 'kick-off-roll') {
    const [a = 0, b = 0] = dice;
    return {
      kind: 'kick-off',
      attacker: null,
      text: event.text,
      sides: [
        { dice: [a], stat: null, bonus: 0, total: a },
        { dice: [b], stat: null, bonus: 0, total: b },
      ],
      speed: false,
      setPiece: null,
      stalemate: null,
      index,
    };
  }
  const totals = pair(data.totals);
  if (event.kind !== 'roll' || !totals || event.seat === undefined) return null;
  const setPiece = typeof data.setPiece === 'string' ? data.setPiece : null;
  const speed = data.speed === true;
  // NGW-10.1: a speed battle ignores stats and bonuses.
  const stats = speed ? null : pair(data.stats);
  const bonuses = (speed ? null : pair(data.bonuses)) ?? [0, 0];
  const defenderDie = dice[dice.length - 1] ?? 0;
  return {
    kind: setPiece === null ? 'contest' : 'set-piece',
    attacker: event.seat,
    text: event.text,
    sides: [
      { dice: dice.slice(0, -1), stat: stats?.[0] ?? null, bonus: bonuses[0], total: totals[0] },
      { dice: [defenderDie], stat: stats?.[1] ?? null, bonus: bonuses[1], total: totals[1] },
    ],
    speed,
    setPiece,
    stalemate: null,
    index,
  };
}

/** The newest roll in `log`, with the stalemate die rolled after it; null before any roll. */
export function latestRoll(log: readonly GameEvent[]): RollShown | null {
  let stalemate: number | null = null;
  for (let index = log.length - 1; index >= 0; index--) {
    const event = log[index];
    if (!event) continue;
    if (event.kind === 'stalemate' && typeof event.data?.face === 'number')
      stalemate = event.data.face;
    const roll = fromEvent(event, index);
    if (roll) return { ...roll, stalemate };
  }
  return null;
}

/** The newest event of `kind` in `log`, e.g. the declaration being answered. */
export function latestOf(log: readonly GameEvent[], kind: string): GameEvent | null {
  for (let index = log.length - 1; index >= 0; index--) {
    const event = log[index];
    if (event?.kind === kind) return event;
  }
  return null;
}
