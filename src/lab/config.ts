/**
 * A lab run as plain data (what the CLI parses, what a web form fills in, what is sent to
 * every worker), and its resolution into things that can play: the engine from the registry
 * (loaded on demand: a worker loads the one game it runs),
 * parsed options per variant, an agent factory per bot and the game's probe.
 */
import type { SequentialPlan } from './sequential.ts';
import type { AgentFactory } from '../core/agent.ts';
import { checkSeats, parseOptions } from '../core/checked.ts';
import { matchdayError, type MatchdayError } from '../core/errors.ts';
import type { AnyGame, Seat } from '../core/game.ts';
import { teamsOf } from '../core/teams.ts';
import { err, ok, type Result } from '../core/result.ts';
import { loadGame, type PlayableGame } from '../games/registry.ts';
import { canonicalBot, labBot } from './bots.ts';
import type { LabProbe } from '../core/probe.ts';
import type { LabMetric } from './metrics.ts';
import type { Restriction } from './restrict.ts';
export { LAB_METRICS, type LabMetric } from './metrics.ts';

/** One set of options to compare with the others, e.g. { label: 'attacks=5', options: { attacks: 5 } }. */
export interface Variant {
  readonly label: string;
  /** Overrides on top of the run's options. */
  readonly options: Readonly<Record<string, unknown>>;
  /**
   * The first bot of the list plays restricted in this variant (restrict.ts), e.g. never
   * playing Ghost Ball; the others play as they are.
   */
  readonly restrict?: Restriction;
}

export interface LabConfig {
  /** The game's id, e.g. 'goalkeepers'. */
  readonly game: string;
  /** Seats at the table, e.g. 2; default: one per bot when several are given, else the fewest. */
  readonly seats?: number;
  /** Bots in seat order, e.g. ['random', 'heuristic']; a single bot fills every seat. */
  readonly bots: readonly string[];
  /** Options shared by all variants, raw (the game's schema parses them), e.g. { rounds: 5 }. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Variants played on the same seeds; absent: one variant, the options as given. */
  readonly variants?: readonly Variant[];
  /** Fixes every game: game i of every variant is played from seed `${seed}/${i}`. */
  readonly seed: string;
  /** Games per variant, e.g. 10000. */
  readonly games: number;
  /**
   * Bots change seats game by game (bot 0 sits in seat i mod seats), each seed played once in
   * every arrangement, so that neither the seat nor the luck of a seed favours a bot.
   */
  readonly rotate?: boolean;
  /** Whether the game's probe counts its own figures (default true). */
  readonly probe?: boolean;
  /**
   * Figures beyond the generic ones, each at a cost per game: 'cards' counts cards and choices
   * (cards.ts), 'shape' the course of each game (shape.ts). Absent: none.
   */
  readonly metrics?: readonly LabMetric[];
  /**
   * With 'shape': the course of every `shapeEvery`-th game is judged (games 0, K, 2K … of the
   * run), the others counted for margins and draws only. Absent: every game where the game has
   * its own evaluation, where rollouts judge 1 game in the game's own `shapeSample` (its
   * registry entry; SHAPE_SAMPLE without one), shape.ts shapeEveryOf.
   */
  readonly shapeEvery?: number;
  /**
   * Play until the difference between variants is decided (sequential.ts), `games` being the
   * most it may play: `matchday lab --until-decided`, the Lab page's "Until decided".
   */
  readonly until?: Omit<SequentialPlan, 'maxGames'>;
}

/** The most games one lab run plays per variant. */
export const MAX_GAMES = 100_000_000;

export interface ResolvedLab {
  readonly config: LabConfig;
  readonly game: PlayableGame;
  readonly engine: AnyGame;
  readonly seats: number;
  /** Canonical descriptors in seat order (for rotation: in the order of the list). */
  readonly bots: readonly string[];
  readonly agents: readonly AgentFactory[];
  readonly variants: readonly ResolvedVariant[];
  readonly probe: LabProbe | undefined;
  /** The game's teams at this seat count (GameFacts.teams), e.g. [[0, 2], [1, 3]]; [] without. */
  readonly teams: readonly (readonly Seat[])[];
}

export interface ResolvedVariant {
  readonly label: string;
  /** The options after the game's schema, defaults filled in. */
  readonly options: unknown;
  /** The first bot's restriction in this variant, if any. */
  readonly restrict?: Restriction;
}

function bad(message: string): Result<never, MatchdayError> {
  return err(matchdayError('bad-options', message));
}

/** Where a run's game comes from: the registry's loader, or a test's own game. */
export type GameLoader = (
  id: string,
) => Result<PlayableGame, MatchdayError> | Promise<Result<PlayableGame, MatchdayError>>;

/**
 * Loads the config's game (that game only) and checks the config against it, preparing it
 * for play; changes nothing and plays nothing.
 */
export async function resolveLab(
  config: LabConfig,
  load: GameLoader = loadGame,
): Promise<Result<ResolvedLab, MatchdayError>> {
  const found = await load(config.game);
  return found.ok ? resolveFor(config, found.value) : found;
}

function resolveFor(config: LabConfig, game: PlayableGame): Result<ResolvedLab, MatchdayError> {
  const engine = game.engine;
  if (!Number.isSafeInteger(config.games) || config.games < 1 || config.games > MAX_GAMES)
    return bad(`A lab run plays 1 to ${MAX_GAMES} games, not ${config.games}.`);
  const every = config.shapeEvery;
  if (every !== undefined && (!Number.isSafeInteger(every) || every < 1))
    return bad(`The shape judges every k-th game for a whole k of at least 1, not ${every}.`);
  if (config.bots.length === 0) return err(matchdayError('unknown-bot', 'No bot was named.'));
  const seats =
    config.seats ?? (config.bots.length > 1 ? config.bots.length : engine.facts.minSeats);
  const seatCheck = checkSeats(engine, seats);
  if (!seatCheck.ok) return seatCheck;
  if (config.bots.length !== 1 && config.bots.length !== seats)
    return err(
      matchdayError(
        'bad-seats',
        `${config.bots.length} bots for ${seats} seats: name one bot for all, or one per seat.`,
      ),
    );
  const names = config.bots.length === 1 ? Array(seats).fill(config.bots[0]) : config.bots;
  const agents: AgentFactory[] = [];
  for (const name of names as string[]) {
    const bot = labBot(name, game);
    if (!bot.ok) return bot;
    agents.push(bot.value);
  }
  const variants: ResolvedVariant[] = [];
  for (const variant of config.variants ?? [{ label: 'as given', options: {} }]) {
    const options = parseOptions(engine, { ...config.options, ...variant.options });
    if (!options.ok) return options;
    const problem = engine.facts.seatsProblem?.(options.value, seats);
    if (problem) return err(matchdayError('bad-seats', problem));
    if (variant.restrict && !variant.restrict.name.trim())
      return bad('A restricted bot needs the name of a card or choice.');
    variants.push({
      label: variant.label,
      options: options.value,
      ...(variant.restrict ? { restrict: variant.restrict } : {}),
    });
  }
  return ok({
    config,
    game,
    engine,
    seats,
    bots: (names as string[]).map(canonicalBot),
    agents,
    variants,
    probe: config.probe === false ? undefined : game.probe,
    teams: engine.facts.teams ? teamsOf(engine, seats) : [],
  });
}
