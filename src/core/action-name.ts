/**
 * What an action is called, as the lab counts cards and choices (src/lab/cards.ts): the four
 * fields of its ActionInfo that name it, `kind`, `side`, `card` and `cardName`, and nothing else.
 * The lab asks this of every legal action of every decision, so a game can answer it without
 * building an ActionInfo (its path, odds and team), and say which codes name the same thing in
 * every state, which the lab then asks once per run instead of once per decision (issue #36:
 * the metrics add at most 20% to the lab's cost per game).
 */
import type { Action, AnyGame, Seat } from './game.ts';

/** An action's name, written in place by an ActionNamer; a field absent from ActionInfo is undefined. */
export interface ActionName {
  /** ActionInfo.kind, e.g. 'move'. */
  kind: string;
  /** ActionInfo.side, e.g. 'pass'. */
  side: string | undefined;
  /** ActionInfo.card, e.g. 7. */
  card: number | undefined;
  /** ActionInfo.cardName, e.g. 'Ghost Ball'. */
  cardName: string | undefined;
  /**
   * Whether this code has these four fields in every state of a game with the same options, e.g.
   * true for Golazo's power card 'play 3', false for a move whose kind depends on the board.
   */
  fixed: boolean;
}

/**
 * Fills `out` with the name of `seat`'s legal `action` in `state`: the same four fields as
 * `engine.actionInfo(state, seat, action)` has (the lab checks it on seeded games), allocating
 * nothing.
 */
export type ActionNamer = (state: unknown, seat: Seat, action: Action, out: ActionName) => void;

/** A fresh ActionName to be filled. */
export function emptyActionName(): ActionName {
  return { kind: '', side: undefined, card: undefined, cardName: undefined, fixed: false };
}

/** Copies ActionInfo's four naming fields of `action` into `out`, `fixed` as given. */
export function nameFromInfo(
  engine: AnyGame,
  state: unknown,
  seat: Seat,
  action: Action,
  out: ActionName,
  fixed: boolean,
): void {
  const info = engine.actionInfo(state, seat, action);
  out.kind = info.kind;
  out.side = info.side;
  out.card = info.card;
  out.cardName = info.cardName;
  out.fixed = fixed;
}

/**
 * The namer of a game whose every code names the same thing in every state (its ActionInfo's
 * four fields read the code alone): each code's info is asked once per run, and remembered.
 */
export function namesByCode(engine: AnyGame): ActionNamer {
  return (state, seat, action, out) => {
    nameFromInfo(engine, state, seat, action, out, true);
  };
}
