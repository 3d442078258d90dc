/** Golazo's state as data: small typed arrays and numbers, so a clone is a handful of copies. */
import type { Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { AREA_OF, CELLS, COUNTERS, NONE, START, teamOfCounter } from './board.ts';
import { KIND_COUNT, freshDeck } from './cards.ts';
import { deckCounts, editionOf, type Edition } from './edition.ts';
import type { GolazoOptions } from './facts.ts';

/** Where the match stands: who must decide what. */
export const Phase = {
  /** GZ-3.2: the start roll. */
  Start: 0,
  /** GZ-3.3: the kicking team picks its kick-off counter. */
  KickOff: 1,
  /** GZ-4.2: the turn's roll. */
  Roll: 2,
  /** GZ-5: a team spends its moves. */
  Moves: 3,
  /** GZ-9.11: the moves are over; a team holding an Offside Trap may play it. */
  Window: 4,
  /** GZ-7: the team with the ball may take a key event. */
  KeyEvent: 5,
  /** GZ-7.1, GZ-11.3: shooter and keeper pick their targets, secretly. */
  Commit: 6,
  /** GZ-8.2: the keeper passes or clears. */
  Clearance: 7,
  /** GZ-8.3, GZ-9.5: a team picks the counter that gets the ball. */
  Choose: 8,
  Over: 9,
  /** GZ-13.3: each team picks its manager. */
  Manager: 10,
  /** GZ-8.1, GZ-9.10: a team places counters: out of a box to be cleared, or into one loaded. */
  Place: 11,
} as const;
export type Phase = (typeof Phase)[keyof typeof Phase];

/** What a shot is (GZ-7.1, GZ-7.2, GZ-11.3). */
export const ShotKind = { Shot: 0, LongShot: 1, Penalty: 2 } as const;
export type ShotKind = (typeof ShotKind)[keyof typeof ShotKind];

/** What a Place step does (GZ-8.1, GZ-9.10). */
export const Placing = { Clear: 0, Load: 1 } as const;
export type Placing = (typeof Placing)[keyof typeof Placing];

/** The last shot's picks, once shown. */
export interface Reveal {
  readonly kind: ShotKind;
  readonly target: number;
  readonly saves: readonly number[];
  readonly goal: boolean;
}

export interface GolazoState {
  readonly seats: number;
  /** GZ-12.1: each team's seats, e.g. [[0, 2], [1, 3]]. */
  readonly teams: readonly (readonly Seat[])[];
  readonly options: GolazoOptions;
  /** The engine version whose rules are played (edition.ts): today's unless a record says. */
  readonly edition: Edition;
  readonly rng: Rng;
  /** Each counter's cell, or -1 once off the pitch. */
  readonly cellOf: Int8Array;
  /** Each cell's counter, or -1. */
  readonly pieceAt: Int8Array;
  /** GZ-6.4: each team's counters in its own box. */
  readonly boxCount: Int8Array;
  /** The counter with the ball, e.g. 8. */
  carrier: number;
  phase: Phase;
  /** Turns begun, e.g. 12; the duty seats rotate with it (GZ-12.2). */
  turn: number;
  /** GZ-2.4: spaces from KO, 0 to 12. */
  timer: number;
  /** 1 or 2. */
  half: number;
  /** The team that kicked off the match (GZ-10.2). */
  firstKicker: number;
  /** The team that kicks off when the next turn starts, or -1 for a roll. */
  kickOffTeam: number;
  /** GZ-10.3: stoppage turns left, -1 before full time. */
  stoppageLeft: number;
  /** GZ-10.4, GZ-11.2: rolls with classic dice (no G). */
  classic: boolean;
  /** GZ-11.2: golden goal is being played. */
  golden: boolean;
  readonly scores: number[];
  /** The last roll's faces by team, 0 for G, e.g. [4, 2]. */
  readonly roll: number[];
  /** The team that won the last roll, or -1. */
  rollWinner: number;
  /** GZ-5: the team moving, its moves left and whether it may tackle. */
  mover: number;
  movesLeft: number;
  canTackle: boolean;
  /** GZ-13.2: no move made yet in this moves step (a slide tackle comes before any). */
  fresh: boolean;
  /** GZ-13.2: these moves are the loser's of the turn's roll (not a card's, not a kick-off's). */
  lostRoll: boolean;
  /** GZ-9.19: the teams that played a card in a window this turn, as bits (1 Reds, 2 Blues). */
  windowPlayed: number;
  /** GZ-8.1, GZ-9.10: the Place step's kind, its placements left (Load) and the keeper's team. */
  placing: Placing;
  placesLeft: number;
  clearTeam: number;
  /** GZ-5.2: the counter that dribbled and may not dribble again until a pass, or -1. */
  dribbler: number;
  /** GZ-4.3: the team still to move this turn, with its moves and tackle right; -1 if none. */
  nextMover: number;
  nextMoves: number;
  nextTackle: boolean;
  /** GZ-7: the shot being picked. */
  shotKind: ShotKind;
  shooter: number;
  /** The shooter's target and the keeper's save set, -1 until picked (GZ-7.5). */
  target: number;
  saveSet: number;
  lastReveal: Reveal | undefined;
  /** GZ-8: the team whose keeper clears, or who chooses a receiver. */
  actingTeam: number;
  /** GZ-13.3: each team's manager (an index into MANAGERS), -1 without. */
  readonly managers: number[];
  /** GZ-13.4: each team's abilities used, as a bit set over ability ids. */
  readonly used: number[];
  /** GZ-13.5: this turn's Target Man die, Sniper retake and Quick Free Kick. */
  extraDice: number;
  retake: boolean;
  freePass: boolean;
  /** GZ-9.3: each team's power cards in hand, counted by kind. */
  readonly hands: number[][];
  /** The deck, top last (GZ-9.4: cards go back underneath, at index 0). */
  readonly deck: number[];
  /** GZ-11.3: penalties taken and scored by each team. */
  readonly kicks: number[];
  readonly penaltyGoals: number[];
  /** The outcome's places once decided by penalties, else undefined. */
  winner: number;
  readonly actorBuffer: Seat[];
}

export function newState(
  options: GolazoOptions,
  seats: number,
  teams: readonly (readonly Seat[])[],
  rng: Rng,
): GolazoState {
  const edition = editionOf(options.edition);
  const s: GolazoState = {
    seats,
    teams,
    options,
    edition,
    rng,
    cellOf: new Int8Array(COUNTERS),
    pieceAt: new Int8Array(CELLS),
    boxCount: new Int8Array(2),
    carrier: NONE,
    phase: Phase.Start,
    turn: 0,
    timer: 0,
    half: 1,
    firstKicker: NONE,
    kickOffTeam: NONE,
    stoppageLeft: NONE,
    classic: false,
    golden: false,
    scores: [0, 0],
    roll: [0, 0],
    rollWinner: NONE,
    mover: NONE,
    movesLeft: 0,
    canTackle: false,
    fresh: false,
    lostRoll: false,
    windowPlayed: 0,
    placing: Placing.Clear,
    placesLeft: 0,
    clearTeam: NONE,
    dribbler: NONE,
    nextMover: NONE,
    nextMoves: 0,
    nextTackle: false,
    shotKind: 0,
    shooter: NONE,
    target: NONE,
    saveSet: NONE,
    lastReveal: undefined,
    actingTeam: NONE,
    managers: [NONE, NONE],
    used: [0, 0],
    extraDice: 0,
    retake: false,
    freePass: false,
    hands: [new Array<number>(KIND_COUNT).fill(0), new Array<number>(KIND_COUNT).fill(0)],
    deck: freshDeck(deckCounts(edition)),
    kicks: [0, 0],
    penaltyGoals: [0, 0],
    winner: NONE,
    actorBuffer: [],
  };
  resetCounters(s);
  return s;
}

/** GZ-3.1, GZ-7.4, GZ-10.2: every counter on its starting space, but those sent off (GZ-13.2). */
export function resetCounters(s: GolazoState): void {
  s.pieceAt.fill(NONE);
  s.boxCount.fill(0);
  for (let counter = 0; counter < COUNTERS; counter++)
    if (s.cellOf[counter] !== NONE) placeAt(s, counter, START[counter] as number);
}

/** GZ-13.2: a counter sent off leaves the pitch for the rest of the match. */
export function sendOff(s: GolazoState, counter: number): void {
  const cell = s.cellOf[counter] as number;
  const team = teamOfCounter(counter);
  s.pieceAt[cell] = NONE;
  if (AREA_OF[cell] === team) s.boxCount[team] = (s.boxCount[team] as number) - 1;
  s.cellOf[counter] = NONE;
}

export const onPitch = (s: GolazoState, counter: number): boolean => s.cellOf[counter] !== NONE;

/** Puts a counter (off the pitch or not) on a free cell, keeping the box counts. */
export function placeAt(s: GolazoState, counter: number, cell: number): void {
  const from = s.cellOf[counter] as number;
  const team = teamOfCounter(counter);
  if (from >= 0 && s.pieceAt[from] === counter) {
    s.pieceAt[from] = NONE;
    if (AREA_OF[from] === team) s.boxCount[team] = (s.boxCount[team] as number) - 1;
  }
  s.cellOf[counter] = cell;
  s.pieceAt[cell] = counter;
  if (AREA_OF[cell] === team) s.boxCount[team] = (s.boxCount[team] as number) + 1;
}

/** GZ-12.2: the seat on duty for `team` this turn. */
export function dutySeat(s: GolazoState, team: number): Seat {
  const members = s.teams[team] as readonly Seat[];
  return members[s.turn % members.length] as Seat;
}

export const teamOfSeat = (seat: Seat): number => seat % 2;

/** The team with the ball. */
export const attackers = (s: GolazoState): number => teamOfCounter(s.carrier);

export function cloneState(s: GolazoState): GolazoState {
  return {
    ...s,
    rng: s.rng.clone(),
    cellOf: s.cellOf.slice(),
    pieceAt: s.pieceAt.slice(),
    boxCount: s.boxCount.slice(),
    scores: s.scores.slice(),
    roll: s.roll.slice(),
    managers: s.managers.slice(),
    used: s.used.slice(),
    hands: s.hands.map((hand) => hand.slice()),
    deck: s.deck.slice(),
    kicks: s.kicks.slice(),
    penaltyGoals: s.penaltyGoals.slice(),
    actorBuffer: [],
  };
}
