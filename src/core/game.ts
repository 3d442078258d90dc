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
import type { ActionSpace } from './action-space.ts';
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
  /**
   * Optional: the options that exist only to restore an earlier version's rules (set by its
   * entry in `earlierVersions`), e.g. ['edition']. A record of that version replays with them,
   * but a new game may not set them to anything but their default: `parseOptions`, the door
   * every new game's options pass (CLI, server, lab), refuses it as 'bad-options'. So they are
   * never a choice.
   */
  readonly earlierVersionOptions?: readonly string[];
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
   * Optional, for a game played on a board: how many cells and pieces it numbers (see
   * BoardSize). Declared by every game whose action infos name a cell or a piece; the
   * conformance suite checks that each one lies in its range, both bounds.
   */
  readonly board?: BoardSize;
  /**
   * Optional, for a game that random play can keep going for a very long time (random Blood
   * Bowl players never score): true means `actionBound` is a stop, not a promise. Simulations
   * and the lab stop such a game at the bound and report how many games reached it, instead
   * of failing; a person's game is never stopped.
   */
  readonly endless?: boolean;
  /**
   * Optional: the teams for a seat count, each a list of seats in ascending order, together
   * holding every seat exactly once, e.g. 4 seats: [[0, 2], [1, 3]]; 2 seats: [[0], [1]].
   * Teammates always share one place in the outcome, and a view may show a seat what its
   * teammates have committed before the reveal. Absent: every seat plays for itself.
   */
  teams?(seats: number): readonly (readonly Seat[])[];
  /**
   * Optional, for a game with teams and hidden information: false when teammates never see
   * each other's hidden information (Goal!'s partners, GL-2.1), so a hot-seat screen covers
   * between them as between sides and no view shows a teammate's commitment. Absent or true: a
   * team shares what it knows (Golazo, Supernatural Soccer).
   */
  readonly teamsShareHands?: boolean;
  /**
   * Optional: why this seat count does not go with these (parsed) options, when the range
   * alone cannot say, e.g. a one-match mode that takes exactly 2 of a game's 2 to 6 seats.
   * Undefined when they go together; `setupChecked` refuses the rest as 'bad-seats'.
   */
  seatsProblem?(options: Options, seats: number): string | undefined;
}

/**
 * A board's numbering, each from 0: every cell an action's info names (`from`, `to`, `path`,
 * its outcomes' `to` and `path`) is below `cells`, every `piece` below `pieces`, e.g. Golazo's
 * 126 cells (9 × 14) and 23 pieces (22 counters and the ball).
 */
