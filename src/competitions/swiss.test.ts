/**
 * Swiss pairing tested as FIDE tests pairing programs: random tournaments played round by
 * round, every pairing checked against the rules by a checker that knows nothing of the
 * matching. On small fields the checker finds the best pairing by trying them all; on big ones
 * it checks that no two games could swap opponents for a better pairing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Rng } from '../core/rng.ts';
import { pairSwissRound, sitsFirst, type SwissPairing } from './swiss-pairing.ts';
import {
  mayJoinSwiss,
  swissRecords,
  type SwissEntrant,
  type SwissRecord,
  type SwissRound,
} from './swiss-records.ts';

/**
 * What the rules rank, worst first: [repeats and second byes, seat balances past ±2, score
 * gaps², seat balances past ±1].
 */
type Flaws = [number, number, number, number];

/** Balances past ±limit after a game with a seated first, b second. */
function overflow(a: SwissRecord, b: SwissRecord, limit: number): number {
  return (
    (Math.abs(a.seatBalance + 1) > limit ? 1 : 0) + (Math.abs(b.seatBalance - 1) > limit ? 1 : 0)
  );
}

function gameFlaws(a: SwissRecord, b: SwissRecord, seats: 'best' | 'a-first'): Flaws {
  // Both seatings are built field by field (no arrays per call): the big-field check calls
  // this for every two games of every round.
  const repeat = a.opponents.has(b.id) ? 1 : 0;
  const gap = (a.halfPoints - b.halfPoints) ** 2;
  const aFirst: Flaws = [repeat, overflow(a, b, 2), gap, overflow(a, b, 1)];
  if (seats === 'a-first') return aFirst;
  const bFirst: Flaws = [repeat, overflow(b, a, 2), gap, overflow(b, a, 1)];
  return compare(aFirst, bFirst) <= 0 ? aFirst : bFirst;
}

function byeFlaws(r: SwissRecord, lowest: number): Flaws {
  return [r.byes > 0 ? 1 : 0, 0, (r.halfPoints - lowest) ** 2, 0];
}

const add = (x: Flaws, y: Flaws): Flaws => [x[0] + y[0], x[1] + y[1], x[2] + y[2], x[3] + y[3]];
function compare(x: Flaws, y: Flaws): number {
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3];
}

/** The flaws of a pairing as played (its seats as given). */
function flawsOf(records: readonly SwissRecord[], pairing: SwissPairing): Flaws {
  const byId = new Map(records.map((r) => [r.id, r]));
  const lowest = Math.min(...records.map((r) => r.halfPoints));
  let total: Flaws = [0, 0, 0, 0];
  for (const { first, second } of pairing.games) {
    const a = byId.get(first);
    const b = byId.get(second);
    assert.ok(a && b);
    total = add(total, gameFlaws(a, b, 'a-first'));
  }
  const bye = pairing.bye === null ? undefined : byId.get(pairing.bye);
  return bye ? add(total, byeFlaws(bye, lowest)) : total;
}

/** The least flaws of any pairing, by trying every one. */
function bestFlaws(records: readonly SwissRecord[]): Flaws {
  const lowest = Math.min(...records.map((r) => r.halfPoints));
  let best: Flaws = [Infinity, Infinity, Infinity, Infinity];
  const walk = (left: readonly SwissRecord[], acc: Flaws, byeUsed: boolean): void => {
    if (compare(acc, best) >= 0) return;
    const [a, ...rest] = left;
    if (!a) {
      best = acc;
      return;
    }
    if (!byeUsed && left.length % 2 === 1) walk(rest, add(acc, byeFlaws(a, lowest)), true);
    rest.forEach((b, i) => {
      const others = rest.filter((_, j) => j !== i);
      walk(others, add(acc, gameFlaws(a, b, 'best')), byeUsed);
    });
  };
  walk(records, [0, 0, 0, 0], false);
  return best;
}

/** Everyone plays once, and the bye goes to someone only when the field is odd. */
function assertComplete(records: readonly SwissRecord[], pairing: SwissPairing): void {
  const seen = pairing.games.flatMap((g) => [g.first, g.second]);
  if (pairing.bye !== null) seen.push(pairing.bye);
  assert.deepEqual([...seen].sort(), records.map((r) => r.id).sort());
  assert.equal(pairing.bye !== null, records.length % 2 === 1);
}

/** A round's results, drawn from the tournament's generator. */
function play(pairing: SwissPairing, rng: Rng): SwissRound {
  const outcomes = ['first', 'second', 'draw'] as const;
  return {
    games: pairing.games.map((g) => ({ ...g, outcome: outcomes[rng.int(3)] ?? 'draw' })),
    bye: pairing.bye,
  };
}

const tournament = (maxPlayers: number, maxRounds: number) =>
  fc.record({
    players: fc.integer({ min: 2, max: maxPlayers }),
    late: fc.integer({ min: 0, max: 3 }),
    rounds: fc.integer({ min: 1, max: maxRounds }),
    seed: fc.string({ maxLength: 8 }),
  });

