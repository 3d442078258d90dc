/**
 * Agents: whatever chooses actions for a seat (a bot, or a person at a prompt). An agent is
 * handed its seat's view, its legal actions and its own seed, and nothing else: no state, no
 * game generator. That is what keeps bots honest about hidden information.
 */
import type { Action, Seat } from './game.ts';
import type { Rng } from './rng.ts';

/** What an agent sees when it must decide. Valid only during the `act` call it is passed to. */
export interface Decision<View> {
  readonly seat: Seat;
  /** The seat's view of the game now. */
  readonly view: View;
  /** The legal actions, unique and in ascending order. */
  readonly legal: readonly Action[];
  /** A short label for one of the legal actions. */
  label(action: Action): string;
}

export interface Agent<View = unknown> {
  /** Chooses one of `decision.legal`. */
  act(decision: Decision<View>): Action;
  /**
   * Optional: readies the agent for another game at the same seat, exactly as its factory
   * would make it afresh from the seed `s` for which `seed` is `Rng.fromSeed(s)`. The agent
   * copies what it needs; the caller reuses `seed`. Simulations and the lab reuse an agent
   * that has it from game to game instead of making one per game; an agent without it is
   * made anew.
   */
  reset?(seed: Rng): void;
}

/** Makes the agent for one seat of one game, from that agent's own seed. */
export type AgentFactory<View = unknown> = (seat: Seat, seed: string) => Agent<View>;
