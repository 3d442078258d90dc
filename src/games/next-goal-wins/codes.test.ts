/**
 * The action codes (codes.ts, season/codes.ts): blocks that never overlap, fields that read
 * back as written, and the very numbers records hold, which must never change.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BLOCK,
  BLOCK_SIZE,
  CROSSING_CHOICE,
  DEFEND,
  DEFEND_SPEED,
  DONE,
  EMPTY_PICK,
  MOVE_UP_ACTION,
  NO_DEFENCE,
  SHOOTING_CHOICE,
  answeredTactic,
  declareAction,
  declaredKind,
  declaredSpeed,
  declaredTactic,
  defendWith,
  headerAction,
  headerPlace,
  pickSlot,
  placeTakenOff,
  setPieceDefender,
  setPiecePlace,
  setPieceTactic,
  slotBroughtOn,
  subIn,
  subOut,
  takerAction,
  targetAction,
  targetPlace,
  type Block,
} from './codes.ts';
import { TACTIC_SLOTS } from './facts.ts';
import {
  MATCH_ACTIONS,
  SEASON_BLOCK,
  SEASON_BLOCK_SIZE,
  STOP,
  cardLetGo,
  cardLoaned,
  deckAction,
  deckOf,
  dropTacticAction,
  letGoAction,
  loanAction,
  offerAction,
  offerIndex,
  seasonBlockOf,
  tacticSlotDropped,
} from './season/codes.ts';
import { MOVE_UP } from './stats.ts';

const TACTICS = [-1, ...Array.from({ length: TACTIC_SLOTS }, (_, slot) => slot)];
const PLACES = [0, 1, 2, 3];

/** Every code of a match, by the block it claims to be in. */
function matchCodes(): [Block, number][] {
  const codes: [Block, number][] = [];
  for (let slot = 0; slot < 7; slot++) codes.push(['pick', pickSlot(slot)]);
  codes.push(['pick', EMPTY_PICK], ['substitution', DONE]);
  for (const place of PLACES) codes.push(['substitution', subOut(place)]);
  for (let slot = 0; slot < 7; slot++) codes.push(['bringOn', subIn(slot)]);
  for (let kind = 0; kind <= MOVE_UP; kind++)
    for (const t of TACTICS)
      for (const speed of [false, true]) codes.push(['declaration', declareAction(kind, t, speed)]);
  codes.push(['answer', NO_DEFENCE], ['answer', DEFEND], ['answer', DEFEND_SPEED]);
  for (const t of TACTICS.slice(1)) codes.push(['answer', defendWith(t)]);
  codes.push(['freeKick', CROSSING_CHOICE], ['freeKick', SHOOTING_CHOICE]);
  for (const t of TACTICS)
    for (const place of PLACES)
      codes.push(
        ['taker', takerAction(place, t)],
        ['setPieceDefender', setPieceDefender(place, t)],
      );
  for (const place of PLACES)
    codes.push(['header', headerAction(place)], ['target', targetAction(place)]);
  return codes;
}

