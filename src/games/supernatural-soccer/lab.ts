/**
 * What the balance lab counts of Supernatural Soccer beyond the generic figures: action phases
 * per round and rounds per game (SS-4), possession changes, combats and fouls (SS-8), each Game
 * Changer played and the chains' lengths (SS-9, SS-10). It reads the engine's own state before
 * and after each action, allocating nothing per action.
 */
import type { Action, Seat } from '../../core/game.ts';
import type { LabProbe, ProbeFigure, ProbeTally, ProbeWatcher } from '../../core/probe.ts';
import { NONE } from './board.ts';
import { ATTACK, isPlay, PLAY_OF } from './actions.ts';
import { DIE } from './rules.ts';
import { ImpactWatcher, type ImpactTally } from './impact.ts';
import { Step, type SsState } from './state.ts';
import { CHANGERS, KIND_COUNT } from './vocabulary.ts';

/** Adds one to a histogram kept as a dense array, growing it as needed. */
function bump(histogram: number[], value: number): void {
  while (histogram.length <= value) histogram.push(0);
  histogram[value] = (histogram[value] as number) + 1;
}

/** The Game Changer kind a play action plays, or -1 for any other action. */
export function playedKind(action: Action): number {
  if (!isPlay(action)) return NONE;
  let kind = KIND_COUNT - 1;
  while ((PLAY_OF[kind] as number) > action) kind--;
  return kind;
}

class SupernaturalWatcher implements ProbeWatcher<SsState> {
  private readonly roundPhases: number[] = [];
  private readonly rounds: number[] = [];
  private readonly chains: number[] = [];
  private readonly played = new Array<number>(KIND_COUNT).fill(0);
  /** Possession changes between teams, rounds counted; attacks, attacker wins, fouls. */
  private changes = 0;
  private roundsCounted = 0;
  private attacks = 0;
  private wins = 0;
  private fouls = 0;
  private round = 1;
  private phaseKey = 0;
  private phases = 0;
  private holder = NONE;
  private chainBefore = 0;
  private readonly impact = new ImpactWatcher();

  start(s: SsState): void {
    this.impact.start(s);
    this.round = s.round;
    this.phaseKey = s.turns * 2 + s.phase;
    this.phases = 0;
    this.holder = NONE;
  }

  before(s: SsState, seat: Seat, action: Action): void {
    this.impact.before(s, seat, action);
    this.chainBefore = s.chainKind.length;
    const kind = s.step === Step.Window ? playedKind(action) : NONE;
    if (kind !== NONE) this.played[kind] = (this.played[kind] as number) + 1;
    if (s.step === Step.Combat && action === ATTACK) this.attacks++;
  }

  after(s: SsState, _seat: Seat, action: Action): void {
    this.impact.after(s);
    if (this.chainBefore > 0 || playedKind(action) !== NONE) {
      const links = this.chainBefore + (playedKind(action) === NONE ? 0 : 1);
      if (s.chainKind.length === 0 && links > 0) bump(this.chains, links);
    }
    if (action === ATTACK && s.lastCombat !== NONE) this.combat(s.lastCombat);
    this.possession(s);
    const key = s.turns * 2 + s.phase;
    if (key !== this.phaseKey) this.phases++;
    this.phaseKey = key;
    if (s.round !== this.round) this.endRound(s.round);
  }

  /** SS-8.3/8.4: an attack's dice: the attacker wins a tie; an 8 on either die is a foul. */
  private combat(pair: number): void {
    const attack = Math.floor(pair / DIE) + 1;
    const defence = (pair % DIE) + 1;
    if (attack === DIE || defence === DIE) this.fouls++;
    else if (attack >= defence) this.wins++;
  }

  private possession(s: SsState): void {
    if (s.carrier === NONE) return;
    const team = s.carrier >> 1;
    if (this.holder !== NONE && team !== this.holder) this.changes++;
    this.holder = team;
  }

  private endRound(round: number): void {
    bump(this.roundPhases, this.phases);
    this.roundsCounted++;
    this.phases = 0;
    this.round = round;
    this.holder = NONE;
  }

  finish(s: SsState): void {
    // The winning point ends the last phase without starting another.
    this.phases++;
    this.endRound(s.round);
    bump(this.rounds, s.round);
  }

  tally(): ProbeTally {
    return {
      'round.phases': this.roundPhases.slice(),
      rounds: this.rounds.slice(),
      'chain.links': this.chains.slice(),
      played: this.played.slice(),
      counts: [this.changes, this.roundsCounted, this.attacks, this.wins, this.fouls],
      ...impactTally(this.impact.tally),
    };
  }
}

function impactTally(t: ImpactTally): ProbeTally {
  return {
    'impact.resolved': t.resolved.slice(),
    'impact.nullified': t.nullified.slice(),
    'impact.gain': t.gain.slice(),
    'impact.scored': t.scored.slice(),
  };
}

/** A dense histogram as [value, count] pairs, leaving out empty values. */
function pairs(histogram: readonly number[] | undefined): [number, number][] {
  return (histogram ?? []).flatMap((count, value) => (count > 0 ? [[value, count]] : []));
}

