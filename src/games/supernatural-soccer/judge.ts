/**
 * How good a field is for a team (SS-12.3): the ball's progress between the goals, who holds
 * it or is nearer to it, the attackers standing next to the carrier, and a kick still to come
 * this phase with the odds of its landing in a goal zone. The heuristic weighs Game Changers
 * by it (the field after a chain resolves against the field as it is); the hard level's
 * evaluation (evaluation.ts) reads the same terms with weights fitted to games.
 */
import { CELLS, GOAL_OF, GOAL_ZONES, NONE, distance, neighbour } from './board.ts';
import { Card, DIE } from './rules.ts';

/** What the judgement reads: a view and a state both offer it (a state's `cellOf` as `cells`). */
export interface Field {
  /** Each wizard's hex. */
  readonly cells: readonly number[];
  readonly ball: number;
  readonly carrier: number;
  /** The team whose turn it is: only its carrier may still kick this phase. */
  readonly turnTeam: number;
  /** SS-5.2: each wizard's committed card where known, else -1; and whether it was carried out. */
  readonly commits: readonly number[];
  readonly done: readonly boolean[];
  /** SS-9.2: the modifiers waiting for this phase's kick. */
  readonly ghost: boolean;
  readonly heavy: boolean;
  readonly long: boolean;
}

/** What each term is worth, in points of value. */
export const WORTH = {
  /** A hex of the ball's progress from the own goal towards the other. */
  progress: 1.5,
  /** Holding the ball (the other team's holding it counts the same against). */
  possession: 10,
  /** A hex nearer the loose ball than the nearest opponent (at most 3 counted). */
  nearer: 2,
  /** An opponent next to the carrier, who may attack it at the phase's end (SS-8.1). */
  threat: 3,
  /** The ball in a goal zone, i.e. a point unless it leaves before the phase ends (SS-4.2). */
  goal: 40,
} as const;

/** The goal zone `team` attacks: the other team's. */
export const attackedZone = (team: number): readonly number[] =>
  GOAL_ZONES[1 - team] as readonly number[];

/** Per team, per hex: the hexes to the nearest hex of the zone the team attacks. */
const TO_GOAL: readonly (readonly number[])[] = [0, 1].map((team) =>
  Array.from({ length: CELLS }, (_, cell) => {
    let best = Infinity;
    for (const g of attackedZone(team)) best = Math.min(best, distance(cell, g));
    return best;
  }),
);

/** Hexes from `cell` to the nearest hex of the zone `team` attacks. */
export const toGoal = (cell: number, team: number): number =>
  (TO_GOAL[team] as readonly number[])[cell] as number;

/** The field's value for `team`: positive is good for it, the other team's is its negation. */
export function fieldValue(f: Field, team: number): number {
  const zone = GOAL_OF[f.ball] as number;
  if (zone !== NONE) return zone === team ? -WORTH.goal : WORTH.goal;
  let value = WORTH.progress * (toGoal(f.ball, 1 - team) - toGoal(f.ball, team));
  if (f.carrier === NONE) value += WORTH.nearer * nearerBy(f, team);
  else {
    const side = f.carrier >> 1 === team ? 1 : -1;
    value += side * (WORTH.possession - WORTH.threat * threats(f));
  }
  const kicker = pendingKicker(f);
  if (kicker !== NONE) {
    const side = kicker >> 1 === team ? 1 : -1;
    value += side * WORTH.goal * bestKickOdds(f, kicker >> 1);
  }
  return value;
}

/** How many hexes nearer the loose ball `team`'s nearest wizard is than the other's, ±3. */
function nearerBy(f: Field, team: number): number {
  let own = Infinity;
  let other = Infinity;
  const cells = f.cells;
  for (let w = 0; w < cells.length; w++) {
    const d = distance(cells[w] as number, f.ball);
    if (w >> 1 === team) own = Math.min(own, d);
    else other = Math.min(other, d);
  }
  return Math.max(-3, Math.min(3, other - own));
}

/** Opponents of the carrier standing next to it. */
function threats(f: Field): number {
  let n = 0;
  const cells = f.cells;
  for (let w = 0; w < cells.length; w++)
    if (w >> 1 !== f.carrier >> 1 && distance(cells[w] as number, f.ball) === 1) n++;
  return n;
}

/** SS-5.4, SS-7.1: the carrier still to carry out its committed Kick this phase, or -1. */
export function pendingKicker(f: Field): number {
  const c = f.carrier;
  if (c === NONE || c >> 1 !== f.turnTeam) return NONE;
  return f.commits[c] === Card.Kick && !f.done[c] ? c : NONE;
}

/** SS-7.2/7.3: where the ball lands for a roll along `direction`, with the modifiers. */
export function landing(f: Field, direction: number, roll: number): number {
  let steps = f.heavy ? Math.ceil(roll / 2) : roll;
  if (f.long) steps += 2;
  let cell = f.ball;
  for (let k = 0; k < steps; k++) {
    const next = neighbour(cell, direction);
    if (next === NONE) break;
    cell = next;
    if (!f.ghost && f.cells.includes(cell)) break;
  }
  return cell;
}

/** The share of die faces on which a kick along `direction` lands in the zone `team` attacks. */
export function kickOdds(f: Field, team: number, direction: number): number {
  // The ball's path along the line walked once: the hex after k steps, up to where it stops
  // (the edge, or a wizard in the way); each roll lands where `landing` puts it.
  const most = (f.heavy ? Math.ceil(DIE / 2) : DIE) + (f.long ? 2 : 0);
  let stopped = 0;
  let cell = f.ball;
  path[0] = cell;
  while (stopped < most) {
    const next = neighbour(cell, direction);
    if (next === NONE) break;
    cell = next;
    path[++stopped] = cell;
    if (!f.ghost && f.cells.includes(cell)) break;
  }
  let scores = 0;
  for (let roll = 1; roll <= DIE; roll++) {
    const steps = (f.heavy ? Math.ceil(roll / 2) : roll) + (f.long ? 2 : 0);
    if (GOAL_OF[path[Math.min(steps, stopped)] as number] === 1 - team) scores++;
  }
  return scores / DIE;
}

/** kickOdds' scratch path: bots decide one at a time. */
const path = new Int32Array(DIE + 3);

/** The best odds over the six lines: the kicker chooses its line after the cards (SS-7.1). */
export function bestKickOdds(f: Field, team: number): number {
  let best = 0;
  for (let d = 0; d < 6; d++)
    if (neighbour(f.ball, d) !== NONE) best = Math.max(best, kickOdds(f, team, d));
  return best;
}
