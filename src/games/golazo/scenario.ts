/**
 * Named positions for the tests: a match set up, counters put where a test wants them, dice
 * fixed. Test support only; the engine never imports it.
 */
import type { GameEvent, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { CHOOSE, ROLL } from './actions.ts';
import { NONE, cellAt, counterOf } from './board.ts';
import { golazo } from './engine.ts';
import { golazoOptions } from './facts.ts';
import { ROLL_PAIRS } from './rules.ts';
import { Phase, placeAt, type GolazoState } from './state.ts';

/** A cell by its name on the pitch, e.g. 'e7'. */
export function cell(name: string): number {
  return cellAt(name.charCodeAt(0) - 97, Number(name.slice(1)) - 1);
}

/** A counter by team letter and shirt, e.g. 'r9' (Reds #9) or 'b1' (Blues' keeper). */
export function counter(name: string): number {
  return counterOf(name[0] === 'r' ? 0 : 1, Number(name.slice(1)));
}

/** The ROLL outcome for die faces (index 0–5: faces 1–5 and G, or classic 1–6) by team. */
export function rollOutcome(reds: number, blues: number): number {
  return ROLL_PAIRS.findIndex(([a, b]) => a === reds && b === blues);
}
/** The Golazo die's G as a face index. */
export const G = 5;

/** A new match with the given raw options and seats, before the start roll. */
export function newMatch(
  options: Record<string, unknown> = {},
  seats = 2,
  seed = 'scenario',
): GolazoState {
  return golazo.setup(golazoOptions.parse(options), seats, Rng.fromSeed(seed));
}

/**
 * A match in open play: the start roll won by the Reds, their kick-off by #9 with a die of
 * `die`, so the Reds are moving with the ball on e7.
 */
export function kickedOff(options: Record<string, unknown> = {}, seats = 2, die = 3): GolazoState {
  const s = newMatch(options, seats);
  play(s, 0, ROLL, rollOutcome(5, 0));
  play(s, 0, CHOOSE + counter('r9'), die - 1);
  return s;
}

/** Plays for `seat`, with the roll fixed to `outcome` when the action rolls; returns the events. */
export function play(s: GolazoState, seat: Seat, action: number, outcome = -1): GameEvent[] {
  const events: GameEvent[] = [];
  if (outcome >= 0 && golazo.chance?.(s, seat, action))
    golazo.applyOutcome?.(s, seat, action, outcome, events);
  else golazo.apply(s, seat, action, events);
  return events;
}

/** Moves counters by name to cells by name, e.g. { r9: 'e12', b4: 'd12' }. */
export function put(s: GolazoState, where: Record<string, string>): void {
  for (const [name, at] of Object.entries(where)) {
    const to = cell(at);
    const c = counter(name);
    const there = s.pieceAt[to] as number;
    if (there !== NONE && there !== c) throw new Error(`${at} is taken`);
    placeAt(s, c, to);
  }
}

/** Open play: `team` moving with `moves` left, `carrier` on the ball, none made yet. */
export function moving(
  s: GolazoState,
  team: number,
  moves: number,
  carrier: string,
  tackle = true,
): void {
  s.phase = Phase.Moves;
  s.mover = team;
  s.movesLeft = moves;
  s.canTackle = tackle;
  s.lostRoll = !tackle; // GZ-13.2: moves without tackling, as a lost roll's
  s.fresh = true;
  s.nextMover = NONE;
  s.dribbler = NONE;
  s.carrier = counter(carrier);
}

/** A generator whose int() answers from a script, for dice a test decides. */
export function scriptedRng(values: readonly number[]): Rng {
  let next = 0;
  const rng = Rng.fromSeed('scripted');
  rng.int = (n: number): number => {
    const value = values[next++];
    if (value === undefined || value >= n) throw new Error('the script ran out');
    return value;
  };
  return rng;
}

/** The state with its generator swapped for a scripted one. */
export function withDice(s: GolazoState, values: readonly number[]): GolazoState {
  (s as { rng: Rng }).rng = scriptedRng(values);
  return s;
}
