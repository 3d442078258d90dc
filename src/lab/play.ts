/**
 * The lab's hot loop: plays a chunk of games (indices from..to) of every variant and counts
 * them. It runs the same in the CLI's worker threads, in-process in tests and in a browser's
 * web workers. Per decision it does what the match runner does minus the record: actors,
 * legal actions into a reused array, the agent's choice, apply, and one histogram count.
 *
 * Game i of every variant is played from seed `${seed}/${i}` with the match runner's agent
 * seeds, so it is the very game `matchday simulate` plays as game i (with rotation, seeds go
 * by arrangement: see LabConfig.rotate). The seeds are derived from numbers (RunSeeds), and
 * agents that can be reset are kept from game to game (RunAgents). An endless game
 * (GameFacts.endless) is stopped at its bound and counted as stopped (see tally.ts).
 */
import type { Agent } from '../core/agent.ts';
import type { Outcome } from '../core/game.ts';
import { RunAgents, RunSeeds } from '../core/agent-seeds.ts';
import { askedNext } from '../core/asking-order.ts';
import { isLegal, reusedDecisions, stopsAtBound, type ReusedDecision } from '../core/series.ts';
import type { ResolvedLab } from './config.ts';
import type { ProbeWatcher } from '../core/probe.ts';
import { emptyMoments, type Moments } from './stats.ts';
import { Recorder, botAt, everySeatFirst, teamIndex, type LabTally } from './tally.ts';
import { CardWatcher } from './cards.ts';
import { Restrictor, type Restriction } from './restrict.ts';
import { ShapeWatcher, inShapeSample, shapeEveryOf } from './shape.ts';
import { RolloutJudge } from './rollouts.ts';
import { headToHead } from './tally.ts';

/** A chunk of games to play: indices `from` (inclusive) to `to` (exclusive). */
export interface ChunkTask {
  /** The chunk's place in the run, e.g. 3: results are merged in this order. */
  readonly index: number;
  readonly from: number;
  readonly to: number;
}

export interface ChunkResult {
  readonly index: number;
  /** Games per variant in the chunk. */
  readonly games: number;
  /** One tally per variant. */
  readonly tallies: LabTally[];
  /**
   * For each variant after the first, the per-game differences from the first on the same
   * seed, one Moments per paired metric (see paired.ts).
   */
  readonly paired: Moments[][];
}

/** Plays games of one variant and counts them. */
export class VariantPlayer {
  readonly recorder: Recorder;
  /** The per-game quantities of the last game, in the order of paired.ts's pairedMetrics. */
  readonly metrics: Float64Array;
  private readonly lab: ResolvedLab;
  private readonly options: unknown;
  private readonly watcher: ProbeWatcher | undefined;
  private readonly decisions: ReusedDecision<unknown, unknown>[];
  private readonly agents: Agent[];
  private readonly seeds: RunSeeds;
  private readonly kept: RunAgents;
  /** Counts cards and choices when the run asks for them (LabConfig.metrics). */
  private readonly cards: CardWatcher | undefined;
  /** Follows each game's course when the run asks for its shape (shape.ts). */
  private readonly shape: ShapeWatcher | undefined;
  /** Judges the shape's positions when the game has no evaluation (rollouts.ts). */
  private readonly rollouts: RolloutJudge | undefined;
  /** Every how many games the shape judges a game's course (LabConfig.shapeEvery). */
  private readonly shapeEvery: number;
  /** Narrows the first bot's choices in a restricted variant (restrict.ts). */
  private readonly restrictor: Restrictor | undefined;
  // Whether the paired metrics hold the first bot's share (some variant is restricted).
  private readonly entrantMetric: boolean;
  private readonly teamOf: Int32Array | undefined;

  /** `restrict`: the first bot's restriction in this variant (restrict.ts), if any. */
  constructor(lab: ResolvedLab, options: unknown, restrict?: Restriction) {
    this.lab = lab;
    this.options = options;
    this.watcher = lab.probe?.watch(lab.seats, options);
    this.recorder = new Recorder(lab.seats, this.watcher, lab.teams);
    this.decisions = reusedDecisions(lab.engine, lab.seats);
    this.agents = new Array<Agent>(lab.seats);
    this.seeds = new RunSeeds(lab.config.seed);
    this.kept = new RunAgents(lab.seats);
    this.entrantMetric = lab.variants.some((v) => v.restrict);
    this.metrics = new Float64Array(lab.seats + 4 + (this.entrantMetric ? 1 : 0));
    this.teamOf = lab.teams.length > 0 ? teamIndex(lab.seats, lab.teams) : undefined;
    this.cards = lab.config.metrics?.includes('cards')
      ? new CardWatcher(lab.engine, lab.seats, this.teamOf, lab.game.actionIds)
      : undefined;
    const shaped = lab.config.metrics?.includes('shape') === true;
    // A game without an evaluation is judged by rollouts, seeded by each game's seed.
    this.rollouts =
      shaped && !lab.game.evaluation ? new RolloutJudge(lab.engine, lab.seats) : undefined;
    this.shape = shaped
      ? new ShapeWatcher(lab.game.evaluation ?? this.rollouts?.evaluation, lab.seats, this.teamOf)
      : undefined;
    this.shapeEvery = shapeEveryOf(lab.config.shapeEvery, lab.game);
    this.restrictor = restrict ? new Restrictor(lab.engine, lab.seats, restrict) : undefined;
  }

  /** What this player counted: the recorder's tally, with the cards when counted. */
  tally(): LabTally {
    const tally = this.recorder.tally();
    const r = this.restrictor;
    return {
      ...tally,
      ...(this.cards ? { cards: this.cards.tally() } : {}),
      ...(this.shape ? { shape: this.shape.tally() } : {}),
      ...(r ? { restricted: [r.met, r.changed] } : {}),
    };
  }

