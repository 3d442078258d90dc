/**
 * Each seat's agent seed, and the seeds of a run of games. Apart from match.ts so that the
 * lab's workers, which play games without records, do not carry the record format (and its
 * zod schema) to draw them.
 */
import type { Agent, AgentFactory } from './agent.ts';
import type { Seat } from './game.ts';
import { Rng, SeedHash } from './rng.ts';

/** Each seat's agent seed, drawn from the match seed so a record's seed fixes the bots too. */
export function agentSeeds(seed: string, seats: number): string[] {
  const rng = Rng.fromSeed(`${seed}/agents`);
  return Array.from({ length: seats }, () => rng.seed());
}

// A hash that has taken nothing yet: where every agent seed's hash starts.
const UNHASHED = new SeedHash();

/**
 * The seeds of a run of games (a simulation, a lab run): game n is played from the seed
 * `${run}/${n}` with `agentSeeds` of that seed, so it is the very game runMatch plays from that
 * seed. The run's seed is hashed once; each game's and each agent's generator is then derived
 * from numbers (SeedHash), building no string and hashing no seed again.
 */
export class RunSeeds {
  private readonly seats: number;
  private readonly runSeed: string;
  private readonly run: SeedHash;
  private readonly game = new SeedHash();
  private readonly scratch = new SeedHash();
  private readonly agentsRng = Rng.fromSeed('');
  private readonly gameRng = Rng.fromSeed('');
  // Each seat's agent seed as its two words (Rng.seed writes them in base 36, joined by '-').
  private readonly agentWords: Uint32Array;
  private number = 0;

  constructor(seed: string, seats: number) {
    this.seats = seats;
    this.runSeed = seed;
    this.run = new SeedHash().text(`${seed}/`);
    this.agentWords = new Uint32Array(2 * seats);
  }

  /**
   * Moves to game `n` (a non-negative integer) and returns its generator, for its setup. It is
   * the same generator every game, reseeded in place: a game keeps the generator it is set up
   * with, so the previous game must be over and its state dropped, as a series drops it.
   */
  start(n: number): Rng {
    this.number = n;
    this.game.copyFrom(this.run).decimal(n);
    this.scratch.copyFrom(this.game).text('/agents').seed(this.agentsRng);
    for (let i = 0; i < 2 * this.seats; i++) this.agentWords[i] = this.agentsRng.nextUint32();
    this.game.seed(this.gameRng);
    return this.gameRng;
  }

  /** Seeds `into` in place as `Rng.fromSeed(agentSeed(seat))`, for an agent's `reset`. */
  agent(seat: Seat, into: Rng): void {
    const words = this.agentWords;
    this.scratch
      .copyFrom(UNHASHED)
      .base36(words[2 * seat] as number)
      .text('-')
      .base36(words[2 * seat + 1] as number)
      .seed(into);
  }

  /** The agent seed of `seat` in the current game, as `agentSeeds` gives it. */
  agentSeed(seat: Seat): string {
    const words = this.agentWords;
    return `${(words[2 * seat] as number).toString(36)}-${(words[2 * seat + 1] as number).toString(36)}`;
  }

  /** The current game's seed, e.g. '7/12'. */
  gameSeed(): string {
    return `${this.runSeed}/${this.number}`;
  }
}

/**
 * The agents of a run, kept from game to game: an agent with `reset` is made once per seat
 * and factory and reseeded for every game; one without it is made anew each game.
 */
export class RunAgents<View = unknown> {
  private readonly made: Map<AgentFactory<View>, Agent<View>>[];
  private readonly seed = Rng.fromSeed('');

  constructor(seats: number) {
    this.made = Array.from({ length: seats }, () => new Map<AgentFactory<View>, Agent<View>>());
  }

  /** The agent `make` gives `seat` for the current game of `seeds`. */
  agent(seat: Seat, make: AgentFactory<View>, seeds: RunSeeds): Agent<View> {
    const mine = this.made[seat] as Map<AgentFactory<View>, Agent<View>>;
    const kept = mine.get(make);
    if (kept?.reset) {
      seeds.agent(seat, this.seed);
      kept.reset(this.seed);
      return kept;
    }
    const agent = make(seat, seeds.agentSeed(seat));
    if (agent.reset) mine.set(make, agent);
    return agent;
  }
}
