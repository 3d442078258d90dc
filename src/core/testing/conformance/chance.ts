/**
 * Conformance: dice. Declared odds are positive, sum to 1 and every result applies; a step that
 * may be taken back rolls nothing and shows its player nothing new.
 */
import assert from 'node:assert/strict';
import type { Action, AnyGame, GameEvent, Seat } from '../../game.ts';
import type { Rng } from '../../rng.ts';
import { chooseAgain } from './views.ts';

/** Where `chance` gives odds: positive, summing to 1, and every outcome applies cleanly. */
export function checkChance(game: AnyGame, state: unknown, seat: Seat, action: Action): void {
  const odds = game.chance?.(state, seat, action);
  if (odds === undefined) return;
  assert.ok(game.facts.chance, 'a game with chance declares it');
  assert.ok(odds.length > 0, 'a roll has outcomes');
  assert.ok(
    odds.every((p) => Number.isFinite(p) && p > 0),
    'every outcome has a positive chance',
  );
  const total = odds.reduce((sum, p) => sum + p, 0);
  assert.ok(Math.abs(total - 1) <= 1e-9, `the chances sum to 1, not ${total}`);
  assert.ok(game.applyOutcome !== undefined, 'a game with chance() has applyOutcome()');
  for (let outcome = 0; outcome < odds.length; outcome++) {
    const copy = game.clone(state);
    const events: GameEvent[] = [];
    game.applyOutcome(copy, seat, action, outcome, events);
    assert.ok(
      game.actors(copy).length > 0 || game.outcome(copy) !== undefined,
      `outcome ${outcome} leaves a playable position`,
    );
  }
}

/**
 * A step that may be taken back rolls nothing and shows its player nothing new: played on a
 * state re-sampled from that player's view (other hands, the dice to come), it leaves the
 * player the very view it leaves in the real game. Else an undo would let a player peek and
 * choose again.
 */
export function checkTakeBack(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  action: Action,
  probe: Rng,
): void {
  if (game.takeBack?.(state, seat, action) !== true) return;
  assert.equal(game.chance?.(state, seat, action), undefined, 'a step taken back rolls nothing');
  const real = game.clone(state);
  game.apply(real, seat, action);
  const after = JSON.stringify(game.view(real, seat));
  const before = game.view(state, seat);
  const text = JSON.stringify(before);
  const drawn = game.determinize(before, seat, probe);
  const sampled =
    game.window?.(state) === undefined ? chooseAgain(game, state, drawn, seat, text, probe) : drawn;
  game.apply(sampled, seat, action);
  assert.equal(
    JSON.stringify(game.view(sampled, seat)),
    after,
    `seat ${seat}'s step ${game.actionLabel(state, seat, action)} may be taken back, so it shows nothing hidden`,
  );
}
