import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { agentSeeds, RunSeeds } from './agent-seeds.ts';
import { Rng } from './rng.ts';

it("a run's seeds are exactly those of its games' seed strings, game by game", () => {
  fc.assert(
    fc.property(
      fc.string(),
      fc.integer({ min: 1, max: 6 }),
      fc.array(fc.nat({ max: 10_000_000 }), { minLength: 1, maxLength: 5 }),
      (seed, seats, games) => {
        const run = new RunSeeds(seed);
        const agent = Rng.fromSeed('');
        for (const n of games) {
          const game = run.start(n);
          assert.equal(run.gameSeed(), `${seed}/${n}`);
          assert.deepEqual(game.words(), Rng.fromSeed(`${seed}/${n}`).words());
          const expected = agentSeeds(`${seed}/${n}`, seats);
          for (let seat = 0; seat < seats; seat++) {
            assert.equal(run.agentSeed(seat), expected[seat]);
            run.agent(seat, agent);
            assert.deepEqual(agent.words(), Rng.fromSeed(expected[seat] as string).words());
          }
        }
      },
    ),
  );
});

it("a game's agent seeds are its seed, '/agent/' and the seat from 0 (record format 3)", () => {
  assert.deepEqual(agentSeeds('7/12', 3), ['7/12/agent/0', '7/12/agent/1', '7/12/agent/2']);
  const run = new RunSeeds('7');
  run.start(12);
  assert.equal(run.agentSeed(2), '7/12/agent/2');
});