/** Plays a tournament, calling `check` with each round's records and pairing. */
function run(
  { players, late, rounds, seed }: { players: number; late: number; rounds: number; seed: string },
  check: (records: SwissRecord[], pairing: SwissPairing) => void,
): SwissRecord[] {
  const rng = Rng.fromSeed(seed);
  const entrants: SwissEntrant[] = Array.from({ length: players }, (_, i) => ({
    id: `p${i}`,
    rating: 1000 + rng.int(8) * 50,
  }));
  const played: SwissRound[] = [];
  for (let round = 0; round < rounds; round++) {
    // Late joiners come in while fewer than half the rounds have started.
    if (round > 0 && late > 0 && mayJoinSwiss(round, rounds) && rng.int(2) === 0) {
      entrants.push({ id: `late${round}`, rating: 1000 + rng.int(8) * 50 });
      late--;
    }
    const records = swissRecords(entrants, played);
    const pairing = pairSwissRound(records, `${seed}/${round}`);
    check(records, pairing);
    played.push(play(pairing, rng));
  }
  return swissRecords(entrants, played);
}

describe('Swiss pairing', () => {
  it('on small fields, pairs as well as the best pairing found by trying them all', () => {
    fc.assert(
      fc.property(tournament(9, 9), (t) => {
        run(t, (records, pairing) => {
          assertComplete(records, pairing);
          assert.deepEqual(flawsOf(records, pairing), bestFlaws(records));
        });
      }),
      { seed: 35, numRuns: 2000 },
    );
  });

  it('on big fields, never repeats, gives one bye each, and no two games could swap for better', () => {
    fc.assert(
      fc.property(tournament(120, 7), (t) => {
        const final = run({ ...t, players: t.players + 20 }, (records, pairing) => {
          assertComplete(records, pairing);
          const [repeats] = flawsOf(records, pairing);
          // With at least 14 players and under 7 rounds, a pairing without repeats exists (Dirac).
          assert.equal(repeats, 0);
          const byId = new Map(records.map((r) => [r.id, r]));
          const games = pairing.games.map((g) => [byId.get(g.first), byId.get(g.second)]);
          // Each game's own flaws once, not once per pair it is in.
          const alone = games.map(([a, b]) => (assert.ok(a && b), gameFlaws(a, b, 'best')));
          for (const [i, [a, b]] of games.entries())
            for (let j = i + 1; j < games.length; j++) {
              const [c, d] = games[j] ?? [];
              assert.ok(a && b && c && d);
              const now = add(alone[i] as Flaws, alone[j] as Flaws);
              for (const swapped of [
                add(gameFlaws(a, c, 'best'), gameFlaws(b, d, 'best')),
                add(gameFlaws(a, d, 'best'), gameFlaws(b, c, 'best')),
              ])
                // The message is built only on failure: building it for every pair cost more
                // than the check.
                if (compare(swapped, now) < 0)
                  assert.fail(
                    `${a.id}-${b.id}, ${c.id}-${d.id}: ${String(now)} → ${String(swapped)} ${[a, b, c, d].map((r) => `${r.halfPoints}/${r.seatBalance}`).join(' ')}`,
                  );
            }
        });
        for (const r of final) assert.ok(r.byes <= 1, `${r.id} had ${r.byes} byes`);
      }),
      { seed: 35, numRuns: 200 },
    );
  });

  it('is the same pairing for the same tournament seed, whatever order the field comes in', () => {
    const records = swissRecords(
      Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, rating: 1500 })),
      [],
    );
    const a = pairSwissRound(records, 'cup/1');
    assert.deepEqual(pairSwissRound([...records].reverse(), 'cup/1'), a);
    // Another seed draws another first round among equals.
    assert.notDeepEqual(pairSwissRound(records, 'cup/2'), a);
  });

  it('pairs again over the whole field when the window forces a repeat', () => {
    // Four equal players; with a window of one place, a and b (then c and d) would meet again.
    const entrants = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, rating: 2000 - i }));
    const records = swissRecords(entrants, [
      {
        games: [
          { first: 'a', second: 'b', outcome: 'draw' },
          { first: 'c', second: 'd', outcome: 'draw' },
        ],
        bye: null,
      },
    ]);
    const pairing = pairSwissRound(records, 'w/2', 1);
    assert.deepEqual(flawsOf(records, pairing)[0], 0);
    assert.deepEqual(flawsOf(records, pairing), bestFlaws(records));
  });

  it('gives the bye, worth a win, to the lowest score who has not had one', () => {
    const entrants = ['a', 'b', 'c'].map((id, i) => ({ id, rating: 1600 - i * 100 }));
    const round1: SwissRound = { games: [{ first: 'a', second: 'b', outcome: 'first' }], bye: 'c' };
    const records = swissRecords(entrants, [round1]);
    assert.equal(records.find((r) => r.id === 'c')?.halfPoints, 2);
    // b has 0 points and no bye: b gets it.
    assert.equal(pairSwissRound(records, 's/2').bye, 'b');
  });

  it('seats the player with fewer first seats first', () => {
    const [a, b] = swissRecords(
      [
        { id: 'a', rating: 1 },
        { id: 'b', rating: 1 },
        { id: 'c', rating: 1 },
        { id: 'd', rating: 1 },
      ],
      [
        {
          games: [
            { first: 'a', second: 'c', outcome: 'draw' },
            { first: 'd', second: 'b', outcome: 'draw' },
          ],
          bye: null,
        },
      ],
    );
    assert.ok(a && b);
    assert.equal(sitsFirst(a, b), false);
    assert.equal(sitsFirst(b, a), true);
  });

  it('lets players join until half the rounds have started', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((started) => mayJoinSwiss(started, 7)),
      [true, true, true, true, false],
    );
    assert.equal(mayJoinSwiss(3, 6), false);
  });
});
