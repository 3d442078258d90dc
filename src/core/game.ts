/**
 * The one protocol every Matchday game implements.
 *
 * An engine is pure and deterministic: all of its randomness comes from the `Rng` it was
 * set up with, which lives inside the state. Bots, the server, the web app, the CLI and the
 * lab speak only this interface, and reach a concrete game only through the registry.
 *
 * States are mutable and owned by exactly one caller. `apply` changes the state in place
 * (the hot loop of bots and the lab must not allocate a new state per move); whoever needs
 * an earlier position keeps a `clone`.
 */
import type { z } from 'zod';
import type { Rng } from './rng.ts';

/** A player's place at the table, counted from 0 (the first seat). */
export type Seat = number;

/** The viewer of a spectator view: someone who holds no seat and sees only public facts. */
export const SPECTATOR = -1;
/** A seat, or SPECTATOR. */
export type Viewer = number;

/**
 * A move, encoded as a small non-negative integer whose meaning belongs to the game
 * (as in OpenSpiel): cheap to enumerate, compare, store in records and hash in search trees.
 */
export type Action = number;

/** The facts of a game, declared once in one constant. */
export interface GameFacts<Options> {
  /** The game's id, used in URLs, records and the CLI, e.g. 'goalkeepers'. */
  readonly id: string;
  /** The name players know it by, e.g. 'Goalkeepers'. */
  readonly title: string;
  /** The engine's version; a record replays on the version that made it, e.g. '1.1.0'. */
  readonly version: string;
  /**
   * Optional: earlier versions whose records this version still replays move for move, each
   * with the options that restore its rules (a rule changed by a new version stays as an
   * option), e.g. { '1.0.0': { reward: 'compulsory' } }. So a record replays for ever.
   */
  readonly earlierVersions?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Fewest and most seats a game may be set up with, e.g. 2 and 5. */
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Whether dice or shuffles decide anything. */
  readonly chance: boolean;
  /** Whether some seat ever knows something another seat does not. */
  readonly hiddenInformation: boolean;
  /**
   * The options (variants and house rules). Parsing `{}` must give the defaults; every
   * field carries a default and a one-line `.describe()`.
   */
  readonly options: z.ZodType<Options>;
  /**
   * A bound on the number of actions in one game that random play is never expected to
   * reach; the conformance suite fails a game that runs past it.
   */
  readonly actionBound: number;
  /**
   * Optional: why this seat count does not go with these (parsed) options, when the range
   * alone cannot say, e.g. a one-match mode that takes exactly 2 of a game's 2 to 6 seats.
   * Undefined when they go together; `setupChecked` refuses the rest as 'bad-seats'.
   */
  seatsProblem?(options: Options, seats: number): string | undefined;
}

/** Something that happened, in words, for logs and the UI. */
export interface GameEvent {
  /** A stable tag for the UI, e.g. 'roll', 'shoot-out', 'round-end'. */
  readonly kind: string;
  /**
   * One sentence in the game's vocabulary, seats named by placeholder (see seat-words.ts),
   * e.g. '{seat:1} rolls 2 TEAM, 1 GOAL.', which a table shows as 'Bo rolls 2 TEAM, 1 GOAL.'
   */
  readonly text: string;
  /** The seat the event is about, if any. */
  readonly seat?: Seat;
  /**
   * Who may see the event. Absent: everyone, spectators included. Present: only these seats,
   * because the event reveals something hidden from the others.
   */
  readonly visibleTo?: readonly Seat[];
  /** Structured details for animations, e.g. the faces rolled. Never hidden information of others. */
  readonly data?: Readonly<Record<string, unknown>>;
}

/**
 * What an action is, as data a board can place: a stable kind and the things it names, so a
 * click on a player's area or a card finds its action without reading labels.
 */
