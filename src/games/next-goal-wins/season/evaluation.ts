/**
 * The season's evaluation for search bots (NGW-31.5): at the start of each attack of a match,
 * the match's result chances (NGW-18.4), and with them what the whole league is worth to each
 * seat: the points taken so far, this match, and every match still to play at the chances of
 * two even sides (the heuristic's own scoring rate). In a single match or a season of two seats
 * that is the match's estimate itself.
 */
import {
  GOAL_PER_ATTACK,
  atAttackStart,
  evenMatchChances,
  laterChance,
  resultChances,
} from '../evaluation.ts';
import { attackChance } from '../heuristic.ts';
import { Phase } from '../state.ts';
import { buildView, type NextGoalWinsView } from '../view.ts';
import { pointsFor } from './league.ts';
import { fixturesFor } from './schedule.ts';
import { PendingMatches, expectedStandings } from './standings.ts';
import { SeasonPhase, type SeasonState } from './state.ts';

// Scratch reused by every call: evaluations run in the search's inner loop.
const later = [0, 0];
const current = [0, 0];
const even = [0, 0];
let evenFor = -1;
const points: number[] = [];
const pending = new PendingMatches();
// The two sides' chances from the keeper at the last point judged, and the teams they were
// worked out from (teamsKey): between two attacks the teams are often as they were.
let keeperFor = '';
const fromKeeper = [0, 0];

/**
 * Everything of the two teams that the heuristic's look-ahead may read (heuristic.ts reads a
 * TeamView's lineup, changes, abilities, goals, tactics, squad, picked and benches, and of the
 * view nothing else but the match and phase, in its decisions only), as one string: two views
 * with the same key give the same attackChance for each side and place.
 */
function teamsKey(teams: NextGoalWinsView['teams']): string {
  return JSON.stringify(
    teams.map((t) => [
      t.seat,
      t.lineup,
      t.changes,
      t.abilities,
      t.goals,
      t.tactics,
      t.picked,
      t.squad,
      t.seenBench,
      t.secretBench,
    ]),
  );
}

export function seasonEvaluation(state: unknown, rewards: number[]): boolean {
  const s = state as SeasonState;
  const m = s.match;
  if (s.phase !== SeasonPhase.Match || !m || !atAttackStart(m)) return false;
  // Only facts on the pitch are read: either side's view of them is the same.
  const view = buildView(m, 0);
  const start = m.phase === Phase.Declare ? m.place : m.nextPlace;
  // attackChance reads nothing but its arguments (of the view, only what teamsKey holds), so the
  // chances from the keeper are those of the last point judged when the teams are the same
  // (two in three between a heuristic bot's attacks), and an attack in play that starts at place
  // 0 (about three in four) is worth what was just worked out for its side: the same numbers as
  // three look-aheads at every point (season/evaluation.test.ts).
  const teams = teamsKey(view.teams);
  if (teams !== keeperFor) {
    fromKeeper[0] = attackChance(view, 0, 0);
    fromKeeper[1] = attackChance(view, 1, 0);
    keeperFor = teams;
  }
  const fromKeeper0 = fromKeeper[0] as number;
  const fromKeeper1 = fromKeeper[1] as number;
  const now =
    start === 0 && m.attacker === 0
      ? fromKeeper0
      : start === 0 && m.attacker === 1
        ? fromKeeper1
        : attackChance(view, m.attacker, start);
  later[0] = laterChance(fromKeeper0);
  later[1] = laterChance(fromKeeper1);
  resultChances(m, now, later, current);

  const key = m.attacks * 1000 + m.firstTo;
  if (key !== evenFor) {
    evenMatchChances(m.attacks, m.firstTo, GOAL_PER_ATTACK, even);
    evenFor = key;
  }
  points.length = s.seats;
  points.fill(0);
  pending.clear();
  const fixtures = fixturesFor(s.seats);
  for (let i = 0; i < fixtures.length; i++) {
    const { home, away } = fixtures[i] as (typeof fixtures)[number];
    const homeGoals = s.goals[2 * i] as number;
    if (homeGoals >= 0) {
      const awayGoals = s.goals[2 * i + 1] as number;
      points[home] = (points[home] as number) + pointsFor(homeGoals, awayGoals);
      points[away] = (points[away] as number) + pointsFor(awayGoals, homeGoals);
    } else if (i !== s.fixture) pending.add(home, away, even[0] as number, even[1] as number);
  }
  pending.add(
    m.seats[0] as number,
    m.seats[1] as number,
    current[0] as number,
    current[1] as number,
  );
  expectedStandings(points, pending, rewards);
  return true;
}
