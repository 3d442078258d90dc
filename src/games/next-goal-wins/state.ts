/**
 * The state of a match of Next Goal Wins: numbers and flat arrays of numbers, so that a clone
 * is a few slices and playing allocates nothing. Seats are 0 and 1; a squad slot is 0..6 and
 * a place (lineup role) 0..3 (GK, DEF, MID, STK).
 */
import type { Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import type { MatchAbilities, Powers } from './abilities.ts';
import type { CompiledTactic } from './cards.ts';
import type { Edition } from './facts.ts';

/** What the match waits for. */
export const Phase = {
  /** Both seats choose starters, GK first (NGW-3.1). */
  Pick: 0,
  /** The attacker may take a footballer off, or be done (NGW-11.1). */
  Substitute: 1,
  /** The attacker chooses who comes on for `subOut`. */
  SubstituteIn: 2,
  /** `replaceSeat` brings somebody on for a booked or injured footballer (NGW-12.1). */
  Replace: 3,
  /** The footballer on the ball declares an action (NGW-6.1). */
  Declare: 4,
  /** The defender answers it (NGW-6.3). */
  Defend: 5,
  /** A tactic's holder breaks a tie for its target (NGW-15.5). */
  Target: 6,
  /** The attacker picks a crossing or a shooting free kick (NGW-9.1). */
  FoulChoice: 7,
  /** The attacker picks the set piece's crosser or shooter (NGW-9.2, NGW-9.3). */
  Taker: 8,
  /** The attacker picks who heads a corner or crossing free kick. */
  Header: 9,
  /** The defender picks its outfielder for the set piece. */
  SetPieceDefence: 10,
  Over: 11,
} as const;
export type Phase = (typeof Phase)[keyof typeof Phase];

/** Where a squad footballer is. */
export const Status = {
  Bench: 0,
  Pitch: 1,
  Booked: 2,
  Injured: 3,
  SentOff: 4,
  /** Not in this match: unavailable (NGW-19.2), or a squad slot with no card (NGW-19.3). */
  Out: 5,
} as const;

/** What happens once a replacement or a target has been chosen. */
export const Resume = {
  None: 0,
  /** The foul that caused a booking is given (NGW-8.4, NGW-15.3). */
  Foul: 1,
  /** The attack ends; the next one starts as already decided. */
  EndAttack: 2,
  /** The declared action goes on (an attack tactic's target was chosen). */
  Declare: 3,
  /** The defended action is rolled. */
  Contest: 4,
  /** The set piece goes on after its taker. */
  Taker: 5,
  /** The set piece is rolled. */
  SetPiece: 6,
  /** The attack goes on from where it was set to begin again (NGW-15.8). */
  Restart: 7,
} as const;

/** Set pieces (NGW-9), by the contest kinds of stats.ts, and the penalty. */
export const PENALTY = 10;

export interface MatchState {
  readonly rng: Rng;
  /** Attacks per side (NGW-2.4), e.g. 3. */
  readonly attacks: number;
  /** NGW-16.1: goals that end the match at once, 0 for off. */
  readonly firstTo: number;
  /** NGW-16.2 */
  readonly noRepeat: boolean;
  /** The earlier engine version whose rules the match is played by, or undefined (edition.ts). */
  readonly edition: Edition | undefined;
  /** Attacks the match may run to, both sides together, e.g. 6 (NGW-4.2, NGW-16.3). */
  readonly attackLimit: number;
  /** NGW-15.7: 'final' tactics also fit an attack whose goal would end a first-to match. */
  readonly finalAtMatchPoint: boolean;
  /** The tactic cards as the rules read them, by id: the edition's. Shared, never written. */
  readonly tacticRules: readonly CompiledTactic[];
  /** NGW-17.4: a decision the hand leaves one option is played by itself (before 0.4.0). */
  readonly autoPlayByHand: boolean;
  /** NGW-19.4: the season seat each side is, for words, e.g. [2, 0]; [0, 1] in one match. */
  readonly seats: readonly number[];
  /** NGW-19.5 to NGW-19.8: each side's manager abilities, as given and compiled. Shared. */
  readonly abilities: readonly MatchAbilities[];
  readonly powers: readonly Powers[];
  /** Card ids by seat * 7 + slot, e.g. [3, 9, 14, 20, 1, 16, 22, …]; -1 for no card. */
  readonly squad: number[];
  /** Status by seat * 7 + slot. */
  readonly status: number[];
  /** 1 once a footballer has been on the pitch where both could see it (NGW-17.2). */
  readonly seen: number[];
  /** The squad slot in each place by seat * 4 + place, or -1 when empty or not yet chosen. */
  readonly lineup: number[];
  /** Starters chosen by each seat so far, 0..4 (NGW-3). */
  readonly picked: number[];
  /** Tactic ids held by seat * 3 + i, -1 for none. */
  readonly tactics: number[];
  /** Tactic ids played this match, oldest first (public). */
  readonly played: number[];
  /** Tactics each seat has played in this attack, e.g. 1 (NGW-15.1, NGW-19.7). */
  readonly tacticUsed: number[];
  /** Stat changes for the rest of the match by (seat * 7 + slot) * 14 + stat (NGW-15.3). */
  readonly mods: number[];
  readonly goals: number[];
  /** NGW-16.2: action kinds declared, as masks by seat * 7 + slot, last attack and this one. */
  readonly lastActs: number[];
  readonly actsNow: number[];
  /** Card ids sent off this match: banned from the next one (NGW-12.2). */
  readonly sentOff: number[];
  /** The seat that won the kick-off roll (NGW-4.1), or -1 before it. */
  starter: Seat;
  /** Attacks played so far, e.g. 3; the attack in play is number attackNo + 1. */
  attackNo: number;
  attacker: Seat;
  phase: Phase;
  /** The place of the footballer on the ball, and the place it plays from (NGW-7.2). */
  holder: number;
  place: number;
  /** NGW-5.4: whether it received a pass or punt (may shoot) or a cross (may head). */
  canShoot: boolean;
  canHead: boolean;
  /** NGW-7.1: it has just dribbled past its opponent. */
  beaten: boolean;
  /** It has made no action yet this attack. */
  firstAction: boolean;
  /** The contest kind it won the ball against to start this attack, or -1 (NGW-14.4). */
  wonWith: number;
  /** Where the next attack starts (NGW-4.4): its place, the card that won the ball there, how. */
  nextPlace: number;
  nextWonBy: number;
  nextWonWith: number;
  /** The action declared, or the set piece in play. */
  kind: number;
  speed: boolean;
  atkBonus: number;
  defBonus: number;
  /** NGW-14.2, NGW-15.3: each side rolls two dice and keeps the higher in this contest. */
  atkAdvantage: boolean;
  defAdvantage: boolean;
  /** The declared action succeeds without a contest (NGW-6.2, NGW-7.1). */
  unopposed: boolean;
  /** NGW-9: the set piece's taker and header places (0: nobody), and the defender's pick. */
  taker: number;
  header: number;
  defPick: number;
  /** The place the fouled footballer played from (NGW-9.1). */
  foulPlace: number;
  /** NGW-11.1, NGW-19.5: the seat making substitutions in this break, e.g. 0. */
  subSeat: Seat;
  /** NGW-11.2: places changed in this break, as a mask; the place being changed. */
  subsMask: number;
  subOut: number;
  /** NGW-12: who must bring somebody on, into which place. */
  replaceSeat: Seat;
  replacePlace: number;
  resume: number;
  /** NGW-15.5: the holder choosing a target, the places it may choose from, the change. */
  targetSeat: Seat;
  targetMask: number;
  targetStat: number;
  targetAmount: number;
  targetResume: number;
  /** Decisions made, automatic ones included. */
  steps: number;
}

export const slotIndex = (seat: Seat, slot: number): number => seat * 7 + slot;
export const placeIndex = (seat: Seat, place: number): number => seat * 4 + place;

/** The squad slot in `place` of `seat`'s lineup, or -1. */
export const slotAt = (s: MatchState, seat: Seat, place: number): number =>
  s.lineup[seat * 4 + place] ?? -1;

/** The card in `place` of `seat`'s lineup, or -1. */
export function cardAt(s: MatchState, seat: Seat, place: number): number {
  const slot = slotAt(s, seat, place);
  return slot < 0 ? -1 : (s.squad[seat * 7 + slot] as number);
}

export const defenderOf = (s: MatchState): Seat => 1 - s.attacker;

export function cloneState(s: MatchState): MatchState {
  return {
    ...s,
    rng: s.rng.clone(),
    squad: s.squad.slice(),
    status: s.status.slice(),
    seen: s.seen.slice(),
    lineup: s.lineup.slice(),
    picked: s.picked.slice(),
    tactics: s.tactics.slice(),
    played: s.played.slice(),
    tacticUsed: s.tacticUsed.slice(),
    mods: s.mods.slice(),
    goals: s.goals.slice(),
    lastActs: s.lastActs.slice(),
    actsNow: s.actsNow.slice(),
    sentOff: s.sentOff.slice(),
  };
}
