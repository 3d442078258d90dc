import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '../../../../src/core/game.ts';
import { KICK } from '../../../../src/games/supernatural-soccer/actions.ts';
import {
  arrange,
  commitAll,
  emptyHands,
  game,
  hex,
  newGame,
  passAll,
} from '../../../../src/games/supernatural-soccer/fixtures.ts';
import { Card } from '../../../../src/games/supernatural-soccer/rules.ts';
import type { SsState } from '../../../../src/games/supernatural-soccer/state.ts';
import { FACES, facesByHex, facesText, kickLandings } from './kicks.ts';

/** Team 0's wizard A carries the ball at (-1, 0), a wizard in the way east, kicking now. */
function kickerReady(flags: Partial<Pick<SsState, 'ghost' | 'heavy' | 'long'>>): SsState {
  const s = newGame(2, 'kicks', 3, 0);
  emptyHands(s);
  arrange(s, [hex(-1, 0), hex(-3, 2), hex(2, 0), hex(-1, -3)], hex(-1, 0));
  commitAll(s, [Card.Kick, Card.NoAction]);
  passAll(s);
  Object.assign(s, flags);
  return s;
}

describe('a kick’s landing hexes', () => {
  for (const flags of [{}, { ghost: true }, { heavy: true }, { long: true }]) {
    it(`are where the engine puts the ball for each face (${JSON.stringify(flags)})`, () => {
      const s = kickerReady(flags);
      const view = game.view(s, 0);
      const kicks = game.legalActions(s, 0).filter((a) => a >= KICK && a < KICK + 6);
      assert.ok(kicks.length > 0, 'wizard A may kick');
      for (const action of kicks) {
        const landings = kickLandings(view, action - KICK);
        for (let face = 1; face <= FACES; face++) {
          // Where the ball flew to, from the kick's event: a goal then puts it on the centre.
          const events: GameEvent[] = [];
          game.applyOutcome?.(game.clone(s), 0, action, face - 1, events);
          const path = events.find((e) => e.kind === 'kick')?.data?.['path'] as number[];
          assert.equal(landings[face - 1], path.at(-1), `direction ${action - KICK}, face ${face}`);
        }
      }
    });
  }

  it('groups the faces landing on one hex', () => {
    assert.deepEqual(
      [...facesByHex([5, 6, 6, 7]).entries()],
      [
        [5, [1]],
        [6, [2, 3]],
        [7, [4]],
      ],
    );
  });

  it('says the faces in short', () => {
    assert.equal(facesText([1, 2, 3, 4, 5, 6, 7, 8]), '1–8');
    assert.equal(facesText([1, 2, 3, 5]), '1–3, 5');
    assert.equal(facesText([4]), '4');
    assert.equal(facesText([2, 4, 5]), '2, 4–5');
  });
});
