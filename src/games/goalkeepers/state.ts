/**
 * The state of a game of Goalkeepers: plain numbers and small arrays, so that a clone is a
 * handful of copies and a whole game allocates almost nothing.
 */
import type { Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import type { Face } from './vocabulary.ts';

/** What the game waits for. */
export const Phase = {
  /** The current player must roll (GK-3.1). */
  Roll: 0,
  /** The current player may steal after an all-TEAM roll (GK-5.1). */
  Steal: 1,
  /** The current player passes PENALTY dice one at a time (GK-3.4). */
  Pass: 2,
  /** The shoot-out winner chooses a reward (GK-4.3). */
  Reward: 3,
  /** The game is over. */
  Over: 4,
} as const;
export type Phase = (typeof Phase)[keyof typeof Phase];

/** How many dice of each face a roll showed. */
export type RollCounts = Record<Face, number>;

export interface GoalkeepersState {
  /** Number of players, e.g. 3. */
  readonly seats: number;
  /** Rounds agreed before play (GK-2.2), e.g. 3. */
  readonly rounds: number;
  /** GK-4.4: whether the shoot-out's winner may decline the reward (false: version 1.0.0's rules). */
  readonly rewardOptional: boolean;
  /** The game's own generator: never shown to anyone. */
  readonly rng: Rng;
  /** The round being played, from 1; rounds past `rounds` are tie-breakers, e.g. 4. */
  round: number;
  /** +1 while play passes in seat order, -1 in the reverse direction (GK-8.1). */
  direction: 1 | -1;
  /** Whose turn it is, e.g. 0. */
  current: Seat;
  phase: Phase;
  /** Dice in each player's hand, e.g. [6, 4]. */
  readonly hand: number[];
  /** GOAL dice each player has kept this round, e.g. [1, 0]. */
  readonly kept: number[];
  /** SHOOT-OUT dice left on the table by each player, e.g. [0, 2] (GK-3.5). */
  readonly table: number[];
  /** Points so far, e.g. [2, 1]. */
  readonly points: number[];
  /** The player whose SHOOT-OUT dice wait on the table as a challenge, or -1 (GK-4.1). */
  challenger: Seat;
  /** The current turn's roll, once made. */
  readonly roll: RollCounts;
  /** Whether the current turn has rolled yet. */
  rolled: boolean;
  /** PENALTY dice the current player still has to pass (GK-3.4). */
  penaltiesLeft: number;
  /** Whether the current player may still steal (GK-5.1). */
  stealPending: boolean;
  /** The shoot-out winner choosing a reward, and the loser (GK-4.3); -1 when none. */
  rewardWinner: Seat;
  rewardLoser: Seat;
  /** Who ended the most recent round (GK-6.2), or -1 before any round ended. */
  lastEnder: Seat;
  /** Turns taken in the whole game, e.g. 17. */
  turns: number;
  /** The seats that must decide now; shared, rewritten in place (see `actors`). */
  readonly actorBuffer: Seat[];
}

export function cloneState(s: GoalkeepersState): GoalkeepersState {
  return {
    ...s,
    rng: s.rng.clone(),
    hand: s.hand.slice(),
    kept: s.kept.slice(),
    table: s.table.slice(),
    points: s.points.slice(),
    roll: { ...s.roll },
    actorBuffer: s.actorBuffer.slice(),
  };
}
