import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Agent, Decision } from './agent.ts';
import { applyChecked, setupChecked } from './checked.ts';
import { matchdayError } from './errors.ts';
import { agentSeeds, runMatch } from './match.ts';
import { marathon } from './match-test-games.ts';
import { formatRecord, parseRecord, RECORD_FORMAT_VERSION, replayRecord } from './record.ts';
import { err, ok } from './result.ts';
import { coinToss, type CoinTossView } from './testing/coin-toss.ts';

describe('the match runner', () => {
  it('gives each agent its own seed, its view and its legal actions, and returns the record', () => {
    const seen: { seat: number; seed: string; view: CoinTossView; legal: number[] }[] = [];
    const make = (seat: number, seed: string): Agent<CoinTossView> => ({
      act(d: Decision<CoinTossView>) {
        seen.push({ seat, seed, view: d.view, legal: [...d.legal] });
        assert.equal(d.label(1), 'Call tails');
        return d.legal[seat % 2] as number;
      },
    });
    const players = [0, 1].map((seat) => ({ name: `P${seat}`, agent: 'test', make }));
    const record = runMatch(coinToss, { players, seed: 's', options: { tosses: 2 } });
    assert.ok(record.ok);
    assert.deepEqual(record.value.actions, [
      [0, 0],
      [1, 1],
      [0, 0],
      [1, 1],
    ]);
    const seeds = agentSeeds('s', 2);
    assert.notEqual(seeds[0], seeds[1], 'each agent has a seed of its own');
    assert.ok(seen.every((d) => d.seed === seeds[d.seat]));
    assert.ok(seen.every((d) => d.view.viewer === d.seat && d.legal.join() === '0,1'));
    const second = seen[1];
    assert.ok(second);
    assert.equal(second.view.myCall, -1, "seat 2 does not see seat 1's call");
    assert.deepEqual(second.view.called, [true, false], 'but it sees that seat 1 has called');
    assert.equal(
      record.value.outcome?.scores.reduce((a, b) => a + b),
      2,
      'one of two opposite calls is right each toss',
    );
  });

  it('refuses bad setup and throws on an agent that breaks the rules', () => {
    const liar = { name: 'L', agent: 'liar', make: () => ({ act: () => 7 }) };
    assert.throws(() => runMatch(coinToss, { players: [liar], seed: 'x' }), /illegal action 7/);
    const tooMany = runMatch(coinToss, { players: [liar, liar, liar, liar, liar], seed: 'x' });
    assert.ok(!tooMany.ok && tooMany.error.code === 'bad-seats');
    const badOptions = runMatch(coinToss, { players: [liar], seed: 'x', options: { tosses: 0 } });
    assert.ok(!badOptions.ok && badOptions.error.code === 'bad-options');
  });
});

describe('checked play', () => {
  it('refuses a finished game, a seat out of turn and an illegal action, changing nothing', () => {
    const setup = setupChecked(coinToss, { seats: 2, seed: 'c', options: { tosses: 1 } });
    assert.ok(setup.ok);
    const { state } = setup.value;
    const before = JSON.stringify(coinToss.view(state, 0));
    const illegal = applyChecked(coinToss, state, 0, 2);
    assert.ok(!illegal.ok && illegal.error.code === 'illegal-action');
    assert.ok(applyChecked(coinToss, state, 0, 1).ok);
    const twice = applyChecked(coinToss, state, 0, 1);
    assert.ok(!twice.ok && twice.error.code === 'not-your-turn');
    const events = applyChecked(coinToss, state, 1, 0);
    assert.ok(events.ok && events.value.some((e) => e.kind === 'toss'));
    assert.ok(
      events.value.some((e) => e.visibleTo?.join() === '1'),
      'private events name who may see them',
    );
    const over = applyChecked(coinToss, state, 0, 0);
    assert.ok(!over.ok && over.error.code === 'game-over');
    assert.notEqual(JSON.stringify(coinToss.view(state, 0)), before);
  });
});

describe('endless games (GameFacts.endless)', () => {
  const jogger = { name: 'J', agent: 'jogger', make: () => ({ act: () => 0 }) };
  const resolve = (id: string) =>
    id === marathon.facts.id ? ok(marathon) : err(matchdayError('unknown-game', id));

  it('are stopped at their bound, and the record says so and replays to the same place', () => {
    const played = runMatch(marathon, { players: [jogger, jogger], seed: 'm' });
    assert.ok(played.ok);
    const record = played.value;
    assert.equal(record.actions.length, marathon.facts.actionBound);
    assert.equal(record.stopped, 'bound');
    assert.equal(record.outcome, null);
    assert.equal(record.formatVersion, RECORD_FORMAT_VERSION);
    const parsed = parseRecord(formatRecord(record));
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.value, record);
    const replayed = replayRecord(parsed.value, resolve);
    assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
    assert.equal(replayed.value.outcome, undefined);
    assert.deepEqual(marathon.view(replayed.value.state as ReturnType<typeof marathon.clone>, 0), {
      finish: true,
      turn: 0,
      played: marathon.facts.actionBound,
      points: [0, 0],
    });
  });

  it('that finish before the bound are not marked stopped', () => {
    const sprinter = { name: 'S', agent: 'sprinter', make: () => ({ act: () => 1 }) };
    const played = runMatch(marathon, { players: [sprinter, sprinter], seed: 'm' });
    assert.ok(played.ok);
    assert.ok(played.value.outcome);
    assert.equal(played.value.stopped, undefined);
    assert.ok(!formatRecord(played.value).includes('stopped'));
  });

  it('while a game that is not endless still fails past its bound', () => {
    const bounded = { ...marathon, facts: { ...marathon.facts, endless: false } };
    assert.throws(
      () => runMatch(bounded, { players: [jogger, jogger], seed: 'm', options: { finish: false } }),
      /ran past its bound of 12 actions/,
    );
  });

  it('a record that claims a stop it did not make is refused', () => {
    const played = runMatch(marathon, { players: [jogger, jogger], seed: 'm' });
    assert.ok(played.ok);
    const record = played.value;
    const short = replayRecord({ ...record, actions: record.actions.slice(0, -1) }, resolve);
    assert.ok(!short.ok && short.error.code === 'result-mismatch', 'fewer actions than the bound');
    const bounded = { ...marathon, facts: { ...marathon.facts, endless: false } };
    const notEndless = replayRecord(record, () => ok(bounded));
    assert.ok(!notEndless.ok && notEndless.error.code === 'result-mismatch');
    assert.match(notEndless.error.message, /never stopped/);
    const v1 = parseRecord(formatRecord({ ...record, formatVersion: 1 }));
    assert.ok(!v1.ok && v1.error.code === 'bad-record', 'format version 1 has no stops');
  });

  it('format version 1 records still read and replay', () => {
    const players = [0, 1].map((seat) => ({ name: `P${seat}`, agent: 'j', make: jogger.make }));
    const played = runMatch(coinToss, { players, seed: 'v1', options: { tosses: 2 } });
    assert.ok(played.ok);
    const v1 = parseRecord(formatRecord({ ...played.value, formatVersion: 1 }));
    assert.ok(v1.ok);
    assert.equal(v1.value.formatVersion, 1);
    const replayed = replayRecord(v1.value, (id) =>
      id === coinToss.facts.id ? ok(coinToss) : err(matchdayError('unknown-game', id)),
    );
    assert.ok(replayed.ok);
    assert.deepEqual(replayed.value.outcome, played.value.outcome);
  });
});
