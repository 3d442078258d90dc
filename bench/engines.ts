/**
 * `npm run bench`: how fast every playable game plays random full games, on one core.
 *
 * For each game of the registry and each seat count it times three ways of playing:
 * - protocol: setup, then actors + legalActions (one reused array) + a uniformly random
 *   choice + apply until the game ends; no views, no events, no records;
 * - runMatch: the match runner with the random bot in every seat (checked setup, records);
 * - simulate: what `matchday simulate` plays per game (a match series: core/series.ts), the
 *   random bot in every seat;
 * - lab: what one worker of `matchday lab` plays per game (lab/play.ts), the random bot in
 *   every seat, the game's probe counting as it does by default;
 * - lab+cards: the same with `--metrics cards` (lab/cards.ts), whose cost over the lab path
 *   issue #36 bounds at 20% (printed after the targets, per row);
 * - tight: the game's hand-written tight loop (bench/tight/), when it has one;
 * - baseline: one plain reference workload, the same for every row (the hand-written loop of
 *   2-player Goalkeepers), timed in the same process between the others,
 * and prints games and actions per second, how far each path is behind its game's tight loop
 * and its protocol path, and each path as a ratio to the baseline, which stays comparable
 * across machines and loads. It ends with the targets of the simulate and lab paths against
 * the protocol path (2-player Goalkeepers), met or not, each game's legality queries in
 * microseconds (bench/queries.ts: every decision, and those that move a piece) and, for the
 * board games, the reachable cells a board highlights (bench/moves.ts).
 *
 * Time is the main thread's CPU time, not the wall clock's, so that the figures hold on a
 * machine busy with other work. BENCH_SECONDS sets the timed budget of each measurement
 * (default 1.5); `--json` prints the
 * figures as JSON instead of a table; game ids given as arguments (`npm run bench --
 * goalkeepers`) bench those games only.
 */
import { cpus } from 'node:os';
import { randomAgent } from '../src/bots/random.ts';
import type { Action, AnyGame, Seat } from '../src/core/game.ts';
import { runMatch, type MatchPlayer } from '../src/core/match.ts';
import type { PlayableGame } from '../src/core/playable.ts';
import { ok } from '../src/core/result.ts';
import { Rng } from '../src/core/rng.ts';
import { Simulation } from '../src/cli/simulate/simulation.ts';
import { isGameId, loadPlayableGames } from '../src/games/registry.ts';
import { resolveLab, type ResolvedLab } from '../src/lab/config.ts';
import type { LabMetric } from '../src/lab/metrics.ts';
import { VariantPlayer } from '../src/lab/play.ts';
import { measureQueries, queryLines, type QueryFigure } from './queries.ts';
import { BASELINE, TIGHT_LOOPS, type TightLoop } from './tight/index.ts';
import { measureMoveQueries, moveQueryLines, type MoveQueryFigure } from './moves.ts';

/** How a game is played: through the protocol, through the match runner, or hand-written. */
type Path = 'protocol' | 'runMatch' | 'simulate' | 'lab' | 'lab+cards' | 'tight' | 'baseline';

/** Plays one full game and returns its number of actions. */
type PlayOne = () => number;

interface Measurement {
  readonly game: string;
  readonly seats: number;
  readonly path: Path;
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly actionsPerSecond: number;
  readonly actionsPerGame: number;
  /** Games per second of the slowest and fastest slice of the budget, e.g. [98000, 104000]. */
  readonly gamesPerSecondRange: readonly [number, number];
  /** The tight loop's games per second over this path's, e.g. 2.4; absent without a tight loop. */
  readonly tightRatio?: number;
  /** The baseline's games per second over this path's: this path's cost in reference games. */
  readonly baselineRatio?: number;
  /** The protocol path's games per second over this path's, e.g. 1.3. */
  readonly protocolRatio?: number;
}

/**
 * Tracker #20's targets: how far behind the protocol path (2-player Goalkeepers, random
 * bots) the simulate path and one lab worker may be.
 */
const TARGETS: readonly { readonly path: Path; readonly most: number }[] = [
  { path: 'simulate', most: 1.5 },
  { path: 'lab', most: 1.3 },
];

/** Issue #36: the metrics add at most 20% to the lab's cost per game. */
const METRICS_MOST = 1.2;
const TARGET_GAME = 'goalkeepers';

