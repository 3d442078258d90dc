/**
 * The chain as a stack (SS-10.4): while a window is open, its links from the view, the newest
 * on top; once it has resolved, what each link did, from the log's 'resolve' events (resolved
 * top down: a link under a Counter Card is nullified), until the next chain begins.
 */
import type { GameEvent } from '../../protocol.ts';

/** A resolved link: who played what, and whether it took effect. */
export interface ResolvedLink {
  /** Its place in the chain, 1 at the bottom, e.g. 2. */
  readonly link: number;
  readonly seat: number;
  readonly card: number;
  readonly target: number;
  readonly cancelled: boolean;
}

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

function resolvedLink(event: GameEvent): ResolvedLink | null {
  const data = event.data;
  if (event.kind !== 'resolve' || !data || event.seat === undefined) return null;
  const { link, card, target, cancelled } = data;
  if (!isNumber(link) || !isNumber(card) || !isNumber(target) || typeof cancelled !== 'boolean')
    return null;
  return { link, seat: event.seat, card, target, cancelled };
}

/**
 * The last chain to resolve, newest link on top (the order it resolved in); [] before any, or
 * once a card has been played since (that new chain is in the view).
 */
export function lastResolvedChain(log: readonly GameEvent[]): ResolvedLink[] {
  const links: ResolvedLink[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const event = log[i] as GameEvent;
    const link = resolvedLink(event);
    if (link) links.unshift(link);
    else if (links.length > 0) break;
    else if (event.kind === 'play') return [];
  }
  return links.sort((a, b) => b.link - a.link);
}
