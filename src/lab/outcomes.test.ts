/**
 * The lab on games whose outcomes need more than per-seat results: a game played in teams
 * (GameFacts.teams) and an endless one stopped at its bound (GameFacts.endless). Every count
 * is checked against the same games played one by one through the match runner.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from '../bots/random.ts';
import type { AnyGame } from '../core/game.ts';
import { runMatch } from '../core/match.ts';
import { marathon, relay } from '../core/match-test-games.ts';
import { resolveLab, type LabConfig } from './config.ts';
import { reportHtml } from './html.ts';
import { findTestGame } from './lab-test-games.ts';
import { buildReport, type LabReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';
import { resultOf, type ResultTally } from './tally.ts';
import { reportText } from './text.ts';

const GAMES = 300;

async function labReport(config: LabConfig): Promise<LabReport> {
  const lab = await resolveLab(config, findTestGame);
  assert.ok(lab.ok, lab.ok ? '' : lab.error.message);
  return buildReport(await runLab(lab.value, inlineExecutor));
}

/** The records of the run's games, played one by one: game i from seed `${seed}/${i}`. */
function records(game: AnyGame, seed: string, seats: number) {
  const players = Array.from({ length: seats }, (_, seat) => ({
    name: `Seat ${seat + 1}`,
    agent: 'bot:random',
    make: randomAgent,
  }));
  return Array.from({ length: GAMES }, (_, i) => {
    const record = runMatch(game, { players, seed: `${seed}/${i}` });
    assert.ok(record.ok);
    return record.value;
  });
}

describe('the lab on a game played in teams', () => {
  it('reports each team’s results, teammates sharing one', async () => {
    const report = await labReport({
      game: 'relay',
      bots: ['random'],
      seats: 4,
      seed: 't',
      games: GAMES,
    });
    const expected: ResultTally[] = [0, 1].map(() => ({ wins: 0, draws: 0, losses: 0 }));
    for (const { outcome } of records(relay, 't', 4)) {
      assert.ok(outcome);
      // Team 1 is seats 1 and 3 (0 and 2 from 0), team 2 seats 2 and 4: their first seats are 0 and 1.
      for (const team of [0, 1]) (expected[team] as ResultTally)[resultOf(outcome, team)]++;
    }
    const variant = report.variants[0];
    assert.ok(variant?.teams);
    assert.deepEqual(
      variant.teams.map(({ label, bot, wins, draws, losses }) => ({
        label,
        bot,
        wins,
        draws,
        losses,
      })),
      [
        { label: 'Team 1 (seats 1, 3)', bot: 'bot:random, bot:random', ...expected[0] },
        { label: 'Team 2 (seats 2, 4)', bot: 'bot:random, bot:random', ...expected[1] },
      ],
    );
    assert.ok(variant.figures.some((f) => f.id === 'team-results'));
    assert.match(reportText(report), /Team 2 \(seats 2, 4\) \(bot:random, bot:random\) +win/);
    const html = reportHtml(report, { d3: '', plot: '', draw: '' });
    assert.ok(html.includes('<th>Team</th>') && html.includes('<td>Team 1 (seats 1, 3)</td>'));
  });

  it('leaves teams out where every team is a single seat', async () => {
    const report = await labReport({
      game: 'relay',
      bots: ['random'],
      seats: 2,
      seed: 't',
      games: 10,
    });
    assert.equal(report.variants[0]?.teams, undefined);
    assert.ok(!reportText(report).includes('Team 1'));
  });
});

describe('the lab on an endless game', () => {
  it('counts the games stopped at the bound apart from the results', async () => {
    const report = await labReport({ game: 'marathon', bots: ['random'], seed: 'e', games: GAMES });
    const played = records(marathon, 'e', 2);
    const stopped = played.filter((r) => r.stopped === 'bound').length;
    assert.ok(stopped > 0 && stopped < GAMES, `${stopped} of ${GAMES} stopped: both kinds occur`);
    const variant = report.variants[0];
    assert.ok(variant);
    assert.deepEqual(variant.bound, { actions: marathon.facts.actionBound, reached: stopped });
    assert.equal(variant.games, GAMES);
    const first = variant.seats[0];
    assert.ok(first);
    const finished = first.wins + first.draws + first.losses;
    assert.equal(finished, GAMES - stopped, 'results count the finished games only');
    const wins = played.filter((r) => r.outcome?.places[0] === 1).length;
    assert.equal(first.wins, wins);
    assert.equal(first.win.value, wins / finished);
    assert.ok(
      reportText(report).includes(
        `reached the bound of 12 actions: ${stopped} of ${GAMES} games (stopped there; results and scores count the ${GAMES - stopped} finished)`,
      ),
    );
    const lengths = variant.decisions.pairs;
    assert.deepEqual(
      lengths.find(([length]) => length === 12),
      [12, played.filter((r) => r.actions.length === 12).length],
      'lengths count every game, stopped ones at the bound',
    );
  });

  it('says nothing of a bound for a game that always ends', async () => {
    const report = await labReport({ game: 'coin-toss', bots: ['random'], seed: 'c', games: 10 });
    assert.equal(report.variants[0]?.bound, undefined);
    assert.ok(!reportText(report).includes('bound'));
  });
});
