/**
 * Next Goal Wins behind the Matchday protocol: a whole season (NGW-20 on) or, in mode 'match',
 * the one match of NGW-1 … NGW-19 on its own.
 */
import { NGW_ACTIONS } from '../codes.ts';
import type { Game, Outcome, Seat } from '../../../core/game.ts';
import type { Rng } from '../../../core/rng.ts';
import { nextGoalWins } from '../engine.ts';
import { DECKS, TACTIC_DECK } from '../cards.ts';
import { emptySeason } from './empty.ts';
import { newMatch } from '../deal.ts';
import { actionInfo, actionLabel, legalActions } from './actions.ts';
import { applySeason } from './apply.ts';
import { EVENT_DECK, MANAGERS } from './catalogue.ts';
import { describeSeason } from './describe.ts';
import { determinizeSeason } from './determinize.ts';
import { leagueTable } from './league.ts';
import { SEASON_FACTS, seatsProblem, type SeasonOptions } from './options.ts';
import { run } from './program.ts';
import { results } from './results.ts';
import { SeasonPhase, Step, cloneSeason, type SeasonState } from './state.ts';
import { buildSeasonView, type SeasonView } from './view.ts';

// Shared answers of `actors`, typed read-only but not frozen: V8 reads a frozen array's
// elements through a generic lookup, many times a plain load, and callers read these on every
// decision.
const NOBODY: readonly Seat[] = [];
const ONLY: readonly (readonly Seat[])[] = [[0], [1], [2], [3], [4], [5]];
// Two seats that choose starters at once, ascending: PAIRS[a * 6 + b] holds seats a and b.
const PAIRS: readonly (readonly Seat[])[] = Array.from({ length: 36 }, (_, i) => {
  const a = Math.floor(i / 6);
  const b = i % 6;
  return [Math.min(a, b), Math.max(a, b)];
});

/** NGW-20.2, NGW-21: shuffled decks, managers dealt and shown, then the draft. */
export function newSeason(options: SeasonOptions, seats: number, rng: Rng): SeasonState {
  // Callers check (setupChecked); a caller that did not still gets a clear error.
  const problem = seatsProblem(options, seats);
  if (problem !== undefined) throw new Error(problem);
  const s = emptySeason(options, seats, rng);
  if (options.mode === 'match') {
    s.match = newMatch(options, rng.clone());
    s.phase = SeasonPhase.Match;
    return s;
  }
  DECKS.forEach((deck, p) => {
    const copy = deck.slice();
    rng.shuffle(copy);
    (s.decks[p] as number[]).push(...copy);
  });
  s.tacticDeck.push(...TACTIC_DECK.map((_, i) => i));
  rng.shuffle(s.tacticDeck);
  s.eventDeck.push(...EVENT_DECK);
  rng.shuffle(s.eventDeck);
  if (options.managers) {
    // NGW-27.1: one manager each, shown to all.
    const ids = MANAGERS.map((_, i) => i);
    rng.shuffle(ids);
    for (let seat = 0; seat < seats; seat++) s.manager[seat] = ids[seat] as number;
  }
  for (let seat = 0; seat < seats; seat++)
    s.todo.push(Step.Draft * 8 + seat, Step.DraftTactics * 8 + seat);
  s.todo.push(Step.Round * 8);
  run(s);
  return s;
}

function actors(s: SeasonState): readonly Seat[] {
  switch (s.phase) {
    case SeasonPhase.Over:
      return NOBODY;
    case SeasonPhase.Match: {
      const m = s.match;
      if (!m) return NOBODY;
      const sides = nextGoalWins.actors(m);
      if (sides.length === 0) return NOBODY;
      if (sides.length === 1) return ONLY[m.seats[sides[0] as number] as number] as readonly Seat[];
      // Both sides choose starters at once.
      return PAIRS[(m.seats[0] as number) * 6 + (m.seats[1] as number)] as readonly Seat[];
    }
    case SeasonPhase.Loan: {
      // NGW-29.1: every seat still to choose, at once. A list of its own for each answer (a
      // loan decision comes once a round), so no later call can change one handed out.
      const waiting: Seat[] = [];
      for (let seat = 0; seat < s.seats; seat++) if (s.loanPick[seat] === -1) waiting.push(seat);
      return waiting;
    }
    default:
      return s.actor >= 0 ? (ONLY[s.actor] as readonly Seat[]) : NOBODY;
  }
}

function outcome(s: SeasonState): Outcome | undefined {
  if (s.phase !== SeasonPhase.Over) return undefined;
  if (s.mode === 'match') return s.match ? nextGoalWins.outcome(s.match) : undefined;
  const rows = leagueTable(s.seats, results(s));
  const scores = new Array<number>(s.seats).fill(0);
  const places = new Array<number>(s.seats).fill(1);
  for (const row of rows) {
    scores[row.seat] = row.points; // NGW-23.4
    places[row.seat] = row.place;
  }
  return { scores, places };
}

export const nextGoalWinsSeason: Game<SeasonState, SeasonView, SeasonOptions> = {
  facts: SEASON_FACTS,
  // One table for a season's codes and a match's within it (../codes.ts).
  actionSpace: NGW_ACTIONS,
  setup: newSeason,
  actors,
  legalActions: (s, seat, out = []) => legalActions(s, seat, out),
  actionLabel,
  actionInfo,
  apply: applySeason,
  outcome,
  view: buildSeasonView,
  describe: describeSeason,
  clone: cloneSeason,
  determinize: determinizeSeason,
};
