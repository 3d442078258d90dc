import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PlayableGame } from '../../games/registry.ts';
import { playableOf } from '../testing/games.ts';
import { liveTable } from '../testing/stored.ts';
import { viewerFrame } from './frames.ts';

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
  it('asks the engine for no legal actions: the table noted them once as its state changed', () => {
    const { game, asked } = countingGoalkeepers();
    const table = liveTable(game, { id: 'views-test' });
    const seat = table.actors()[0] ?? 0;
    const before = asked();
    const frame = viewerFrame(table, seat, table.actors());
    assert.ok(frame.actions.length > 0, 'the seat has a decision');
    assert.deepEqual(
      frame.legal.map((choice) => choice.action),
      frame.actions,
    );
    assert.equal(asked() - before, 0);
    // A change asks once for each seat, and every frame after it shows the new lists.
    const action = frame.actions[0];
    assert.ok(action !== undefined);
    table.play(seat, action, false);
    const afterPlay = asked();
    assert.equal(afterPlay - before, table.seats.length);
    for (const viewer of [0, 1]) {
      assert.deepEqual(
        viewerFrame(table, viewer, table.actors()).actions,
        game.engine.legalActions(table.state, viewer),
      );
    }
  });

  it("keeps the same list while a seat's legal actions stay the same", () => {
    const { game } = countingGoalkeepers();
    const table = liveTable(game, { id: 'views-same' });
    let kept = 0;
    let changed = 0;
    for (let step = 0; step < 30 && !table.finished; step++) {
      const before = [0, 1].map((seat) => table.legalActions(seat));
      const seat = table.actors()[0] ?? 0;
      const action = table.legalActions(seat)[0];
      assert.ok(action !== undefined);
      table.play(seat, action, false);
      for (const viewer of [0, 1]) {
        const now = viewerFrame(table, viewer, table.actors()).actions;
        const was = before[viewer] ?? [];
        if (now.length === was.length && now.every((a, i) => a === was[i])) {
          assert.equal(now, was);
          kept++;
        } else changed++;
      }
    }
    assert.ok(kept > 0 && changed > 0, `${kept} kept, ${changed} changed`);
  });
});
