import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pairNext } from '../../competitions/next-round.ts';
import { fieldOf, runningCompetition } from '../../competitions/tables-testing.ts';
import { fixturesOf } from './fixtures.ts';
import type { Competition, Format } from './model.ts';

/** A running competition of `format` between p0 … p(n−1), round 1 paired, no table made. */
function started(format: Format, players: number): Competition {
  const c = runningCompetition(format, fieldOf(players));
  const next = pairNext(c);
  if (next.kind !== 'round') throw new Error('round 1 was not paired');
  return { ...c, fixtures: next.fixtures.map((f) => ({ ...f, tableId: null, result: null })) };
}

/** Every game of the last round played: the first seat wins 1–0. */
function playRound(c: Competition): Competition {
  const fixtures = c.fixtures.map((f) =>
    f.second === null || f.result
      ? f
      : {
          ...f,
          tableId: `t${String(f.round)}-${String(f.index)}`,
          result: { scores: [1, 0], places: [1, 2] },
        },
  );
  return { ...c, fixtures };
}

const brief = (c: Competition, player: string) =>
  fixturesOf(c, player).map((f) => `${String(f.round)} ${f.state} ${f.opponents.join(',')}`);

describe("a player's fixtures (#35)", () => {
  it('lists a league’s later rounds from its schedule, the rest rounds left out', () => {
    // Three entrants: each rests one round of three.
    const c = started('league', 3);
    const lines = ['p0', 'p1', 'p2'].map((p) => brief(c, p));
    assert.deepEqual(
      lines.map((l) => l.length),
      [2, 2, 2],
    );
    assert.ok(
      lines.flat().every((l) => / (upcoming) p\d$/.test(l)),
      String(lines),
    );
  });

  it('shows a game being played, then played, and a knockout’s next round only to who is still in', () => {
    let c = started('knockout', 4);
    const [semi] = c.fixtures;
    assert.ok(semi?.second);
    c = { ...c, fixtures: c.fixtures.map((f) => (f === semi ? { ...f, tableId: 't1' } : f)) };
    assert.deepEqual(brief(c, semi.first), [`1 playing ${semi.second}`]);
    c = playRound(c);
    // The other semi-final's winner is known: the final's opponent.
    const other = c.fixtures.find((f) => f.round === 1 && f.index !== semi.index);
    assert.deepEqual(brief(c, semi.first), [
      `1 played ${semi.second}`,
      `2 upcoming ${other?.first ?? ''}`,
    ]);
    assert.deepEqual(brief(c, semi.second), [`1 played ${semi.first}`], 'knocked out');
  });

  it('says a competition in entry is still to start', () => {
    const c = started('swiss', 4);
    const entry = { ...c, row: { ...c.row, status: 'entry' as const }, fixtures: [] };
    assert.deepEqual(brief(entry, 'p1'), ['null upcoming ']);
  });
});
