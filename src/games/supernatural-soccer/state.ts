/**
 * The state as data: plain numbers and small arrays, with scratch space for the movement search
 * so that legal-action generation allocates nothing.
 */
import type { Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { CELLS } from './board.ts';
import { KIND_COUNT } from './vocabulary.ts';

export const WIZARDS = 4;

/** What the game waits for. */
export const Step = { Commit: 0, Window: 1, Act: 2, Combat: 3, Over: 4 } as const;
export type Step = (typeof Step)[keyof typeof Step];
export const STEP_NAMES = ['commit', 'window', 'act', 'combat', 'over'] as const;

/**
 * The window points (SS-10.1): 'committed' is the pause between the last commitment and the
 * reveal (not in 1.0.0).
 */
export const WINDOW_KINDS = ['reveal', 'action', 'combat', 'committed'] as const;
export const COMMITTED_WINDOW = 3;
export type WindowKind = (typeof WINDOW_KINDS)[number];

export interface SsState {
  readonly seats: number;
  /**
   * The rules of engine version 1.0.0 (option `edition`, set only by its records; design.md,
   * "Options and versions"): e.g. a carrier sent home onto the ball takes it again, and a
   * window asks only the seats holding a card they may play.
   */
  readonly firstEdition: boolean;
  /** SS-4.3: points that win, e.g. 3. */
  readonly target: number;
  readonly rng: Rng;
  /** SS-3.1: the seat controlling each wizard, e.g. [0, 2, 1, 3]. */
  readonly controller: readonly Seat[];
  /** Each seat's team, e.g. [0, 1, 0, 1]. */
  readonly teamOfSeat: readonly number[];
  /** SS-9.4: how many wizards each seat controls (its hand limit and draws scale with it). */
  readonly wizardsOf: readonly number[];
  /** Each wizard's cell, e.g. [41, 47, 38, 44]. */
  readonly cellOf: number[];
  /** Each cell's wizard, or -1. */
  readonly wizardAt: Int8Array;
  /** The ball's cell, e.g. 43 (the centre). */
  ball: number;
  /** The wizard carrying the ball, or -1 while it is loose. */
  carrier: number;
  /** Each team's points. */
  readonly scores: number[];
  /** SS-4.1: rounds started, from 1. */
  round: number;
  /** SS-5.1: the team whose turn it is, and which of its two action phases (0 or 1). */
  turnTeam: number;
  phase: number;
  /** Turns started, e.g. 12. */
  turns: number;
  step: Step;
  /** SS-5.2: each wizard's committed action card this phase (0–3), or -1. */
  readonly commits: number[];
  /** SS-5.4: whether each wizard's action has been carried out (or dropped) this phase. */
  readonly done: boolean[];
  /**
   * SS-6.3: wizards that took the ball this phase by a Game Changer, as a mask (bit w): they may
   * not move any further this phase.
   */
  stopped: number;
  /** SS-5.4: the wizard that let its teammate's action go first this phase, or -1. */
  deferred: number;
  /** The wizard whose action or attack is being decided, or -1. */
  current: number;
  /** SS-8.2: wizards that attacked this turn, and those that let the chance go this combat. */
  readonly attacked: boolean[];
  readonly declined: boolean[];
  /** SS-9: each seat's hand as counts by Game Changer kind: hands[seat * KIND_COUNT + kind]. */
  readonly hands: number[];
  /** SS-7.2: of those, the ones drawn by an exchange this phase, not yet playable. */
  readonly fresh: number[];
  /** Game Changers to draw, by kind, top last. */
  readonly deck: number[];
  /** Game Changers discarded, by kind, in order: face up, public. */
  readonly discard: number[];
  /** SS-10: the chain's links, bottom first: the card's kind, its target and who played it. */
  readonly chainKind: number[];
  readonly chainTarget: number[];
  readonly chainSeat: number[];
  /** SS-10.3: who has passed on the chain's top link. */
  readonly passed: boolean[];
  /** The open window's kind (index into WINDOW_KINDS) and the step play returns to after it. */
  windowKind: number;
  resume: Step;
  /** SS-9.2: Ghost Ball, Heavy Ball and Long Ball waiting for this phase's next kick. */
  ghost: boolean;
  heavy: boolean;
  long: boolean;
  /** SS-8.2: the last combat's dice as attacker × 8 + defender, from 0, or -1 (public). */
  lastCombat: number;
  /** SS-3.3: the opening roll-off, team 0's die then team 1's. */
  readonly rollOff: number[];
  /** Bumped by every change, so the movement search is redone only when the field changes. */
  version: number;
  /** Scratch of the movement search (moves.ts): valid for `reachOf` at version `reachAt`. */
  reachOf: number;
  reachAt: number;
  readonly cameFrom: Int16Array;
  readonly queue: Int16Array;
  readonly actorBuffer: Seat[];
  readonly windowBuffer: { kind: string; pass: number; chain: number };
}

export const handIndex = (seat: Seat, kind: number): number => seat * KIND_COUNT + kind;

export function newScratch(): Pick<SsState, 'cameFrom' | 'queue'> {
  return { cameFrom: new Int16Array(CELLS), queue: new Int16Array(CELLS) };
}

/** Adds `n` to `counts[i]` (counts under noUncheckedIndexedAccess). */
export function add(counts: number[], i: number, n: number): void {
  counts[i] = (counts[i] as number) + n;
}
