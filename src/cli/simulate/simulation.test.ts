import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from '../../bots/random.ts';
import type { AnyGame } from '../../core/game.ts';
import { runMatch } from '../../core/match.ts';
import { marathon, relay } from '../../core/match-test-games.ts';
import { reportText } from './report.ts';
import { Simulation } from './simulation.ts';
import { summarize, type SimulationSetup } from './summary.ts';

const GAMES = 300;

function simulate(game: AnyGame, seats: number, setup: Partial<SimulationSetup> = {}) {
  const players = Array.from({ length: seats }, () => ({ agent: 'bot:random', make: randomAgent }));
  const simulation = Simulation.start(game, { seed: 's', players });
  assert.ok(simulation.ok);
  for (let i = 0; i < GAMES; i++) simulation.value.playNext();
  const seatNames = players.map((p) => p.agent);
  return summarize(
    {
      game: game.facts.id,
      options: {},
      seed: 's',
      seats: seatNames,
      teams: simulation.value.teams,
      ...setup,
    },
    simulation.value.tally(),
  );
}

/** Game i of the simulation, played alone through the match runner. */
function record(game: AnyGame, seats: number, i: number) {
  const players = Array.from({ length: seats }, (_, seat) => ({
    name: `Seat ${seat + 1}`,
    agent: 'bot:random',
    make: randomAgent,
  }));
  const played = runMatch(game, { players, seed: `s/${i}` });
  assert.ok(played.ok);
  return played.value;
}

describe('a simulation of a game played in teams', () => {
  it('sums up each team, teammates sharing one result', () => {
    const summary = simulate(relay, 4);
    const wins: [number, number] = [0, 0];
    let drawn = 0;
    for (let i = 0; i < GAMES; i++) {
      const { outcome } = record(relay, 4, i);
      assert.ok(outcome);
      // Teammates share a place: team 1 is seats 1 and 3, team 2 seats 2 and 4.
      if (outcome.places[0] === 1 && outcome.places[1] === 1) drawn++;
      else wins[outcome.places[0] === 1 ? 0 : 1]++;
    }
    assert.deepEqual(summary.teams, [
      { seats: [0, 2], wins: wins[0], draws: drawn, losses: GAMES - drawn - wins[0] },
      { seats: [1, 3], wins: wins[1], draws: drawn, losses: GAMES - drawn - wins[1] },
    ]);
    const text = reportText(summary);
    const share = (100 * wins[1]) / GAMES;
    assert.match(text, /^Team {4}Seats {3}Wins {2}Draws {2}Losses {3}Win %$/m);
    assert.match(
      text,
      new RegExp(`^Team 2  2, 4 +${wins[1]} +${drawn} .* ${share.toFixed(1)}%$`, 'm'),
    );
  });

  it('leaves teams out where every team is a single seat', () => {
    const summary = simulate(relay, 2);
    assert.equal(summary.teams, undefined);
    assert.ok(!reportText(summary).includes('Team'));
  });
});

describe('a simulation of an endless game', () => {
  it('reports how many games reached the bound, and results over the finished ones', () => {
    const bound = marathon.facts.actionBound;
    const summary = simulate(marathon, 2, { endlessBound: bound });
    const played = Array.from({ length: GAMES }, (_, i) => record(marathon as AnyGame, 2, i));
    const stopped = played.filter((r) => r.stopped === 'bound').length;
    assert.ok(stopped > 0 && stopped < GAMES);
    assert.deepEqual(summary.bound, { actions: bound, reached: stopped });
    assert.equal(summary.games, GAMES);
    const finished = GAMES - stopped;
    assert.equal((summary.wins[0] ?? 0) + (summary.losses[0] ?? 0), finished);
    const firstWins = played.filter((r) => r.outcome?.places[0] === 1).length;
    assert.equal(summary.wins[0], firstWins);
    assert.equal(summary.maxLength, bound);
    const text = reportText(summary);
    assert.ok(
      text.includes(
        `Reached the bound of ${bound} actions: ${stopped} of ${GAMES} games (stopped there; results and scores count the ${finished} finished).`,
      ),
    );
    const share = (100 * firstWins) / finished;
    assert.match(text, new RegExp(`^Seat 1 .* ${share.toFixed(1)}% `, 'm'));
  });
});
