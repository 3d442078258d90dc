/**
 * The lab's hot loop: plays a chunk of games (indices from..to) of every variant and counts
 * them. It runs the same in the CLI's worker threads, in-process in tests and in a browser's
 * web workers. Per decision it does what the match runner does minus the record: actors,
 * legal actions into a reused array, the agent's choice, apply, and one histogram count.
 *
 * Game i of every variant is played from seed `${seed}/${i}` with the match runner's agent
 * seeds, so it is the very game `matchday simulate` plays as game i (with rotation, seeds go
 * by arrangement: see LabConfig.rotate).
 */
import type { Agent, Decision } from '../core/agent.ts';
import type { Action, AnyGame, Seat } from '../core/game.ts';
import { agentSeeds } from '../core/agent-seeds.ts';
import { Rng } from '../core/rng.ts';
import type { ResolvedLab } from './config.ts';
import type { ProbeWatcher } from '../core/probe.ts';
import { emptyMoments, type Moments } from './stats.ts';
import { Recorder, resultOf, type LabTally } from './tally.ts';

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

/** A decision reused across the games of a chunk; the view is built only if an agent reads it. */
class LabDecision implements Decision<unknown> {
  legal: Action[] = [];
  state: unknown = undefined;
  readonly seat: Seat;
  private readonly engine: AnyGame;

  constructor(engine: AnyGame, seat: Seat) {
    this.engine = engine;
    this.seat = seat;
  }

  get view(): unknown {
    return this.engine.view(this.state, this.seat);
  }

  label(action: Action): string {
    return this.engine.actionLabel(this.state, this.seat, action);
  }
}

/** Plays games of one variant and counts them. */
class VariantPlayer {
  readonly recorder: Recorder;
  /** The per-game quantities of the last game, in the order of paired.ts's pairedMetrics. */
  readonly metrics: Float64Array;
  private readonly lab: ResolvedLab;
  private readonly options: unknown;
  private readonly watcher: ProbeWatcher | undefined;
  private readonly decisions: LabDecision[];
  private readonly agents: Agent[];

  constructor(lab: ResolvedLab, options: unknown) {
    this.lab = lab;
    this.options = options;
    this.watcher = lab.probe?.watch(lab.seats, options);
    this.recorder = new Recorder(lab.seats, this.watcher);
    this.decisions = Array.from({ length: lab.seats }, (_, s) => new LabDecision(lab.engine, s));
    this.agents = new Array<Agent>(lab.seats);
    this.metrics = new Float64Array(lab.seats + 4);
  }

  play(index: number): void {
    const { engine, seats, config } = this.lab;
    const rotate = config.rotate === true;
    // With rotation, each seed is played once per arrangement: bot 0 sits in seat `shift`.
    const shift = rotate ? index % seats : 0;
    const seed = `${config.seed}/${rotate ? Math.floor(index / seats) : index}`;
    const state = engine.setup(this.options, seats, Rng.fromSeed(seed));
    const seeds = agentSeeds(seed, seats);
    for (let seat = 0; seat < seats; seat++) {
      const make = this.lab.agents[(seat + seats - shift) % seats];
      if (!make) throw new Error(`no bot for seat ${seat + 1}`);
      this.agents[seat] = make(seat, seeds[seat] as string);
      (this.decisions[seat] as LabDecision).state = state;
    }
    const watcher = this.watcher;
    watcher?.start(state);
    const branching = this.recorder.branching;
    const bound = engine.facts.actionBound;
    let decisions = 0;
    let turns = 0;
    let last = -1;
    for (;;) {
      const actors = engine.actors(state);
      if (actors.length === 0) break;
      const seat = actors[0] as Seat;
      const decision = this.decisions[seat] as LabDecision;
      const legal = engine.legalActions(state, seat, decision.legal);
      branching.add(legal.length);
      const action = (this.agents[seat] as Agent).act(decision);
      if (!legal.includes(action)) {
        throw new Error(`${this.lab.bots[seat] ?? 'a bot'} chose illegal action ${action}`);
      }
      watcher?.before?.(state, seat, action);
      engine.apply(state, seat, action);
      watcher?.after?.(state, seat, action);
      decisions++;
      if (seat !== last) {
        turns++;
        last = seat;
      }
      if (decisions > bound)
        throw new Error(`${engine.facts.id} ran past its bound of ${bound} actions (seed ${seed})`);
    }
    const outcome = engine.outcome(state);
    if (!outcome) throw new Error(`${engine.facts.id} stopped without an outcome (seed ${seed})`);
    watcher?.finish(state, outcome);
    this.recorder.finish(outcome, decisions, turns, shift);
    const m = this.metrics;
    let total = 0;
    let drawn = 1;
    for (let s = 0; s < seats; s++) {
      const result = resultOf(outcome, s);
      m[s] = result === 'wins' ? 1 : 0;
      if (result !== 'draws') drawn = 0;
      total += outcome.scores[s] ?? 0;
    }
    m[seats] = drawn;
    m[seats + 1] = total;
    m[seats + 2] = decisions;
    m[seats + 3] = turns;
  }
}

/** Plays games from..to of every variant of a resolved lab run. */
/** Plays a chunk; `onGame`, if given, hears how many of its games are done after each one. */
export function playChunk(
  lab: ResolvedLab,
  task: ChunkTask,
  onGame?: (played: number) => void,
): ChunkResult {
  const players = lab.variants.map((v) => new VariantPlayer(lab, v.options));
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
    tallies: players.map((p) => p.recorder.tally()),
    paired,
  };
}
