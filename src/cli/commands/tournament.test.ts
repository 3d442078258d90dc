/**
 * The lab tournament: whole competitions driven by the server's pairing, with games decided
 * by a rigged player (the higher rating wins) so the expected champions are known, and one
 * short run of real bots through the command.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGame } from '../../games/registry.ts';
import { matchday } from '../testing/matchday.ts';
import { parseField } from './tournament.ts';
import { runTournament, type LabEntrant } from './tournament-run.ts';

const field = (n: number): LabEntrant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i}`, agent: 'bot:random', rating: 1000 + i }));
const stronger = (a: LabEntrant, b: LabEntrant) =>
  a.rating > b.rating ? { scores: [1, 0], places: [1, 2] } : { scores: [0, 1], places: [2, 1] };

describe('matchday tournament', () => {
  it('crowns the strongest in every format when the stronger always wins', async () => {
    const found = await loadGame('goalkeepers');
    assert.ok(found.ok);
    const entrants = field(64);
    const knockout = runTournament({
      game: found.value,
      options: {},
      format: 'knockout',
      rounds: 7,
      entrants,
      seed: 's',
      play: stronger,
    });
    assert.equal(knockout.champion, 'e63');
    assert.deepEqual([knockout.games, knockout.roundMs.length], [63, 6]);
    const swiss = runTournament({
      game: found.value,
      options: {},
      format: 'swiss',
      rounds: 7,
      entrants,
      seed: 's',
      play: stronger,
    });
    assert.equal(swiss.champion, 'e63');
    assert.deepEqual([swiss.games, swiss.roundMs.length], [7 * 32, 7]);
    const league = runTournament({
      game: found.value,
      options: {},
      format: 'league',
      rounds: 1,
      entrants: field(7),
      seed: 's',
      play: stronger,
    });
    assert.deepEqual(league.order, ['e6', 'e5', 'e4', 'e3', 'e2', 'e1', 'e0']);
    assert.equal(league.games, 21);
  });

  it('plays tables of 4 by place, the strongest first at every table, to the strongest', async () => {
    const found = await loadGame('goalkeepers');
    assert.ok(found.ok);
    const byRating = (players: readonly LabEntrant[]) => ({
      scores: players.map(() => 0),
      places: players.map((p) => 1 + players.filter((q) => q.rating > p.rating).length),
    });
    const tables = runTournament({
      game: found.value,
      options: {},
      format: 'tables',
      rounds: 5,
      tables: { seats: 4, fewestSeats: 2 },
      entrants: field(10),
      seed: 's',
      play: () => assert.fail('a tables competition plays whole tables'),
      playTable: byRating,
    });
    assert.equal(tables.champion, 'e9');
    // 10 at 4 a table: tables of 4, 3 and 3 each round.
    assert.deepEqual([tables.games, tables.roundMs.length], [15, 5]);
  });

  it('runs a tables competition through the command, and refuses seats the game has not', async () => {
    const run = await matchday([
      'tournament',
      'goalkeepers',
      '--field',
      'heuristic:1,random:6',
      '--formats',
      'tables',
      '--seats',
      '3',
      '--runs',
      '1',
      '--rounds',
      '2',
      '--seed',
      '7',
    ]);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /tables of 3 \(2 rounds\): .* 6 games in 2\.0 rounds/);
    const bad = await matchday(['tournament', 'golazo', '--formats', 'tables', '--runs', '1']);
    assert.notEqual(bad.status, 0);
    assert.match(bad.stderr, /golazo has no tables of 3 or more/);
  });

  it('reads the field strongest first and refuses an unknown level', () => {
    assert.deepEqual(
      parseField('hard:1,random:2').map((e) => e.id),
      ['hard#1', 'random#1', 'random#2'],
    );
    assert.throws(() => parseField('wizard:3'), /unknown level 'wizard'/);
  });

  it('runs bots of two levels through the command and reports each format', async () => {
    const run = await matchday([
      'tournament',
      'goalkeepers',
      '--field',
      'heuristic:1,random:3',
      '--runs',
      '2',
      '--rounds',
      '2',
      '--seed',
      '7',
      '--json',
    ]);
    assert.equal(run.status, 0, run.stderr);
    const summary = JSON.parse(run.stdout) as { reports: { format: string; runs: number }[] };
    assert.deepEqual(
      summary.reports.map((r) => [r.format, r.runs]),
      [
        ['swiss', 2],
        ['knockout', 2],
      ],
    );
  });
});
