import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PlayableGame } from '../../games/registry.ts';
import { playableOf } from '../testing/games.ts';
import { storedTable } from '../testing/stored.ts';
import { freshTable } from './restore.ts';
import { viewerFrame } from './views.ts';

/** Goalkeepers whose engine counts how often it is asked for a seat's legal actions. */
function countingGoalkeepers(): { game: PlayableGame; asked: () => number } {
  const game = playableOf('goalkeepers');
  let asked = 0;
  const engine = Object.create(game.engine) as PlayableGame['engine'];
  engine.legalActions = (state, seat) => {
    asked++;
    return game.engine.legalActions(state, seat);
  };
  return { game: { ...game, engine }, asked: () => asked };
}

describe("a viewer's frame", () => {
  it('asks the engine for the legal actions once, for the list and its words alike', () => {
    const { game, asked } = countingGoalkeepers();
    const stored = storedTable({
      id: 'views-test',
      game: 'goalkeepers',
      engineVersion: game.engine.facts.version,
    });
    const found = freshTable(stored, () => ({ ok: true, value: game }));
    assert.ok(found.ok);
    const table = found.value;
    const seat = table.actors()[0] ?? 0;
    const before = asked();
    const frame = viewerFrame(table, seat, table.actors());
    assert.ok(frame.actions.length > 0, 'the seat has a decision');
    assert.deepEqual(
      frame.legal.map((choice) => choice.action),
      frame.actions,
    );
    assert.equal(asked() - before, 1);
  });
});
