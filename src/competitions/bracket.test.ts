import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { knockoutBracket, type BracketTie } from './bracket.ts';
import type { Competition, Fixture, GameResult } from './competition.ts';
import { knockoutChampion, pairNext } from './next-round.ts';
import { fieldOf, runningCompetition } from './tables-testing.ts';

/** A running knockout of `players` entrants p0, p1 … (p(n−1) the top seed), no game paired. */
const knockout = (players: number, legs: 1 | 2 = 1): Competition =>
  runningCompetition('knockout', fieldOf(players), [], { rounds: 1, legs });

/** Pairs the next round (its games unplayed); false when the knockout is over. */
function pair(c: Competition): Competition | null {
  const next = pairNext(c);
  if (next.kind !== 'round') return null;
  const made = next.fixtures.map((f) => ({ ...f, tableId: null, result: null }));
  return { ...c, fixtures: [...c.fixtures, ...made] };
}

/** Plays every unplayed game of the last round with `score(game)` as its scores. */
function play(c: Competition, score: (f: Fixture) => [number, number]): Competition {
  const fixtures = c.fixtures.map((f) => {
    if (f.second === null || f.result) return f;
    const [a, b] = score(f);
    const result: GameResult = { scores: [a, b], places: a > b ? [1, 2] : a < b ? [2, 1] : [1, 1] };
    return { ...f, tableId: `t${String(f.round)}-${String(f.index)}`, result };
  });
  return { ...c, fixtures };
}

const names = (stage: readonly BracketTie[]): string[] =>
  stage.map((t) => `${t.first ?? '?'} v ${t.bye ? 'bye' : (t.second ?? '?')}`);

describe('a knockout bracket', () => {
  it('is empty before the draw', () => {
    assert.deepEqual(knockoutBracket(knockout(4)), []);
  });

  it('shows byes, carries winners into ties still to come, and names the final', () => {
    // Three entrants: the top seed p2 has the bye, p1 v p0 play for the final's other place.
    let c = pair(knockout(3)) as Competition;
    let bracket = knockoutBracket(c);
    assert.deepEqual(bracket.map(names), [['p2 v bye', 'p1 v p0'], ['p2 v ?']]);
    assert.equal(bracket[0]?.[0]?.winner, 'p2');
    assert.deepEqual(bracket[0][0].games, []);
    c = play(c, () => [0, 2]);
    bracket = knockoutBracket(c);
    assert.equal(bracket[0]?.[1]?.winner, 'p0');
    // The final is not paired yet, but both its places are known.
    assert.deepEqual(bracket.map(names), [['p2 v bye', 'p1 v p0'], ['p2 v p0']]);
    assert.deepEqual(bracket[1]?.[0]?.games, []);
    c = play(pair(c) as Competition, () => [1, 0]);
    bracket = knockoutBracket(c);
    assert.equal(bracket[1]?.[0]?.winner, 'p2');
    assert.equal(bracket[1][0].games.length, 1);
  });

  it('gives a two-legged tie both legs, its aggregate and a deciding game when level', () => {
    let c = pair(knockout(2, 2)) as Competition;
    c = play(c, () => [2, 1]);
    assert.equal(knockoutBracket(c)[0]?.[0]?.aggregate, null, 'one leg played');
    c = play(pair(c) as Competition, () => [2, 1]);
    const [tie] = knockoutBracket(c)[0] ?? [];
    // p1 v p0 2–1, then p0 v p1 2–1: 3–3 on aggregate, not yet decided.
    assert.deepEqual(tie?.aggregate, [3, 3]);
    assert.equal(tie.winner, null);
    c = play(pair(c) as Competition, (f) => (f.first === 'p0' ? [1, 0] : [0, 1]));
    const [decided] = knockoutBracket(c)[0] ?? [];
    assert.equal(decided?.games.length, 3);
    assert.equal(decided.winner, 'p0');
    assert.equal(knockoutChampion({ ...c, row: { ...c.row, status: 'finished' } }), 'p0');
  });

  it('holds every tie of every stage of random knockouts played to the end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.constantFrom<1 | 2>(1, 2),
        fc.array(fc.tuple(fc.nat(3), fc.nat(3)), { minLength: 1, maxLength: 50 }),
        (players, legs, scores) => {
          let c: Competition | null = knockout(players, legs);
          let last = c;
          let n = 0;
          while (c) {
            // Every ninth game is a sure win, so that level ties end.
            last = play(c, () => (++n % 9 === 0 ? [1, 0] : (scores[n % scores.length] ?? [1, 0])));
            c = pair(last);
          }
          const bracket = knockoutBracket(last);
          let size = 2;
          while (size < players) size *= 2;
          assert.equal(bracket.length, Math.log2(size));
          bracket.forEach((stage, s) => {
            assert.equal(stage.length, size / 2 ** (s + 1));
            stage.forEach((tie, t) => {
              assert.notEqual(tie.winner, null, `stage ${s + 1} tie ${t} decided`);
              assert.ok([tie.first, tie.second].includes(tie.winner));
              const feeds = bracket[s - 1];
              if (feeds)
                assert.deepEqual(
                  [tie.first, tie.second],
                  [feeds[2 * t]?.winner, feeds[2 * t + 1]?.winner],
                );
            });
          });
          assert.equal(
            bracket.at(-1)?.[0]?.winner,
            knockoutChampion({ ...last, row: { ...last.row, status: 'finished' } }),
          );
          assert.equal(bracket[0]?.filter((t) => t.bye).length, size - players);
        },
      ),
      { seed: 35, numRuns: 150 },
    );
  });
});
