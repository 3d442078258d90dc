/** NGW-31.5: the season's evaluation judges every match's attacks, for every seat of the league. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action } from '../../../core/game.ts';
import { Rng } from '../../../core/rng.ts';
import {
  GOAL_PER_ATTACK,
  atAttackStart,
  evenMatchChances,
  laterChance,
  resultChances,
} from '../evaluation.ts';
import { attackChance } from '../heuristic.ts';
import { Phase } from '../state.ts';
import { buildView } from '../view.ts';
import { nextGoalWinsSeason } from './engine.ts';
import { seasonEvaluation } from './evaluation.ts';
import { pointsFor } from './league.ts';
import { seasonOptions } from './options.ts';
import { fixturesFor } from './schedule.ts';
import { PendingMatches, expectedStandings } from './standings.ts';
import { SeasonPhase, type SeasonState } from './state.ts';

/** A season of `seats` played at random until `stop` holds or it ends; the steps it took. */
function playUntil(
  seats: number,
  mode: 'season' | 'match',
  seed: string,
  stop: (s: SeasonState) => boolean,
): { s: SeasonState; reached: boolean } {
  const s = nextGoalWinsSeason.setup(seasonOptions.parse({ mode }), seats, Rng.fromSeed(seed));
  const rng = Rng.fromSeed(`${seed}/moves`);
  for (;;) {
    if (stop(s)) return { s, reached: true };
    const actors = nextGoalWinsSeason.actors(s);
    if (actors.length === 0) return { s, reached: false };
    const seat = actors[0] as number;
    const legal = nextGoalWinsSeason.legalActions(s, seat);
    nextGoalWinsSeason.apply(s, seat, legal[rng.int(legal.length)] as Action);
  }
}

/**
 * The season evaluation as it was before an attack from place 0 reused its side's value from
 * the keeper: three look-aheads at every judged point, nothing kept.
 */
function evaluationUncached(s: SeasonState, rewards: number[]): boolean {
  const m = s.match;
  if (s.phase !== SeasonPhase.Match || !m || !atAttackStart(m)) return false;
  const view = buildView(m, 0);
  const start = m.phase === Phase.Declare ? m.place : m.nextPlace;
  const now = attackChance(view, m.attacker, start);
  const later = [laterChance(attackChance(view, 0, 0)), laterChance(attackChance(view, 1, 0))];
  const current = [0, 0];
  resultChances(m, now, later, current);
  const even = [0, 0];
  evenMatchChances(m.attacks, m.firstTo, GOAL_PER_ATTACK, even);
  const points = new Array<number>(s.seats).fill(0);
  const pending = new PendingMatches();
  fixturesFor(s.seats).forEach(({ home, away }, i) => {
    const homeGoals = s.goals[2 * i] as number;
    if (homeGoals >= 0) {
      const awayGoals = s.goals[2 * i + 1] as number;
      points[home] = (points[home] as number) + pointsFor(homeGoals, awayGoals);
      points[away] = (points[away] as number) + pointsFor(awayGoals, homeGoals);
    } else if (i !== s.fixture) pending.add(home, away, even[0] as number, even[1] as number);
  });
  pending.add(
    m.seats[0] as number,
    m.seats[1] as number,
    current[0] as number,
    current[1] as number,
  );
  expectedStandings(points, pending, rewards);
  return true;
}

const laterAttack = (s: SeasonState): boolean =>
  s.phase === SeasonPhase.Match &&
  s.match !== null &&
  s.match.attackNo >= 2 &&
  atAttackStart(s.match);