export interface BoardSize {
  /** How many cells, e.g. 126. */
  readonly cells: number;
  /** How many pieces, e.g. 23. */
  readonly pieces: number;
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
 * An open response window: a moment when seats *may* act (play a card, answer a card just
 * played) rather than must.
 *
 * No public fact may depend on a hidden card. Whether a window opens, which seats it asks
 * (`actors` while it is open), its kind and chain and when it closes depend only on facts
 * every seat can see (what every view shows: positions, the ball, hand sizes, cards already
 * played, the score, whose turn), never on which cards a hand holds or on a secret pick: a
 * card's being playable decides neither whether a window opens nor who is asked. The public
 * rule may be narrow, so that windows stay cheap ("the team without the ball is asked when it
 * holds at least one card", "a window opens only where some card of the deck could be played
 * at all"), but every seat it makes eligible is asked: a seat with nothing playable is an
 * actor like the others, its legal list exactly `[pass]` (its own client may pass for it at
 * once; the server paces a bot's pass the same whether or not it held something). Every
 * actor's legal list holds `pass`, and the window closes once every asked seat has passed. A
 * response played opens the next link of a chain: seats are asked again by the same public
 * rule, and when all pass the chain resolves last in, first out. Several actors in a window
 * are not a simultaneous decision: whoever acts first acts, in the open. The runners ask a
 * window's actors in a fair order (./asking-order.ts), so that no seat is always the one asked
 * after the others have passed; the server asks all its bots at once, each from its own view,
 * and applies their answers as they come.
 *
 * The conformance suite checks it (checkWindowTimings in ./testing/conformance.ts): resampling
 * what a seat cannot see (`determinize`) leaves the actors, the window, that seat's view and
 * the events it sees identical, whether a window opens after a step, and so while every asked
 * seat passes, up to the pass that closes the window. The same holds outside windows
 * (checkPublicCourse): the public events of a step and who is asked next never depend on a
 * hidden card, so a decision that a hand leaves one option is still asked, not played for it.
 */
export interface ResponseWindow {
  /** What the window answers, as a stable tag for the UI, e.g. 'action-phase-end'. */
  readonly kind: string;
  /** The action with which an asked seat lets the moment go; in every actor's legal list. */
  readonly pass: Action;
  /** Responses played and waiting to resolve, e.g. 2; 0 while nothing has been played. */
  readonly chain: number;
}

/**
 * The event kind an engine with response windows adds, public, at every point where a window
 * may open, whether or not one opens (by the public rule, nobody may be eligible): so the
 * platform can pace a table the same way at every such point, and a person who stops at every
 * one ('always') learns nothing from a pause. Its data names the window's kind:
 * `{ window: 'action-phase-end' }`.
 */
export const WINDOW_POINT = 'window-point';

/**
 * What an action is, as data a board can place: a stable kind and the things it names, so a
 * click on a player's area, a card or a cell finds its action without reading labels. On a
 * board, `piece`, `from`, `to` and `path` say which piece goes where, in the game's own cell
 * numbering: a board that selects a piece highlights the `to` of every legal action naming it
 * (see core/board.ts), so what it offers is exactly what the engine accepts.
 */
export interface ActionInfo {
  /** e.g. 'roll', 'pass', 'discard', 'start', 'add'. */
  readonly kind: string;
  /** The seat the action aims at, e.g. who receives a PENALTY die; one of the game's seats. */
  readonly target?: Seat;
  /** The card it plays or discards, in the game's own numbering. */
  readonly card?: number;
  /**
   * Optional, beside `card`: the card's name as its players know it, the same for every copy
   * and different for different cards of any kind, e.g. 'Ghost Ball', 'Centre Forward (9)'. The
   * lab counts cards by it (draws, plays, win rates) without knowing the game.
   */
  readonly cardName?: string;
  /** The formation, slot or footballer it goes to, in the game's own numbering. */
  readonly index?: number;
  /** A side or variant, e.g. 'shooting' or 'saving'. */
  readonly side?: string;
  /** The piece it moves or selects, in the game's own numbering (facts.board), e.g. counter 7. */
  readonly piece?: number;
  /** The cell the piece stands on, e.g. 41. */
  readonly from?: number;
  /** The cell it ends on, e.g. 43: one legal action per piece and destination. */
  readonly to?: number;
  /** The cells it passes through on the way, in order, excluding `from` and `to`, e.g. [42]. */
  readonly path?: readonly number[];
  /**
   * The things it names beyond `piece` and `card`, in the order a board asks for them, in the
   * game's own numbering, e.g. a card played on wizard 2 pushed direction 5: [2, 5]; the
   * targets a keeper covers: [0, 3]. A board reads them instead of decoding `index`.
   */
  readonly targets?: readonly number[];
  /**
   * The team the acting seat plays for, as an index into `facts.teams(seats)`, e.g. 1; absent
   * in a game without teams.
   */
  readonly team?: number;
  /**
   * When dice decide the action (`chance` gives its odds): each result, in `chance`'s order,
   * with its probability (the same as `chance`'s) and, where the game can say, where it ends
   * and what it means, e.g. a kick's face 3: { p: 0.125, to: 44, path: [42, 43], text: 'loose' }.
   * So a board can draw a kick's landings and show its odds without knowing the rule.
   */
  readonly outcomes?: readonly ActionOutcome[];
}

/** One result of a roll an action makes (see ActionInfo.outcomes). */
export interface ActionOutcome {
  /** Its probability, e.g. 0.125. */
  readonly p: number;
  /** The cell the piece or ball ends on, e.g. 44. */
  readonly to?: number;
  /** The cells passed on the way, excluding the start and `to`, e.g. [42, 43]. */
  readonly path?: readonly number[];
  /**
   * The result in the game's words, short and the same for results that mean the same, so a
   * board can add up their odds, e.g. 'wins the ball', 'in the Blues’ goal zone'.
   */
  readonly text?: string;
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
   * Optional for the core's small test games, declared by every game of the registry: how the
   * game lays out its action codes, as named ranges (./action-space.ts), the one table its
   * actions are encoded and decoded by, e.g. Golazo's 'aim' 8–13, 'move' from 96. Every legal
   * action under today's rules decodes into it (the conformance suite checks). Codes are fixed
   * once released: an earlier version's numbering lives behind its edition option.
   */
  readonly actionSpace?: ActionSpace;

  /**
   * A new game. `options` must already be parsed by `facts.options`; `seats` must be within
   * the seat range (callers check both: see `setupChecked`). `rng` becomes the game's own and
   * must not be used by the caller afterwards.
   */
  setup(options: Options, seats: number, rng: Rng): State;

  /**
   * The seats that must decide now, in ascending order; empty exactly when the game is over.
   * Several seats means a simultaneous decision: each commits in any order, and no seat's view
   * shows another's commitment until all have committed, except to that seat's teammates
   * (`facts.teams`). In an open response window (`window`) they are the seats asked whether they
   * respond, chosen by a public rule alone (see ResponseWindow). Returns a shared array the caller must not change or keep across `apply`.
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

  /**
   * Optional, for a game with response windows: the window open now, or undefined while the
   * actors must decide (see ResponseWindow).
   */
  window?(state: State): ResponseWindow | undefined;

  /**
   * Optional: when `action` rolls dice (or draws from anything whose odds the seat may know),
   * the chances of each of its results, in an order of the game's choosing, summing to 1, e.g.
   * a die's six faces: [1/6, 1/6, …]; undefined when chance plays no part in it. With
   * `applyOutcome`, bots and the lab can take expectations instead of sampling.
   */
  chance?(state: State, seat: Seat, action: Action): readonly number[] | undefined;

  /**
   * Optional, with `chance`: plays `action` as `apply` does, but with the result of its roll
   * fixed to `outcome` (an index into `chance`'s list) instead of drawn from the generator.
   */
  applyOutcome?(
    state: State,
    seat: Seat,
    action: Action,
    outcome: number,
    events?: GameEvent[],
  ): void;

  /**
   * Optional: whether `seat` may take back its legal `action` once played, as long as nothing
   * else happens after it; asked with `before`, the state before the action is played. True
   * only for a step that rolls nothing, draws nothing and shows nobody anything they could not
   * see before (a player's move within the moves a roll gave), never for a roll, a card, a
   * hidden pick or the end of a turn. The platform undoes a seat's own latest steps, one at a
   * time, back to the first step this says no to, a step of another seat, a bot's or a
   * timeout's (see docs/architecture.md, "Taking back a step"). Absent: nothing is taken back.
   */
  takeBack?(before: State, seat: Seat, action: Action): boolean;

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
   *
   * A seat whose commitment to the current simultaneous decision is hidden from `seat` (an
   * opponent's; a teammate's where the game does not show it) is left to choose again: in the
   * state returned it is an actor once more, so that a search models its choice rather than
   * guessing it. Commitments `seat` can see (its own, a teammate's shown to it) stay made.
   * Once those seats have chosen again, whatever they choose, the state looks to `seat` as
   * the real one does.
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
