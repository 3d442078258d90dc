/**
 * The legal actions the server sent, sorted by where a click on the board finds them. The
 * board never works out what is legal: each choice is placed only by its `info` (the
 * engine's actionInfo, src/games/next-goal-wins/actions.ts). A choice without info, or of a
 * kind this file does not know, stays reachable from the shell's plain buttons.
 */
import type { LegalChoice } from '../../protocol.ts';
import type { Side } from './view.ts';

/** The kinds of a footballer's declaration (NGW-5, NGW-7.2) and of the defender's answer. */
const PLAYS = new Set([
  'pass',
  'throw',
  'punt',
  'cross',
  'dribble',
  'shoot',
  'header',
  'move-up',
  'no-defence',
  'defend',
]);
const SET_PIECE_ROLES = new Set(['taker', 'header', 'set-piece-defender']);

export interface NgwChoices {
  /** NGW-3.1: start a squad footballer in the next place, by card id. */
  readonly picks: ReadonlyMap<number, LegalChoice>;
  /** The place the picks fill, e.g. 0 for GK; null when nobody is being picked. */
  readonly pickPlace: number | null;
  /** NGW-11.1: take off the footballer in a place, by place. */
  readonly subOut: ReadonlyMap<number, LegalChoice>;
  /** Bring a bench footballer on, by card id: a substitution, or a replacement (NGW-12.1). */
  readonly subIn: ReadonlyMap<number, LegalChoice>;
  /** The place the footballer brought on goes to, e.g. 3. */
  readonly subInPlace: number | null;
  /** 'Done with substitutions'. */
  readonly done: LegalChoice | null;
  /** The footballer on the ball's actions and the defender's answers, in the engine's order. */
  readonly plays: readonly LegalChoice[];
  /** NGW-15.5: a tactic's target, by side * 4 + place. */
  readonly targets: ReadonlyMap<number, LegalChoice>;
  /** NGW-9.1: the crossing and the shooting free kick. */
  readonly freeKicks: readonly LegalChoice[];
  /** NGW-9.2, NGW-9.3: a set piece's taker, header or defender by place, with any tactic. */
  readonly setPiece: ReadonlyMap<number, readonly LegalChoice[]>;
  /** Set-piece choices of nobody, with no outfielder left (NGW-9.5). */
  readonly nobody: readonly LegalChoice[];
  /** Tactic ids that some choice plays (NGW-15). */
  readonly tactics: ReadonlySet<number>;
}

export const NO_CHOICES: NgwChoices = {
  picks: new Map(),
  pickPlace: null,
  subOut: new Map(),
  subIn: new Map(),
  subInPlace: null,
  done: null,
  plays: [],
  targets: new Map(),
  freeKicks: [],
  setPiece: new Map(),
  nobody: [],
  tactics: new Set(),
};

export function sortChoices(legal: readonly LegalChoice[]): NgwChoices {
  const picks = new Map<number, LegalChoice>();
  const subOut = new Map<number, LegalChoice>();
  const subIn = new Map<number, LegalChoice>();
  const targets = new Map<number, LegalChoice>();
  const setPiece = new Map<number, LegalChoice[]>();
  const plays: LegalChoice[] = [];
  const freeKicks: LegalChoice[] = [];
  const nobody: LegalChoice[] = [];
  const tactics = new Set<number>();
  let pickPlace: number | null = null;
  let subInPlace: number | null = null;
  let done: LegalChoice | null = null;
  for (const choice of legal) {
    const info = choice.info;
    if (!info) continue;
    const { kind, card, index, target } = info;
    if (kind === 'pick' && card !== undefined && index !== undefined) {
      picks.set(card, choice);
      pickPlace = index;
    } else if (kind === 'sub-out' && index !== undefined) subOut.set(index, choice);
    else if (kind === 'sub-in' && card !== undefined && index !== undefined) {
      subIn.set(card, choice);
      subInPlace = index;
    } else if (kind === 'done') done = choice;
    else if (kind === 'target' && index !== undefined && (target === 0 || target === 1))
      targets.set(target * 4 + index, choice);
    else if (kind === 'free-kick') freeKicks.push(choice);
    else if (SET_PIECE_ROLES.has(kind) && index !== undefined) {
      if (index === 0) nobody.push(choice);
      else setPiece.set(index, [...(setPiece.get(index) ?? []), choice]);
      if (card !== undefined) tactics.add(card);
    } else if (PLAYS.has(kind)) {
      plays.push(choice);
      if (card !== undefined) tactics.add(card);
    }
  }
  return {
    picks,
    pickPlace,
    subOut,
    subIn,
    subInPlace,
    done,
    plays,
    targets,
    freeKicks,
    setPiece,
    nobody,
    tactics,
  };
}

/** The choices that play tactic `tactic` (null: those that play none). */
export function withTactic(
  choices: readonly LegalChoice[],
  tactic: number | null,
): readonly LegalChoice[] {
  return choices.filter((choice) => (choice.info?.card ?? null) === tactic);
}

/** What the player has picked up but not yet played: a tactic from hand, a bench footballer. */
export interface Selection {
  /** A tactic id from the hand, e.g. 4; its choices replace the plain ones. */
  readonly tactic: number | null;
  /** A bench footballer's card id, to bring on where the next click takes somebody off. */
  readonly bench: number | null;
}

export const NOTHING: Selection = { tactic: null, bench: null };

/** The selection that still means something with these choices; the rest is dropped. */
export function liveSelection(selection: Selection, choices: NgwChoices): Selection {
  const tactic =
    selection.tactic !== null && choices.tactics.has(selection.tactic) ? selection.tactic : null;
  const bench = selection.bench !== null && choices.subOut.size > 0 ? selection.bench : null;
  return tactic === selection.tactic && bench === selection.bench ? selection : { tactic, bench };
}

/** A substitution begun by clicking a bench footballer, then the place (NGW-11.1). */
export interface PendingSub {
  readonly card: number;
  readonly place: number;
}

/** What a click on the footballer in `place` of `side` does, or null when it does nothing. */
export interface PlaceClick {
  readonly choice: LegalChoice;
  /** Set when the click takes somebody off for the selected bench footballer. */
  readonly pending: PendingSub | null;
}

export function placeClick(
  choices: NgwChoices,
  selection: Selection,
  side: Side,
  own: Side | null,
  place: number,
): PlaceClick | null {
  const target = choices.targets.get(side * 4 + place);
  if (target) return { choice: target, pending: null };
  if (side !== own) return null;
  const off = choices.subOut.get(place);
  if (off) {
    const card = selection.bench;
    return { choice: off, pending: card === null ? null : { card, place } };
  }
  const setPiece = withTactic(choices.setPiece.get(place) ?? [], selection.tactic)[0];
  return setPiece ? { choice: setPiece, pending: null } : null;
}

/** What a click on a footballer on one's own bench (or, at the pick, in the squad) does. */
export type BenchClick =
  | { readonly kind: 'play'; readonly choice: LegalChoice }
  /** Picks it up to bring on at the place clicked next (NGW-11.1). */
  | { readonly kind: 'select' };

export function benchClick(choices: NgwChoices, card: number): BenchClick | null {
  const choice = choices.picks.get(card) ?? choices.subIn.get(card);
  if (choice) return { kind: 'play', choice };
  return choices.subOut.size > 0 ? { kind: 'select' } : null;
}

/** The second half of a substitution begun on the bench, once the engine asks who comes on. */
export function pendingSubIn(choices: NgwChoices, pending: PendingSub | null): LegalChoice | null {
  if (pending === null || choices.subInPlace !== pending.place) return null;
  return choices.subIn.get(pending.card) ?? null;
}
