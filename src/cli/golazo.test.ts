/**
 * Golazo at the terminal (issue 17): the pitch as text in play, a saved record that replay
 * narrates and checks, and bots simulated.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { matchday } from './testing/matchday.ts';

const scratch = mkdtempSync(join(tmpdir(), 'matchday-golazo-'));
const ones = '1\n'.repeat(3000);

describe('matchday with Golazo', { concurrency: true }, () => {
  it('plays on a pitch drawn as text, saves the record, and replay narrates and checks it', async () => {
    const file = join(scratch, 'golazo.json');
    const play = await matchday(
      ['play', 'golazo', '--seats', 'human,bot:heuristic', '--seed', 'cli', '--save', file],
      ones,
    );
    assert.equal(play.status, 0, play.stderr);
    // The pitch: its rows from the Blues' goal line down, the column letters and the key.
    assert.match(play.stdout, /^14 x4 {2}\. {3}\. {3}\. {3}b1 /m);
    assert.match(play.stdout, /^ {3}a {3}b {3}c {3}d {3}e {3}f {3}g {3}h {3}i$/m);
    assert.match(play.stdout, /^r Reds \(attack up\), b Blues, \* the ball; G keeper/m);
    assert.match(play.stdout, /Full time: Reds \d+–\d+ Blues/);
    const replay = await matchday(['replay', file]);
    assert.equal(replay.status, 0, replay.stderr);
    assert.match(replay.stdout, /^1\. Seat 1 \(human\): Roll for the kick-off$/m);
    assert.match(replay.stdout, /Full time: Reds \d+–\d+ Blues/);
  });

  it('simulates bots and counts every match', async () => {
    const run = await matchday([
      'simulate',
      'golazo',
      '--games',
      '6',
      '--seats',
      'bot:heuristic,bot:random',
      '--seed',
      'cli',
      '--json',
    ]);
    assert.equal(run.status, 0, run.stderr);
    const summary = JSON.parse(run.stdout) as { games: number; wins: number[]; draws: number[] };
    assert.equal(summary.games, 6);
    assert.equal(
      (summary.wins[0] as number) + (summary.wins[1] as number) + (summary.draws[0] as number),
      6,
    );
  });
});
