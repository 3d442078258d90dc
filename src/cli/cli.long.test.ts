/**
 * The `matchday` command as people and scripts use it: spawned as a child process, with
 * answers piped to its stdin, checked on its stdout, stderr and exit status.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { GAME_IDS } from '../games/registry.ts';
import { matchday } from './testing/matchday.ts';

const scratch = mkdtempSync(join(tmpdir(), 'matchday-cli-'));

// Every test spawns processes and waits, so they run side by side (two processes at a time).
const concurrent = { concurrency: true };

const ones = '1\n'.repeat(2000);
const SIMULATE = [
  'simulate',
  'goalkeepers',
  '--games',
  '20',
  '--seats',
  'bot:random,bot:heuristic',
];
const PLAY = ['play', 'goalkeepers', '--seats'];

describe('matchday games', () => {
  it('lists every game of the catalogue, each playable', async () => {
    const run = await matchday(['games']);
    assert.equal(run.status, 0);
    for (const id of GAME_IDS)
      assert.match(run.stdout, new RegExp(`^${id}\\s.*\\bplayable\\b`, 'm'));
    assert.doesNotMatch(run.stdout, /\bcoming\b/);
  });
});

interface Summary {
  readonly game: string;
  readonly games: number;
  readonly seats: string[];
  readonly options: unknown;
  readonly wins: number[];
  readonly draws: number[];
  readonly losses: number[];
  readonly meanScore: number[];
  readonly meanLength: number;
  readonly scoreDistribution: [score: number, games: number][][];
}

describe('matchday seats', () => {
  it('prints a seat-advantage row per seat count, the same for the same seed', async () => {
    const args = ['seats', 'goalkeepers', '--games', '300', '--bot', 'random', '--seed', 's'];
    const run = await matchday([...args, '--seats', '2,3', '--workers', '1']);
    assert.equal(run.status, 0, run.stderr);
    const rows = run.stdout.split('\n').filter((line) => /^\| [23] \|/.test(line));
    assert.equal(rows.length, 2, run.stdout);
    // Two seats: their head-to-head shares are one game's two sides, so they add up to 100%.
    const shares = [...(rows[0] ?? '').matchAll(/(\d+\.\d)% \[/g)].map((m) => Number(m[1]));
    assert.equal(shares.length, 2);
    assert.ok(Math.abs((shares[0] ?? 0) + (shares[1] ?? 0) - 100) < 0.2, rows[0]);
    const again = await matchday([...args, '--seats', '2,3', '--workers', '2']);
    assert.equal(again.stdout, run.stdout);
  });

  it('refuses a seat count the game does not allow in one line', async () => {
    const run = await matchday(['seats', 'goalkeepers', '--games', '10', '--seats', '9']);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^matchday: [^\n]+\n$/);
    assert.equal(run.status, 2);
  });
});

describe('matchday simulate', concurrent, () => {
  it('prints one JSON object whose counts add up to the games played', async () => {
    const run = await matchday([...SIMULATE, '--seed', '7', '--option', 'rounds=4', '--json']);
    assert.equal(run.status, 0, run.stderr);
    const summary = JSON.parse(run.stdout) as Summary;
    assert.equal(summary.game, 'goalkeepers');
    assert.equal(summary.games, 20);
    assert.deepEqual(summary.seats, ['bot:random', 'bot:heuristic']);
    assert.deepEqual(summary.options, { rounds: 4, reward: 'choice', starter: 'drawn' });
    for (let seat = 0; seat < 2; seat++) {
      const results = [summary.wins, summary.draws, summary.losses].map(
        (counts) => counts[seat] ?? 0,
      );
      assert.equal(
        results.reduce((sum, n) => sum + n, 0),
        20,
      );
      const histogram = summary.scoreDistribution[seat] ?? [];
      assert.equal(
        histogram.reduce((sum, [, games]) => sum + games, 0),
        20,
      );
      assert.equal(typeof summary.meanScore[seat], 'number');
    }
    assert.ok(summary.meanLength > 0);
  });

  it('gives byte-identical output for the same seed and another for another seed', async () => {
    const [first, again, other] = await Promise.all(
      ['7', '7', '8'].map((seed) => matchday([...SIMULATE, '--seed', seed, '--json'])),
    );
    assert.equal(first?.stdout, again?.stdout);
    assert.notEqual(first?.stdout, other?.stdout);
  });

  it('prints a table for people, the same for the same seed', async () => {
    const [first, again] = await Promise.all(
      [1, 2].map(() => matchday([...SIMULATE, '--seed', '7'])),
    );
    assert.equal(first?.stdout, again?.stdout);
    assert.match(first?.stdout ?? '', /^Seat 2 +bot:heuristic +\d+ +\d+ +\d+ /m);
    assert.equal(first?.stderr, '');
  });
});

describe('matchday play', concurrent, () => {
  it('plays a human against a bot to full time from piped answers', async () => {
    const run = await matchday([...PLAY, 'human,bot:random', '--seed', 'pipe'], ones);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, '');
    assert.match(run.stdout, /Seed: pipe/);
    assert.match(run.stdout, /Seat 1 \(human\), your turn/);
    assert.match(run.stdout, /^ {2}1\. Roll \d+ dice$/m);
    assert.match(run.stdout, /Seat 2 \(bot:random\): /);
    assert.match(run.stdout, /Full time/);
    assert.match(run.stdout, /^ {2}place 1 {2}Seat/m);
  });

  it('asks again after an answer that is not a listed number', async () => {
    const run = await matchday([...PLAY, 'human,bot:random', '--seed', 'x'], `x\n0\n${ones}`);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.match(/Please answer with a number from 1 to 1/g)?.length, 2);
  });

  it('stops cleanly when the input ends before full time', async () => {
    const run = await matchday([...PLAY, 'human,human', '--seed', 'eof'], '1\n');
    assert.equal(run.status, 0);
    assert.equal(run.stderr, '');
    assert.match(run.stdout, /Seat 2 \(human\), your turn/);
    assert.match(run.stdout, /Left unfinished after 1 actions/);
  });

  it('saves a record that replay narrates and checks', async () => {
    const file = join(scratch, 'human.json');
    // Scripted play: seat 1 starts (GK-2.3), so the record's first move is the human's roll.
    const play = await matchday(
      [...PLAY, 'human,bot:heuristic', '--option', 'starter=first-seat', '--save', file],
      ones,
    );
    assert.equal(play.status, 0, play.stderr);
    const [replay, json] = await Promise.all([
      matchday(['replay', file]),
      matchday(['replay', file, '--json']),
    ]);
    assert.equal(replay.status, 0, replay.stderr);
    assert.match(replay.stdout, /^1\. Seat 1 \(human\): Roll 6 dice$/m);
    assert.match(replay.stdout, /^ {2}place 1 {2}Seat/m);
    const final = JSON.parse(json.stdout) as {
      outcome: { scores: number[] };
      view: { viewer: number };
    };
    assert.equal(final.outcome.scores.length, 2);
    assert.equal(final.view.viewer, -1);
  });
});

describe('Next Goal Wins seasons', concurrent, () => {
  const SEASON = ['next-goal-wins', '--seats', 'bot:heuristic,bot:random,bot:random'];

  it('simulates whole seasons: every seat is placed in every season', async () => {
    const run = await matchday(['simulate', ...SEASON, '--games', '3', '--seed', 's', '--json']);
    assert.equal(run.status, 0, run.stderr);
    const summary = JSON.parse(run.stdout) as Summary & { options: { mode: string } };
    assert.equal(summary.options.mode, 'season');
    for (let seat = 0; seat < 3; seat++) {
      const games = [summary.wins, summary.draws, summary.losses].map((c) => c[seat] ?? 0);
      assert.equal(
        games.reduce((sum, n) => sum + n, 0),
        3,
      );
    }
    // NGW-23: league points; three seats play two matches each, so at most 6 points.
    for (const histogram of summary.scoreDistribution)
      for (const [points] of histogram) assert.ok(points >= 0 && points <= 6, `${points} points`);
  });

  it('plays a season of bots to the champion and replays its record', async () => {
    const file = join(scratch, 'season.json');
    const play = await matchday(['play', ...SEASON, '--seed', 's', '--save', file]);
    assert.equal(play.status, 0, play.stderr);
    assert.match(play.stdout, /^Champion: Seat \d/m);
    const replay = await matchday(['replay', file]);
    assert.equal(replay.status, 0, replay.stderr);
    const champion = (text: string): string | undefined => /^Champion: .*$/m.exec(text)?.[0];
    assert.equal(champion(replay.stdout), champion(play.stdout));
  });

  it('refuses a single match for three seats in one line', async () => {
    const run = await matchday(['simulate', ...SEASON, '--option', 'mode=match']);
    assert.equal(run.status, 2);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^matchday: .*mode 'match' takes exactly 2 seats, not 3\.\n$/);
  });
});

describe('bad input', concurrent, () => {
  const file = (name: string): string => join(scratch, name);
  writeFileSync(file('not.json'), '{ "format": ');
  writeFileSync(file('other.json'), '{ "format": "something-else" }');

  /** A finished game's record with its fourth action changed to one that is never legal. */
  before(async () => {
    const saved = file('bots.json');
    const run = await matchday([
      ...PLAY,
      'bot:random,bot:heuristic',
      '--seed',
      'rec',
      '--save',
      saved,
    ]);
    assert.equal(run.status, 0, run.stderr);
    const record = JSON.parse(readFileSync(saved, 'utf8')) as { actions: [number, number][] };
    record.actions[3] = [record.actions[3]?.[0] ?? 0, 99];
    writeFileSync(file('tampered.json'), JSON.stringify(record));
  });

  const cases: Record<string, readonly string[]> = {
    'no command': [],
    'an unknown command': ['gmaes'],
    'an unknown flag': [...SIMULATE, '--fast'],
    'an unknown game': [...PLAY.slice(0, 1), 'tiddlywinks', '--seats', 'human,bot:random'],
    'too few seats': [...PLAY, 'human'],
    'too many seats': ['simulate', 'goalkeepers', '--seats', Array(6).fill('bot:random').join(',')],
    'an unknown bot': [...PLAY, 'human,bot:genius'],
    'a person in a simulation': ['simulate', 'goalkeepers', '--seats', 'human,bot:random'],
    'an option out of range': [...SIMULATE, '--option', 'rounds=9'],
    'an unknown option': [...SIMULATE, '--option', 'extraTime=true'],
    'an option without a value': [...SIMULATE, '--option', 'rounds'],
    'a bad number of games': [...SIMULATE, '--games', 'lots'],
    'a missing file': ['replay', file('missing.json')],
    'a file that is not JSON': ['replay', file('not.json')],
    'a file that is not a record': ['replay', file('other.json')],
    'a tampered record': ['replay', file('tampered.json')],
    'a save file that cannot be written': [...PLAY, 'human,bot:random', '--save', scratch],
  };

  for (const [name, args] of Object.entries(cases)) {
    it(`${name}: one line on stderr, nothing on stdout, status 2`, async () => {
      const run = await matchday(args, ones);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /^matchday: [^\n]+\n$/);
      assert.equal(run.status, 2);
    });
  }

  it('names the tampered action', async () => {
    const run = await matchday(['replay', file('tampered.json')]);
    assert.match(run.stderr, /Action 4 of the record \(seat \d, action 99\)/);
  });
});
