import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../../../src/core/rng.ts';
import { DECKS } from '../../../../src/games/next-goal-wins/cards.ts';
import { nextGoalWins } from '../../../../src/games/next-goal-wins/engine.ts';
import {
  NO_ABILITIES,
  newMatchFromSetup,
} from '../../../../src/games/next-goal-wins/match-setup.ts';
import {
  arrange,
  ballAt as putBall,
  card,
  dice,
  play,
} from '../../../../src/games/next-goal-wins/fixtures.ts';
import { sortChoices } from './choices.ts';
import { attackCount, attackTokens, ballAt, benchOf, placeOf, setPieceRoles } from './match.ts';
import { choicesOf, viewOf } from './testing.ts';

const SIDE = { unavailable: [], tactics: [], mods: [], abilities: NO_ABILITIES };

describe('Next Goal Wins: what the board reads off a view', () => {
  it('counts each side’s attack tokens from the starter (NGW-4.2)', () => {
    const view = viewOf(arrange({ attacker: 1, attackNo: 2 }), 0);
    assert.deepEqual(attackTokens(view, 1), ['spent', 'now', 'left']);
    assert.deepEqual(attackTokens(view, 0), ['spent', 'left', 'left']);
    const first = viewOf(arrange({ options: { attacks: 4 } }), 1);
    assert.deepEqual(attackTokens(first, 0), ['now', 'left', 'left', 'left']);
    assert.equal(attackCount(view), '3 of 6');
  });

  it('a first-to match shows the attacks played and no limit (NGW-16.1)', () => {
    const view = viewOf(arrange({ attacker: 1, attackNo: 8, options: { firstTo: 2 } }), 0);
    assert.deepEqual(attackTokens(view, 1), ['spent', 'spent', 'spent', 'spent', 'now']);
    assert.deepEqual(attackTokens(view, 0), ['spent', 'spent', 'spent', 'spent']);
    assert.equal(attackCount(view), '9 (first to 2)');
  });

  it('shows an own bench face up and the other face down with a count (NGW-17.1)', () => {
    const s = arrange();
    assert.deepEqual(
      benchOf(viewOf(s, 0), 0).faceUp,
      [card('Dario Conti'), card('Amara Diallo'), card('Diego Morales')].sort((a, b) => a - b),
    );
    assert.deepEqual(benchOf(viewOf(s, 0), 1), { faceUp: [], faceDown: 3 });
    assert.deepEqual(benchOf(viewOf(s, -1), 0), { faceUp: [], faceDown: 3 });
    // A season side of six, one of them unavailable: four on the pitch, one face down.
    const deal = (i: number): number[] => DECKS.map((deck) => deck[i] ?? -1);
    const spare = DECKS[1]?.[5] ?? -1;
    const short = newMatchFromSetup(
      nextGoalWins.facts.options.parse({}),
      [
        { ...SIDE, seat: 0, squad: [...deal(0), deal(3)[0] ?? -1, spare], unavailable: [spare] },
        { ...SIDE, seat: 1, squad: [...deal(1), ...deal(2).slice(0, 3)] },
      ],
      Rng.fromSeed('short'),
    );
    for (let slot = 0; slot < 4; slot++) {
      nextGoalWins.apply(short, 0, slot);
      nextGoalWins.apply(short, 1, slot);
    }
    assert.deepEqual(benchOf(viewOf(short, 1), 0), { faceUp: [], faceDown: 1 });
  });

  it('lays starters face down until both sides have chosen (NGW-3.2)', () => {
    const s = nextGoalWins.setup(nextGoalWins.facts.options.parse({}), 2, Rng.fromSeed('p'));
    nextGoalWins.apply(s, 1, nextGoalWins.legalActions(s, 1)[0] ?? -1);
    const view = viewOf(s, 0);
    assert.deepEqual(placeOf(view, 1, 0), { kind: 'face-down' });
    assert.deepEqual(placeOf(view, 1, 1), { kind: 'open', next: true });
    assert.deepEqual(placeOf(view, 0, 0), { kind: 'open', next: true });
    assert.deepEqual(benchOf(view, 1), { faceUp: [], faceDown: 6 });
    assert.equal(placeOf(viewOf(s, 1), 1, 0).kind, 'card', 'its owner sees it');
  });

  it('puts the ball on the footballer holding it, while it is in play', () => {
    const s = arrange();
    assert.deepEqual(ballAt(viewOf(s, 1)), { side: 0, place: 0, from: 0 });
    assert.equal(ballAt(viewOf(arrange({ attackNo: 1 }), 0)), null, 'not during substitutions');
  });

  it("names a corner's taker, then its header, as they are chosen (NGW-9.2)", () => {
    const s = arrange();
    putBall(s, 3, 'pass');
    dice(s, 1, 3); // a tied shot: a corner
    play(s, sortChoices(choicesOf(s, 0)).plays.find((c) => c.info?.kind === 'shoot')?.action ?? -1);
    play(
      s,
      sortChoices(choicesOf(s, 1)).plays.find((c) => c.info?.kind === 'defend')?.action ?? -1,
    );
    assert.deepEqual(setPieceRoles(viewOf(s, 1)), {});
    play(s, sortChoices(choicesOf(s, 0)).setPiece.get(2)?.[0]?.action ?? -1);
    assert.deepEqual(setPieceRoles(viewOf(s, 1)), { taker: 2 });
    play(s, sortChoices(choicesOf(s, 0)).setPiece.get(3)?.[0]?.action ?? -1);
    assert.deepEqual(setPieceRoles(viewOf(s, 1)), { taker: 2, header: 3 });
  });
});
