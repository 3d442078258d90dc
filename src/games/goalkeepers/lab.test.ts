/** The lab's Goalkeepers probe counts what the games' own events say happened. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { botFor } from '../../bots/agents.ts';
import { runMatch } from '../../core/match.ts';
import { replayRecord } from '../../core/record.ts';
import { ok } from '../../core/result.ts';
import { inlineExecutor, runLab } from '../../lab/run.ts';
import { DECLINE_REWARD, TAKE_GOAL, TAKE_TEAM } from './actions.ts';
import { playable } from './playable.ts';

describe('Goalkeepers lab probe', () => {
  it('counts reward choices (GK-4.3), their winners and round lengths (GK-9) as the events do', async () => {
    const bots = ['bot:heuristic', 'bot:random', 'bot:random'];
    const games = 40;
    const result = await runLab(
      { game: 'goalkeepers', bots, seed: 'probe', games },
      inlineExecutor,
    );
    const probe = result.tallies[0]?.probe;
    assert.ok(probe);

    const players = bots.map((agent, seat) => {
      const bot = botFor(agent, playable);
      assert.ok(bot.ok);
      return { name: `Seat ${seat + 1}`, agent, make: bot.value };
    });
    const team = [0, 0, 0];
    const goal = [0, 0, 0];
    const none = [0, 0, 0];
    let teamWon = 0;
    let goalWon = 0;
    let noneWon = 0;
    const roundTurns: number[] = [];
    const rounds: number[] = [];
    for (let i = 0; i < games; i++) {
      const played = runMatch(playable.engine, { players, seed: `probe/${i}` });
      assert.ok(played.ok);
      const record = played.value;
      const places = record.outcome?.places ?? [];
      let rolls = 0;
      let roundsPlayed = 1;
      const replayed = replayRecord(
        record,
        () => ok(playable.engine),
        (step) => {
          const taken = step.events.find((e) => e.kind === 'reward' && e.seat === step.seat);
          if (taken && step.action === TAKE_TEAM) {
            assert.match(taken.text, /takes \d TEAM di/);
            team[step.seat] = (team[step.seat] ?? 0) + 1;
            if (places[step.seat] === 1) teamWon++;
          } else if (taken && step.action === TAKE_GOAL) {
            assert.match(taken.text, /takes a GOAL die/);
            goal[step.seat] = (goal[step.seat] ?? 0) + 1;
            if (places[step.seat] === 1) goalWon++;
          } else if (taken && step.action === DECLINE_REWARD) {
            assert.match(taken.text, /takes no reward/);
            none[step.seat] = (none[step.seat] ?? 0) + 1;
            if (places[step.seat] === 1) noneWon++;
          }
          for (const event of step.events) {
            if (event.kind === 'roll') rolls++;
            if (event.kind === 'round-start' || event.kind === 'game-end') {
              roundTurns[rolls] = (roundTurns[rolls] ?? 0) + 1;
              rolls = 0;
            }
            if (event.kind === 'round-start') roundsPlayed++;
          }
        },
      );
      assert.ok(replayed.ok);
      rounds[roundsPlayed] = (rounds[roundsPlayed] ?? 0) + 1;
    }
    // Holes (lengths no round had) count as 0, as in the probe's dense histograms.
    const dense = (xs: (number | undefined)[]): number[] => Array.from(xs, (x) => x ?? 0);
    assert.deepEqual(probe['reward.team'], team);
    assert.deepEqual(probe['reward.goal'], goal);
    assert.deepEqual(probe['reward.none'], none);
    assert.deepEqual(probe['reward.team.won'], [teamWon]);
    assert.deepEqual(probe['reward.goal.won'], [goalWon]);
    assert.deepEqual(probe['reward.none.won'], [noneWon]);
    assert.deepEqual(probe['round.turns'], dense(roundTurns));
    assert.deepEqual(probe.rounds, dense(rounds));
    assert.ok(
      team.concat(goal).some((n) => n > 0),
      'some rewards were chosen',
    );
    assert.ok(
      none.some((n) => n > 0),
      'some were declined',
    );
  });
});
