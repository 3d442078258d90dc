/**
 * What a seat may know of a season (NGW-30), as plain data for the web app, the bots and the
 * CLI. The match in play is embedded as the match's own view (`match`), seen from the viewer's
 * side, so a board that draws a match keeps working on `view.match`.
 */
import { SPECTATOR, type Viewer } from '../../../core/game.ts';
import { nextGoalWins } from '../engine.ts';
import type { Edition } from '../facts.ts';
import type { NextGoalWinsView } from '../view.ts';
import { sideOf } from './actions.ts';
import { leagueTable, type TableRow } from './league.ts';
import { fixturesFor, scheduleFor } from './schedule.ts';
import { positionOf, tacticIdOf } from './squad.ts';
import { Out, PUBLIC, SeasonPhase, bit, type SeasonState } from './state.ts';
import { results } from './results.ts';

export const SEASON_PHASES = [
  'draft-deck',
  'draft-tactic',
  'loan',
  'match',
  'transfer',
  'look',
  'event-choice',
  'event-target',
  'event-deck',
  'discard',
  'lose-tactic',
  'over',
] as const;
export type SeasonPhaseName = (typeof SEASON_PHASES)[number];

/** One match of the schedule. */
export interface FixtureView {
  /** The round it belongs to, from 0, e.g. 2. */
  readonly round: number;
  /** Side 0 and side 1 (seats), e.g. 0 and 3. */
  readonly home: number;
  readonly away: number;
  /** The score [home, away] once played, else null. */
  readonly goals: readonly [number, number] | null;
  /** Whether it was settled by a forfeit (NGW-22.6). */
  readonly forfeit: boolean;
}

/** A card whose place the viewer knows: whether everybody knows it too. */
export interface KnownCard {
  /** Footballer card id (or tactic id for tactic lists), e.g. 14. */
  readonly card: number;
  /** True when it is public knowledge (spectators know it too). */
  readonly public: boolean;
}

/** What the table knows of one seat. */
export interface PlayerView {
  readonly seat: number;
  /** Manager id (manager-cards.ts order), -1 without managers (NGW-27.1: public). */
  readonly manager: number;
  /** Footballers held, and how many of each position GK, DEF, MID, STK (NGW-30.1: public). */
  readonly footballers: number;
  readonly byPosition: readonly [number, number, number, number];
  /** Footballers of the squad the viewer knows, e.g. seen on the pitch (NGW-30.2); own: all. */
  readonly known: readonly KnownCard[];
  /** Tactic cards held (between matches), and those the viewer knows of (tactic ids). */
  readonly tacticCount: number;
  readonly knownTactics: readonly KnownCard[];
  /** Footballers out of the seat's next match: injured, banned or both (public). */
  readonly out: readonly {
    readonly card: number;
    readonly injured: boolean;
    readonly banned: boolean;
  }[];
  /** Stat changes waiting for the seat's next match: [card, stat index, amount]. */
  readonly boosts: readonly (readonly [number, number, number])[];
  /** Footballers the seat has on loan this round, with the seat they came from (NGW-29). */
  readonly loanedIn: readonly { readonly card: number; readonly from: number }[];
  /** Loans: whether the seat has chosen this round's loan; the card only for its own eyes. */
  readonly loanChosen: boolean;
  readonly loanCard: number | null;
  /** Transfers made this season (NGW-27.3 totals). */
  readonly transfersUsed: number;
}

/** The viewer's own cards. */
export interface HandView {
  /** Footballer card ids in the order they joined, e.g. [3, 9, 14]. */
  readonly footballers: readonly number[];
  /** Tactic ids by hand slot (the slot is what 'drop-tactic' actions name). */
  readonly tactics: readonly number[];
}

/** What the season waits for (besides a match). */
export interface PendingView {
  readonly phase: SeasonPhaseName;
  /** The deciding seat, or -1 for loans (every seat at once). */
  readonly seat: number;
  /** The offer (tactic ids when drafting, footballer ids when looking or choosing a target,
   * event ids when choosing an event), or null when hidden from the viewer. */
  readonly offer: readonly number[] | null;
  readonly offerSize: number;
  /** The deck a transfer looked at, or -1. */
  readonly offerDeck: number;
  /** Draft picks, or transfers, left in this step. */
  readonly picksLeft: number;
  readonly windowLeft: number;
  /** The event being resolved (event id), who drew it and the seat whose team it acts on, or -1. */
  readonly event: number;
  readonly drawer: number;
  readonly eventTeam: number;
  /** Like-for-like: the position a footballer let go must have, or -1. */
  readonly discardPosition: number;
}

