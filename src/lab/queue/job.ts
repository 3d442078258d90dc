/**
 * A chunk of a lab run as a job on a Redis queue: everything a worker on another machine needs
 * to play it (the run's config as the CLI resolved it, and the chunk's bounds), and the
 * versions it must match, since the report is byte-identical only when every chunk is played
 * by the same rules and bots.
 */
import packageJson from '../../../package.json' with { type: 'json' };
import type { LabConfig } from '../config.ts';
import type { ChunkResult, ChunkTask } from '../play.ts';

/**
 * BullMQ's own default: how long a job's lock lasts unless renewed, in ms. Here, not in
 * worker.ts, so that the command line names it without loading BullMQ.
 */
export const DEFAULT_LOCK_MS = 30_000;

/**
 * Bumped whenever a job's or a result's shape changes. 2: a config may ask for metrics (cards,
 * shape) and restrict a variant's first bot, and a tally may carry them (issue #36).
 */
export const QUEUE_PROTOCOL = 2;

/** The Matchday version a job is made or played by, e.g. '0.1.0'. */
export const MATCHDAY_VERSION: string = packageJson.version;

/** The queue a coordinator and its workers meet on, unless told another. */
export const DEFAULT_QUEUE = 'matchday-lab';

export interface ChunkJob {
  readonly protocol: number;
  readonly matchday: string;
  /** The game's id and version, e.g. { id: 'goalkeepers', version: '1.0.0' }. */
  readonly game: { readonly id: string; readonly version: string };
  /** The run this chunk belongs to, e.g. 'k3x9a0': several runs may share one queue. */
  readonly run: string;
  readonly config: LabConfig;
  readonly task: ChunkTask;
}

/**
 * A chunk's result as it travels back: plain JSON, the object playChunk returns, and which
 * thread of which worker played it (e.g. 'host-a/4711/2'), so the report can say how many
 * threads the run was played on.
 */
export interface ChunkReply extends ChunkResult {
  readonly player: string;
}

/** Job ids are namespaced by run, so one chunk is one job however often it is added. */
export function chunkJobId(run: string, index: number): string {
  return `${run}-${index}`;
}

/**
 * Why this worker must not play `job`, or undefined when it may: a worker on another protocol,
 * Matchday version or game version would play other games than the coordinator's run.
 */
export function refusal(
  job: ChunkJob,
  gameVersion: string | undefined,
  matchday: string = MATCHDAY_VERSION,
): string | undefined {
  const chunk = `chunk ${job.task.index} of lab run ${job.run}`;
  if (job.protocol !== QUEUE_PROTOCOL)
    return `${chunk} speaks queue protocol ${job.protocol}; this worker speaks ${QUEUE_PROTOCOL}.`;
  if (job.matchday !== matchday)
    return `${chunk} was made by Matchday ${job.matchday}; this worker runs ${matchday}.`;
  if (gameVersion === undefined)
    return `${chunk} plays '${job.game.id}', a game this worker does not know.`;
  if (gameVersion !== job.game.version)
    return `${chunk} plays ${job.game.id} ${job.game.version}; this worker has ${job.game.id} ${gameVersion}.`;
  return undefined;
}
