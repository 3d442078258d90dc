/**
 * What the balance lab counts of a Next Goal Wins season beyond the generic figures: the
 * impact of each footballer, tactic card, event and manager, as a win rate with the card
 * against the rate without it.
 *
 * - Footballers and tactics, per match: the footballers in a side's squad and the tactic cards
 *   it holds at kick-off (NGW-28.1), and whether that side won the match. Forfeits (NGW-22.6)
 *   have no kick-off and are left out.
 * - Managers (NGW-27), per season: whether the seat with that manager won the league.
 * - Events (NGW-26), per season: whether the seat that drew the event won the league (events
 *   set aside unplayed by NGW-27.2 count for nobody).
 *
 * In the one-match mode there is no squad in the season's hands, no league and no events:
 * the probe then has nothing to count. It reads the engine's own state; per action it
 * compares a few numbers and allocates nothing.
 */
import type { Outcome } from '../../core/game.ts';
import type { LabProbe, ProbeFigure, ProbeTally, ProbeWatcher, RateRow } from '../../core/probe.ts';
import { FOOTBALLER_COUNT, TACTICS, footballerName, tacticName } from './cards.ts';
import { EVENTS, MANAGERS, eventName, managerName } from './season/catalogue.ts';
import { fixturesFor } from './season/schedule.ts';
import { tacticIdOf } from './season/squad.ts';
import type { SeasonOptions } from './season/options.ts';
import type { SeasonState } from './season/state.ts';
import type { MatchState } from './state.ts';

const zeros = (n: number): number[] => new Array<number>(n).fill(0);

/** Win counts with a card: trials and wins by card id. */
class Impact {
  readonly trials: number[];
  readonly wins: number[];
  constructor(cards: number) {
    this.trials = zeros(cards);
    this.wins = zeros(cards);
  }
  add(card: number, won: boolean): void {
    (this.trials[card] as number)++;
    if (won) (this.wins[card] as number)++;
  }
}

class SeasonWatcher implements ProbeWatcher<SeasonState> {
  private readonly footballers = new Impact(FOOTBALLER_COUNT);
  private readonly tactics = new Impact(TACTICS.length);
  private readonly managers = new Impact(MANAGERS.length);
  private readonly events = new Impact(EVENTS.length);
  /** [side-matches, side wins] over all kicked-off matches. */
  private readonly matches = [0, 0];
  /** Matches played (not forfeited) by their total goals, e.g. [40, 61, 52]. */
  private readonly matchGoals: number[] = [];
  private readonly seats: number;

  // The match in play: its object, its fixture and both squads and tactics at kick-off.
  private match: MatchState | null = null;
  private fixture = -1;
  private readonly squad: Int16Array[] = [new Int16Array(16), new Int16Array(16)];
  private readonly squadSize = [0, 0];
  private readonly held: Int16Array[] = [new Int16Array(16), new Int16Array(16)];
  private readonly heldSize = [0, 0];
  /** Tactic ids already counted for a side at this kick-off (copies of a tactic count once). */
  private readonly seen = new Int32Array(TACTICS.length);
  private kickOffs = 0;
  // This season's attributed event draws, seat * EVENTS.length + event → count.
  private readonly drawn: Int32Array;
  private eventsSeen = 0;

  constructor(seats: number) {
    this.seats = seats;
    this.drawn = new Int32Array(seats * EVENTS.length);
  }

  start(s: SeasonState): void {
    this.match = s.match;
    this.fixture = -1;
    this.drawn.fill(0);
    this.eventsSeen = s.eventsUsed.length;
  }

  after(s: SeasonState): void {
    if (this.fixture >= 0 && s.fixture > this.fixture) this.settleMatch(s);
    if (s.match !== null && s.match !== this.match && s.mode === 'season') this.kickOff(s);
    this.match = s.match;
    // NGW-26: each event drawn, with the seat that drew it (-1: set aside unplayed).
    for (; this.eventsSeen < s.eventsUsed.length; this.eventsSeen++) {
      const drawer = s.eventDrawers[this.eventsSeen] as number;
      if (drawer >= 0) this.draw(drawer, s.eventsUsed[this.eventsSeen] as number);
    }
  }

  private draw(seat: number, event: number): void {
    (this.drawn[seat * EVENTS.length + event] as number)++;
  }

  /** NGW-28.1: who each side brings, as it kicks off. */
  private kickOff(s: SeasonState): void {
    const fixture = fixturesFor(s.seats)[s.fixture];
    if (!fixture) return;
    this.fixture = s.fixture;
    this.kickOffs++;
    [fixture.home, fixture.away].forEach((seat, side) => {
      const hand = s.hands[seat] ?? [];
      const squad = this.squad[side] as Int16Array;
      let n = 0;
      for (const card of hand) if (n < squad.length) squad[n++] = card;
      this.squadSize[side] = n;
      const held = this.held[side] as Int16Array;
      let t = 0;
      const stamp = this.kickOffs * 2 + side;
      for (const instance of s.tactics[seat] ?? []) {
        const id = tacticIdOf(instance);
        if (id < 0 || this.seen[id] === stamp || t >= held.length) continue;
        this.seen[id] = stamp;
        held[t++] = id;
      }
      this.heldSize[side] = t;
    });
  }

