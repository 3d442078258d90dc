/**
 * What the balance lab counts of Golazo beyond the generic figures: attempts and goals by key
 * event (GZ-7, GZ-11.3), the cards drawn and played and the goals in the turns they were drawn
 * (GZ-9), turns with the ball, goals by the roll's winning face (GZ-4.3), and match lengths in
 * turns (GZ-10), and the totals of high clearances (GZ-8.3) beside their exact odds. It reads the
 * engine's own state and allocates nothing per action.
 */
import type { Action, Seat } from '../../core/game.ts';
import type { LabProbe, ProbeFigure, ProbeTally, ProbeWatcher } from '../../core/probe.ts';
import { CLEAR, CROSS, PLAY } from './actions.ts';
import { COUNTERS_PER_TEAM, NONE, counterOf } from './board.ts';
import { CARD_COUNT, Card, KIND_COUNT, cardTitle, isPower } from './cards.ts';
import { TWO_DICE_ODDS } from './odds.ts';
import { anyChoosable, mayHoldTheBall } from './rules.ts';
import { Phase, ShotKind, attackers, type GolazoState, type Reveal } from './state.ts';
import { TEAM_NAMES } from './vocabulary.ts';

/** Attempt kinds, in the figures' order. */
const ATTEMPTS = ['shot', 'long shot', 'cross', 'penalty'] as const;
const attemptOf = (kind: number): number => (kind === ShotKind.Penalty ? 3 : kind);

function inc(counts: number[], i: number): void {
  counts[i] = (counts[i] ?? 0) + 1;
}

function bump(histogram: number[], value: number): void {
  while (histogram.length <= value) histogram.push(0);
  (histogram[value] as number)++;
}

class GolazoWatcher implements ProbeWatcher<GolazoState> {
  private readonly attempts = [0, 0, 0, 0];
  private readonly goals = [0, 0, 0, 0];
  private readonly draws = new Array<number>(KIND_COUNT).fill(0);
  private readonly plays = new Array<number>(KIND_COUNT).fill(0);
  private readonly cardGoals = new Array<number>(KIND_COUNT).fill(0);
  /** Turns in which each power card was played, and those of them with a goal. */
  private readonly playTurns = new Array<number>(KIND_COUNT).fill(0);
  private readonly playGoals = new Array<number>(KIND_COUNT).fill(0);
  private readonly possession = [0, 0];
  /** Turns won with each face (1–6), and those of them with a goal. */
  private readonly faceTurns = new Array<number>(7).fill(0);
  private readonly faceGoals = new Array<number>(7).fill(0);
  private readonly turns: number[] = [];
  /**
   * High clearances (GZ-8.3) by the dice's total 2–12, counted where no total would be rolled
   * again, so that the total is read from where the ball went; and those left out (a total
   * that could be rolled again, or the ball gone at half time before it could be read).
   */
  private readonly clearances = new Array<number>(13).fill(0);
  private readonly clearancesOut = [0];
  /** The team clearing now, or NONE: the action about to be played is a countable clearance. */
  private clearing = NONE;
  // What the action about to be played may show.
  private phase: number = Phase.Start;
  private goalsBefore = 0;
  private reveal: Reveal | undefined;
  private topCard = NONE;
  private attackersBefore = NONE;
  // The turn under way: its card (or -1), its winning face (or 0), whether it had a goal.
  private turn = 0;
  private card = NONE;
  private face = 0;
  private scored = false;
  /** The power cards played in the turn under way, as a bit set over kinds. */
  private played = 0;

  start(s: GolazoState): void {
    this.turn = s.turn;
    this.card = NONE;
    this.face = 0;
    this.scored = false;
  }

  before(s: GolazoState, _seat: Seat, action: Action): void {
    this.phase = s.phase;
    this.goalsBefore = (s.scores[0] as number) + (s.scores[1] as number);
    this.reveal = s.lastReveal;
    this.topCard =
      s.phase === Phase.Roll && !s.classic ? (s.deck[s.deck.length - 1] as number) : NONE;
    this.attackersBefore = s.carrier === NONE ? NONE : attackers(s);
    if (s.phase === Phase.KeyEvent && action === CROSS) inc(this.attempts, 2);
    this.clearing = NONE;
    if (s.phase === Phase.Clearance && action === CLEAR) {
      if (noReroll(s, s.actingTeam)) this.clearing = s.actingTeam;
      else inc(this.clearancesOut, 0);
    }
    if (action >= PLAY && action < PLAY + KIND_COUNT) {
      inc(this.plays, action - PLAY);
      this.played |= 1 << (action - PLAY);
    }
  }