/**
 * The CPU time this thread has used, in milliseconds: what the slices are timed by, so that
 * other processes on a busy machine (another build, another bench) do not count against
 * whichever path happened to be running, as they would on the wall clock.
 */
function cpuMilliseconds(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

// Each budget is timed in slices, the paths taking turns slice by slice, so that load from
// elsewhere falls on all paths alike and shows as a spread instead of skewing the ratios.
const SLICES = 5;
// Games between two looks at the clock: keeps the clock's cost out of the fastest loops.
const BATCH = 16;

function budgetSeconds(): number {
  const raw = process.env['BENCH_SECONDS'];
  if (raw === undefined || raw === '') return 1.5;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`BENCH_SECONDS must be a positive number of seconds, not '${raw}'.`);
  }
  return seconds;
}

/** One path's running totals over its slices. */
class Timing {
  games = 0;
  actions = 0;
  elapsed = 0;
  readonly rates: number[] = [];

  readonly path: Path;
  readonly play: PlayOne;

  constructor(path: Path, play: PlayOne) {
    this.path = path;
    this.play = play;
  }

  reset(): void {
    this.games = 0;
    this.actions = 0;
    this.elapsed = 0;
    this.rates.length = 0;
  }

  /** Plays whole batches of games for about `seconds` of this thread's CPU time. */
  slice(seconds: number): void {
    const play = this.play;
    let games = 0;
    let actions = 0;
    const start = cpuMilliseconds();
    const end = start + seconds * 1000;
    let now: number;
    do {
      for (let i = 0; i < BATCH; i++) actions += play();
      games += BATCH;
      now = cpuMilliseconds();
    } while (now < end);
    this.games += games;
    this.actions += actions;
    this.elapsed += (now - start) / 1000;
    this.rates.push((games * 1000) / (now - start));
  }
}

/**
 * Games measured at chosen setups instead of every seat count: Next Goal Wins' single match
 * and a 4-seat season (its hot loop in the lab), each a row named by its label.
 */
const SETUPS: Readonly<
  Record<string, readonly { label: string; seats: number; options: Record<string, unknown> }[]>
> = {
  'next-goal-wins': [
    { label: 'match', seats: 2, options: { mode: 'match' } },
    { label: 'season', seats: 4, options: { mode: 'season' } },
  ],
};

/** Setup, then actors + legalActions + a random choice + apply until the game ends. */
function protocolPlayer(engine: AnyGame, seats: number, raw: unknown = {}): PlayOne {
  const options = engine.facts.options.parse(raw);
  const games = Rng.fromSeed(`bench/${engine.facts.id}/${seats}/protocol`);
  const chooser = Rng.fromSeed(`bench/${engine.facts.id}/${seats}/chooser`);
  const legal: Action[] = [];
  return () => {
    const state = engine.setup(options, seats, Rng.fromRng(games));
    let actions = 0;
    for (;;) {
      const actors = engine.actors(state);
      if (actors.length === 0) return actions;
      const seat = actors[0] as Seat;
      engine.legalActions(state, seat, legal);
      const n = legal.length;
      engine.apply(state, seat, legal[n === 1 ? 0 : chooser.int(n)] as Action);
      actions++;
    }
  };
}

/** The match runner with the random bot in every seat, one seed per game. */
function runMatchPlayer(engine: AnyGame, seats: number, options?: unknown): PlayOne {
  const players: MatchPlayer<unknown>[] = Array.from({ length: seats }, (_, seat) => ({
    name: `Seat ${seat + 1}`,
    agent: 'bot:random',
    make: randomAgent,
  }));
  let game = 0;
  return () => {
    const result = runMatch(engine, { players, seed: `bench-${seats}-${game++}`, options });
    if (!result.ok) throw new Error(result.error.message);
    return result.value.actions.length;
  };
}

function randomPlayers(seats: number): { agent: string; make: typeof randomAgent }[] {
  return Array.from({ length: seats }, () => ({ agent: 'bot:random', make: randomAgent }));
}

/** What `matchday simulate` plays per game, the random bot in every seat. */
function simulatePlayer(engine: AnyGame, seats: number, options?: unknown): PlayOne {
  const simulation = Simulation.start(engine, {
    seed: `bench-${seats}`,
    options,
    players: randomPlayers(seats),
  });
  if (!simulation.ok) throw new Error(simulation.error.message);
  const run = simulation.value;
  return () => run.playNext();
}

