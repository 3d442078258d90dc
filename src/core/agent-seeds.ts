/**
 * Each seat's agent seed, and the seeds of a run of games. Apart from match.ts so that the
 * lab's workers, which play games without records, do not carry the record format (and its
 * zod schema) to draw them.
 *
 * Since record format version 3, the agent in seat s of the game played from seed X is seeded
 * with `${X}/agent/${s}`. Versions 1 and 2 drew each agent's seed from a generator seeded with
 * `${X}/agents` (two words written in base 36): a run had to seed that generator, draw from it
 * and hash the drawn words again for every game, about a twentieth of a short game's time in a
 * simulation. Records replay from their actions, so old ones replay as before; only re-running
 * an old record's bots from its seed would pick other moves.
 */
import type { Agent, AgentFactory } from './agent.ts';
import type { Seat } from './game.ts';
import { Rng, SeedHash } from './rng.ts';

/** What follows a game's seed in each of its agents' seeds, before the seat's number. */
const AGENT = '/agent/';

/** The agent seed of `seat` (0-based) in the game played from `seed`. */
export function agentSeed(seed: string, seat: Seat): string {
  return `${seed}${AGENT}${seat}`;
}

/** Each seat's agent seed, made from the match seed so a record's seed fixes the bots too. */
export function agentSeeds(seed: string, seats: number): string[] {
  return Array.from({ length: seats }, (_, seat) => agentSeed(seed, seat));
}

/**
 * The seeds of a run of games (a simulation, a lab run): game n is played from the seed
 * `${run}/${n}` with `agentSeeds` of that seed, so it is the very game runMatch plays from that
 * seed. The run's seed is hashed once; each game's and each agent's generator is then derived
 * by hashing on from there (SeedHash): the game's number, then '/agent/' and the seat's, with
 * no string built and no common start hashed again.
 */
export class RunSeeds {
  private readonly runSeed: string;
  private readonly run: SeedHash;
  // The current game's seed hashed, then with AGENT after it: where its agents' seeds start.
  private readonly game = new SeedHash();
  private readonly agents = new SeedHash();
  private readonly scratch = new SeedHash();
  private readonly gameRng = Rng.fromSeed('');
  private number = 0;

  constructor(seed: string) {
    this.runSeed = seed;
    this.run = new SeedHash().text(`${seed}/`);
  }

  /**
   * Moves to game `n` (a non-negative integer) and returns its generator, for its setup. It is
   * the same generator every game, reseeded in place: a game keeps the generator it is set up
   * with, so the previous game must be over and its state dropped, as a series drops it.
   */
  start(n: number): Rng {
    this.number = n;
    this.game.copyFrom(this.run).decimal(n);
    this.agents.copyFrom(this.game).text(AGENT);
    this.game.seed(this.gameRng);
    return this.gameRng;
  }

  /** Seeds `into` in place as `Rng.fromSeed(agentSeed(seat))`, for an agent's `reset`. */
  agent(seat: Seat, into: Rng): void {
    this.scratch.copyFrom(this.agents).decimal(seat).seed(into);
  }

  /** The agent seed of `seat` in the current game, as `agentSeeds` gives it. */
  agentSeed(seat: Seat): string {
    return agentSeed(this.gameSeed(), seat);
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
