/** `matchday lab` as people and scripts use it: a child process, its files, stdout, stderr and status. */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { LabReport } from '../../lab/report.ts';
import { matchday } from '../testing/matchday.ts';

const scratch = mkdtempSync(join(tmpdir(), 'matchday-lab-cli-'));

describe('matchday lab', { concurrency: true }, () => {
  it('writes report.json and report.html and prints a summary, silent on stderr without a terminal', async () => {
    const out = join(scratch, 'run');
    const run = await matchday([
      'lab',
      'goalkeepers',
      '--games',
      '300',
      '--seats',
      'bot:random,bot:heuristic',
      '--seed',
      'cli',
      '--workers',
      '2',
      '--out',
      out,
    ]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, '');
    assert.match(run.stdout, /Seat 1 \(bot:random\)\s+win/);
    assert.match(run.stdout, /games\/s/);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as LabReport;
    assert.equal(report.format, 'matchday-lab');
    assert.equal(report.variants[0]?.games, 300);
    assert.deepEqual(report.bots, ['bot:random', 'bot:heuristic']);
    assert.ok(existsSync(join(out, 'report.html')));
  });

  it('compares variants on paired seeds and prints the report as JSON on request', async () => {
    const run = await matchday([
      'lab',
      'goalkeepers',
      '--games',
      '200',
      '--seats',
      '3',
      '--seed',
      'cmp',
      '--workers',
      '1',
      '--out',
      join(scratch, 'cmp'),
      '--compare',
      'rounds=3',
      'rounds=5',
      '--json',
    ]);
    assert.equal(run.status, 0, run.stderr);
    const report = JSON.parse(run.stdout) as LabReport;
    assert.deepEqual(
      report.variants.map((v) => v.options),
      [
        { rounds: 3, reward: 'choice', starter: 'drawn' },
        { rounds: 5, reward: 'choice', starter: 'drawn' },
      ],
    );
    const difference = report.differences[0];
    assert.ok(difference);
    assert.equal(difference.variant, 'rounds=5');
    // A win rate per seat, then drawn games, total score, decisions and turns.
    assert.equal(difference.metrics.length, 3 + 4);
    assert.equal(report.seats, 3);
  });

  it('plays until decided with the settings given, the plan as the Lab page makes it (#36)', async () => {
    const run = await matchday([
      'lab',
      'goalkeepers',
      '--games',
      '400',
      '--seats',
      'bot:heuristic,bot:heuristic',
      '--seed',
      'until',
      '--workers',
      '1',
      '--out',
      join(scratch, 'until'),
      '--compare',
      'rounds=3',
      'rounds=5',
      '--until-decided',
      '--decide-on',
      'Turns per game',
      '--negligible',
      '0.5',
      '--confidence',
      '0.99',
      '--looks',
      '4',
      '--json',
    ]);
    assert.equal(run.status, 0, run.stderr);
    const q = (JSON.parse(run.stdout) as LabReport).sequential;
    assert.ok(q);
    // 0.01 exactly, as the page's 99% gives it (1 - 0.99 is 0.010000000000000009).
    assert.deepEqual(q.plan, {
      metric: 'Turns per game',
      margin: 0.5,
      alpha: 0.01,
      looks: 4,
      maxGames: 400,
    });
    // Five rounds are longer: established before the most games.
    assert.equal(q.decision, 'different');
    assert.ok(q.games < 400);
  });

  it('still takes the older form, a seat count with --bots', async () => {
    const run = await matchday([
      'lab',
      'goalkeepers',
      '--games',
      '20',
      '--seats',
      '2',
      '--bots',
      'random,heuristic',
      '--workers',
      '1',
      '--out',
      join(scratch, 'older'),
      '--json',
    ]);
    assert.equal(run.status, 0, run.stderr);
    const report = JSON.parse(run.stdout) as LabReport;
    assert.equal(report.seats, 2);
    assert.deepEqual(report.bots, ['bot:random', 'bot:heuristic']);
  });

  it('refuses an output directory it cannot write before playing', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a directory');
    const run = await matchday(['lab', 'goal', '--games', '5', '--out', join(file, 'report')]);
    assert.equal(run.status, 2, run.stderr);
    assert.match(run.stderr, /^matchday: Cannot write the report to .*a-file\/report: /);
  });

  const refusals: Record<string, { args: string[]; message: RegExp }> = {
    'an unknown game': { args: ['lab', 'chess'], message: /Unknown game 'chess'/ },
    'an unknown bot': {
      args: ['lab', 'goal', '--bots', 'genius'],
      message: /Unknown bot 'genius'/,
    },
    'too many seats': { args: ['lab', 'goal', '--seats', '9'], message: /2 to 4 seats/ },
    'bots that do not fit the seats': {
      args: ['lab', 'goal', '--seats', '3', '--bots', 'random,heuristic'],
      message: /2 bots for 3 seats/,
    },
    'seats the options do not allow': {
      args: ['lab', 'next-goal-wins', '--seats', '3', '--option', 'mode=match'],
      message: /exactly 2 seats/,
    },
    'a seat list together with --bots': {
      args: ['lab', 'goal', '--seats', 'bot:random,bot:heuristic', '--bots', 'random'],
      message: /names the bots already; leave out --bots/,
    },
    'a person in the seat list': {
      args: ['lab', 'goal', '--seats', 'bot:random,human'],
      message: /plays bots only; seat 2 is 'human'/,
    },
    'an unknown bot in the seat list': {
      args: ['lab', 'goal', '--seats', 'bot:random,bot:genius'],
      message: /Unknown bot 'bot:genius'/,
    },
    'a bad option': {
      args: ['lab', 'goalkeepers', '--option', 'rounds=9'],
      message: /Bad options/,
    },
    'a bad game count': {
      args: ['lab', 'goal', '--games', 'many'],
      message: /--games takes a whole number/,
    },
    'a single variant': {
      args: ['lab', 'goal', '--compare', 'x=1'],
      message: /at least two variants/,
    },
  };
  for (const [name, { args, message }] of Object.entries(refusals)) {
    it(`refuses ${name} with one line and status 2, writing nothing`, async () => {
      const out = join(scratch, name.replace(/\W+/g, '-'));
      const run = await matchday([...args, '--out', out]);
      assert.equal(run.status, 2, run.stderr);
      assert.match(run.stderr, message);
      assert.equal(run.stderr.trim().split('\n').length, 1);
      assert.equal(existsSync(out), false);
    });
  }
});
