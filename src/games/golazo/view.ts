/**
 * What a seat may know (GZ-7.5, GZ-9.3): everything on the pitch, but of the cards only its
 * own team's hand and the other's hand size, and of a shot's secret picks only its own team's.
 */
import type { Seat, Viewer } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { AREA_OF, NONE, teamOfCounter } from './board.ts';
import { KIND_COUNT, freshDeck, isPower } from './cards.ts';
import { golazoTeams, type GolazoOptions } from './facts.ts';
import { windowOpen } from './rules.ts';
import { Edition, deckCounts } from './edition.ts';
import { Phase, newState, type GolazoState, type Placing, type Reveal } from './state.ts';

export const PHASE_NAMES = [
  'start',
  'kick-off',
  'roll',
  'moves',
  'window',
  'key-event',
  'commit',
  'clearance',
  'choose',
  'over',
  'manager',
  'place',
] as const;
export type PhaseName = (typeof PHASE_NAMES)[number];

export interface GolazoView {
  readonly viewer: Viewer;
  readonly seats: number;
  readonly options: GolazoOptions;
  readonly phase: PhaseName;
  readonly turn: number;
  readonly timer: number;
  readonly half: number;
  readonly firstKicker: number;
  readonly kickOffTeam: number;
  readonly stoppageLeft: number;
  readonly classic: boolean;
  readonly golden: boolean;
  /** Goals by team (Reds, Blues). */
  readonly scores: readonly number[];
  /** The last roll by team, 0 for G. */
  readonly roll: readonly number[];
  readonly rollWinner: number;
  /** Each counter's cell (Reds #1–#11, then Blues), -1 off the pitch. */
  readonly cells: readonly number[];
  /** The counter with the ball, -1 while the ball waits for a kick-off or a penalty. */
  readonly carrier: number;
  readonly mover: number;
  readonly movesLeft: number;
  readonly canTackle: boolean;
  readonly fresh: boolean;
  readonly dribbler: number;
  readonly nextMover: number;
  readonly nextMoves: number;
  readonly nextTackle: boolean;
  readonly actingTeam: number;
  /** GZ-9.19: the teams that played a card in a window this turn, as bits (1 Reds, 2 Blues). */
  readonly windowPlayed: number;
  /** GZ-8.1, GZ-9.10: a Place step's kind (0 clearing a box, 1 loading one), its placements
   * left when loading, and the team whose box is cleared. */
  readonly placing: number;
  readonly placesLeft: number;
  readonly clearTeam: number;
  /** GZ-13.2: whether the moves are a lost roll's (a slide tackle's moment). */
  readonly lostRoll: boolean;
  readonly shotKind: number;
  readonly shooter: number;
  /** Whether the shooter and the keeper have picked (GZ-7.5). */
  readonly picked: readonly boolean[];
  /** The picks the viewer's team may see: its own; -1 otherwise. */
  readonly target: number;
  readonly saveSet: number;
  readonly lastReveal: Reveal | null;
  /** The viewer's team's power cards, counted by kind; all 0 for a spectator. */
  readonly hand: readonly number[];
  /** GZ-13.3: each team's manager, -1 without; the abilities used, as bit sets. */
  readonly managers: readonly number[];
  readonly used: readonly number[];
  readonly extraDice: number;
  readonly retake: boolean;
  readonly freePass: boolean;
  readonly handSizes: readonly number[];
  readonly deckSize: number;
  readonly kicks: readonly number[];
  readonly penaltyGoals: readonly number[];
  readonly winner: number;
}

export function isGolazoView(value: unknown): value is GolazoView {
  return typeof value === 'object' && value !== null && 'cells' in value && 'shotKind' in value;
}

/** Each hand's size. A loop, as the view is built for every decision of bots and the lab. */
function handSizes(hands: readonly (readonly number[])[]): number[] {
  const sizes: number[] = [];
  for (let t = 0; t < hands.length; t++) {
    const hand = hands[t] as readonly number[];
    let size = 0;
    for (let card = 0; card < hand.length; card++) size += hand[card] as number;
    sizes.push(size);
  }
  return sizes;
}

/** The counters' cells as a plain array (Array.from over a typed array walks its iterator). */
function cellsOf(cellOf: Int8Array): number[] {
  const cells: number[] = [];
  for (let counter = 0; counter < cellOf.length; counter++) cells.push(cellOf[counter] as number);
  return cells;
}

export function buildView(s: GolazoState, viewer: Viewer): GolazoView {
  const myTeam = viewer >= 0 ? viewer % 2 : NONE;
  return {
    viewer,
    seats: s.seats,
    options: { ...s.options },
    phase: PHASE_NAMES[s.phase],
    turn: s.turn,
    timer: s.timer,
    half: s.half,
    firstKicker: s.firstKicker,
    kickOffTeam: s.kickOffTeam,
    stoppageLeft: s.stoppageLeft,
    classic: s.classic,
    golden: s.golden,
    scores: s.scores.slice(),
    roll: s.roll.slice(),
    rollWinner: s.rollWinner,
    cells: cellsOf(s.cellOf),
    carrier: s.carrier,
    mover: s.mover,
    movesLeft: s.movesLeft,
    canTackle: s.canTackle,
    fresh: s.fresh,
    dribbler: s.dribbler,
    nextMover: s.nextMover,
    nextMoves: s.nextMoves,
    nextTackle: s.nextTackle,
    actingTeam: s.actingTeam,
    windowPlayed: s.windowPlayed,
    placing: s.placing,
    placesLeft: s.placesLeft,
    clearTeam: s.clearTeam,
    lostRoll: s.lostRoll,
    shotKind: s.shotKind,
    shooter: s.shooter,
    picked: [s.target !== NONE, s.saveSet !== NONE],
    target: myTeam === s.shooter ? s.target : NONE,
    saveSet: myTeam === 1 - s.shooter && s.shooter !== NONE ? s.saveSet : NONE,
    lastReveal: s.lastReveal ? { ...s.lastReveal, saves: s.lastReveal.saves.slice() } : null,
    hand:
      myTeam === NONE
        ? new Array<number>(KIND_COUNT).fill(0)
        : (s.hands[myTeam] as number[]).slice(),
    managers: s.managers.slice(),
    used: s.used.slice(),
    extraDice: s.extraDice,
    retake: s.retake,
    freePass: s.freePass,
    handSizes: handSizes(s.hands),
    deckSize: s.deck.length,
    kicks: s.kicks.slice(),
    penaltyGoals: s.penaltyGoals.slice(),
    winner: s.winner,
  };
}

