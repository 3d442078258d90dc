/**
 * Conformance: the legal actions of a position: who acts, their actions unique, ascending,
 * labelled and in the game's action space; each applies cleanly, and a refused one changes
 * nothing.
 */
import assert from 'node:assert/strict';
import { applyChecked } from '../../checked.ts';
import { SPECTATOR, type Action, type AnyGame, type Seat, type Viewer } from '../../game.ts';

/** Every legal action decodes into the game's action space, where it declares one. */
export function checkActionsDecode(game: AnyGame, legal: readonly Action[]): void {
  const space = game.actionSpace;
  if (!space) return;
  for (const action of legal)
    assert.ok(space.decode(action) !== undefined, `action ${action} lies in no range of its space`);
}

export function checkActors(
  game: AnyGame,
  state: unknown,
  seats: number,
  actors: readonly Seat[],
): void {
  const over = game.outcome(state) !== undefined;
  assert.equal(actors.length === 0, over, 'no actors exactly when the game is over');
  assert.deepEqual(
    [...actors],
    [...new Set(actors)].sort((a, b) => a - b),
    'actors unique, ascending',
  );
  for (let seat = 0; seat < seats; seat++) {
    const legal = game.legalActions(state, seat);
    if (actors.includes(seat)) {
      assert.ok(legal.length > 0, `actor ${seat} has legal actions`);
      for (let i = 1; i < legal.length; i++) {
        assert.ok(
          (legal[i - 1] as number) < (legal[i] as number),
          'legal actions unique and ascending',
        );
      }
      for (const action of legal) {
        assert.ok(Number.isInteger(action) && action >= 0, 'actions are non-negative integers');
        assert.ok(game.actionLabel(state, seat, action).length > 0, 'every action has a label');
      }
      const infos = legal.map((action) => JSON.stringify(game.actionInfo(state, seat, action)));
      assert.equal(new Set(infos).size, legal.length, 'each legal action has its own info');
      assert.deepEqual(
        game.legalActions(state, seat, [99, 98]),
        legal,
        'a reused array is cleared',
      );
    } else {
      assert.equal(legal.length, 0, `seat ${seat} is not an actor and has no legal actions`);
    }
  }
}

/**
 * What every viewer sees, as text: the fingerprint of a position from outside. `texts`: the
 * views' texts already written for this position (Looks.texts), else each view is built here.
 */
export function snapshot(
  game: AnyGame,
  state: unknown,
  seats: number,
  texts?: readonly (string | undefined)[],
): string {
  const parts = [
    JSON.stringify(game.actors(state).slice()),
    JSON.stringify(game.outcome(state) ?? null),
  ];
  for (let viewer: Viewer = SPECTATOR; viewer < seats; viewer++) {
    const text = texts ? texts[viewer + 1] : JSON.stringify(game.view(state, viewer));
    parts.push(text ?? 'null');
    if (viewer >= 0) parts.push(JSON.stringify(game.legalActions(state, viewer)));
  }
  return `[${parts.join()}]`;
}

/**
 * An illegal action, and an actor's action played out of turn, are refused and change nothing.
 * `texts`: the position's views as text (Looks.texts), written before any of it is tried.
 */
export function checkRefusals(
  game: AnyGame,
  state: unknown,
  seats: number,
  seat: Seat,
  legal: readonly Action[],
  texts?: readonly (string | undefined)[],
): void {
  const before = snapshot(game, state, seats, texts);
  const illegal = [Math.max(...legal) + 1, -1, 0.5].find((a) => !legal.includes(a)) as Action;
  const refused = applyChecked(game, state, seat, illegal);
  assert.ok(!refused.ok && refused.error.code === 'illegal-action', 'an illegal action is refused');
  const outsider = Array.from({ length: seats }, (_, s) => s).find(
    (s) => !game.actors(state).includes(s),
  );
  if (outsider !== undefined) {
    const early = applyChecked(game, state, outsider, legal[0] as Action);
    assert.ok(!early.ok && early.error.code === 'not-your-turn', 'a seat out of turn is refused');
  }
  assert.equal(snapshot(game, state, seats), before, 'a refused action changes nothing');
}

export function checkEachActionApplies(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
): void {
  for (const action of legal) {
    const copy = game.clone(state);
    const played = applyChecked(game, copy, seat, action);
    assert.ok(played.ok, `legal action ${action} applies cleanly`);
  }
}