  /** Plays game `index` of the run and counts it; `metrics` then hold its figures. */
  play(index: number): void {
    const { engine, seats, config } = this.lab;
    const rotate = config.rotate === true;
    // With rotation, each seed is played once per arrangement: bot 0 sits in seat `shift`.
    const shift = rotate ? index % seats : 0;
    const seeds = this.seeds;
    const state = engine.setup(
      this.options,
      seats,
      seeds.start(rotate ? Math.floor(index / seats) : index),
    );
    for (let seat = 0; seat < seats; seat++) {
      const make = this.lab.agents[botAt(seat, shift, seats)];
      if (!make) throw new Error(`no bot for seat ${seat + 1}`);
      this.agents[seat] = this.kept.agent(seat, make, seeds);
      (this.decisions[seat] as ReusedDecision<unknown, unknown>).state = state;
    }
    const watcher = this.watcher;
    watcher?.start(state);
    // Hoisted out of the loop below, which runs for every decision of every game.
    const before = watcher?.before ? watcher : undefined;
    const after = watcher?.after ? watcher : undefined;
    const cards = this.cards;
    cards?.start();
    const shape = this.shape;
    shape?.start();
    // Only a game that can judge positions, and in the run's sample, is asked after every action.
    const judging =
      shape?.judges === true && inShapeSample(index, this.shapeEvery) ? shape : undefined;
    if (judging) this.rollouts?.begin(seeds.gameSeed());
    const restrictor = this.restrictor;
    // The seat the first bot sits in: the restricted one, when this variant restricts it.
    const restricted = restrictor ? shift : -1;
    const agents = this.agents;
    const decisionOf = this.decisions;
    const branching = this.recorder.branching;
    const slots = this.recorder.branchingSlots;
    const bound = engine.facts.actionBound;
    let decisions = 0;
    let turns = 0;
    let last = -1;
    let stopped = false;
    for (;;) {
      const actors = engine.actors(state);
      if (actors.length === 0) break;
      if (decisions >= bound && stopsAtBound(engine, decisions, seeds)) {
        stopped = true;
        break;
      }
      const seat = askedNext(engine, state, actors, decisions);
      const decision = decisionOf[seat] as ReusedDecision<unknown, unknown>;
      const legal = engine.legalActions(state, seat, decision.legal);
      const offered = legal.length;
      if (offered < slots.length) (slots[offered] as number)++;
      else branching.add(offered);
      const action = (agents[seat] as Agent).act(
        seat === restricted && restrictor ? restrictor.decide(state, seat, decision) : decision,
      );
      if (!isLegal(legal, action)) {
        throw new Error(`${this.lab.bots[seat] ?? 'a bot'} chose illegal action ${action}`);
      }
      // After the choice: a bot leaves `legal` as it was, as the check above relies on too.
      cards?.decision(state, seat, legal, action);
      before?.before?.(state, seat, action);
      engine.apply(state, seat, action);
      after?.after?.(state, seat, action);
      decisions++;
      judging?.after(state, decisions);
      if (seat !== last) {
        turns++;
        last = seat;
      }
    }
    const outcome = stopped ? undefined : engine.outcome(state);
    if (!outcome && !stopped)
      throw new Error(`${engine.facts.id} stopped without an outcome (seed ${seeds.gameSeed()})`);
    if (outcome) {
      watcher?.finish(state, outcome);
      cards?.finish(outcome);
      shape?.finish(outcome, decisions);
    }
    this.recorder.finish(outcome, decisions, turns, shift);
    this.measure(outcome, decisions, turns, shift);
  }

  /**
   * The game's paired metrics (see paired.ts). A stopped game has no outcome: no seat won,
   * it was not drawn, and its total score counts as 0.
   */
  private measure(
    outcome: Outcome | undefined,
    decisions: number,
    turns: number,
    shift: number,
  ): void {
    const seats = this.lab.seats;
    const m = this.metrics;
    let total = 0;
    // As resultOf says: a game is drawn when every seat shares first place, else first wins.
    const drawn = outcome !== undefined && everySeatFirst(outcome.places);
    for (let s = 0; s < seats; s++) {
      m[s] = !drawn && outcome?.places[s] === 1 ? 1 : 0;
      total += outcome?.scores[s] ?? 0;
    }
    m[seats] = drawn ? 1 : 0;
    m[seats + 1] = total;
    m[seats + 2] = decisions;
    m[seats + 3] = turns;
    if (this.entrantMetric)
      m[seats + 4] = outcome ? headToHead(outcome.places, shift, this.teamOf) : 0;
  }
}

/**
 * Plays games from..to of every variant of a resolved lab run; `onGame`, if given, hears how
 * many of the chunk's games are done after each one.
 */
export function playChunk(
  lab: ResolvedLab,
  task: ChunkTask,
  onGame?: (played: number) => void,
): ChunkResult {
  const players = lab.variants.map((v) => new VariantPlayer(lab, v.options, v.restrict));
  const base = players[0];
  if (!base) throw new Error('a lab run needs at least one variant');
  const paired = players.slice(1).map(() => Array.from(base.metrics, () => emptyMoments()));
  for (let index = task.from; index < task.to; index++) {
    for (const player of players) player.play(index);
    paired.forEach((moments, v) => {
      const other = (players[v + 1] as VariantPlayer).metrics;
      moments.forEach((m, k) => {
        const d = (other[k] as number) - (base.metrics[k] as number);
        m.n++;
        m.sum += d;
        m.sumSquares += d * d;
      });
    });
    onGame?.(index + 1 - task.from);
  }
  return {
    index: task.index,
    games: task.to - task.from,
    tallies: players.map((p) => p.tally()),
    paired,
  };
}