/**
 * A full state `seat` cannot tell from the real one: the other team's hand and the deck's order
 * dealt at random from the cards it cannot see, and the other team's secret pick, not seen,
 * left to be made again. Under the editions before 1.2.0, while a window asks the other team,
 * its hand is dealt again until it holds a card for the moment the open window told of.
 */
export function stateFromView(v: GolazoView, seat: Seat, rng: Rng): GolazoState {
  const s = newState(v.options, v.seats, golazoTeams(v.seats), Rng.fromRng(rng));
  copyPublic(s, v);
  const myTeam = seat >= 0 ? seat % 2 : NONE;
  // GZ-7.5: the pick the seat cannot see is taken back.
  s.target = myTeam === v.shooter ? v.target : NONE;
  s.saveSet = myTeam === 1 - v.shooter && v.shooter !== NONE ? v.saveSet : NONE;
  const unseen = freshDeck(deckCounts(s.edition));
  if (myTeam !== NONE) {
    v.hand.forEach((count, card) => {
      (s.hands[myTeam] as number[])[card] = count;
      for (let k = 0; k < count; k++) unseen.splice(unseen.indexOf(card), 1);
    });
  }
  for (let attempt = 0; ; attempt++) {
    deal(s, v, myTeam, unseen, rng);
    // Before 1.2.0 a window told that its team held a card for the moment; since, it tells
    // nothing hidden (GZ-9.19), and any deal fits.
    const fits =
      s.phase !== Phase.Window || s.edition === Edition.Current || windowOpen(s, s.actingTeam);
    if (fits || attempt >= 10_000) return s;
  }
}

/** Deals the unseen cards: the hidden hands (power cards only), then the deck. */
function deal(s: GolazoState, v: GolazoView, myTeam: number, unseen: number[], rng: Rng): void {
  rng.shuffle(unseen);
  const rest = unseen.slice();
  for (let t = 0; t < 2; t++) {
    if (t === myTeam) continue;
    const hand = s.hands[t] as number[];
    hand.fill(0);
    for (let k = 0; k < (v.handSizes[t] as number); k++) {
      const at = rest.findIndex(isPower);
      const card = rest.splice(at, 1)[0] as number;
      hand[card] = (hand[card] as number) + 1;
    }
  }
  s.deck.length = 0;
  s.deck.push(...rest);
}

function copyPublic(s: GolazoState, v: GolazoView): void {
  s.pieceAt.fill(NONE);
  s.boxCount.fill(0);
  v.cells.forEach((cell, counter) => {
    s.cellOf[counter] = NONE;
    if (cell !== NONE) placeCounter(s, counter, cell);
  });
  s.phase = PHASE_NAMES.indexOf(v.phase) as Phase;
  s.turn = v.turn;
  s.timer = v.timer;
  s.half = v.half;
  s.firstKicker = v.firstKicker;
  s.kickOffTeam = v.kickOffTeam;
  s.stoppageLeft = v.stoppageLeft;
  s.classic = v.classic;
  s.golden = v.golden;
  v.scores.forEach((x, t) => (s.scores[t] = x));
  v.roll.forEach((x, t) => (s.roll[t] = x));
  s.rollWinner = v.rollWinner;
  s.carrier = v.carrier;
  s.mover = v.mover;
  s.movesLeft = v.movesLeft;
  s.canTackle = v.canTackle;
  s.fresh = v.fresh;
  s.dribbler = v.dribbler;
  s.nextMover = v.nextMover;
  s.nextMoves = v.nextMoves;
  s.nextTackle = v.nextTackle;
  s.actingTeam = v.actingTeam;
  s.windowPlayed = v.windowPlayed;
  s.placing = v.placing as Placing;
  s.placesLeft = v.placesLeft;
  s.clearTeam = v.clearTeam;
  s.lostRoll = v.lostRoll;
  s.shotKind = v.shotKind as GolazoState['shotKind'];
  s.shooter = v.shooter;
  s.lastReveal = v.lastReveal ?? undefined;
  v.kicks.forEach((x, t) => (s.kicks[t] = x));
  v.penaltyGoals.forEach((x, t) => (s.penaltyGoals[t] = x));
  s.winner = v.winner;
  v.managers.forEach((m, t) => (s.managers[t] = m));
  v.used.forEach((u, t) => (s.used[t] = u));
  s.extraDice = v.extraDice;
  s.retake = v.retake;
  s.freePass = v.freePass;
}

function placeCounter(s: GolazoState, counter: number, cell: number): void {
  s.cellOf[counter] = cell;
  s.pieceAt[cell] = counter;
  const team = teamOfCounter(counter);
  if (AREA_OF[cell] === team) s.boxCount[team] = (s.boxCount[team] as number) + 1;
}
