/**
 * A Next Goal Wins table's view as the engine sends it: a season (NGW-20 on) that embeds the
 * match in play as `match`. A check that an unknown value is one, and the facts the season
 * board shows that the view holds only as numbers: who is deciding and what about, whose
 * match it is, who is in which place.
 */
import type {
  FixtureView,
  PendingView,
  PlayerView,
  SeasonPhaseName,
  SeasonView,
} from '../../../../src/games/next-goal-wins/season/view.ts';
import { SEAT_REF_PATTERN, seatRef } from '../../../../src/core/seat-words.ts';
import { POSITIONS } from './cards.ts';
import { eventCard } from './season-cards.ts';
// NGW-24.4: the limits a squad and a tactic hand may not go over.
import {
  FOOTBALLER_LIMIT as MAX_FOOTBALLERS,
  TACTIC_LIMIT as MAX_TACTICS,
} from '../../../../src/games/next-goal-wins/vocabulary.ts';

export type { FixtureView, PendingView, PlayerView, SeasonPhaseName, SeasonView };

/** The viewer number of a spectator (the protocol's SPECTATOR). */
export const SPECTATOR = -1;

export function isSeasonView(value: unknown): value is SeasonView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof SeasonView, unknown>>;
  return (
    typeof v.viewer === 'number' &&
    (v.mode === 'season' || v.mode === 'match') &&
    typeof v.phase === 'string' &&
    typeof v.round === 'number' &&
    Array.isArray(v.schedule) &&
    Array.isArray(v.table) &&
    Array.isArray(v.players) &&
    (v.hand === null || typeof v.hand === 'object') &&
    (v.match === null || typeof v.match === 'object') &&
    (v.matchSeats === null || Array.isArray(v.matchSeats))
  );
}

/** The match's two seats, e.g. [0, 2]; [0, 1] when the view names none. */
export function sideSeats(view: SeasonView): readonly [number, number] {
  return view.matchSeats ?? [0, 1];
}

/** Whether the viewer plays in the match in progress (else it watches it). */
export function playsMatch(view: SeasonView): boolean {
  return view.match !== null && view.viewer >= 0 && sideSeats(view).includes(view.viewer);
}

/** The fixture in play or next, or undefined once the schedule is done. */
export function currentFixture(view: SeasonView): FixtureView | undefined {
  return view.schedule[view.fixture];
}

/**
 * The screen's main panel: the draft, loans, the match, an event, a transfer window, a card to
 * let go, or the champion. Events and the tactic cards drawn after a match need no decision
 * of their own unless a choice is asked (NGW-26).
 */
export type SeasonPanel =
  | 'draft'
  | 'loan'
  | 'match'
  | 'event'
  | 'transfer'
  | 'discard'
  | 'champion';

export function panelOf(view: SeasonView): SeasonPanel {
  switch (view.phase) {
    case 'draft-deck':
    case 'draft-tactic':
      return 'draft';
    case 'loan':
      return 'loan';
    case 'match':
      return 'match';
    case 'event-choice':
    case 'event-target':
    case 'event-deck':
      return 'event';
    case 'transfer':
    case 'look':
      return 'transfer';
    case 'discard':
    case 'lose-tactic':
      return 'discard';
    case 'over':
      return 'champion';
  }
}

/** The latest match played (the highest fixture with a score), or undefined before the first. */
export function lastResult(
  view: SeasonView,
): (FixtureView & { readonly index: number }) | undefined {
  for (let index = view.schedule.length - 1; index >= 0; index--) {
    const f = view.schedule[index];
    if (f?.goals) return { ...f, index };
  }
  return undefined;
}

/** The event the season panel shows (NGW-26), who drew it and the team it acts on. */
export interface EventFocus {
  /** Event id, e.g. 17. */
  readonly event: number;
  /** The seat that drew it, or -1 for one set aside unplayed (NGW-27.2). */
  readonly drawer: number;
  /** The seat whose level footballers are being chosen among (NGW-26.4), else -1. */
  readonly team: number;
  /** Whether it waits for its drawer's choice (a footballer or a deck) now. */
  readonly resolving: boolean;
}

/**
 * The event being resolved while its drawer chooses a footballer or a deck; otherwise the
 * latest one drawn. The pending event is read only then: before a Lucky Charm keeps one of
 * its two (NGW-27.2), the pending event is still the previous one.
 */
export function eventFocus(view: SeasonView): EventFocus | null {
  const p = view.pending;
  if (p && (p.phase === 'event-target' || p.phase === 'event-deck') && p.event >= 0)
    return {
      event: p.event,
      drawer: p.drawer,
      team: p.phase === 'event-target' ? p.eventTeam : -1,
      resolving: true,
    };
  const last = view.eventsUsed.length - 1;
  const event = view.eventsUsed[last];
  if (event === undefined) return null;
  return { event, drawer: view.eventDrawers[last] ?? -1, team: -1, resolving: false };
}

/** Whether `seat` is the one the season waits for now (loans: every seat still choosing). */
export function isDeciding(view: SeasonView, seat: number): boolean {
  const p = view.pending;
  if (!p) return false;
  if (p.phase === 'loan') return !(view.players[seat]?.loanChosen ?? true);
  return p.seat === seat;
}

