/**
 * Arranged matches for the tests: named squads, lineups and tactics, the ball wherever a test
 * needs it, and scripted dice. Not used by the engine.
 */
import assert from 'node:assert/strict';
import { applyChecked } from '../../core/checked.ts';
import type { Action, GameEvent, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { fillSeats } from '../../core/seat-words.ts';
import { seatName } from '../../core/seats.ts';
import { decider } from './actions.ts';
import { DONE } from './codes.ts';
import { FOOTBALLERS, TACTICS } from './cards.ts';
import { emptyMatch } from './deal.ts';
import { nextGoalWins } from './engine.ts';
import { TACTIC_SLOTS, nextGoalWinsOptions, type NextGoalWinsOptions } from './facts.ts';
import { startAttack } from './flow.ts';
import { Phase, Status, type MatchState } from './state.ts';

export function card(name: string): number {
  const id = FOOTBALLERS.findIndex((c) => c.name === name);
  assert.ok(id >= 0, `no footballer ${name}`);
  return id;
}

export function tactic(name: string): number {
  const id = TACTICS.findIndex((t) => t.name === name);
  assert.ok(id >= 0, `no tactic ${name}`);
  return id;
}

/** Plain squads without skills: GK, DEF, MID, STK, then a GK, DEF and STK or MID on the bench. */
export const PLAIN: readonly [readonly string[], readonly string[]] = [
  [
    'Yuki Tanabe',
    'Jonas Weber',
    'Hana Kobayashi',
    'Erika Falcon',
    'Dario Conti',
    'Amara Diallo',
    'Diego Morales',
  ],
  [
    'Kofi Mensah',
    'Mei Lin Zhou',
    'Emeka Nwosu',
    'Chloé Marchand',
    'Sam Whitfield',
    'Tariq Haddad',
    'Hamza Belkacem',
  ],
];

export interface Arrangement {
  /** Seven names per seat; default PLAIN. */
  readonly squads?: readonly [readonly string[], readonly string[]];
  /** The squad slot in each place per seat, -1 for an empty place; default [0, 1, 2, 3]. */
  readonly lineups?: readonly [readonly number[], readonly number[]];
  readonly tactics?: readonly [readonly string[], readonly string[]];
  readonly attacker?: Seat;
  readonly options?: Partial<NextGoalWinsOptions>;
  /** Attacks already played, e.g. 1 for the second attack of the match. */
  readonly attackNo?: number;
}

/** A revealed match with the ball at the attacker's keeper (or `place`), its first attack. */
export function arrange(a: Arrangement = {}, place = 0): MatchState {
  const s = emptyMatch(nextGoalWinsOptions.parse(a.options ?? {}), Rng.fromSeed('arranged'));
  const squads = a.squads ?? PLAIN;
  const lineups = a.lineups ?? [
    [0, 1, 2, 3],
    [0, 1, 2, 3],
  ];
  for (let seat = 0; seat < 2; seat++) {
    (squads[seat] ?? []).forEach((name, slot) => (s.squad[seat * 7 + slot] = card(name)));
    (lineups[seat] ?? []).forEach((slot, p) => {
      s.lineup[seat * 4 + p] = slot;
      if (slot >= 0) {
        s.status[seat * 7 + slot] = Status.Pitch;
        s.seen[seat * 7 + slot] = 1;
      }
    });
    s.picked[seat] = 4;
    (a.tactics?.[seat] ?? []).forEach(
      (name, i) => (s.tactics[seat * TACTIC_SLOTS + i] = tactic(name)),
    );
  }
  s.starter = a.attacker ?? 0;
  s.attacker = s.starter;
  s.attackNo = a.attackNo ?? 0;
  s.nextPlace = place;
  startAttack(s);
  return s;
}

/** Puts the ball at `place` of the attacker as if it had just received it (`how`). */
export function ballAt(
  s: MatchState,
  place: number,
  how: 'pass' | 'cross' | 'none' = 'none',
): void {
  s.holder = place;
  s.place = place;
  s.canShoot = how === 'pass';
  s.canHead = how === 'cross';
  s.beaten = false;
  s.firstAction = false;
  s.phase = Phase.Declare;
}

/** The next dice the match rolls, as faces 1 to 6, in order. */
export function dice(s: MatchState, ...faces: number[]): void {
  const queue = faces.slice();
  s.rng.int = (n: number) => {
    const face = queue.shift();
    assert.ok(face !== undefined, 'the match rolled more dice than scripted');
    assert.equal(n, 6, 'only dice are scripted');
    return face - 1;
  };
}

/** Plays an action for whoever decides now, as a boundary would; returns its events. */
export function play(s: MatchState, action: Action, seat: Seat = decider(s)): GameEvent[] {
  const played = applyChecked(nextGoalWins, s, seat, action);
  assert.ok(played.ok, played.ok ? '' : played.error.message);
  return played.value;
}

export const legal = (s: MatchState, seat: Seat = nextGoalWins.actors(s)[0] ?? -1): Action[] =>
  nextGoalWins.legalActions(s, seat);

/** The events' words as a table of unnamed seats shows them ('Seat 1 lines up: …'). */
export const texts = (events: readonly GameEvent[]): string =>
  events.map((e) => fillSeats(e.text, seatName)).join('\n');

/** Makes no substitution at the start of an attack, if asked (NGW-11.1). */
export function skipSubs(s: MatchState): void {
  if (s.phase === Phase.Substitute) play(s, DONE);
}