describe('NGW-31.5 the season evaluation', () => {
  it('NGW-31.5: it judges a single match at the start of an attack, for both seats', () => {
    const { s, reached } = playUntil(2, 'match', 'single', laterAttack);
    assert.ok(reached);
    const rewards: number[] = [];
    assert.equal(seasonEvaluation(s, rewards), true);
    assert.equal(rewards.length, 2);
    assert.ok(Math.abs((rewards[0] as number) + (rewards[1] as number) - 1) < 1e-12);
    // Mid-attack (an action already made) it declines and writes nothing.
    const m = s.match;
    assert.ok(m);
    m.firstAction = false;
    m.phase = Phase.Declare;
    const untouched: number[] = [];
    assert.equal(seasonEvaluation(s, untouched), false);
    assert.deepEqual(untouched, []);
  });

  it('NGW-31.5: in a season of two seats the match decides the title, so it is judged', () => {
    const { s, reached } = playUntil(2, 'season', 'two', laterAttack);
    assert.ok(reached);
    const rewards: number[] = [];
    assert.equal(seasonEvaluation(s, rewards), true);
    // A side that leads by three with two attacks left is all but champion, whichever seat it is.
    const m = s.match;
    assert.ok(m);
    const leader = m.seats[0] as number;
    m.goals[0] = (m.goals[1] as number) + 3;
    m.attackNo = 2 * m.attacks - 2;
    seasonEvaluation(s, rewards);
    assert.ok((rewards[leader] as number) > 0.95, `leader's reward ${rewards[leader]}`);
    assert.ok((rewards[1 - leader] as number) < 0.05);
  });

  it('NGW-31.5: it declines during the draft, before any match is in play', () => {
    const rewards: number[] = [];
    const draft = playUntil(2, 'season', 'draft', (s) => s.phase === SeasonPhase.DraftDeck);
    assert.ok(draft.reached);
    assert.equal(seasonEvaluation(draft.s, rewards), false);
    assert.deepEqual(rewards, []);
  });

  it('NGW-31.5: in a league it judges every seat, from the match in play and the matches to come', () => {
    const { s, reached } = playUntil(4, 'season', 'league', laterAttack);
    assert.ok(reached);
    const m = s.match;
    assert.ok(m);
    const rewards: number[] = [];
    assert.equal(seasonEvaluation(s, rewards), true);
    assert.equal(rewards.length, 4);
    assert.ok(rewards.every((r) => r >= 0 && r <= 1));
    // Each pair of seats shares one unit between them.
    assert.ok(Math.abs(rewards.reduce((a, b) => a + b, 0) - 2) < 1e-9);
    // The home side three up with two attacks left has the best of it, the away side the worst:
    // it will have lost with fewer matches left than the seats of the other fixture.
    const home = m.seats[0] as number;
    const away = m.seats[1] as number;
    m.goals[0] = (m.goals[1] as number) + 3;
    m.attackNo = 2 * m.attacks - 2;
    seasonEvaluation(s, rewards);
    const others = [0, 1, 2, 3].filter((seat) => seat !== home && seat !== away);
    for (const seat of others) {
      assert.ok((rewards[home] as number) > (rewards[seat] as number), rewards.join(', '));
      assert.ok((rewards[away] as number) < (rewards[seat] as number), rewards.join(', '));
    }
  });

  it('NGW-31.5: an attack from place 0 valued once gives the same rewards, number for number, as three look-aheads', () => {
    // Seeded random seasons and matches, every point of each: the evaluation and the uncached
    // one must agree exactly (the search bots stop their playouts on it), and the check must
    // have met attacks from place 0 of both sides and from elsewhere.
    const met = { zero: [0, 0], other: 0 };
    const plays: [number, 'season' | 'match', number][] = [
      [2, 'match', 12],
      [2, 'season', 6],
      [3, 'season', 3],
      [4, 'season', 2],
    ];
    for (const [seats, mode, games] of plays)
      for (let g = 0; g < games; g++)
        playUntil(seats, mode, `cached/${seats}/${mode}/${g}`, (s) => {
          const rewards: number[] = [];
          const judged = seasonEvaluation(s, rewards);
          const reference: number[] = [];
          assert.equal(judged, evaluationUncached(s, reference));
          assert.deepStrictEqual(rewards, reference);
          const m = s.match;
          if (judged && m) {
            const start = m.phase === Phase.Declare ? m.place : m.nextPlace;
            if (start === 0) (met.zero[m.attacker] as number)++;
            else met.other++;
          }
          return false;
        });
    assert.ok(met.zero.every((n) => n > 10) && met.other > 10, JSON.stringify(met));
  });

  it('NGW-31.5: a stat change between two judged points is seen, though the lineups are the same', () => {
    const { s, reached } = playUntil(2, 'match', 'mods', laterAttack);
    assert.ok(reached);
    const m = s.match;
    assert.ok(m);
    const before: number[] = [];
    assert.equal(seasonEvaluation(s, before), true);
    // Every footballer of the first side's squad two better at everything (NGW-15.3, NGW-19.9).
    for (let i = 0; i < m.mods.length / 2; i++) m.mods[i] = (m.mods[i] as number) + 2;
    const after: number[] = [];
    const reference: number[] = [];
    assert.equal(seasonEvaluation(s, after), true);
    evaluationUncached(s, reference);
    assert.deepStrictEqual(after, reference);
    assert.notDeepStrictEqual(after, before);
  });
});
