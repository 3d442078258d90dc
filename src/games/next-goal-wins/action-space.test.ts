/**
 * Next Goal Wins' action codes, laid out by NGW_ACTIONS (core/action-space.ts), are the codes
 * its records hold (NGW-3.1 to NGW-29.1): pinned here as the numbers every version so far has
 * written, so a change of the table cannot move one; every code round-trips through encode and
 * decode; and every legal action of random matches and seasons decodes into the space.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkActionSpace } from '../../core/testing/action-space.ts';
import type { Action, Game, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import {
  BLOCK,
  BLOCK_SIZE,
  CROSSING_CHOICE,
  DEFEND,
  DEFEND_SPEED,
  DONE,
  EMPTY_PICK,
  MOVE_UP_ACTION,
  NGW_ACTIONS,
  NO_DEFENCE,
  SHOOTING_CHOICE,
  declareAction,
  defendWith,
  headerAction,
  pickSlot,
  setPieceDefender,
  subIn,
  subOut,
  takerAction,
  targetAction,
} from './codes.ts';
import { nextGoalWins } from './engine.ts';
import { NEXT_GOAL_WINS_FACTS } from './facts.ts';
import { SEASON_BLOCK, STOP, deckAction, letGoAction, loanAction } from './season/codes.ts';
import { nextGoalWinsSeason } from './season/engine.ts';
import { seasonOptions } from './season/options.ts';

/** Plays a seeded random game to its end, checking that each legal action decodes. */
function checkRandomGame<S, V, O>(game: Game<S, V, O>, options: O, seats: number, seed: string) {
  const rng = Rng.fromSeed(seed);
  const s = game.setup(options, seats, Rng.fromSeed(`${seed} deal`));
  let steps = 0;
  const seen = new Set<string>();
  for (let actors = game.actors(s); actors.length > 0; actors = game.actors(s)) {
    const seat = actors[rng.int(actors.length)] as Seat;
    const legal = game.legalActions(s, seat);
    assert.ok(legal.length > 0, `${seed}: seat ${seat} has an action`);
    for (const a of legal) {
      const decoded = NGW_ACTIONS.decode(a);
      assert.ok(decoded, `${seed}: action ${a} lies in no range of NGW_ACTIONS`);
      seen.add(decoded.name);
    }
    game.apply(s, seat, legal[rng.int(legal.length)] as Action);
    assert.ok(++steps <= game.facts.actionBound, `${seed}: ends within the bound`);
  }
  return seen;
}

describe('Next Goal Wins’ action space (NGW-3.1, NGW-6.1, NGW-9.1, NGW-11.2, NGW-21.2)', () => {
  it('keeps every block where records have it', () => {
    assert.deepEqual(
      [
        BLOCK.pick,
        BLOCK.substitution,
        BLOCK.bringOn,
        BLOCK.declaration,
        BLOCK.answer,
        BLOCK.freeKick,
        BLOCK.taker,
        BLOCK.header,
        BLOCK.setPieceDefender,
        BLOCK.target,
      ],
      [0, 10, 20, 100, 200, 210, 220, 240, 260, 280],
    );
    assert.deepEqual(
      [
        BLOCK_SIZE.pick,
        BLOCK_SIZE.substitution,
        BLOCK_SIZE.bringOn,
        BLOCK_SIZE.declaration,
        BLOCK_SIZE.answer,
        BLOCK_SIZE.freeKick,
        BLOCK_SIZE.taker,
        BLOCK_SIZE.header,
        BLOCK_SIZE.setPieceDefender,
        BLOCK_SIZE.target,
      ],
      [8, 5, 7, 64, 6, 2, 16, 4, 16, 4],
    );
  });

  it('keeps every constant and helper’s code as records hold it', () => {
    assert.deepEqual([EMPTY_PICK, DONE, MOVE_UP_ACTION], [7, 10, 156]);
    assert.deepEqual([NO_DEFENCE, DEFEND, DEFEND_SPEED], [200, 201, 202]);
    assert.deepEqual([CROSSING_CHOICE, SHOOTING_CHOICE], [210, 211]);
    assert.deepEqual([pickSlot(0), pickSlot(6), subOut(0), subOut(3)], [0, 6, 11, 14]);
    assert.deepEqual([subIn(0), subIn(6)], [20, 26]);
    assert.deepEqual(
      [
        declareAction(0),
        declareAction(0, -1, true),
        declareAction(0, 0),
        declareAction(6, 2, true),
      ],
      [100, 101, 102, 155],
    );
    assert.deepEqual([defendWith(0), defendWith(2)], [203, 205]);
    assert.deepEqual([takerAction(0), takerAction(3, 2), headerAction(3)], [220, 235, 243]);
    assert.deepEqual(
      [setPieceDefender(0), setPieceDefender(3, 2), targetAction(0)],
      [260, 275, 280],
    );
    assert.deepEqual(
      [SEASON_BLOCK.deck, STOP, SEASON_BLOCK.offer, SEASON_BLOCK.letGo],
      [1000, 1010, 1100, 2000],
    );
    assert.deepEqual([SEASON_BLOCK.dropTactic, SEASON_BLOCK.loan], [3000, 4000]);
    assert.deepEqual([deckAction(3), letGoAction(89), loanAction(89)], [1003, 2089, 4089]);
  });

  it('round-trips every code, and names it', () => {
    const sizes = NGW_ACTIONS.ranges.reduce((sum, range) => sum + range.size, 0);
    assert.equal(checkActionSpace(NGW_ACTIONS), sizes);
    assert.equal(NGW_ACTIONS.end, 4090);
    assert.deepEqual(NGW_ACTIONS.decode(MOVE_UP_ACTION), { name: 'declaration', index: 56 });
    assert.deepEqual(NGW_ACTIONS.decode(STOP), { name: 'stop', index: 0 });
    assert.equal(NGW_ACTIONS.decode(9), undefined, 'the gap after the picks');
    assert.equal(NGW_ACTIONS.decode(999), undefined, 'the gap below the season');
    assert.equal(NGW_ACTIONS.label(defendWith(1)), 'answer 4');
    assert.equal(nextGoalWins.actionSpace, NGW_ACTIONS);
  });

  it('every legal action of 160 random matches decodes into the space', () => {
    const options = NEXT_GOAL_WINS_FACTS.options.parse({});
    const seen = new Set<string>();
    for (let game = 0; game < 160; game++)
      for (const name of checkRandomGame(nextGoalWins, options, 2, `match ${game}`)) seen.add(name);
    for (const name of ['pick', 'substitution', 'declaration', 'answer', 'freeKick', 'taker'])
      assert.ok(seen.has(name), `some match offers a ${name}`);
  });

  it('every legal action of 40 random seasons (2 to 6 seats) and 20 season-engine matches decodes', () => {
    const seen = new Set<string>();
    const match = seasonOptions.parse({ mode: 'match' });
    for (let game = 0; game < 20; game++)
      for (const name of checkRandomGame(nextGoalWinsSeason, match, 2, `season match ${game}`))
        seen.add(name);
    for (let game = 0; game < 40; game++) {
      const options = seasonOptions.parse({ managers: game % 2 === 0, exchange: game % 3 === 0 });
      for (const name of checkRandomGame(
        nextGoalWinsSeason,
        options,
        2 + (game % 5),
        `season ${game}`,
      ))
        seen.add(name);
    }
    for (const name of ['deck', 'offer', 'letGo', 'declaration'])
      assert.ok(seen.has(name), `some season offers a ${name}`);
  });
});