/** What one lab worker plays per game, the random bot in every seat, probes on. */
function labPlayer(lab: ResolvedLab): PlayOne {
  const player = new VariantPlayer(lab, lab.variants[0]?.options);
  const decisions = lab.seats + 2; // the decisions metric (paired.ts)
  let game = 0;
  return () => {
    player.play(game++);
    return player.metrics[decisions] as number;
  };
}

async function resolveBenchLab(
  game: PlayableGame,
  seats: number,
  options?: Record<string, unknown>,
  metrics?: LabMetric[],
): Promise<ResolvedLab> {
  const config = {
    game: game.engine.facts.id,
    seats,
    bots: ['random'],
    seed: `bench-${seats}`,
    games: 1,
    ...(options ? { options } : {}),
    ...(metrics ? { metrics } : {}),
  };
  const lab = await resolveLab(config, () => ok(game));
  if (!lab.ok) throw new Error(lab.error.message);
  return lab.value;
}

function tightPlayer(loop: TightLoop, id: string, seats: number): PlayOne {
  const rng = Rng.fromSeed(`bench/${id}/${seats}/tight`);
  return () => loop(seats, rng);
}

function measurement(game: string, seats: number, t: Timing): Measurement {
  return {
    game,
    seats,
    path: t.path,
    games: t.games,
    actions: t.actions,
    seconds: t.elapsed,
    gamesPerSecond: t.games / t.elapsed,
    actionsPerSecond: t.actions / t.elapsed,
    actionsPerGame: t.actions / t.games,
    gamesPerSecondRange: [Math.min(...t.rates), Math.max(...t.rates)],
  };
}

async function benchSeatCount(
  game: PlayableGame,
  seats: number,
  seconds: number,
  setup?: { label: string; options: Record<string, unknown> },
): Promise<Measurement[]> {
  const { engine } = game;
  const { id } = engine.facts;
  const tight = isGameId(id) && !setup ? TIGHT_LOOPS[id] : undefined;
  const lab = await resolveBenchLab(game, seats, setup?.options);
  const timings = [
    new Timing('protocol', protocolPlayer(engine, seats, setup?.options)),
    new Timing('runMatch', runMatchPlayer(engine, seats, setup?.options)),
    new Timing('simulate', simulatePlayer(engine, seats, setup?.options)),
    new Timing('lab', labPlayer(lab)),
    new Timing(
      'lab+cards',
      labPlayer(await resolveBenchLab(game, seats, setup?.options, ['cards'])),
    ),
  ];
  if (tight) timings.push(new Timing('tight', tightPlayer(tight, id, seats)));
  timings.push(new Timing('baseline', tightPlayer(BASELINE, 'baseline', 2)));
  // Warm-up: let the JIT settle on every path before anything is timed.
  const warmUp = Math.min(0.5, seconds / 3);
  for (const t of timings) {
    t.slice(warmUp);
    t.reset();
  }
  for (let slice = 0; slice < SLICES; slice++) {
    for (const t of timings) t.slice(seconds / SLICES);
  }
  const name = setup ? `${id} (${setup.label})` : id;
  const all = timings.map((t) => measurement(name, seats, t));
  const reference = all.find((m) => m.path === 'baseline') as Measurement;
  const ownTight = all.find((m) => m.path === 'tight');
  const protocol = all.find((m) => m.path === 'protocol') as Measurement;
  return all
    .filter((m) => m.path !== 'baseline')
    .map((m) => ({
      ...m,
      baselineRatio: reference.gamesPerSecond / m.gamesPerSecond,
      protocolRatio: protocol.gamesPerSecond / m.gamesPerSecond,
      ...(ownTight ? { tightRatio: ownTight.gamesPerSecond / m.gamesPerSecond } : {}),
    }));
}

async function benchGame(game: PlayableGame, seconds: number): Promise<Measurement[]> {
  const { minSeats, maxSeats, id } = game.engine.facts;
  const setups = SETUPS[id] ?? [];
  const results: Measurement[] = [];
  for (const setup of setups)
    results.push(...(await benchSeatCount(game, setup.seats, seconds, setup)));
  for (let seats = minSeats; setups.length === 0 && seats <= maxSeats; seats++) {
    results.push(...(await benchSeatCount(game, seats, seconds)));
  }
  return results;
}

