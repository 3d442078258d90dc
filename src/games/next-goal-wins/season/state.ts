/**
 * The state of a season of Next Goal Wins (NGW-20 on): decks, hands, the league's results, the
 * match in play and what the season waits for. Card lists are plain arrays of card ids (decks
 * with their top card last, so a draw is a pop), knowledge is one bit mask per card, and a
 * clone is a handful of slices.
 */
import type { Rng } from '../../../core/rng.ts';
import type { Edition } from '../facts.ts';
import { cloneState as cloneMatch, type MatchState } from '../state.ts';

/** What the season waits for. */
export const SeasonPhase = {
  /** NGW-21.2: the drafting seat names the deck of a free pick. */
  DraftDeck: 0,
  /** NGW-21.3: the drafting seat keeps a tactic card of its offer. */
  DraftTactic: 1,
  /** NGW-29: every seat with a footballer chooses one to loan, face down, at once. */
  Loan: 2,
  /** A match is being played: its own decisions (NGW-3 on). */
  Match: 3,
  /** NGW-25: the transferring seat names a deck, or stops. */
  Transfer: 4,
  /** NGW-27.3: a transfer that looked at several cards keeps one. */
  Look: 5,
  /** NGW-27.2: a manager who draws events two at a time keeps one. */
  EventChoice: 6,
  /** NGW-26.4: the drawer of an event picks among level footballers. */
  EventTarget: 7,
  /** NGW-26.3: the drawer of a recruit event names a deck. */
  EventDeck: 8,
  /** NGW-24.4: a seat over a hand limit lets a card go. */
  Discard: 9,
  /** NGW-26.3: the drawer of Leaked Notes gives up a tactic card. */
  LoseTactic: 10,
  Over: 11,
} as const;
export type SeasonPhase = (typeof SeasonPhase)[keyof typeof SeasonPhase];

/** Steps of the season's program, run in order once nobody has a decision pending. */
export const Step = {
  /** Start the next round: loans (NGW-29), else the first match. */
  Round: 0,
  /** Start the next match of the schedule (NGW-22.4). */
  Match: 1,
  /** NGW-24.1: `seat` draws an event. */
  Event: 2,
  /** NGW-24.2: `seat` draws its tactic cards. */
  Tactics: 3,
  /** NGW-24.3: `seat`'s transfer phase. */
  Transfer: 4,
  /** NGW-29.3: loans go home at the end of the round. */
  ReturnLoans: 5,
  /** NGW-27.3: Bulk-Buy's window before a match, for `seat`. */
  PreMatch: 6,
  /** NGW-26.3: a rivals event lands on `seat`'s team. */
  Rivals: 7,
  /** NGW-21.1: `seat` drafts its footballers. */
  Draft: 8,
  /** NGW-21.3: `seat` drafts its tactics. */
  DraftTactics: 9,
  /** NGW-25.1: `seat` goes on with the transfers left in its window. */
  Window: 10,
} as const;

/** Bit of `known` meaning everybody (spectators too) knows where the card is. */
export const PUBLIC = 1 << 6;
/** Why a footballer misses its side's next match (bits of `out`). */
export const Out = { Injured: 1, Banned: 2 } as const;