export interface DeckView {
  /** Cards left. */
  readonly size: number;
  /** Cards the viewer knows the place of: depth from the top (0 = drawn next). */
  readonly known: readonly {
    readonly depth: number;
    readonly card: number;
    readonly public: boolean;
  }[];
}

export interface SeasonView {
  readonly viewer: Viewer;
  readonly mode: 'season' | 'match';
  readonly seats: number;
  readonly options: {
    readonly attacks: number;
    readonly firstTo: number;
    readonly noRepeat: boolean;
    /** The earlier engine version whose rules are played (edition.ts); absent for today's. */
    readonly edition?: Edition;
    readonly managers: boolean;
    readonly exchange: boolean;
  };
  readonly phase: SeasonPhaseName;
  /** Rounds begun (the round in play is `round`, counted from 1; 0 during the draft). */
  readonly round: number;
  readonly rounds: number;
  /** The fixture in play or next (index into `schedule`). */
  readonly fixture: number;
  readonly schedule: readonly FixtureView[];
  /** League rows in order of place (NGW-23). */
  readonly table: readonly TableRow[];
  readonly players: readonly PlayerView[];
  /** The viewer's own hand, or null for a spectator. */
  readonly hand: HandView | null;
  readonly pending: PendingView | null;
  /** Footballer decks GK, DEF, MID, STK, and the tactic deck (tactic ids). */
  readonly decks: readonly DeckView[];
  readonly tacticDeck: DeckView;
  /** Event cards left, and those drawn so far (event ids, oldest first). */
  readonly eventDeck: number;
  readonly eventsUsed: readonly number[];
  /** Who drew each of them (read aloud: public), or -1 for one set aside unplayed. */
  readonly eventDrawers: readonly number[];
  /** Footballers retired from the game. */
  readonly retired: readonly number[];
  /** The last happenings the viewer may read, oldest first. */
  readonly log: readonly { readonly text: string; readonly public: boolean }[];
  /** Seats in first place once the season is over (shared on a full tie), else null. */
  readonly champions: readonly number[] | null;
  /** The match in play (in mode 'match' also once over), seen from the viewer's side. */
  readonly match: NextGoalWinsView | null;
  /** The seats of the match's side 0 and side 1, or null without a match. */
  readonly matchSeats: readonly [number, number] | null;
  /** The season's remaining program (opaque step codes, public): for determinize. */
  readonly program: readonly number[];
  /** Notes written so far (for determinize). */
  readonly noted: number;
}

const knows = (mask: number, viewer: Viewer): boolean =>
  (mask & PUBLIC) !== 0 || (viewer !== SPECTATOR && (mask & bit(viewer)) !== 0);

export function buildSeasonView(s: SeasonState, viewer: Viewer): SeasonView {
  const fixtures = fixturesFor(s.seats);
  const over = s.phase === SeasonPhase.Over;
  const table = s.mode === 'season' ? leagueTable(s.seats, results(s)) : [];
  const side = sideOf(s, viewer);
  return {
    viewer,
    mode: s.mode,
    seats: s.seats,
    options: {
      attacks: s.attacks,
      firstTo: s.firstTo,
      noRepeat: s.noRepeat,
      ...(s.edition ? { edition: s.edition } : {}),
      managers: s.managersOn,
      exchange: s.exchangeOn,
    },
    phase: SEASON_PHASES[s.phase],
    round: s.round,
    rounds: s.mode === 'season' ? scheduleFor(s.seats).length : 1,
    fixture: s.fixture,
    schedule:
      s.mode === 'season'
        ? fixtures.map((f, i) => ({
            round: f.round,
            home: f.home,
            away: f.away,
            goals:
              (s.goals[2 * i] as number) < 0
                ? null
                : [s.goals[2 * i] as number, s.goals[2 * i + 1] as number],
            forfeit: s.forfeits[i] === 1,
          }))
        : [],
    table,
    players: Array.from({ length: s.seats }, (_, seat) => playerView(s, seat, viewer)),
    hand:
      viewer === SPECTATOR || s.mode === 'match'
        ? null
        : {
            footballers: (s.hands[viewer] as number[]).slice(),
            tactics: (s.tactics[viewer] as number[]).map(tacticIdOf),
          },
    pending: pendingView(s, viewer),
    decks: s.decks.map((deck) => deckView(deck, s.known, viewer, (c) => c)),
    tacticDeck: deckView(s.tacticDeck, s.tacticKnown, viewer, tacticIdOf),
    eventDeck: s.eventDeck.length,
    eventsUsed: s.eventsUsed.slice(),
    eventDrawers: s.eventDrawers.slice(),
    retired: s.retired.slice(),
    log: s.log
      .filter((e) => knows(e.mask, viewer))
      .map((e) => ({ text: e.text, public: (e.mask & PUBLIC) !== 0 })),
    champions:
      over && s.mode === 'season'
        ? table.filter((row) => row.place === 1).map((row) => row.seat)
        : null,
    match: s.match ? nextGoalWins.view(s.match, side >= 0 ? side : SPECTATOR) : null,
    matchSeats: s.match ? [s.match.seats[0] as number, s.match.seats[1] as number] : null,
    program: s.todo.slice(),
    noted: s.noted,
  };
}

