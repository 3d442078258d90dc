import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Agent, Decision } from './agent.ts';
import { applyChecked, setupChecked } from './checked.ts';
import { agentSeeds, runMatch } from './match.ts';
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