export interface SeasonState {
  readonly rng: Rng;
  /** 'season' or 'match' (NGW-20.2). */
  readonly mode: 'season' | 'match';
  /** The match options every match is played with, e.g. { attacks: 3, firstTo: 0, noRepeat: false }. */
  readonly attacks: number;
  readonly firstTo: number;
  readonly noRepeat: boolean;
  /** The earlier engine version whose rules the season is played by, or undefined (edition.ts). */
  readonly edition: Edition | undefined;
  /** NGW-27: managers dealt; NGW-29: loans at the start of each round. */
  readonly managersOn: boolean;
  readonly exchangeOn: boolean;
  /** Seats at the table, 2 to 6. */
  readonly seats: number;
  phase: SeasonPhase;
  /** Footballer decks by position GK, DEF, MID, STK, top card last, e.g. [[4, 0, 11], …]. */
  readonly decks: number[][];
  /** The tactic deck as tactic instance ids (index into TACTIC_DECK), top last. */
  readonly tacticDeck: number[];
  /** The event deck as event ids, top last; its order is hidden from everyone. */
  readonly eventDeck: number[];
  /** Events drawn so far, oldest first (public), e.g. [3, 17]. */
  readonly eventsUsed: number[];
  /** Who drew each of eventsUsed, or -1 for one set aside unplayed (NGW-27.2), e.g. [0, 2]. */
  readonly eventDrawers: number[];
  /** Footballer card ids held by each seat, e.g. [[3, 9, 14], [1, 20]]. */
  readonly hands: number[][];
  /** Tactic instance ids held by each seat (at most 3 outside a match). */
  readonly tactics: number[][];
  /** Footballers retired from the game (public), e.g. [12]. */
  readonly retired: number[];
  /** Per footballer: bit s for each seat that knows where it is, PUBLIC for everybody. */
  readonly known: number[];
  /** Per tactic instance: the same bits. */
  readonly tacticKnown: number[];
  /** Per footballer: Out bits for its side's next match (public), e.g. out[7] = Out.Banned. */
  readonly out: number[];
  /** Stat changes for a side's next match (public), as flat triples [card, stat, amount, …]. */
  readonly boosts: number[];
  /** Per footballer: the seat that loaned it out this round, or -1 (NGW-29, public). */
  readonly lender: number[];
  /** Each seat's loan choice this round: a card id, -1 not chosen yet, -2 nothing to loan. */
  readonly loanPick: number[];
  /** Each seat's manager id, or -1 (NGW-27, public). */
  readonly manager: number[];
  /** Transfers each seat has made this season (for season totals, NGW-27.3). */
  readonly transfersUsed: number[];
  /** Goals of each fixture in schedule order as [home, away] pairs, -1 while unplayed. */
  readonly goals: number[];
  /** Per fixture: 1 when a side forfeited it for want of footballers (NGW-22.6). */
  readonly forfeits: number[];
  /** The fixture being played or next to be played, e.g. 2; the fixture count when all are done. */
  fixture: number;
  /** The round in play, from 0. */
  round: number;
  /** The match being played (phase Match), else null. */
  match: MatchState | null;
  /** The program: steps still to run, next first, as step * 8 + seat (see Step). */
  readonly todo: number[];
  /** The seat that decides now (all phases but Loan and Match), or -1. */
  actor: number;
  /** The choices on offer: draft tactics or looked-at cards or events or level footballers. */
  readonly offer: number[];
  /** Draft: free picks left to the drafting seat (NGW-21.2). */
  picksLeft: number;
  /** Transfers left to `actor` in this window (NGW-25.1). */
  windowLeft: number;
  /** The event being resolved, or -1; who drew it; the seat whose team it acts on now. */
  event: number;
  drawer: number;
  eventTeam: number;
  /** NGW-27.3 like-for-like: the position a discard must come from, or -1 for any. */
  discardPosition: number;
  /** Notes written so far in the season, e.g. 57 (the log keeps the last few). */
  noted: number;
  /** Recent happenings for the view: text and who may see it (seat bits, PUBLIC). */
  readonly log: { readonly text: string; readonly mask: number }[];
}

/** The number of fixtures a season of `seats` plays: everyone meets everyone once. */
export const fixtureCount = (seats: number): number => (seats * (seats - 1)) / 2;

export const bit = (seat: number): number => 1 << seat;

export function cloneSeason(s: SeasonState): SeasonState {
  return {
    ...s,
    rng: s.rng.clone(),
    decks: s.decks.map((d) => d.slice()),
    tacticDeck: s.tacticDeck.slice(),
    eventDeck: s.eventDeck.slice(),
    eventsUsed: s.eventsUsed.slice(),
    eventDrawers: s.eventDrawers.slice(),
    hands: s.hands.map((h) => h.slice()),
    tactics: s.tactics.map((t) => t.slice()),
    retired: s.retired.slice(),
    known: s.known.slice(),
    tacticKnown: s.tacticKnown.slice(),
    out: s.out.slice(),
    boosts: s.boosts.slice(),
    lender: s.lender.slice(),
    loanPick: s.loanPick.slice(),
    manager: s.manager.slice(),
    transfersUsed: s.transfersUsed.slice(),
    goals: s.goals.slice(),
    forfeits: s.forfeits.slice(),
    match: s.match ? cloneMatch(s.match) : null,
    todo: s.todo.slice(),
    offer: s.offer.slice(),
    log: s.log.slice(),
  };
}
