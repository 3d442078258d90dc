/**
 * The odds the board shows where dice decide (issue #32): a kick's landing hexes and results,
 * an attack's results, all read from the engine's action infos, with no rule of the board's.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '../../../../src/core/game.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { ATTACK, KICK } from '../../../../src/games/supernatural-soccer/actions.ts';
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
import { landingOdds, oddsLine } from '../../board/odds.ts';

/** Team 0's wizard A carries the ball at (-1, 0), a wizard of the other team in the way east. */
function kickerReady(): ReturnType<typeof newGame> {
  const s = newGame(2, 'kicks', 3, 0);
  emptyHands(s);
  arrange(s, [hex(-1, 0), hex(-3, 2), hex(2, 0), hex(-1, -3)], hex(-1, 0));
  commitAll(s, [Card.Kick, Card.NoAction]);
  passAll(s);
  return s;
}

describe('the odds on Supernatural Soccer’s board', () => {
  it('lights where a kick may land, each hex with its chance, as the engine then kicks', () => {
    const s = kickerReady();
    const east = KICK + 0;
    assert.ok(game.legalActions(s, 0).includes(east), 'wizard A may kick east');
    const odds = landingOdds(game.actionInfo(s, 0, east).outcomes);
    const total = [...odds.values()].reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(total - 1) < 1e-9, 'the landings’ chances sum to 1');
    for (let face = 0; face < 8; face++) {
      const events: GameEvent[] = [];
      game.applyOutcome?.(game.clone(s), 0, east, face, events);
      const path = events.find((e) => e.kind === 'kick')?.data?.['path'] as number[];
      assert.ok(odds.has(path.at(-1) as number), `face ${String(face + 1)} lands on a lit hex`);
    }
    // Wizard X three hexes east stops every roll from 3 up (SS-7.3): 6 faces in 8.
    assert.equal(odds.get(hex(2, 0)), 6 / 8);
    assert.equal(odds.get(hex(0, 0)), 1 / 8);
    assert.equal(
      oddsLine(game.actionInfo(s, 0, east).outcomes),
      'taken by wizard X 75% · loose 25%',
    );
  });

  it('says an attack’s chances in the engine’s words (SS-8.3, SS-8.4)', () => {
    const s = newGame(2, 'attack0');
    const chooser = Rng.fromSeed('attack0');
    for (let step = 0; step < 5000 && game.actors(s).length > 0; step++) {
      const actors = game.actors(s);
      const seat = actors[chooser.int(actors.length)] as number;
      const legal = game.legalActions(s, seat);
      if (legal.includes(ATTACK)) {
        // Two eight-sided dice: an 8 fouls (15 pairs in 64); else a tie or more wins (28).
        assert.equal(
          oddsLine(game.actionInfo(s, seat, ATTACK).outcomes),
          'wins the ball 44% · the carrier keeps it 33% · a foul 23%',
        );
        return;
      }
      game.apply(s, seat, legal[chooser.int(legal.length)] as number);
    }
    assert.fail('random play reaches an attack');
  });
});
