/**
 * Which steps a seat may take back at a table: only its own latest ones the game allows, up to
 * anything else that happened since (another seat's decision, a bot's step, a timeout), and
 * the same after the table is rebuilt from its record.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coinToss } from '../../core/testing/coin-toss.ts';
import { ok } from '../../core/result.ts';
import { randomAgent } from '../../bots/random.ts';
import type { GameFinder } from '../games.ts';
import type { StoredAction } from '../storage/rows.ts';
import { storedSeat, storedTable } from '../testing/stored.ts';
import { freshTable, rebuildTable } from './restore.ts';
import type { Table } from './table.ts';
import { replayedState } from './take-back.ts';

/** Coin toss whose every call may be taken back: three seats call one after another. */
const tossBack = { ...coinToss, takeBack: () => true };
const find: GameFinder = () => ok({ engine: tossBack, heuristic: randomAgent });

const stored = (agents: readonly string[]) =>
  storedTable({
    id: 'undo-table',
    game: 'coin-toss',
    engineVersion: coinToss.facts.version,
    options: { tosses: 3 },
    seats: agents.map((agent, seat) => storedSeat(seat, { agent })),
  });

function table(agents: readonly string[] = ['human', 'human', 'human']): Table {
  const made = freshTable(stored(agents), find);
  assert.ok(made.ok);
  return made.value;
}

const HEADS = 0;

describe('what a seat may take back at a table', () => {
  it('its own latest step, until another seat decides', () => {
    const t = table();
    t.play(0, HEADS, false);
    assert.equal(t.takeBackSteps(0), 1);
    assert.equal(t.canUndo(0), true);
    assert.equal(t.canUndo(1), false, 'not a step of its own');
    t.play(1, HEADS, false);
    assert.equal(t.takeBackSteps(0), 0, "the opponent's decision is a barrier");
    assert.equal(t.takeBackSteps(1), 1);
  });

  it("never a bot's step, and nothing before it", () => {
    const t = table(['human', 'bot:easy', 'human']);
    t.play(0, HEADS, false);
    t.play(1, HEADS, false);
    assert.equal(t.takeBackSteps(1), 0, "a bot's step is the table's");
    assert.equal(t.takeBackSteps(0), 0);
  });

  it('never a step the computer played for a seat out of time', () => {
    const t = table();
    t.play(0, HEADS, true);
    assert.equal(t.takeBackSteps(0), 0);
  });

  it('not while the table is paused at a window', () => {
    const t = table();
    t.play(0, HEADS, false);
    t.pause = {
      kind: 'k',
      chain: 0,
      since: t.version,
      deadline: 0,
      now: () => 0,
      stopped: new Set(),
    };
    assert.equal(t.canUndo(0), false);
  });

  it('taken back, the table is at the state its record without the step replays to', () => {
    const t = table();
    t.play(0, HEADS, false);
    const version = t.version;
    const setup = { options: t.options, seats: 3, seed: t.seed };
    const before = replayedState(tossBack, setup, t.actions, 0);
    assert.ok(before.ok);
    t.tookBack(0, before.value);
    assert.equal(t.actions.length, 0);
    assert.equal(t.version, version + 1, 'a take-back is a change of its own');
    assert.deepEqual(tossBack.view(t.state as never, 0), tossBack.view(before.value as never, 0));
    assert.deepEqual(t.actors(), [0, 1, 2], 'seat 0 calls again');
    assert.equal(t.log.at(-1)?.text, 'Seat 1 took back a move.');
  });

  it('rebuilt from its record, a table knows the same steps may be taken back', () => {
    const actions: StoredAction[] = [
      { idx: 0, seat: 1, action: HEADS, timeout: false },
      { idx: 1, seat: 0, action: HEADS, timeout: false },
    ];
    const rebuilt = rebuildTable(stored(['human', 'human', 'human']), actions, find);
    assert.ok(rebuilt.ok);
    assert.equal(rebuilt.value.takeBackSteps(0), 1);
    assert.equal(rebuilt.value.takeBackSteps(1), 0);
    const first = rebuildTable(stored(['human', 'human', 'human']), actions.slice(0, 1), find);
    assert.ok(first.ok);
    assert.equal(first.value.takeBackSteps(1), 1, 'the first step too, asked of the setup');
  });
});
