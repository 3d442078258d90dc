import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { mustPassDevice, seatToShow, seesWith, sideOf, type Cover } from './hotseat.ts';

/** Two seats a side, as Golazo's and Supernatural Soccer's 2v2: seats 0 and 2 against 1 and 3. */
const TWO_V_TWO = [
  [0, 2],
  [1, 3],
] as const;
/** One seat a side: a game without teams at two seats. */
const ONE_V_ONE = [[0], [1]] as const;

const cover = (over: Partial<Cover>): Cover => ({
  hiddenInformation: true,
  held: [0, 1],
  teams: ONE_V_ONE,
  shown: 1,
  revealed: 0,
  ...over,
});

describe('hot-seat', () => {
  it('shows the held seat that must act', () => {
    assert.equal(seatToShow([0, 2], [2], 0), 2);
    assert.equal(seatToShow([0, 2], [0], 2), 0);
  });

  it('keeps the shown seat while nobody held must act', () => {
    assert.equal(seatToShow([0, 2], [1], 2), 2);
    assert.equal(seatToShow([0, 2], [1], null), 0);
  });

  it('keeps the shown seat during a simultaneous decision it is part of', () => {
    assert.equal(seatToShow([0, 2], [0, 2], 2), 2);
  });

  it('shows no seat to a spectator', () => {
    assert.equal(seatToShow([], [0], null), null);
  });

  it('finds a seat’s side in the teams, a side of its own when none lists it', () => {
    assert.equal(sideOf(TWO_V_TWO, 2), 0);
    assert.equal(sideOf(TWO_V_TWO, 3), 1);
    assert.equal(sideOf([], 0), -1);
    assert.equal(sideOf([], 1), -2);
    assert.notEqual(sideOf([[0]], 1), sideOf([[0]], 2));
  });

  it('hands the device over only for hidden information and seats of several sides', () => {
    assert.equal(mustPassDevice(cover({})), true);
    assert.equal(mustPassDevice(cover({ revealed: 1 })), false);
    assert.equal(mustPassDevice(cover({ hiddenInformation: false })), false);
    assert.equal(mustPassDevice(cover({ held: [1], revealed: null })), false);
    assert.equal(mustPassDevice(cover({ shown: null })), false);
    // Before anyone said who they are, the first seat shown is covered.
    assert.equal(mustPassDevice(cover({ revealed: null })), true);
    // A table that tells no teams: every seat is a side of its own.
    assert.equal(mustPassDevice(cover({ teams: [] })), true);
  });

  it('passes between hot-seat teammates without a cover, covers at a change of side', () => {
    const all = cover({ held: [0, 1, 2, 3], teams: TWO_V_TWO });
    assert.equal(mustPassDevice({ ...all, shown: 2, revealed: 0 }), false);
    assert.equal(mustPassDevice({ ...all, shown: 3, revealed: 1 }), false);
    assert.equal(mustPassDevice({ ...all, shown: 1, revealed: 0 }), true);
    assert.equal(mustPassDevice({ ...all, shown: 3, revealed: 2 }), true);
    assert.equal(mustPassDevice({ ...all, shown: 0, revealed: 3 }), true);
    assert.equal(mustPassDevice({ ...all, shown: 0, revealed: null }), true);
  });

  it("covers between Goal!'s partners, who never see each other's hands (GL-2.1)", () => {
    const partners = cover({ held: [0, 1, 2, 3], teams: TWO_V_TWO, teamsShareHands: false });
    assert.equal(mustPassDevice({ ...partners, shown: 2, revealed: 0 }), true);
    assert.equal(mustPassDevice({ ...partners, shown: 3, revealed: 1 }), true);
    assert.equal(mustPassDevice({ ...partners, shown: 1, revealed: 0 }), true);
    assert.equal(mustPassDevice({ ...partners, shown: 2, revealed: 2 }), false);
    // Even a device holding one side only: the two partners still hand it over.
    const pair = cover({ held: [1, 2], teams: [[0], [1, 2]], teamsShareHands: false });
    assert.equal(mustPassDevice({ ...pair, shown: 2, revealed: 1 }), true);
    assert.equal(mustPassDevice({ ...pair, shown: 2, revealed: null }), true);
    // Teammates who share hands (Golazo, Supernatural Soccer) pass without one, as when not told.
    assert.equal(
      mustPassDevice({ ...partners, teamsShareHands: true, shown: 2, revealed: 0 }),
      false,
    );
  });

  it('never covers when every seat held plays for one side', () => {
    const mates = cover({ held: [0, 2], teams: TWO_V_TWO });
    assert.equal(mustPassDevice({ ...mates, shown: 0, revealed: null }), false);
    assert.equal(mustPassDevice({ ...mates, shown: 2, revealed: 0 }), false);
  });

  it('still covers between two opponents sharing a device in a team game', () => {
    const rivals = cover({ held: [0, 1], teams: TWO_V_TWO });
    assert.equal(mustPassDevice({ ...rivals, shown: 1, revealed: 0 }), true);
    assert.equal(mustPassDevice({ ...rivals, shown: 0, revealed: 1 }), true);
  });

  it('over a hot-seat game, covers exactly where the shown seat changes side', () => {
    const seat = fc.integer({ min: 0, max: 3 });
    fc.assert(
      fc.property(fc.array(seat, { minLength: 1, maxLength: 40 }), (shownInTurn) => {
        // The table as TablePage drives it: a cover is answered by its seat's player.
        const held = [0, 1, 2, 3];
        let revealed: number | null = null;
        let lastSide: number | null = null;
        for (const shown of shownInTurn) {
          const covered = mustPassDevice({
            hiddenInformation: true,
            held,
            teams: TWO_V_TWO,
            shown,
            revealed,
          });
          assert.equal(covered, sideOf(TWO_V_TWO, shown) !== lastSide);
          if (covered) revealed = shown;
          lastSide = sideOf(TWO_V_TWO, shown);
        }
      }),
    );
  });

  it('names the teammates who see what the shown seat sees, where they share hands', () => {
    const held = [0, 1, 2, 3];
    assert.deepEqual(seesWith(cover({ held, teams: TWO_V_TWO, shown: 2 })), [0, 2]);
    assert.deepEqual(seesWith(cover({ held, teams: TWO_V_TWO, shown: 1 })), [1, 3]);
    assert.deepEqual(
      seesWith(cover({ held, teams: TWO_V_TWO, shown: 2, teamsShareHands: false })),
      [2],
      "Goal!'s partners see their own hands only",
    );
    assert.deepEqual(seesWith(cover({ held: [1, 2], teams: TWO_V_TWO, shown: 2 })), [2]);
    assert.deepEqual(seesWith(cover({ held, teams: ONE_V_ONE, shown: null })), []);
  });
});
