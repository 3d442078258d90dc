/**
 * Invariants over random games chosen by fast-check, checked after every action: the field,
 * the ball, the score and the 39 Game Changers stay sound whatever is played.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { CELLS, NONE } from './board.ts';
import { MOVE, KICK } from './actions.ts';
import { game } from './fixtures.ts';
import { handLimit, handSize } from './rules.ts';
import { handIndex, type SsState } from './state.ts';
import { CHANGERS, KIND_COUNT } from './vocabulary.ts';

/** Actions played per sampled game at most: enough for several rounds, cheap enough to repeat. */
const ACTIONS = 1500;

const total = (scores: readonly number[]): number => scores.reduce((a, b) => a + b, 0);

function checkField(s: SsState): void {
  assert.equal(new Set(s.cellOf).size, 4, 'wizards on distinct hexes');
  s.cellOf.forEach((cell, w) => {
    assert.equal(s.wizardAt[cell], w);
  });
  assert.equal([...s.wizardAt].filter((w) => w !== NONE).length, 4, 'no other hex holds a wizard');
  assert.ok(s.ball >= 0 && s.ball < CELLS, 'the ball is on one hex');
  // SS-9.3: a carrier sent home onto the hex it left the ball on stands on it without it.
  if (s.carrier !== NONE) assert.equal(s.carrier, s.wizardAt[s.ball], 'the carrier is on the ball');
}

function checkCards(s: SsState): void {
  const count = new Array<number>(KIND_COUNT).fill(0);
  for (let seat = 0; seat < s.seats; seat++) {
    assert.ok(handSize(s, seat) <= handLimit(s, seat), 'a hand within its limit');
    for (let kind = 0; kind < KIND_COUNT; kind++) {
      const held = s.hands[handIndex(seat, kind)] as number;
      assert.ok((s.fresh[handIndex(seat, kind)] as number) <= held, 'fresh cards are held');
      count[kind] = (count[kind] as number) + held;
    }
  }
  for (const kind of [...s.deck, ...s.discard, ...s.chainKind])
    count[kind] = (count[kind] as number) + 1;
  assert.deepEqual(
    count,
    CHANGERS.map((c) => c.count),
    'deck, hands, discards and chain hold the 39',
  );
}

function playChecked(seats: number, seed: string): void {
  const s = game.setup(game.facts.options.parse({}), seats, Rng.fromSeed(seed));
  const chooser = Rng.fromSeed(`${seed}/chooser`);
  const legal: number[] = [];
  for (let n = 0; n < ACTIONS; n++) {
    const actors = game.actors(s);
    if (actors.length === 0) break;
    const seat = actors[chooser.int(actors.length)] as Seat;
    game.legalActions(s, seat, legal);
    const action = legal[chooser.int(legal.length)] as number;
    if (action >= MOVE && action < KICK) {
      const path = game.actionInfo(s, seat, action).path ?? [];
      assert.ok(
        path.every((cell) => s.wizardAt[cell] === NONE),
        'a path never passes a wizard',
      );
      assert.ok(!path.includes(s.ball), 'a path never passes the ball');
    }
    const before = s.scores.slice();
    game.apply(s, seat, action);
    assert.ok(
      s.scores.every((score, team) => score >= (before[team] as number)),
      'scores only rise',
    );
    assert.ok(total(s.scores) <= total(before) + 1, 'one point at a time');
    checkField(s);
    checkCards(s);
  }
}

describe('Supernatural Soccer invariants over random games', () => {
  it('hold after every action (SS-2, SS-6.2, SS-4.2, SS-9.4)', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 4), fc.string({ maxLength: 8 }), (seats, seed) => {
        playChecked(seats, `props-${seed}`);
      }),
      { numRuns: 12, seed: 18 },
    );
  });
});
