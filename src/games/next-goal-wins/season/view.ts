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
import { fixturesFor, scheduleFor, type Fixture } from './schedule.ts';
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

// Per seat count, built once: the rounds of the schedule, and its fixtures as plain objects
// (fixturesFor hands out frozen ones, whose fields V8 reads through a slower lookup).
const ROUNDS = new Map<number, number>();
const PLAIN_FIXTURES = new Map<number, readonly Fixture[]>();

function roundsOf(seats: number): number {
  let rounds = ROUNDS.get(seats);
  if (rounds === undefined) ROUNDS.set(seats, (rounds = scheduleFor(seats).length));
  return rounds;
}

function plainFixtures(seats: number): readonly Fixture[] {
  let fixtures = PLAIN_FIXTURES.get(seats);
  if (!fixtures) {
    fixtures = fixturesFor(seats).map((f) => ({ round: f.round, home: f.home, away: f.away }));
    PLAIN_FIXTURES.set(seats, fixtures);
  }
  return fixtures;
}

// The league table of the last view built, by seat count and goals: every view of a position,
// and of the positions after it until a match ends, shows the same table. Handed out as
// copies, so a view is its own to change.
let tableSeats = -1;
let tableGoals: number[] = [];
let lastTable: readonly TableRow[] = [];

function tableOf(s: SeasonState): TableRow[] {
  const goals = s.goals;
  let same = tableSeats === s.seats && tableGoals.length === goals.length;
  for (let i = 0; same && i < goals.length; i++) same = tableGoals[i] === goals[i];
  if (!same) {
    lastTable = leagueTable(s.seats, results(s));
    tableSeats = s.seats;
    tableGoals = goals.slice();
  }
  const rows: TableRow[] = [];
  for (const row of lastTable) rows.push({ ...row });
  return rows;
}

export function buildSeasonView(s: SeasonState, viewer: Viewer): SeasonView {
  const over = s.phase === SeasonPhase.Over;
  const season = s.mode === 'season';
  const table = season ? tableOf(s) : [];
  const side = sideOf(s, viewer);
  const schedule: FixtureView[] = [];
  if (season) {
    const fixtures = plainFixtures(s.seats);
    for (let i = 0; i < fixtures.length; i++) {
      const f = fixtures[i] as Fixture;
      const home = s.goals[2 * i] as number;
      schedule.push({
        round: f.round,
        home: f.home,
        away: f.away,
        goals: home < 0 ? null : [home, s.goals[2 * i + 1] as number],
        forfeit: s.forfeits[i] === 1,
      });
    }
  }
  // One sorted copy of each hand, for the lists a player view gives in card order.
  const sorted: number[] = [];
  const players: PlayerView[] = [];
  for (let seat = 0; seat < s.seats; seat++) players.push(playerView(s, seat, viewer, sorted));
  const decks: DeckView[] = [];
  for (const deck of s.decks) decks.push(deckView(deck, s.known, viewer, sameId));
  const log: { text: string; public: boolean }[] = [];
  for (const e of s.log)
    if (knows(e.mask, viewer)) log.push({ text: e.text, public: (e.mask & PUBLIC) !== 0 });
  let champions: number[] | null = null;
  if (over && season) {
    champions = [];
    for (const row of table) if (row.place === 1) champions.push(row.seat);
  }
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
    rounds: season ? roundsOf(s.seats) : 1,
    fixture: s.fixture,
    schedule,
    table,
    players,
    hand:
      viewer === SPECTATOR || s.mode === 'match'
        ? null
        : {
            footballers: (s.hands[viewer] as number[]).slice(),
            tactics: (s.tactics[viewer] as number[]).map(tacticIdOf),
          },
    pending: pendingView(s, viewer),
    decks,
    tacticDeck: deckView(s.tacticDeck, s.tacticKnown, viewer, tacticIdOf),
    eventDeck: s.eventDeck.length,
    eventsUsed: s.eventsUsed.slice(),
    eventDrawers: s.eventDrawers.slice(),
    retired: s.retired.slice(),
    log,
    champions,
    match: s.match ? nextGoalWins.view(s.match, side >= 0 ? side : SPECTATOR) : null,
    matchSeats: s.match ? [s.match.seats[0] as number, s.match.seats[1] as number] : null,
    program: s.todo.slice(),
    noted: s.noted,
  };
}

const sameId = (card: number): number => card;

/** Sorts a short list of numbers ascending, in place (hands hold a dozen or two cards). */
function sortNumbers(list: number[]): void {
  for (let i = 1; i < list.length; i++) {
    const item = list[i] as number;
    let j = i - 1;
    for (; j >= 0 && (list[j] as number) > item; j--) list[j + 1] = list[j] as number;
    list[j + 1] = item;
  }
}

/** What `viewer` knows of `seat`; `sorted` is scratch for the hand in card order. */
function playerView(s: SeasonState, seat: number, viewer: Viewer, sorted: number[]): PlayerView {
  const hand = s.hands[seat] as number[];
  const byPosition: [number, number, number, number] = [0, 0, 0, 0];
  for (const card of hand) byPosition[positionOf(card) as 0]++;
  const own = viewer === seat;
  sorted.length = 0;
  for (const card of hand) sorted.push(card);
  sortNumbers(sorted);
  // Card order (a hand holds a card once): what the viewer knows, who is out, who is on loan.
  const known: KnownCard[] = [];
  const out: { card: number; injured: boolean; banned: boolean }[] = [];
  const loanedIn: { card: number; from: number }[] = [];
  for (const card of sorted) {
    const mask = s.known[card] as number;
    if (own || knows(mask, viewer)) known.push({ card, public: (mask & PUBLIC) !== 0 });
  }
  for (const card of sorted) {
    const why = s.out[card] as number;
    if (why !== 0)
      out.push({ card, injured: (why & Out.Injured) !== 0, banned: (why & Out.Banned) !== 0 });
  }
  for (const card of sorted) {
    const from = s.lender[card] as number;
    if (from >= 0) loanedIn.push({ card, from });
  }
  const tactics = s.tactics[seat] as number[];
  const knownTactics: KnownCard[] = [];
  for (const i of tactics) {
    const mask = s.tacticKnown[i] as number;
    if (own || knows(mask, viewer))
      knownTactics.push({ card: tacticIdOf(i), public: (mask & PUBLIC) !== 0 });
  }
  if (knownTactics.length > 1)
    knownTactics.sort((a, b) => a.card - b.card || Number(a.public) - Number(b.public));
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
    tacticCount: tactics.length,
    knownTactics,
    out,
    boosts,
    loanedIn,
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
