import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runMatch } from '../core/match.ts';
import type { GameRecord } from '../core/record.ts';
import { loadGame } from '../games/registry.ts';
import { unwrapLab } from './errors.ts';
import { DECIDED } from './shape.ts';
import { winLine, type WinLine } from './winline.ts';

async function played(id: string, seed: string, options?: unknown) {
  const game = unwrapLab(await loadGame(id));
  const players = [0, 1].map((seat) => ({
    name: `Seat ${seat + 1}`,
    agent: 'bot:heuristic',
    make: game.heuristic,
  }));
  const record = runMatch(game.engine, { players, seed, options });
  assert.ok(record.ok);
  return { game, record: record.value };
}

/** Whether the winner stays at DECIDED or more from `decidedAt` on, and not before it. */
function decidedHolds(line: WinLine): boolean {
  const at = line.decidedAt;
  if (at === undefined) return line.winner < 0 || line.points.length === 0;
  const after = line.points.filter((p) => p.action >= at);
  const before = line.points.filter((p) => p.action < at).at(-1);
  return (
    after.every((p) => (p.p[line.winner] as number) >= DECIDED) &&
    (before === undefined || (before.p[line.winner] as number) < DECIDED || after.length === 0)
  );
}

describe('winLine', () => {
  it('judges a finished Golazo game after every action and marks the moment that decided it', async () => {
    const { game, record } = await played('golazo', 'line-1');
    const line = winLine(record, game);
    assert.ok(line.ok);
    const v = line.value;
    assert.equal(v.evaluated, true);
    assert.equal(v.judgedBy, 'evaluation');
    assert.equal(v.actions, record.actions.length);
    assert.ok(v.points.length > 1);
    for (const p of v.points) {
      assert.equal(p.p.length, 2);
      for (const x of p.p) assert.ok(x >= 0 && x <= 1);
    }
    assert.ok(v.winner >= 0, 'the heuristic game has a winner with this seed');
    assert.ok(decidedHolds(v));
  });

  it('judges a game without an evaluation by seeded rollouts, the same line every time (Goalkeepers, Goal!)', async () => {
    for (const id of ['goalkeepers', 'goal']) {
      const { game, record } = await played(id, 'line-2');
      const line = winLine(record, game);
      assert.ok(line.ok);
      const v = line.value;
      assert.equal(v.evaluated, true);
      assert.equal(v.judgedBy, 'rollouts');
      // Every action judged, the start at even odds, the end the outcome itself.
      assert.equal(v.points.length, record.actions.length + 1);
      assert.deepEqual(v.points[0]?.p, [0.5, 0.5]);
      const end = v.points.at(-1)?.p ?? [];
      if (v.winner >= 0) assert.equal(end[v.winner], 1, `${id}: the winner's last point`);
      for (const p of v.points) for (const x of p.p) assert.ok(x >= 0 && x <= 1);
      assert.ok(decidedHolds(v), id);
      assert.deepEqual(winLine(record, game), line, `${id}: deterministic for a record`);
    }
  });

  it('refuses a record that does not replay', async () => {
    const { game, record } = await played('golazo', 'line-3');
    const bad: GameRecord = { ...record, actions: [[0, 99999], ...record.actions.slice(1)] };
    assert.equal(winLine(bad, game).ok, false);
  });

  it('judges a Golazo game of 200 actions or more at every action it can', async () => {
    let found: Awaited<ReturnType<typeof played>> | undefined;
    for (let i = 0; i < 20 && !found; i++) {
      const g = await played('golazo', `long-${i}`);
      if (g.record.actions.length >= 200) found = g;
    }
    assert.ok(found, 'a heuristic Golazo game of 200 actions among 20 seeds');
    const line = winLine(found.record, found.game);
    assert.ok(line.ok);
    assert.ok(line.value.points.length > 20);
    assert.ok(decidedHolds(line.value));
  });
});
