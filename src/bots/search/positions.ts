/**
 * Positions and checks shared by the search bots' tests: decisions some way into seeded random
 * games, and the proof that a bot decides the same in every world its seat cannot tell apart.
 */
import assert from 'node:assert/strict';
import type { AgentFactory, Decision } from '../../core/agent.ts';
import { SPECTATOR, type AnyGame, type Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { loadFinder, type PlayableGame } from '../../games/registry.ts';

const findGame = await loadFinder();

export function playable(id: string): PlayableGame {
  const found = findGame(id);
  assert.ok(found.ok);
  return found.value;
}

export function engine(id: string): AnyGame {
  return playable(id).engine;
}

/** Whether some other seat's view differs between two worlds: something hidden was re-dealt. */
function hiddenDiffers(game: AnyGame, a: unknown, b: unknown, seat: Seat): boolean {
  const other = 1 - seat;
  return JSON.stringify(game.view(a, other)) !== JSON.stringify(game.view(b, other));
}

/** Whether the same moves played on from two worlds ever show the table differently: other dice. */
function futureDiffers(game: AnyGame, a: unknown, b: unknown): boolean {
  const x = game.clone(a);
  const y = game.clone(b);
  const rng = Rng.fromSeed('same-moves');
  for (let step = 0; step < 400; step++) {
    const actors = game.actors(x);
    if (actors.length === 0 || game.actors(y).length === 0) return false;
    const seat = actors[0] as Seat;
    const pick = rng.int(1000);
    const lx = game.legalActions(x, seat);
    const ly = game.legalActions(y, seat);
    game.apply(x, seat, lx[pick % lx.length] as number);
    if (ly.length > 0) game.apply(y, seat, ly[pick % ly.length] as number);
    if (JSON.stringify(game.view(x, SPECTATOR)) !== JSON.stringify(game.view(y, SPECTATOR)))
      return true;
  }
  return false;
}

export function decisionAt(game: AnyGame, state: unknown, seat: Seat): Decision<unknown> {
  const legal = game.legalActions(state, seat);
  return {
    seat,
    legal,
    view: game.view(state, seat),
    label: (a) => game.actionLabel(state, seat, a),
  };
}

/** Where a position is taken: at how many seats, and after how many random moves at least. */
export interface Where {
  /** Default 2. */
  readonly seats?: number;
  /** Default 10. */
  readonly after?: number;
}

/** A position some way into a seeded random game, at a decision with several options. */
export function midGame(
  game: AnyGame,
  seed: string,
  options: unknown = {},
  { seats = 2, after = 10 }: Where = {},
): { state: unknown; seat: Seat } {
  const state = game.setup(game.facts.options.parse(options), seats, Rng.fromSeed(seed));
  const rng = Rng.fromSeed(`${seed}/moves`);
  for (let i = 0; ; i++) {
    const seat = game.actors(state)[0] as Seat;
    const legal = game.legalActions(state, seat);
    if (i > after && legal.length >= 2) return { state, seat };
    game.apply(state, seat, legal[rng.int(legal.length)] as number);
  }
}

/**
 * Asserts that `bot` decides the same at a position and in four other worlds its seat cannot
 * tell apart (other hands dealt, the game's dice re-seeded), and that those worlds really
 * differ where the game hides things or leaves them to chance.
 */
export function assertBlindToWhatItCannotSee(
  id: string,
  options: unknown,
  bot: AgentFactory,
  where: Where = {},
): void {
  const game = engine(id);
  const { state, seat } = midGame(game, 'honest', options, where);
  const view = game.view(state, seat);
  const first = bot(seat, 'same-seed').act(decisionAt(game, state, seat));
  let redealt = false;
  let rerolled = false;
  for (let k = 0; k < 4; k++) {
    const other = game.determinize(view, seat, Rng.fromSeed(`world-${k}`));
    assert.deepEqual(game.view(other, seat), view);
    redealt ||= hiddenDiffers(game, state, other, seat);
    rerolled ||= futureDiffers(game, state, other);
    assert.equal(bot(seat, 'same-seed').act(decisionAt(game, other, seat)), first, id);
  }
  if (game.facts.hiddenInformation) assert.ok(redealt, `${id}: other hands were dealt`);
  if (game.facts.chance) assert.ok(rerolled, `${id}: the dice to come differ`);
}
