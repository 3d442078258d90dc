/**
 * Moves that open a stored table (stored-table.ts) late in a game: a seeded game played through
 * the registered engine, every seat choosing at random from its own seeded generator, cut
 * where the person (seat 0) still has `left` of its own decisions to take in that rehearsal.
 * A test whose claim is about the end of a game (it finishes after a reload, after a crash)
 * then plays only the game's last part instead of the whole. The table's seed is the
 * rehearsal's, and the server seeds its bots from it, so the rest is the same every run.
 */
import { setupChecked } from '../../src/core/checked.ts';
import type { Action, Seat } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import { engineOf } from './stored-table.ts';

const PERSON: Seat = 0;

/**
 * The moves of `seed`'s rehearsed game of `game` for `seats` seats up to the person's
 * `left`-th decision from the end (the table opens with that decision to take).
 */
export function lateMoves(
  game: string,
  options: Readonly<Record<string, unknown>>,
  seats: number,
  seed: string,
  left: number,
): (readonly [Seat, Action])[] {
  const engine = engineOf(game);
  const setup = setupChecked(engine, { options, seats, seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const state = setup.value.state;
  const rng = Rng.fromSeed(`${seed}/players`);
  const legal: Action[] = [];
  const moves: [Seat, Action][] = [];
  /** Where each of the person's decisions came, as an index into `moves`. */
  const decisions: number[] = [];
  for (let step = 0; step < 20_000 && engine.outcome(state) === undefined; step++) {
    const actors = engine.actors(state);
    const seat = actors.find((s) => s !== PERSON) ?? PERSON;
    if (seat === PERSON) decisions.push(moves.length);
    engine.legalActions(state, seat, legal);
    const action = legal[rng.int(legal.length)] as Action;
    engine.apply(state, seat, action);
    moves.push([seat, action]);
  }
  if (engine.outcome(state) === undefined) throw new Error(`${game} ${seed}: no full time`);
  const cut = decisions[decisions.length - left];
  if (cut === undefined)
    throw new Error(`${game} ${seed}: only ${String(decisions.length)} decisions of the person`);
  return moves.slice(0, cut);
}
