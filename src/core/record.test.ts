import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from './random-agent.ts';
import { runMatch } from './match.ts';
import { formatRecord, parseRecord, replayRecord, sealRecord, type GameRecord } from './record.ts';
import { err, ok } from './result.ts';
import { matchdayError } from './errors.ts';
import { coinToss } from './testing/coin-toss.ts';

function played(seed = 'r'): GameRecord {
  const players = [0, 1].map((seat) => ({
    name: `P${seat}`,
    agent: 'bot:random',
    make: randomAgent,
  }));
  const record = runMatch(coinToss, { players, seed, options: { tosses: 3 } });
  assert.ok(record.ok);
  return record.value;
}

const resolve = (id: string) =>
  id === coinToss.facts.id
    ? ok(coinToss)
    : err(matchdayError('unknown-game', `Unknown game '${id}'.`));

describe('records', () => {
  it('round-trip through their JSON text', () => {
    const record = played();
    const parsed = parseRecord(formatRecord(record));
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.value, record);
    assert.match(formatRecord(record), /"actions": \[\n {4}\[/, 'one action per line');
  });

  it('replay to the recorded outcome', () => {
    const record = played();
    const replayed = replayRecord(record, resolve);
    assert.ok(replayed.ok);
    assert.deepEqual(replayed.value.outcome, record.outcome);
  });

  it('refuse text that is not a record, saying where', () => {
    const notJson = parseRecord('{');
    assert.ok(!notJson.ok && notJson.error.code === 'bad-record');
    const wrongShape = parseRecord(JSON.stringify({ ...played(), seed: 7 }));
    assert.ok(!wrongShape.ok && wrongShape.error.message.includes('seed'));
    const extra = parseRecord(JSON.stringify({ ...played(), cheat: true }));
    assert.ok(!extra.ok && extra.error.code === 'bad-record');
  });

  it('refuse an unknown game, another engine version and bad options', () => {
    const record = played();
    const unknown = replayRecord({ ...record, game: 'chess' }, resolve);
    assert.ok(!unknown.ok && unknown.error.code === 'unknown-game');
    const version = replayRecord({ ...record, engineVersion: '0.0.1' }, resolve);
    assert.ok(!version.ok && version.error.code === 'version-mismatch');
    const options = replayRecord({ ...record, options: { tosses: -1 } }, resolve);
    assert.ok(!options.ok && options.error.code === 'bad-options');
  });

  it('name the first bad action of a tampered record', () => {
    const record = played();
    const actions = record.actions.map(([seat, action], i) =>
      i === 2 ? ([seat, action + 7] as const) : ([seat, action] as const),
    );
    const tampered = replayRecord({ ...record, actions }, resolve);
    assert.ok(!tampered.ok);
    assert.equal(tampered.error.code, 'illegal-action');
    assert.match(tampered.error.message, /^Action 3 of the record/);
    const wrongSeat = record.actions.map(([seat, action], i) =>
      i === 0 ? ([1 - seat, action] as const) : ([seat, action] as const),
    );
    const outOfTurn = replayRecord({ ...record, actions: wrongSeat }, resolve);
    assert.ok(!outOfTurn.ok && outOfTurn.error.code === 'not-your-turn');
  });

  it('refuse a stated outcome the actions do not lead to', () => {
    const record = played();
    const outcome = { scores: [99, 0], places: [1, 2] };
    const lied = replayRecord({ ...record, outcome }, resolve);
    assert.ok(!lied.ok && lied.error.code === 'result-mismatch');
    const truncated = replayRecord({ ...record, actions: record.actions.slice(0, -1) }, resolve);
    assert.ok(!truncated.ok && truncated.error.code === 'result-mismatch');
    const unfinished = replayRecord(
      { ...record, actions: record.actions.slice(0, -1), outcome: null },
      resolve,
    );
    assert.ok(unfinished.ok, 'an unfinished game is a valid record when it says so');
  });

  it('sealed: name the first move whose consequences differ, even when it is legal', () => {
    const sealed = sealRecord(played(), resolve);
    assert.ok(sealed.ok);
    assert.ok(sealed.value.actions.every((entry) => entry.length === 3));
    assert.ok(replayRecord(sealed.value, resolve).ok, 'a sealed record replays');
    const reparsed = parseRecord(formatRecord(sealed.value));
    assert.ok(reparsed.ok && reparsed.value.actions.length === sealed.value.actions.length);
    // The second call of the first toss, flipped: still legal, but the toss it settles differs.
    const actions = [...sealed.value.actions];
    const [seat, action, check] = actions[1] ?? [];
    assert.ok(seat !== undefined && action !== undefined && check !== undefined);
    actions[1] = [seat, 1 - action, check];
    const edited = replayRecord({ ...sealed.value, actions }, resolve);
    assert.ok(!edited.ok);
    assert.equal(edited.error.code, 'tampered-record');
    assert.match(edited.error.message, /^Action 2 of the record/);
  });
});