  after(s: GolazoState): void {
    if (this.clearing !== NONE) this.cleared(s, this.clearing);
    const goal = (s.scores[0] as number) + (s.scores[1] as number) > this.goalsBefore;
    if (goal) this.scored = true;
    if (s.lastReveal !== this.reveal && s.lastReveal) {
      const kind = attemptOf(s.lastReveal.kind);
      inc(this.attempts, kind);
      if (s.lastReveal.goal) inc(this.goals, kind);
    } else if (goal) inc(this.goals, 2); // GZ-7.3: the only goal with no reveal is a cross
    if (this.phase === Phase.Roll) this.rolled(s);
    // Last: one action may end its turn (a goal, a card that needs no decision) and begin the
    // next, and what it did belongs to the turn it ends.
    if (s.turn !== this.turn) this.closeTurn(s);
  }

  /** A roll just played: its winning face, or the card drawn on its G (GZ-4.4). */
  private rolled(s: GolazoState): void {
    const gTeam = s.roll[0] === 0 ? 0 : s.roll[1] === 0 ? 1 : NONE;
    // Classic dice have no G; a G may itself bring full time and classic dice (GZ-10.3).
    if (gTeam === NONE) {
      this.face = Math.max(s.roll[0] as number, s.roll[1] as number);
      return;
    }
    this.card = this.topCard;
    inc(this.draws, this.card);
    // GZ-9.8: an attacking Corner Kick is a cross of its own (its goal counted in after()).
    if (this.card === Card.CornerKick && gTeam === this.attackersBefore) inc(this.attempts, 2);
  }

  /**
   * GZ-8.3: the total of the clearance just played by team `t`, from where the ball went: a
   * choice is a 12, a counter that got the ball its shirt number (its own team's or, sent off,
   * the other's). Reading the state, not the dice, the count holds the engine's dice to odds.ts.
   */
  private cleared(s: GolazoState, t: number): void {
    this.clearing = NONE;
    if (s.phase === Phase.Choose && s.actingTeam === t) inc(this.clearances, 12);
    else if (s.carrier !== NONE) inc(this.clearances, (s.carrier % COUNTERS_PER_TEAM) + 1);
    // The ball came to rest and time ran out in the same action (half time, penalties): the
    // counter is gone from the state, so the clearance is left out, whatever its total.
    else inc(this.clearancesOut, 0);
  }

  private closeTurn(s: GolazoState): void {
    if (this.card !== NONE && this.scored) inc(this.cardGoals, this.card);
    if (this.face > 0) {
      inc(this.faceTurns, this.face);
      if (this.scored) inc(this.faceGoals, this.face);
    }
    for (let card = 0; card < KIND_COUNT; card++) {
      if ((this.played & (1 << card)) === 0) continue;
      inc(this.playTurns, card);
      if (this.scored) inc(this.playGoals, card);
    }
    this.turn = s.turn;
    this.card = NONE;
    this.face = 0;
    this.scored = false;
    this.played = 0;
    if (s.phase === Phase.Roll) inc(this.possession, attackers(s));
  }

  finish(s: GolazoState): void {
    this.closeTurn(s);
    bump(this.turns, s.turn);
  }

  tally(): ProbeTally {
    return {
      attempts: this.attempts.slice(),
      goals: this.goals.slice(),
      'card.draws': this.draws.slice(),
      'card.plays': this.plays.slice(),
      'card.goals': this.cardGoals.slice(),
      'play.turns': this.playTurns.slice(),
      'play.goals': this.playGoals.slice(),
      possession: this.possession.slice(),
      'face.turns': this.faceTurns.slice(),
      'face.goals': this.faceGoals.slice(),
      turns: this.turns.slice(),
      'clearance.totals': this.clearances.slice(),
      'clearance.out': this.clearancesOut.slice(),
    };
  }
}

/** GZ-8.3: no total of a high clearance by team `t` would be rolled again here. */
function noReroll(s: GolazoState, t: number): boolean {
  for (let total = 2; total <= 11; total++)
    if (!mayHoldTheBall(s, counterOf(t, total)) && !mayHoldTheBall(s, counterOf(1 - t, total)))
      return false;
  return anyChoosable(s);
}

const at = (xs: readonly number[] | undefined, i: number): number => xs?.[i] ?? 0;
const sum = (xs: readonly number[] | undefined): number => (xs ?? []).reduce((a, b) => a + b, 0);

function figures(tally: ProbeTally): ProbeFigure[] {
  return [
    conversionFigure(tally),
    ...cardFigures(tally),
    dieFigure(tally),
    possessionFigure(tally),
    lengthFigure(tally),
    clearanceFigure(tally),
  ];
}

/**
 * GZ-8.3: high clearances by their dice's total, each beside its exact probability (odds.ts,
 * two classic dice); a row whose 95% interval leaves its exact probability out is flagged.
 */
function clearanceFigure(tally: ProbeTally): ProbeFigure {
  const counted = sum(tally['clearance.totals']);
  const out = at(tally['clearance.out'], 0);
  return {
    kind: 'rates',
    id: 'golazo-clearance',
    title: 'High clearances by the dice’s total',
    note: `Two classic dice name the counter that gets the ball (GZ-8.3): the share of clearances with each total, read from where the ball went, beside the exact probability (${counted} clearances; ${out} left out, where a total would have been rolled again or half time came first).`,
    measure: 'Share of clearances',
    rows: TWO_DICE_ODDS.map((exact, i) => ({
      label: String(i + 2),
      successes: at(tally['clearance.totals'], i + 2),
      trials: counted,
      exact,
    })),
  };
}

