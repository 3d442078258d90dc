/**
 * `matchday` with Supernatural Soccer (issue #18): play at the terminal shows the hex field as
 * text, and simulate and replay handle its long games, windows and chains.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { matchday } from './testing/matchday.ts';

const scratch = mkdtempSync(join(tmpdir(), 'matchday-ss-'));
const GAME = 'supernatural-soccer';
// The person always answers 1: commit Move, stay put, attack, pass; the bot scores 3 points.
const ones = '1\n'.repeat(3000);

describe('matchday with Supernatural Soccer', { concurrency: true }, () => {
  it('plays a person against the heuristic to the end, the field drawn with its hex names', async () => {
    const file = join(scratch, 'play.json');
    const play = await matchday(
      ['play', GAME, '--seats', 'human,bot:heuristic', '--seed', 'cli', '--save', file],
      ones,
    );
    assert.equal(play.status, 0, play.stderr);
    assert.equal(play.stderr, '');
    // SS-2.1: places numbered over the long rows and under the short ones, rows by letter.
    assert.match(play.stdout, /^ {2}1 {3}2 {3}3 .* 13$/m);
    assert.match(play.stdout, /^ {4}1 {3}2 {3}3 .* 12$/m);
    assert.match(play.stdout, /^c {3}# {3}\. {3}\. {3}A {3}\. /m, 'A on its starting space c4');
    assert.match(play.stdout, /^d # {3}\. /m);
    assert.match(play.stdout, /Your Game Changers: /);
    assert.match(play.stdout, /Goal for Landraeth! Mornoch 0, Landraeth 3\./);
    assert.match(play.stdout, /^ {2}place 1 {2}Seat 2/m);
    const replay = await matchday(['replay', file]);
    assert.equal(replay.status, 0, replay.stderr);
    assert.match(replay.stdout, /^1\. Seat 2 \(bot:heuristic\): Commit /m);
    assert.match(replay.stdout, /Goal for Landraeth! Mornoch 0, Landraeth 3\./);
    assert.match(replay.stdout, /^ {2}place 1 {2}Seat 2/m);
  });

  it('simulates heuristic against random: every game decided, the same for the same seed', async () => {
    const args = ['simulate', GAME, '--games', '6', '--seats', 'bot:heuristic,bot:random'];
    const [first, again] = await Promise.all([
      matchday([...args, '--seed', 's', '--json']),
      matchday([...args, '--seed', 's', '--json']),
    ]);
    assert.equal(first.status, 0, first.stderr);
    assert.equal(first.stdout, again.stdout);
    const summary = JSON.parse(first.stdout) as { wins: number[]; losses: number[] };
    assert.equal((summary.wins[0] ?? 0) + (summary.losses[0] ?? 0), 6);
    assert.equal(summary.wins[0], 6, 'the heuristic beats random play');
  });

  it('replays a 4-seat game of bots, chains and all, checking every action', async () => {
    const file = join(scratch, 'four.json');
    const seats = 'bot:heuristic,bot:random,bot:heuristic,bot:random';
    const play = await matchday(['play', GAME, '--seats', seats, '--seed', 'four', '--save', file]);
    assert.equal(play.status, 0, play.stderr);
    const replay = await matchday(['replay', file]);
    assert.equal(replay.status, 0, replay.stderr);
    assert.match(replay.stdout, /Link 2, /, 'a chain of two links or more resolved');
    const place = (text: string): string[] => text.match(/^ {2}place \d .*$/gm) ?? [];
    assert.deepEqual(place(replay.stdout), place(play.stdout));
  });
});
