/**
 * What the balance lab counts of Golazo beyond the generic figures: attempts and goals by key
 * event (GZ-7, GZ-11.3), the cards drawn and played and the goals in the turns they were drawn
 * (GZ-9), turns with the ball, goals by the roll's winning face (GZ-4.3), and match lengths in
 * turns (GZ-10). It reads the engine's own state and allocates nothing per action.
 */
import type { Action, Seat } from '../../core/game.ts';
import type { LabProbe, ProbeFigure, ProbeTally, ProbeWatcher } from '../../core/probe.ts';
import { CROSS, PLAY } from './actions.ts';
import { NONE } from './board.ts';
import { CARD_COUNT, Card, KIND_COUNT, cardTitle, isPower } from './cards.ts';
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
    if (action >= PLAY && action < PLAY + KIND_COUNT) {
      inc(this.plays, action - PLAY);
      this.played |= 1 << (action - PLAY);
    }
  }

  after(s: GolazoState): void {
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
    };
  }
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
  ];
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