/** Goals per attempt, by key event. */
function conversionFigure(tally: ProbeTally): ProbeFigure {
  return {
    kind: 'rates',
    id: 'golazo-conversion',
    title: 'Goals per attempt, by key event',
    note: `Shots (GZ-7.1), long shots (GZ-7.2, Keeper off the Line's included), crosses (GZ-7.3, Corner Kicks included) and penalties (GZ-11.3).`,
    measure: 'Goals per attempt',
    rows: ATTEMPTS.map((label, i) => ({
      label,
      successes: at(tally.goals, i),
      trials: at(tally.attempts, i),
    })),
    overall: { successes: sum(tally.goals), trials: sum(tally.attempts) },
  };
}

/** The action cards drawn and played, and the turns with a goal by card. */
function cardFigures(tally: ProbeTally): ProbeFigure[] {
  const cards = Array.from({ length: KIND_COUNT }, (_, card) => card);
  return [
    {
      kind: 'counts',
      id: 'golazo-cards',
      title: 'Action cards drawn on a G, and power cards played',
      note: `The deck holds ${CARD_COUNT} cards (GZ-9.1); a power card is counted when drawn and again when played.`,
      measure: 'Cards',
      rows: cards.flatMap((card) => [
        { label: cardTitle(card, true), group: 'drawn', count: at(tally['card.draws'], card) },
        ...(isPower(card)
          ? [
              {
                label: cardTitle(card, true),
                group: 'played',
                count: at(tally['card.plays'], card),
              },
            ]
          : []),
      ]),
    },
    {
      kind: 'rates',
      id: 'golazo-card-goals',
      title: 'Turns with a goal, by the card drawn in them',
      note: 'How much each card swings a turn: flagged when a card does better or worse than any turn.',
      measure: 'Turns with a goal',
      rows: cards.map((card) => ({
        label: cardTitle(card, true),
        successes: at(tally['card.goals'], card),
        trials: at(tally['card.draws'], card),
      })),
      overall: {
        successes: sum(tally['face.goals']) + sum(tally['card.goals']),
        trials: sum(tally['face.turns']) + sum(tally['card.draws']),
      },
    },
    {
      kind: 'rates',
      id: 'golazo-card-plays',
      title: 'Turns with a goal, by the power card played in them',
      note: 'A power card’s impact: those that better a chance (Load the Box, Screamer, Nutmeg, Second Wind) should lift the rate, those that stop one (Offside Trap, Last-Ditch Tackle, Tactical Foul) bring it near nothing.',
      measure: 'Turns with a goal',
      rows: cards.filter(isPower).map((card) => ({
        label: cardTitle(card, true),
        successes: at(tally['play.goals'], card),
        trials: at(tally['play.turns'], card),
      })),
    },
  ];
}

/** Turns with a goal, by the roll's winning face. */
function dieFigure(tally: ProbeTally): ProbeFigure {
  const faces = [1, 2, 3, 4, 5, 6];
  return {
    kind: 'rates',
    id: 'golazo-die',
    title: "Turns with a goal, by the roll's winning face",
    note: 'The Golazo die gives 1–5 moves (GZ-4.3); classic dice in stoppage time give up to 6.',
    measure: 'Turns with a goal',
    rows: faces.map((face) => ({
      label: String(face),
      successes: at(tally['face.goals'], face),
      trials: at(tally['face.turns'], face),
    })),
  };
}

function possessionFigure(tally: ProbeTally): ProbeFigure {
  return {
    kind: 'rates',
    id: 'golazo-possession',
    title: 'Turns begun with the ball',
    measure: 'Share of turns',
    rows: TEAM_NAMES.map((label, team) => ({
      label,
      successes: at(tally.possession, team),
      trials: sum(tally.possession),
    })),
  };
}

function lengthFigure(tally: ProbeTally): ProbeFigure {
  return {
    kind: 'histogram',
    id: 'golazo-length',
    title: 'Match length in turns',
    note: 'Turns from the first kick-off to the final whistle, stoppage time and golden goal included (GZ-10).',
    measure: 'Turns',
    series: [
      {
        label: 'matches',
        pairs: (tally.turns ?? []).flatMap((count, turns) =>
          count > 0 ? [[turns, count] as [number, number]] : [],
        ),
      },
    ],
  };
}

export const golazoProbe: LabProbe<GolazoState> = {
  // GZ-7.4: a seat's score is its team's goals.
  scoreWords: () => ({ unit: 'Goals', game: 'match', note: "each seat counts its team's goals" }),
  watch: () => new GolazoWatcher(),
  figures,
};