  private settleMatch(s: SeasonState): void {
    const f = this.fixture;
    this.fixture = -1;
    const home = s.goals[2 * f] as number;
    const away = s.goals[2 * f + 1] as number;
    if (home < 0 || s.forfeits[f] === 1) return;
    while (this.matchGoals.length <= home + away) this.matchGoals.push(0);
    (this.matchGoals[home + away] as number)++;
    for (let side = 0; side < 2; side++) {
      const won = side === 0 ? home > away : away > home;
      (this.matches[0] as number)++;
      if (won) (this.matches[1] as number)++;
      const squad = this.squad[side] as Int16Array;
      for (let i = 0; i < (this.squadSize[side] as number); i++)
        this.footballers.add(squad[i] as number, won);
      const held = this.held[side] as Int16Array;
      for (let i = 0; i < (this.heldSize[side] as number); i++)
        this.tactics.add(held[i] as number, won);
    }
  }

  finish(s: SeasonState, outcome: Outcome): void {
    if (s.mode !== 'season') return;
    const somebodyLower = outcome.places.some((p) => p !== 1);
    for (let seat = 0; seat < this.seats; seat++) {
      const won = outcome.places[seat] === 1 && somebodyLower;
      const manager = s.manager[seat] ?? -1;
      if (manager >= 0) this.managers.add(manager, won);
      for (let e = 0; e < EVENTS.length; e++) {
        const times = this.drawn[seat * EVENTS.length + e] as number;
        for (let k = 0; k < times; k++) this.events.add(e, won);
      }
    }
  }

  tally(): ProbeTally {
    const pair = (name: string, impact: Impact): ProbeTally => ({
      [`${name}.trials`]: impact.trials.slice(),
      [`${name}.wins`]: impact.wins.slice(),
    });
    return {
      ...pair('footballer', this.footballers),
      ...pair('tactic', this.tactics),
      ...pair('manager', this.managers),
      ...pair('event', this.events),
      matches: this.matches.slice(),
      'match.goals': this.matchGoals.slice(),
    };
  }
}

const sum = (xs: readonly number[] | undefined): number => (xs ?? []).reduce((a, b) => a + b, 0);

function impactRows(tally: ProbeTally, name: string, label: (id: number) => string): RateRow[] {
  const trials = tally[`${name}.trials`] ?? [];
  const wins = tally[`${name}.wins`] ?? [];
  return trials.flatMap((n, id) =>
    n > 0 ? [{ label: label(id), successes: wins[id] ?? 0, trials: n }] : [],
  );
}

function impactFigure(
  tally: ProbeTally,
  name: string,
  label: (id: number) => string,
  text: { id: string; title: string; note: string; measure: string },
  overall: { successes: number; trials: number },
): ProbeFigure[] {
  const rows = impactRows(tally, name, label);
  return rows.length === 0 ? [] : [{ kind: 'rates', ...text, rows, overall }];
}

function figures(tally: ProbeTally): ProbeFigure[] {
  const [sideMatches = 0, sideWins = 0] = tally.matches ?? [];
  const matchOverall = { successes: sideWins, trials: sideMatches };
  const seasonOverall = (name: string): { successes: number; trials: number } => ({
    successes: sum(tally[`${name}.wins`]),
    trials: sum(tally[`${name}.trials`]),
  });
  const flagged = 'circled when its interval leaves out the rate over all';
  const matchGoals = (tally['match.goals'] ?? []).flatMap((count, goals): [number, number][] =>
    count > 0 ? [[goals, count]] : [],
  );
  return [
    ...(matchGoals.length === 0
      ? []
      : [
          {
            kind: 'histogram',
            id: 'ngw-match-goals',
            title: 'Goals per match',
            note: "Both sides' goals in each league match played (forfeits left out); the generic figure adds up league points.",
            measure: 'Goals',
            series: [{ label: 'matches', pairs: matchGoals }],
          } as const,
        ]),
    ...impactFigure(
      tally,
      'footballer',
      footballerName,
      {
        id: 'ngw-footballers',
        title: 'Footballers: match win rate with them in the squad',
        note: `A side's matches won when the footballer was in its squad at kick-off (NGW-28.1), against the line of all sides' matches; ${flagged}.`,
        measure: 'Matches won',
      },
      matchOverall,
    ),
    ...impactFigure(
      tally,
      'tactic',
      tacticName,
      {
        id: 'ngw-tactics',
        title: 'Tactic cards: match win rate when held at kick-off',
        note: `A side's matches won when it held the tactic card at kick-off, copies counted once; ${flagged}.`,
        measure: 'Matches won',
      },
      matchOverall,
    ),
    ...impactFigure(
      tally,
      'event',
      eventName,
      {
        id: 'ngw-events',
        title: 'Events: league win rate of the seat that drew them',
        note: `Per draw: did the drawer win the league (NGW-26)? Events set aside unplayed count for nobody; ${flagged}.`,
        measure: 'Drawer won the league',
      },
      seasonOverall('event'),
    ),
    ...impactFigure(
      tally,
      'manager',
      managerName,
      {
        id: 'ngw-managers',
        title: 'Managers: league win rate',
        note: `Seasons won by the seat that had the manager (NGW-27); ${flagged}.`,
        measure: 'League won',
      },
      seasonOverall('manager'),
    ),
  ];
}

export const nextGoalWinsProbe: LabProbe<SeasonState> = {
  // NGW-23.4: a season scores league points; the one-match mode (NGW-20) scores goals.
  scoreWords: (options) =>
    (options as SeasonOptions).mode === 'match'
      ? { unit: 'Goals', game: 'match' }
      : { unit: 'League points', game: 'season' },
  watch: (seats) => new SeasonWatcher(seats),
  figures,
};
