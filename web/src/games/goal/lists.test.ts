import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { legendMarks, listsFor, unplayed } from './lists.ts';
import type { GoalView } from './view.ts';

function view(over: Partial<GoalView>): GoalView {
  return {
    viewer: 0,
    seats: 2,
    sideOf: [0, 1],
    order: [0, 1],
    turn: 0,
    current: 0,
    phase: 'turn',
    hand: [],
    handSizes: [4, 4],
    packSize: 30,
    discards: [],
    formations: [[], []],
    goals: [0, 0],
    keeperUsed: [false, false],
    keepersOut: 0,
    half: 1,
    tossWinner: 0,
    shot: null,
    closing: false,
    passes: 0,
    turns: 0,
    ...over,
  };
}

const entry = (list: ReturnType<typeof listsFor>['shooting'], cards: string) =>
  list.find((e) => e.cards.join('-') === cards);

describe('the formation lists against the table and the hand (GL-1.2, GL-1.3)', () => {
  it('marks a formation the hand finishes from one begun on the table', () => {
    const lists = listsFor(
      view({ hand: [8, 9, 2, 12], formations: [[{ side: 'shooting', cards: [4, 7] }], []] }),
      0,
    );
    const e478 = entry(lists.shooting, '4-7-8');
    assert.ok(e478);
    assert.equal(e478.laid, 2);
    assert.deepEqual(e478.marks, ['laid', 'laid', 'hand']);
    assert.equal(e478.status, 'hand');
    assert.equal(entry(lists.shooting, '4-8-9')?.status, 'open', 'no 4 in hand');
    assert.equal(entry(lists.shooting, '5-7-8')?.laid, 0, '4-7 does not begin 5-7-8');
  });

  it('marks a formation whose every card is in hand', () => {
    const lists = listsFor(view({ hand: [6, 10, 11, 1] }), 0);
    assert.equal(entry(lists.shooting, '6-10-11')?.status, 'hand');
    assert.equal(entry(lists.shooting, '6-11-10')?.status, 'hand');
    assert.equal(entry(lists.shooting, '6-10-9')?.status, 'open');
    assert.equal(lists.keeper.status, 'hand');
  });

  it('marks a complete saving formation as on the table, and uses only the own side', () => {
    const formations = [
      [{ side: 'saving', cards: [5, 2, 3] }],
      [{ side: 'shooting', cards: [4, 7] }],
    ] as const;
    const lists = listsFor(view({ formations }), 0);
    assert.equal(entry(lists.saving, '5-2-3')?.status, 'table');
    assert.equal(entry(lists.shooting, '4-7-8')?.laid, 0, "the other side's 4-7 is not ours");
  });

  it('marks what can no longer be made: every card of a position is used', () => {
    const v = view({
      discards: [7, 7, 7],
      formations: [[], [{ side: 'shooting', cards: [4, 7] }]],
    });
    assert.equal(unplayed(v)[7], 0);
    const lists = listsFor(v, 0);
    assert.equal(entry(lists.shooting, '4-7-8')?.status, 'gone');
    assert.deepEqual(entry(lists.shooting, '5-8-7')?.marks, ['missing', 'missing', 'gone']);
  });

  it('marks the Goalkeeper used this half, or gone when both are out (GL-5.1)', () => {
    assert.equal(listsFor(view({ hand: [1], keeperUsed: [true, false] }), 0).keeper.status, 'used');
    assert.equal(listsFor(view({ keepersOut: 1, discards: [1] }), 0).keeper.status, 'gone');
    assert.equal(listsFor(view({ hand: null }), 0).keeper.status, 'open');
  });

  it('explains no hand marks to a spectator, who has no hand', () => {
    const words = (spectator: boolean) => legendMarks(spectator).map((m) => m.words);
    assert.deepEqual(words(true), ['on the table', 'none left']);
    assert.deepEqual(words(false), ['on the table', 'in your hand', 'none left']);
  });
});