/** A seat as the engine names it, by placeholder; the board puts the table's names in (nameSeats). */
export const seatWords = seatRef;

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * One sentence on what the season waits for, the same for every viewer but the one deciding,
 * who is spoken to: e.g. '{seat:1} is drafting: 3 more footballers to draw' (see nameSeats). Never anything
 * hidden: the offers are counted, not named.
 */
export function stageWords(view: SeasonView): string {
  const p = view.pending;
  if (view.phase === 'over') {
    const champions = view.champions ?? [];
    if (champions.length === 0) return 'The season is over.';
    return champions.length === 1
      ? `The season is over: ${seatWords(champions[0] ?? 0)} are the champions!`
      : `The season is over: ${champions.map(seatWords).join(' and ')} share the title!`;
  }
  if (view.phase === 'match') {
    const [a, b] = sideSeats(view);
    const fixture = view.mode === 'season' ? `Match ${view.fixture + 1}: ` : '';
    return `${fixture}${seatWords(a)} against ${seatWords(b)}`;
  }
  if (!p) return '';
  const you = p.seat === view.viewer;
  const who = you ? 'You' : seatWords(p.seat);
  const are = you ? 'are' : 'is';
  const must = (what: string): string => `${who} must ${what}`;
  switch (p.phase) {
    case 'draft-deck': {
      // NGW-21.2: everybody sees which deck; only the drafting seat sees the card.
      const drew = you ? null : lastDeckNamed(view, p.seat, 'drafts');
      return `${who} ${are} drafting: ${drew ? `drew from ${drew}; ` : ''}${plural(p.picksLeft, 'more footballer')} to draw, from a deck of ${you ? 'your' : 'their'} choice`;
    }
    case 'draft-tactic':
      return `${who} ${are} drafting: keeping ${plural(p.picksLeft, 'more tactic card')} of ${p.offerSize}`;
    case 'loan':
      return 'Every manager chooses a footballer to loan out this round, face down';
    case 'transfer': {
      // NGW-25.3: everybody sees the deck named; only the signing seat sees the card.
      const took = you ? null : lastDeckNamed(view, p.seat, 'transfers');
      return `${who} ${are} in the transfer window: ${took ? `signed from ${took}; ` : ''}${plural(p.windowLeft, 'transfer')} left`;
    }
    case 'look':
      return `${who} ${are} looking at ${plural(p.offerSize, 'card')} from the ${POSITIONS[p.offerDeck] ?? '?'} deck`;
    case 'event-choice':
      return `${who} ${are} choosing which of ${p.offerSize} events to keep`;
    case 'event-target':
      return `${who} ${are} choosing who ${eventCard(p.event)?.name ?? 'the event'} lands on`;
    case 'event-deck':
      return `${who} ${are} choosing the deck to recruit from`;
    case 'discard': {
      // NGW-24.4: footballers first; a seat over both limits lets footballers go first.
      const held = view.players[p.seat];
      if (held && held.footballers > MAX_FOOTBALLERS) {
        const like = POSITIONS[p.discardPosition];
        return must(
          `let a footballer go${like ? ` (a ${like}, like for like)` : ''}: ${held.footballers} held, the limit is ${MAX_FOOTBALLERS}`,
        );
      }
      return must(
        `let a tactic card go: ${held?.tacticCount ?? '?'} held, the limit is ${MAX_TACTICS}`,
      );
    }
    case 'lose-tactic':
      return must('put a tactic card at the bottom of the deck');
    default:
      return '';
  }
}

/**
 * The deck `seat` last drew from in the step under way, read from the season's public log
 * ('{seat:1} drafts from the DEF deck.'), e.g. 'DEF'; null when it has drawn none since the
 * round or the draft began.
 */
export function lastDeckNamed(
  view: SeasonView,
  seat: number,
  verb: 'drafts' | 'transfers',
): string | null {
  const drew = new RegExp(`^${SEAT_REF_PATTERN} ${verb} from the (GK|DEF|MID|STK) deck\\.$`);
  for (let i = view.log.length - 1; i >= 0; i--) {
    const text = view.log[i]?.text ?? '';
    const found = drew.exec(text);
    if (found?.[1] === String(seat)) return found[2] ?? null;
    if (/^(Round \d+ of \d+|Match \d+:|Full time)/.test(text)) return null;
    if (text === `${seatWords(seat)} drafts one footballer from each deck.`) return null;
  }
  return null;
}

/** The league table row of `seat`, e.g. for its points on the scoreboard. */
export function pointsBySeat(view: SeasonView): readonly number[] {
  const points = new Array<number>(view.seats).fill(0);
  for (const row of view.table) points[row.seat] = row.points;
  return points;
}

/** The log from the latest match's first line on: the match board's animations read only it. */
export function sinceMatchStart<T extends { readonly kind: string; readonly text: string }>(
  log: readonly T[],
): readonly T[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const event = log[i];
    if (event?.kind === 'season' && /^Match \d+:/.test(event.text)) return log.slice(i + 1);
  }
  return log;
}