/** The targets' lines: each path's slowdown against the protocol path, and whether it is met. */
function targetLines(results: readonly Measurement[]): string[] {
  return TARGETS.flatMap(({ path, most }) => {
    const row = results.find((m) => m.game === TARGET_GAME && m.seats === 2 && m.path === path);
    if (row?.protocolRatio === undefined) return [];
    const met = row.protocolRatio <= most ? 'met' : 'NOT met';
    return [
      `${path} ÷ protocol, 2-player ${TARGET_GAME}: ${row.protocolRatio.toFixed(2)}x (target at most ${most}x: ${met})`,
    ];
  });
}

/** Each row's cost of the cards metric: the lab path's games per second over lab+cards'. */
function metricLines(results: readonly Measurement[]): string[] {
  return results.flatMap((m) => {
    if (m.path !== 'lab') return [];
    const cards = results.find(
      (c) => c.path === 'lab+cards' && c.game === m.game && c.seats === m.seats,
    );
    if (!cards) return [];
    const ratio = m.gamesPerSecond / cards.gamesPerSecond;
    const met = ratio <= METRICS_MOST ? 'met' : 'NOT met';
    return [
      `lab+cards ÷ lab, ${m.seats}-player ${m.game}: ${ratio.toFixed(2)}x (issue #36: at most ${METRICS_MOST}x: ${met})`,
    ];
  });
}

function formatTable(results: readonly Measurement[], seconds: number): string {
  const header = [
    'game',
    'seats',
    'path',
    'games/s',
    'spread',
    'actions/s',
    'actions/game',
    'tight ÷ path',
    'path ÷ protocol',
    'baseline ÷ path',
  ];
  const rows = results.map((m) => [
    m.game,
    String(m.seats),
    m.path,
    Math.round(m.gamesPerSecond).toLocaleString('en-US'),
    `±${((50 * (m.gamesPerSecondRange[1] - m.gamesPerSecondRange[0])) / m.gamesPerSecond).toFixed(1)}%`,
    Math.round(m.actionsPerSecond).toLocaleString('en-US'),
    m.actionsPerGame.toFixed(2),
    m.tightRatio === undefined ? '—' : `${m.tightRatio.toFixed(2)}x`,
    m.protocolRatio === undefined ? '—' : `${m.protocolRatio.toFixed(2)}x`,
    m.baselineRatio === undefined ? '—' : `${m.baselineRatio.toFixed(2)}x`,
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r[i] as string).length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (i < 3 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number)))
      .join('  ');
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return [
    `Random full games on one core: Node ${process.version}, ${cpu}, ${seconds} s of CPU time per measurement.`,
    `spread: half the range of games/s over the ${SLICES} slices of each budget, as a share of games/s.`,
    'baseline: the hand-written 2-player Goalkeepers loop, timed beside every row; baseline ÷ path is a game of that row in baseline games.',
    '',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    ...targetLines(results),
    ...metricLines(results),
  ].join('\n');
}

async function main(): Promise<void> {
  let seconds: number;
  try {
    seconds = budgetSeconds();
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  const json = process.argv.includes('--json');
  const results: Measurement[] = [];
  const boardQueries: MoveQueryFigure[] = [];
  const queries: QueryFigure[] = [];
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  for (const game of await loadPlayableGames()) {
    if (only.length > 0 && !only.includes(game.engine.facts.id)) continue;
    results.push(...(await benchGame(game, seconds)));
    const reachable = measureMoveQueries(game.engine, seconds);
    if (reachable) boardQueries.push(reachable);
    queries.push(measureQueries(game.engine, game.engine.facts.minSeats, seconds));
  }
  if (json) {
    const targets = [...targetLines(results), ...metricLines(results)];
    console.log(
      JSON.stringify(
        {
          node: process.version,
          cpu: cpus()[0]?.model,
          seconds,
          results,
          targets,
          queries,
          boardQueries,
        },
        null,
        2,
      ),
    );
  } else {
    console.log(
      [
        formatTable(results, seconds).trimEnd(),
        '',
        ...queryLines(queries),
        ...moveQueryLines(boardQueries),
      ].join('\n'),
    );
  }
}

await main();
