/**
 * What a bot is handed: the seat's view, its legal actions and their labels, as plain data
 * that can cross to a worker thread. Never the state, the seed or the generator.
 */
import type { Pace } from '../../bots/levels.ts';
import type { Decision } from '../../core/agent.ts';
import type { Action, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import type { Table } from '../tables/table.ts';

export interface DecisionData {
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly labels: readonly string[];
}

/** A bot's task: who decides (descriptor), for which game, with its own seed. */
export interface BotTask {
  readonly game: string;
  readonly descriptor: string;
  readonly seed: string;
  readonly decision: DecisionData;
  /** Multiplies the levels' thinking time, e.g. 0.2 in tests; absent: 1. */
  readonly timeScale?: number;
  /**
   * How the levels count their budget; absent: 'live' (milliseconds). 'iterations' plays as the
   * lab and the CLI do: the same task, the same choice, however loaded the machine.
   */
  readonly pace?: Pace;
}

export function decisionData(table: Table, seat: Seat): DecisionData {
  const { engine } = table.game;
  const legal = engine.legalActions(table.state, seat);
  return {
    seat,
    view: engine.view(table.state, seat),
    legal,
    labels: legal.map((action) => engine.actionLabel(table.state, seat, action)),
  };
}

export function asDecision(data: DecisionData): Decision<unknown> {
  return {
    seat: data.seat,
    view: data.view,
    legal: data.legal,
    label: (action) => data.labels[data.legal.indexOf(action)] ?? String(action),
  };
}

/**
 * A fresh agent seed for each decision, fixed by (table seed, seat, version): the same table
 * replayed gives its bots the same seeds, and no seed tells anything about the game's own.
 */
export function agentSeed(tableSeed: string, seat: Seat, version: number): string {
  return Rng.fromSeed(`${tableSeed}/bot/${seat}/${version}`).seed();
}