describe('Next Goal Wins action codes', () => {
  it('each block holds its codes, one code per decision, and no block overlaps another', () => {
    const codes = matchCodes();
    for (const [block, code] of codes) {
      assert.ok(
        code >= BLOCK[block] && code < BLOCK[block] + BLOCK_SIZE[block],
        `${block} ${code}`,
      );
    }
    assert.equal(new Set(codes.map(([, code]) => code)).size, codes.length);
    const spans = Object.entries(BLOCK).sort(([, a], [, b]) => a - b);
    for (let i = 1; i < spans.length; i++) {
      const [before, start] = spans[i - 1] as [Block, number];
      assert.ok(start + BLOCK_SIZE[before] <= (spans[i] as [Block, number])[1], before);
    }
    const last = spans[spans.length - 1] as [Block, number];
    assert.ok(last[1] + BLOCK_SIZE[last[0]] <= MATCH_ACTIONS, 'below the season’s codes');
  });

  it('every field reads back as it was written', () => {
    for (let kind = 0; kind <= MOVE_UP; kind++)
      for (const t of TACTICS)
        for (const speed of [false, true]) {
          const a = declareAction(kind, t, speed);
          assert.deepEqual(
            [declaredKind(a), declaredTactic(a), declaredSpeed(a)],
            [kind, t, speed],
          );
        }
    for (const t of TACTICS)
      for (const place of PLACES) {
        const taker = takerAction(place, t);
        const defender = setPieceDefender(place, t);
        assert.deepEqual(
          [setPiecePlace(taker, BLOCK.taker), setPieceTactic(taker, BLOCK.taker)],
          [place, t],
        );
        assert.deepEqual(
          [
            setPiecePlace(defender, BLOCK.setPieceDefender),
            setPieceTactic(defender, BLOCK.setPieceDefender),
          ],
          [place, t],
        );
      }
    for (const place of PLACES) {
      assert.equal(placeTakenOff(subOut(place)), place);
      assert.equal(headerPlace(headerAction(place)), place);
      assert.equal(targetPlace(targetAction(place)), place);
    }
    for (let slot = 0; slot < 7; slot++) assert.equal(slotBroughtOn(subIn(slot)), slot);
    for (const t of TACTICS) assert.equal(answeredTactic(t < 0 ? DEFEND : defendWith(t)), t);
    assert.equal(answeredTactic(DEFEND_SPEED), -1);
  });

  it('the codes are the numbers records hold (docs/records.md): they never move', () => {
    // Written out as records of every version so far hold them.
    assert.deepEqual(
      [pickSlot(3), EMPTY_PICK, DONE, subOut(2), subIn(6), declareAction(0), MOVE_UP_ACTION],
      [3, 7, 10, 13, 26, 100, 156],
    );
    assert.deepEqual([declareAction(5, 1, true), declareAction(6, 2)], [145, 154]);
    assert.deepEqual([NO_DEFENCE, DEFEND, DEFEND_SPEED, defendWith(2)], [200, 201, 202, 205]);
    assert.deepEqual([CROSSING_CHOICE, SHOOTING_CHOICE], [210, 211]);
    assert.deepEqual([takerAction(3, 0), headerAction(2), setPieceDefender(1, 2)], [227, 242, 273]);
    assert.equal(targetAction(3), 283);
    assert.deepEqual(
      [deckAction(3), STOP, offerAction(2), letGoAction(40), dropTacticAction(1), loanAction(9)],
      [1003, 1010, 1102, 2040, 3001, 4009],
    );
  });

  it('season codes: each in its block, read back as written', () => {
    const blocks = Object.entries(SEASON_BLOCK).sort(([, a], [, b]) => a - b);
    for (let i = 1; i < blocks.length; i++) {
      const [before, start] = blocks[i - 1] as [keyof typeof SEASON_BLOCK, number];
      assert.ok(start + SEASON_BLOCK_SIZE[before] <= (blocks[i] as [string, number])[1], before);
    }
    assert.equal(seasonBlockOf(MOVE_UP_ACTION), 'match');
    assert.equal(seasonBlockOf(STOP), 'stop');
    for (let position = 0; position < 4; position++) {
      assert.equal(seasonBlockOf(deckAction(position)), 'deck');
      assert.equal(deckOf(deckAction(position)), position);
    }
    const card = SEASON_BLOCK_SIZE.letGo - 1;
    assert.deepEqual(
      [seasonBlockOf(letGoAction(card)), cardLetGo(letGoAction(card))],
      ['letGo', card],
    );
    assert.deepEqual(
      [seasonBlockOf(loanAction(card)), cardLoaned(loanAction(card))],
      ['loan', card],
    );
    assert.deepEqual([seasonBlockOf(offerAction(4)), offerIndex(offerAction(4))], ['offer', 4]);
    assert.deepEqual(
      [seasonBlockOf(dropTacticAction(2)), tacticSlotDropped(dropTacticAction(2))],
      ['dropTactic', 2],
    );
  });
});
