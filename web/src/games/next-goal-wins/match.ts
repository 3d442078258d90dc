/**
 * Facts the board shows that a view holds only as numbers: each side's attack tokens
 * (NGW-4.2), what is on each bench (NGW-17.1), what fills each place.
 */
import { SHOOTING_FREE_KICK } from './cards.ts';
import type { NextGoalWinsView, Side } from './view.ts';

/** An attack token: played, in play now, or still to come. */
export type Token = 'spent' | 'now' | 'left';

/**
 * NGW-4.2: each side's `attacks` tokens; attacks alternate from the starting side. A first-to
 * match (NGW-16.1) has no attack limit: only the attacks played and the one in play show.
 */
export function attackTokens(view: NextGoalWinsView, side: Side): readonly Token[] {
  const { starter, attackNo, attacker } = view.match;
  const spent =
    starter < 0 ? 0 : side === starter ? Math.ceil(attackNo / 2) : Math.floor(attackNo / 2);
  const now = starter >= 0 && view.phase !== 'over' && view.phase !== 'pick' && attacker === side;
  const length = view.firstTo > 0 ? spent + (now ? 1 : 0) : view.attacks;
  return Array.from({ length }, (_, i): Token =>
    i < spent ? 'spent' : i === spent && now ? 'now' : 'left',
  );
}

/** "3 of 6", or "3 (first to 2)" in a first-to match (NGW-16.1), as the engine's words say it. */
export function attackCount(view: NextGoalWinsView): string {
  const n = view.match.attackNo + 1;
  return view.firstTo > 0 ? `${n} (first to ${view.firstTo})` : `${n} of ${2 * view.attacks}`;
}

/** A bench as one seat sees it: the cards it may see, and how many lie face down. */
export interface BenchShown {
  /** Card ids, e.g. [3, 17]. */
  readonly faceUp: readonly number[];
  readonly faceDown: number;
}

export function benchOf(view: NextGoalWinsView, side: Side): BenchShown {
  const t = view.teams[side];
  if (t.secretBench !== null)
    return { faceUp: [...t.seenBench, ...t.secretBench].sort((a, b) => a - b), faceDown: 0 };
  const onPitch = view.revealed ? t.lineup.filter((card) => card !== null).length : t.picked;
  // NGW-19.1, NGW-19.2: a season squad may be short, and its unavailable footballers sit out.
  const faceDown = t.size - onPitch - t.gone.length - t.seenBench.length - t.unavailable.length;
  return { faceUp: t.seenBench, faceDown: Math.max(0, faceDown) };
}

/** What a place of a lineup shows. */
export type PlaceShown =
  | { readonly kind: 'card'; readonly card: number }
  /** NGW-3.2: chosen, not yet revealed. */
  | { readonly kind: 'face-down' }
  /** Not yet chosen; `next` when it is the one being chosen now (NGW-3.1). */
  | { readonly kind: 'open'; readonly next: boolean }
  /** NGW-12.3: left empty for the rest of the match. */
  | { readonly kind: 'empty' };

export function placeOf(view: NextGoalWinsView, side: Side, place: number): PlaceShown {
  const t = view.teams[side];
  const card = t.lineup[place];
  if (card !== null && card !== undefined) return { kind: 'card', card };
  if (view.revealed) return { kind: 'empty' };
  if (place < t.picked) return { kind: 'face-down' };
  return { kind: 'open', next: place === t.picked };
}

/** Stat changes for the match on one card, by the engine's stat number, e.g. {2: -2}. */
export function changesOf(view: NextGoalWinsView, side: Side, card: number): Map<number, number> {
  const changes = new Map<number, number>();
  for (const [changed, stat, amount] of view.teams[side].changes)
    if (changed === card) changes.set(stat, (changes.get(stat) ?? 0) + amount);
  return changes;
}

/** The place (0 to 3) of the footballer on the ball, when one holds it. */
export function ballAt(view: NextGoalWinsView): { side: Side; place: number; from: number } | null {
  const m = view.match;
  if (view.phase !== 'declare' && view.phase !== 'defend') return null;
  if (m.attacker !== 0 && m.attacker !== 1) return null;
  return { side: m.attacker, place: m.holder, from: m.place };
}

/**
 * The attacker's set-piece footballers chosen so far (NGW-9.2, NGW-9.3), by place: 0 is
 * nobody, and a role not yet chosen is absent.
 */
export function setPieceRoles(view: NextGoalWinsView): { taker?: number; header?: number } {
  const { taker, header } = view.match;
  if (view.phase === 'header') return { taker };
  if (view.phase !== 'set-piece-defence') return {};
  return view.match.kind === SHOOTING_FREE_KICK ? { taker } : { taker, header };
}
