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
        const run = new RunSeeds(seed, seats);
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
