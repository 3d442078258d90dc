import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runMatch } from '../../core/match.ts';
import { goalkeepers } from './engine.ts';
import { goalkeepersHeuristic } from './heuristic.ts';
import { goalkeepersOptimal, solverFor } from './optimal.ts';

describe('the exact solution of 2-player Goalkeepers', () => {
  const solver = solverFor(3);

  it('is a probability, and symmetric between the seats', () => {
    const first = solver.startValue(1, 0, 0, 0);
    const second = solver.startValue(1, 0, 0, 1);
    assert.ok(first > 0 && first < 1);
    // Seat 1 starting is seat 2's game with the seats swapped.
    assert.ok(Math.abs(first + second - 1) < 1e-9, `${first} + ${second}`);
    assert.ok(Math.abs(solver.startValue(3, 1, 0, 0) + solver.startValue(3, 0, 1, 1) - 1) < 1e-9);
  });

  it('predicts what optimal play against itself does (GK-7.4, GK-9.3)', () => {
    const games = 20_000;
    let firstSeatWins = 0;
    for (let i = 0; i < games; i++) {
      const players = [0, 1].map((seat) => ({
        name: `Seat ${seat + 1}`,
        agent: 'bot:optimal',
        make: goalkeepersOptimal,
      }));
      const record = runMatch(goalkeepers, { players, seed: `optimal-${i}` });
      assert.ok(record.ok);
      if (record.value.outcome?.places[0] === 1) firstSeatWins++;
    }
    const predicted = solver.startValue(1, 0, 0, 0);
    const standardError = Math.sqrt((predicted * (1 - predicted)) / games);
    assert.ok(
      Math.abs(firstSeatWins / games - predicted) < 4 * standardError,
      `${firstSeatWins / games} vs ${predicted}`,
    );
  });

  it('is never worse than the heuristic bot', () => {
    const games = 10_000;
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const me = i % 2;
      const players = [0, 1].map((seat) => ({
        name: `Seat ${seat + 1}`,
        agent: seat === me ? 'bot:optimal' : 'bot:heuristic',
        make: seat === me ? goalkeepersOptimal : goalkeepersHeuristic,
      }));
      const record = runMatch(goalkeepers, { players, seed: `versus-${i}` });
      assert.ok(record.ok);
      if (record.value.outcome?.places[me] === 1) wins++;
    }
    assert.ok(wins / games > 0.5 - 3 * Math.sqrt(0.25 / games), `optimal won ${wins} of ${games}`);
  });
});