export interface ActionInfo {
  /** e.g. 'roll', 'pass', 'discard', 'start', 'add'. */
  readonly kind: string;
  /** The seat the action aims at, e.g. who receives a PENALTY die. */
  readonly target?: Seat;
  /** The card it plays or discards, in the game's own numbering. */
  readonly card?: number;
  /** The formation, slot or footballer it goes to, in the game's own numbering. */
  readonly index?: number;
  /** A side or variant, e.g. 'shooting' or 'saving'. */
  readonly side?: string;
}

/** How a finished game came out. */
export interface Outcome {
  /** The final score of each seat, in the game's own unit (points, goals …). */
  readonly scores: readonly number[];
  /** Each seat's place, 1 = first; seats that tie share a place, e.g. [1, 1, 3]. */
  readonly places: readonly number[];
}

/**
 * A game engine.
 *
 * Members are declared as methods so that a `Game<SpecificState, …>` can be held where a
 * `Game<unknown, …>` is expected: platform code handles states it never looks inside.
 */
export interface Game<State, View, Options> {
  readonly facts: GameFacts<Options>;

  /**
   * A new game. `options` must already be parsed by `facts.options`; `seats` must be within
   * the seat range (callers check both: see `setupChecked`). `rng` becomes the game's own and
   * must not be used by the caller afterwards.
   */
  setup(options: Options, seats: number, rng: Rng): State;

  /**
   * The seats that must decide now, in ascending order; empty exactly when the game is over.
   * Several seats means a simultaneous decision: each commits in any order, and no seat's view
   * shows another's commitment until all have committed. Returns a shared array the caller
   * must not change or keep across `apply`.
   */
  actors(state: State): readonly Seat[];

  /**
   * The legal actions of `seat` now: unique, in ascending order, non-empty when `seat` is an
   * actor and empty otherwise. When `out` is given it is cleared, filled and returned, so a hot
   * loop can reuse one array; otherwise a new array is returned.
   */
  legalActions(state: State, seat: Seat, out?: Action[]): Action[];

  /** A short label for a legal action, seats by placeholder, e.g. 'Take 2 TEAM dice from {seat:1}'. */
  actionLabel(state: State, seat: Seat, action: Action): string;

  /** A legal action as data for a board (see ActionInfo); distinct for distinct actions. */
  actionInfo(state: State, seat: Seat, action: Action): ActionInfo;

  /**
   * Plays `action` for `seat`, in place. Trusts its caller: the action must be legal (checked
   * callers use `applyChecked`). When `events` is given, what happened is appended to it in
   * words; without it nothing is described, and nothing is allocated for it.
   */
  apply(state: State, seat: Seat, action: Action, events?: GameEvent[]): void;

  /** The outcome once the game is over, otherwise undefined. */
  outcome(state: State): Outcome | undefined;

  /**
   * What `viewer` may know, as plain JSON data: never another seat's hidden information,
   * never a commitment not yet revealed, never anything of the generator. A fresh object
   * that shares nothing with the state.
   */
  view(state: State, viewer: Viewer): View;

  /** The table in words for a terminal or a transcript, from a view alone; seats by placeholder. */
  describe(view: View): string;

  /** A deep copy: playing on it never changes the original, and vice versa. */
  clone(state: State): State;

  /**
   * A full state that `seat` cannot tell apart from the real one: built from its view alone,
   * with everything it cannot see (other hands, the pack's order, the dice to come) sampled
   * with the caller's `rng`. This is the only way a search bot gets a state to play on.
   */
  determinize(view: View, seat: Seat, rng: Rng): State;
}

/**
 * A game whose state, view and options types are not known here: what the registry holds and
 * platform code handles. The state is opaque; only the game that made it looks inside.
 */
export type AnyGame = Game<unknown, unknown, unknown>;

/** Whether `viewer` may see `event`: public events are seen by all, private ones by their seats. */
export function canSee(event: GameEvent, viewer: Viewer): boolean {
  return (
    event.visibleTo === undefined || (viewer !== SPECTATOR && event.visibleTo.includes(viewer))
  );
}
