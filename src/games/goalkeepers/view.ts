/**
 * What a player sees. Goalkeepers hides nothing from anyone but the dice still to be rolled,
 * so every seat and every spectator gets the same view, without the generator.
 */
import type { Seat, Viewer } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { decider } from './actions.ts';
import type { Phase } from './state.ts';
import type { GoalkeepersState, RollCounts } from './state.ts';

export interface GoalkeepersView {
  /** Who this view is for: a seat, or -1 for a spectator. */
  readonly viewer: Viewer;
  readonly seats: number;
  /** Rounds agreed before play, e.g. 3. */
  readonly rounds: number;
  /** GK-4.4: whether a shoot-out's winner may take no reward (false under the compulsory reward). */
  readonly rewardOptional: boolean;
  /** The round in play, from 1; above `rounds` it is a tie-breaker, e.g. 2. */
  readonly round: number;
  readonly tieBreaker: boolean;
  /** 1 in seat order, -1 reversed. */
  readonly direction: 1 | -1;
  /** Whose turn it is. */
  readonly current: Seat;
  /** What the game waits for: 'roll' | 'steal' | 'pass' | 'reward' | 'over'. */
  readonly phase: PhaseName;
  /** The seat that must decide now, or -1 when the game is over. */
  readonly decider: Seat;
  readonly hand: readonly number[];
  readonly kept: readonly number[];
  /** SHOOT-OUT dice left on the table, by seat. */
  readonly table: readonly number[];
  readonly points: readonly number[];
  /** The player whose challenge waits on the table, or -1. */
  readonly challenger: Seat;
  /** This turn's roll, or null before the current player has rolled. */
  readonly roll: Readonly<RollCounts> | null;
  readonly penaltiesLeft: number;
  readonly stealPending: boolean;
  /** The shoot-out winner choosing a reward and its loser, or null. */
  readonly reward: { readonly winner: Seat; readonly loser: Seat } | null;
  /** Who ended the last round, or -1. */
  readonly lastEnder: Seat;
  readonly turns: number;
}

const PHASE_NAMES = ['roll', 'steal', 'pass', 'reward', 'over'] as const;
export type PhaseName = (typeof PHASE_NAMES)[number];

export function buildView(s: GoalkeepersState, viewer: Viewer): GoalkeepersView {
  return {
    viewer,
    seats: s.seats,
    rounds: s.rounds,
    rewardOptional: s.rewardOptional,
    round: s.round,
    tieBreaker: s.round > s.rounds,
    direction: s.direction,
    current: s.current,
    phase: PHASE_NAMES[s.phase],
    decider: decider(s),
    hand: s.hand.slice(),
    kept: s.kept.slice(),
    table: s.table.slice(),
    points: s.points.slice(),
    challenger: s.challenger,
    roll: s.rolled ? { ...s.roll } : null,
    penaltiesLeft: s.penaltiesLeft,
    stealPending: s.stealPending,
    reward: s.rewardWinner >= 0 ? { winner: s.rewardWinner, loser: s.rewardLoser } : null,
    lastEnder: s.lastEnder,
    turns: s.turns,
  };
}

/**
 * The view holds the whole state but the generator, so determinizing only has to give the
 * copy a generator of the caller's: the dice to come are the caller's guess, not the game's.
 */
export function stateFromView(v: GoalkeepersView, rng: Rng): GoalkeepersState {
  const phase = PHASE_NAMES.indexOf(v.phase) as Phase;
  const actor = v.decider < 0 ? 0 : v.decider;
  return {
    seats: v.seats,
    rounds: v.rounds,
    rewardOptional: v.rewardOptional,
    rng: Rng.fromRng(rng),
    round: v.round,
    direction: v.direction,
    current: v.current,
    phase,
    hand: v.hand.slice(),
    kept: v.kept.slice(),
    table: v.table.slice(),
    points: v.points.slice(),
    challenger: v.challenger,
    roll: v.roll ? { ...v.roll } : { team: 0, goal: 0, penalty: 0, shootOut: 0 },
    rolled: v.roll !== null,
    penaltiesLeft: v.penaltiesLeft,
    stealPending: v.stealPending,
    rewardWinner: v.reward ? v.reward.winner : -1,
    rewardLoser: v.reward ? v.reward.loser : -1,
    lastEnder: v.lastEnder,
    turns: v.turns,
    actorBuffer: [actor],
  };
}
