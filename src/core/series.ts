/**
 * A series: many games of one game between the same agents, game n played from the seed
 * `${seed}/${n}`, each exactly the game runMatch plays from that seed, without its record.
 * What `matchday simulate` runs. The input is checked once for the whole series, the seeds are
 * derived from numbers (RunSeeds) and agents that can be reset are kept from game to game,
 * so a game costs little more than its own moves.
 */
import type { Agent, AgentFactory, Decision } from './agent.ts';
import { RunAgents, RunSeeds } from './agent-seeds.ts';
import { askedNext } from './asking-order.ts';
import { checkSeats, parseOptions } from './checked.ts';
import { matchdayError, type MatchdayError } from './errors.ts';
import type { Action, Game, Outcome, Seat } from './game.ts';
import { err, ok, type Result } from './result.ts';

/**
 * A decision reused from game to game; the view is built only if the agent reads it, so agents
 * that ignore it (the random bot) cost the hot loop nothing.
 */
export class ReusedDecision<S, V> implements Decision<V> {
  legal: Action[];
  /** The state of the game being played. */
  state: S | undefined = undefined;
  readonly seat: Seat;
  private readonly game: Game<S, V, unknown>;

  constructor(game: Game<S, V, unknown>, seat: Seat, legal: Action[] = []) {
    this.game = game;
    this.seat = seat;
    this.legal = legal;
  }

  get view(): V {
    return this.game.view(this.state as S, this.seat);
  }

  label(action: Action): string {
    return this.game.actionLabel(this.state as S, this.seat, action);
  }
}

/**
 * One reused decision per seat, all filling the same array of legal actions: a runner asks one
 * seat at a time, and each ask refills it. One array rather than one per seat because an engine
 * may set the array's length after filling it (Goalkeepers does), a call into the runtime each
 * time the length changes; with an array per seat that happens more often (the bench's protocol
 * loop, given an array per seat, ran 6–16% slower on 2-player Goalkeepers).
 */
export function reusedDecisions<S, V>(
  game: Game<S, V, unknown>,
  seats: number,
): ReusedDecision<S, V>[] {
  const legal: Action[] = [];
  return Array.from({ length: seats }, (_, seat) => new ReusedDecision(game, seat, legal));
}

/**
 * The bound rule of every game loop (runMatch, a series, the lab), asked before each action
 * once `actions` have been played: true when an endless game (GameFacts.endless) is to stop
 * here; a game that is not endless and needs more than its bound throws, naming the game's
 * seed when `seeds` is given (read only then: this runs for every action).
 */
export function stopsAtBound(
  game: Pick<Game<unknown, unknown, unknown>, 'facts'>,
  actions: number,
  seeds?: Pick<RunSeeds, 'gameSeed'>,
): boolean {
  const { actionBound, endless, id } = game.facts;
  if (actions < actionBound) return false;
  if (endless === true) return true;
  const where = seeds === undefined ? '' : ` (seed ${seeds.gameSeed()})`;
  throw new Error(`${id} ran past its bound of ${actionBound} actions${where}`);
}

/**
 * Whether `action` is one of `legal`, as `legal.includes(action)`: a runner's check of an
 * agent's choice. A forced decision (one legal action, most decisions of a dice game) is
 * checked by one comparison, without the search.
 */
export function isLegal(legal: readonly Action[], action: Action): boolean {
  return legal.length === 1 ? legal[0] === action : legal.includes(action);
}

/** How one game of a series went; the series reuses it for the next game. */
export interface SeriesGame {
  /** The outcome, or undefined when an endless game was stopped at its bound. */
  outcome: Outcome | undefined;
  /** Actions played, e.g. 36. */
  actions: number;
}

export interface SeriesRequest<V> {
  /** The series' seed: game n is played from `${seed}/${n}`. */
  readonly seed: string;
  /** Raw options, parsed once by the game's schema. */
  readonly options?: unknown;
  /** One agent factory per seat, with its descriptor for messages, e.g. 'bot:random'. */
  readonly players: readonly { readonly agent: string; readonly make: AgentFactory<V> }[];
}

export class MatchSeries<S, V, O> {
  private readonly game: Game<S, V, O>;
  private readonly options: O;
  private readonly players: SeriesRequest<V>['players'];
  private readonly seeds: RunSeeds;
  private readonly agents: RunAgents<V>;
  private readonly seatAgents: Agent<V>[];
  private readonly decisions: ReusedDecision<S, V>[];
  private readonly result: SeriesGame = { outcome: undefined, actions: 0 };

  private constructor(game: Game<S, V, O>, options: O, request: SeriesRequest<V>) {
    const seats = request.players.length;
    this.game = game;
    this.options = options;
    this.players = request.players;
    this.seeds = new RunSeeds(request.seed);
    this.agents = new RunAgents(seats);
    this.seatAgents = new Array<Agent<V>>(seats);
    this.decisions = reusedDecisions(game as Game<S, V, unknown>, seats);
  }

  /** A series, or why its seats or options do not go with the game (as runMatch refuses them). */
  static start<S, V, O>(
    game: Game<S, V, O>,
    request: SeriesRequest<V>,
  ): Result<MatchSeries<S, V, O>, MatchdayError> {
    const seats = checkSeats(game, request.players.length);
    if (!seats.ok) return seats;
    const options = parseOptions(game as Game<unknown, unknown, O>, request.options);
    if (!options.ok) return options;
    const problem = game.facts.seatsProblem?.(options.value, seats.value);
    if (problem !== undefined) return err(matchdayError('bad-seats', problem));
    return ok(new MatchSeries(game, options.value, request));
  }

  /**
   * Plays game `n` (a non-negative integer) to its end, or an endless game to its bound. An
   * agent's illegal action, or a game that is not endless running past its bound, throws.
   */
  play(n: number): SeriesGame {
    const { game, seeds, seatAgents, decisions } = this;
    const seats = seatAgents.length;
    const state = game.setup(this.options, seats, seeds.start(n));
    for (let seat = 0; seat < seats; seat++) {
      const make = (this.players[seat] as SeriesRequest<V>['players'][number]).make;
      seatAgents[seat] = this.agents.agent(seat, make, seeds);
      (decisions[seat] as ReusedDecision<S, V>).state = state;
    }
    const bound = game.facts.actionBound;
    let actions = 0;
    for (;;) {
      const actors = game.actors(state);
      if (actors.length === 0) break;
      if (actions >= bound && stopsAtBound(game, actions, seeds)) break;
      const seat = askedNext(game, state, actors, actions);
      const decision = decisions[seat] as ReusedDecision<S, V>;
      const legal = game.legalActions(state, seat, decision.legal);
      const action = (seatAgents[seat] as Agent<V>).act(decision);
      if (!isLegal(legal, action)) {
        const agent = this.players[seat]?.agent ?? 'agent';
        throw new Error(`${agent} chose illegal action ${action} (seed ${seeds.gameSeed()})`);
      }
      game.apply(state, seat, action);
      actions++;
    }
    this.result.outcome = game.outcome(state);
    this.result.actions = actions;
    return this.result;
  }
}