function playerView(s: SeasonState, seat: number, viewer: Viewer): PlayerView {
  const hand = s.hands[seat] as number[];
  const byPosition: [number, number, number, number] = [0, 0, 0, 0];
  for (const card of hand) byPosition[positionOf(card) as 0]++;
  const own = viewer === seat;
  const known = hand
    .filter((card) => own || knows(s.known[card] as number, viewer))
    .map((card) => ({ card, public: ((s.known[card] as number) & PUBLIC) !== 0 }))
    .sort((a, b) => a.card - b.card);
  const knownTactics = (s.tactics[seat] as number[])
    .filter((i) => own || knows(s.tacticKnown[i] as number, viewer))
    .map((i) => ({ card: tacticIdOf(i), public: ((s.tacticKnown[i] as number) & PUBLIC) !== 0 }))
    .sort((a, b) => a.card - b.card || Number(a.public) - Number(b.public));
  const out = hand
    .filter((card) => s.out[card] !== 0)
    .sort((a, b) => a - b)
    .map((card) => ({
      card,
      injured: ((s.out[card] as number) & Out.Injured) !== 0,
      banned: ((s.out[card] as number) & Out.Banned) !== 0,
    }));
  const boosts: [number, number, number][] = [];
  for (let i = 0; i < s.boosts.length; i += 3)
    if (hand.includes(s.boosts[i] as number))
      boosts.push([s.boosts[i] as number, s.boosts[i + 1] as number, s.boosts[i + 2] as number]);
  const pick = s.loanPick[seat] as number;
  return {
    seat,
    manager: s.manager[seat] as number,
    footballers: hand.length,
    byPosition,
    known,
    tacticCount: (s.tactics[seat] as number[]).length,
    knownTactics,
    out,
    boosts,
    loanedIn: hand
      .filter((card) => (s.lender[card] as number) >= 0)
      .sort((a, b) => a - b)
      .map((card) => ({ card, from: s.lender[card] as number })),
    loanChosen: s.phase === SeasonPhase.Loan && pick >= 0,
    loanCard: s.phase === SeasonPhase.Loan && own && pick >= 0 ? pick : null,
    transfersUsed: s.transfersUsed[seat] as number,
  };
}

/** Offers hidden from all but the actor: draft tactics, looked-at cards (NGW-30.4). */
function pendingView(s: SeasonState, viewer: Viewer): PendingView | null {
  if (s.phase === SeasonPhase.Match || s.phase === SeasonPhase.Over) return null;
  // NGW-26.4: level footballers of the drawer's own squad are its own business.
  const secret =
    s.phase === SeasonPhase.DraftTactic ||
    s.phase === SeasonPhase.Look ||
    (s.phase === SeasonPhase.EventTarget && s.eventTeam === s.actor);
  const shown = !secret || viewer === s.actor;
  const ids = s.phase === SeasonPhase.DraftTactic ? s.offer.map(tacticIdOf) : s.offer.slice();
  return {
    phase: SEASON_PHASES[s.phase],
    seat: s.phase === SeasonPhase.Loan ? -1 : s.actor,
    offer: shown ? ids : null,
    offerSize: s.offer.length,
    offerDeck:
      s.phase === SeasonPhase.Look && s.offer.length > 0 ? positionOf(s.offer[0] as number) : -1,
    picksLeft: s.picksLeft,
    windowLeft: s.windowLeft,
    event: s.event,
    drawer: s.drawer,
    eventTeam: s.eventTeam,
    discardPosition: s.discardPosition,
  };
}

function deckView(
  deck: readonly number[],
  known: readonly number[],
  viewer: Viewer,
  id: (item: number) => number,
): DeckView {
  const entries: { depth: number; card: number; public: boolean }[] = [];
  for (let i = deck.length - 1; i >= 0; i--) {
    const item = deck[i] as number;
    const mask = known[item] as number;
    if (knows(mask, viewer))
      entries.push({ depth: deck.length - 1 - i, card: id(item), public: (mask & PUBLIC) !== 0 });
  }
  return { size: deck.length, known: entries };
}