function figures(tally: ProbeTally): ProbeFigure[] {
  const played = tally.played ?? [];
  const [changes = 0, rounds = 0, attacks = 0, wins = 0, fouls = 0] = tally.counts ?? [];
  return [
    feel(tally),
    ...impactFigures(tally),
    {
      kind: 'histogram',
      id: 'supernatural-rounds',
      title: 'Round lengths and rounds per game',
      note: 'Action phases in each round (a round ends with a point, SS-4), and rounds per game.',
      measure: 'Count',
      series: [
        { label: 'action phases per round', pairs: pairs(tally['round.phases']) },
        { label: 'rounds per game', pairs: pairs(tally.rounds) },
      ],
    },
    {
      kind: 'counts',
      id: 'supernatural-game-changers',
      title: 'Game Changers played',
      note: 'Each card played into a chain, nullified or not (SS-9.2).',
      measure: 'Cards played',
      rows: CHANGERS.map((c, kind) => ({
        label: c.name,
        group: c.colour,
        count: played[kind] ?? 0,
      })),
    },
    {
      kind: 'histogram',
      id: 'supernatural-chains',
      title: 'Chain lengths',
      note: 'Links in each chain when it resolved (SS-10.4).',
      measure: 'Links',
      series: [{ label: 'chains', pairs: pairs(tally['chain.links']) }],
    },
    {
      kind: 'counts',
      id: 'supernatural-play',
      title: 'Possession and combat',
      note: `Possession changes between teams over ${rounds} rounds; attacks, those the attacker won, and fouls (SS-8).`,
      measure: 'Count',
      rows: [
        { label: 'possession changes', count: changes },
        { label: 'attacks', count: attacks },
        { label: 'won by the attacker', count: wins },
        { label: 'fouls', count: fouls },
      ],
    },
  ];
}

const sumOf = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const meanOf = (histogram: readonly number[]): number => {
  const n = sumOf(histogram);
  return n === 0 ? 0 : sumOf(histogram.map((count, value) => count * value)) / n;
};
const tenths = (x: number): number => Math.round(x * 10) / 10;
const hundredths = (x: number): number => Math.round(x * 100) / 100;

/** The figures that decide the game's feel (design.md): round length, rounds, chains. */
function feel(tally: ProbeTally): ProbeFigure {
  const phases = tally['round.phases'] ?? [];
  const chains = tally['chain.links'] ?? [];
  const phaseCount = sumOf(phases.map((count, value) => count * value));
  return {
    kind: 'counts',
    id: 'supernatural-feel',
    title: 'The game’s feel',
    note: 'Means over all games: a round ends with a point (SS-4.1), so points per round is 1 and its length is the feel.',
    measure: 'Mean',
    rows: [
      { label: 'action phases per round', count: tenths(meanOf(phases)) },
      { label: 'rounds (points) per game', count: hundredths(meanOf(tally.rounds ?? [])) },
      {
        label: 'chains per action phase',
        count: hundredths(phaseCount === 0 ? 0 : sumOf(chains) / phaseCount),
      },
      { label: 'links per chain', count: hundredths(meanOf(chains)) },
    ],
  };
}

/** SS-9.2: what each Game Changer did for its player's team (impact.ts). */
function impactFigures(tally: ProbeTally): ProbeFigure[] {
  const resolved = tally['impact.resolved'] ?? [];
  const nullified = tally['impact.nullified'] ?? [];
  const gain = tally['impact.gain'] ?? [];
  const scored = tally['impact.scored'] ?? [];
  const at = (xs: readonly number[], kind: number): number => xs[kind] ?? 0;
  return [
    {
      kind: 'counts',
      id: 'supernatural-changer-gain',
      title: 'What a Game Changer gains',
      note: 'Mean change of the field’s value for the player’s team (judge.ts: a hex of progress 1.5, the ball 10, a point 40) as each card resolves, not nullified.',
      measure: 'Value gained per card',
      rows: CHANGERS.map((c, kind) => ({
        label: c.name,
        group: c.colour,
        count: tenths(at(gain, kind) / 10 / Math.max(1, at(resolved, kind))),
      })),
    },
    {
      kind: 'rates',
      id: 'supernatural-changer-points',
      title: 'Game Changers followed by a point',
      note: 'Share of resolved cards whose player’s team scored at the end of the same action phase.',
      measure: 'Share of cards',
      rows: CHANGERS.map((c, kind) => ({
        label: c.name,
        group: c.colour,
        successes: at(scored, kind),
        trials: at(resolved, kind),
      })),
      overall: { successes: sumOf(scored), trials: sumOf(resolved) },
    },
    {
      kind: 'rates',
      id: 'supernatural-changer-nullified',
      title: 'Game Changers nullified',
      note: 'Share of the cards played that a Counter Card nullified (SS-10.4).',
      measure: 'Share of cards',
      rows: CHANGERS.map((c, kind) => ({
        label: c.name,
        group: c.colour,
        successes: at(nullified, kind),
        trials: at(nullified, kind) + at(resolved, kind),
      })),
    },
  ];
}

export const supernaturalProbe: LabProbe<SsState> = {
  // SS-4.3: a seat's score is its team's points.
  scoreWords: () => ({
    unit: 'Points',
    game: 'game',
    note: 'Teammates share their team’s points.',
  }),
  watch: () => new SupernaturalWatcher(),
  figures,
};
