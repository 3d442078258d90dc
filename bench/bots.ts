/**
 * `npm run bench:bots`: the bots of every playable game, on one core.
 *
 * 1. Speed: MCTS / ISMCTS iterations per second from decisions met in seeded random games
 *    (random playouts; and with the hard level's settings), and in a 4-seat league where a game
 *    has one; and on a synthetic game of 1,100 actions per decision (bench/bots/wide.ts), where
 *    the tree's child lookup shows.
 * 2. A round-robin tournament per game (hard, normal, easy, heuristic, random, and the optimal
 *    bot where a game is solved): paired seeds with seats swapped, wins/draws/losses from the
 *    first bot's side and its win rate among decided games with a 95% Wilson interval.
 * 3. The yardstick of 2-player Goalkeepers: the hard bot's share of optimal rewards and its
 *    results against the optimal bot; and, for every solved game, the exact ceilings: what the
 *    best response to the random and to the heuristic bot wins.
 * 4. The best response: the rollout bot (one better decision at a time than the heuristic)
 *    against the heuristic, per game: how large a margin over the heuristic is there to win.
 *
 * Settings (environment): BENCH_ITERATIONS per timed decision (default 5,000); BENCH_PAIRS
 * seeds per pairing, each played twice (default 2: a quick run of a few minutes; 25 or more
 * for figures); BENCH_YARDSTICK_PAIRS (default 50) and BENCH_YARDSTICK_ITERATIONS (default:
 * the hard level's); BENCH_ROLLOUT_WORLDS, the rollout bot's worlds per decision (default 200);
 * BENCH_WIDE_ITERATIONS, per decision of the synthetic 1,100-action game (default 2,000);
 * BENCH_GAMES, a comma-separated list of game
 * ids (default: all); BENCH_ENTRANTS, the bots of the tournament (e.g. 'hard,heuristic,random'
 * for a longer run of the pairings the targets name; default: all); BENCH_PARTS, any of
 * speed,tournament,yardstick,best-response,live (default: all but live; live: every level's
 * wall time per decision and iterations bought at the server's live budgets, bench/bots-live.ts,
 * BENCH_DECISIONS per game, default 12, BENCH_CLOCK=cpu to read the budgets from the thread's
 * CPU time instead of the wall clock).
 * BENCH_PACE=live plays the tournament at the server's live budgets (easy 50 ms, normal 150 ms,
 * hard 500 ms a decision) read from the thread's CPU clock, so that a loaded machine plays them
 * as a quiet core would; its pairings are then each level against the level below and against
 * random (LIVE_LADDER in bench/bots/tournament.ts) unless BENCH_PAIRINGS names others, e.g.
 * 'normal-easy,easy-heuristic' (either pace). BENCH_FIRST_PAIR (default 0) is the first
 * seed's number, so that two processes can play seeds 0-9 and 10-19 of one run.
 * `--json` prints JSON. Progress goes to stderr.
 */
import { cpus } from 'node:os';
import { LEVELS, levelSettings } from '../src/bots/levels.ts';
import { searchAgent } from '../src/bots/search/ismcts.ts';
import { formatInterval } from '../src/core/wilson.ts';
import { loadPlayableGames, type PlayableGame } from '../src/games/registry.ts';
import { measureSpeed, measureWideSpeed, type SpeedFigure, type WideFigure } from './bots/speed.ts';
import { HEADER, LIVE_LADDER, row, runTournament, type GameTournament } from './bots/tournament.ts';
import { measureBestResponse, type BestResponse } from './bots/best-response.ts';
import { measureYardstick, type Yardstick } from './bots/yardstick.ts';
import { measureLive } from './bots-live.ts';

function whole(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive whole number, not '${String(raw)}'.`);
    process.exit(2);
  }
  return value;
}

const iterations = whole('BENCH_ITERATIONS', 5000);
const pairs = whole('BENCH_PAIRS', 2);
const yardstickPairs = whole('BENCH_YARDSTICK_PAIRS', 50);
const yardstickIterations =
  process.env['BENCH_YARDSTICK_ITERATIONS'] === undefined
    ? undefined
    : whole('BENCH_YARDSTICK_ITERATIONS', 1);
const rolloutWorlds = whole('BENCH_ROLLOUT_WORLDS', 200);
const wideIterations = whole('BENCH_WIDE_ITERATIONS', 2000);
const pace = process.env['BENCH_PACE'] ?? 'iterations';
if (pace !== 'iterations' && pace !== 'live') {
  console.error(`BENCH_PACE must be 'iterations' or 'live', not '${pace}'.`);
  process.exit(2);
}
const firstPair =
  process.env['BENCH_FIRST_PAIR'] === undefined || process.env['BENCH_FIRST_PAIR'] === '0'
    ? 0
    : whole('BENCH_FIRST_PAIR', 0);
/** BENCH_PAIRINGS, e.g. 'normal-easy,easy-random': pairs of bots, the stronger first. */
function pairingsOf(text: string | undefined): (readonly [string, string])[] | undefined {
  if (text === undefined) return pace === 'live' ? [...LIVE_LADDER] : undefined;
  return text.split(',').map((pairing) => {
    const [a, b, ...rest] = pairing.trim().split('-');
    if (!a || !b || rest.length > 0) {
      console.error(`BENCH_PAIRINGS names pairs as 'normal-easy', not '${pairing}'.`);
      process.exit(2);
    }
    return [`bot:${a}`, `bot:${b}`] as const;
  });
}
const pairings = pairingsOf(process.env['BENCH_PAIRINGS']);
const parts = new Set(
  (process.env['BENCH_PARTS'] ?? 'speed,tournament,yardstick,best-response').split(','),
);
const wanted = process.env['BENCH_GAMES']?.split(',');
/** What is measured: each game with its default options, and the variants worth their own row. */
interface Benched {
  readonly label: string;
  readonly game: PlayableGame;
  readonly options: unknown;
  /** Seats where the speed is measured at more than the game's fewest, e.g. 4. */
  readonly seats?: number;
}
/** Next Goal Wins is a season by default; its single match is what the issue's speed target names. */
const VARIANTS: Readonly<Record<string, readonly { label: string; options: unknown }[]>> = {
  'next-goal-wins': [
    { label: 'next-goal-wins (match)', options: { mode: 'match' } },
    { label: 'next-goal-wins (season)', options: { mode: 'season' } },
  ],
};
/** Speed only (tournaments are 2-seat): a league, where playouts are judged across its table. */
const LEAGUES: Readonly<
  Record<string, readonly { label: string; options: unknown; seats: number }[]>
> = {
  'next-goal-wins': [{ label: 'next-goal-wins (league)', options: { mode: 'season' }, seats: 4 }],
};
const games: PlayableGame[] = (await loadPlayableGames()).filter(
  (g) => !wanted || wanted.includes(g.engine.facts.id),
);
const benched: Benched[] = games.flatMap((game) => {
  const id = game.engine.facts.id;
  return (VARIANTS[id] ?? [{ label: id, options: {} }]).map((v) => ({ ...v, game }));
});
if (games.length === 0) {
  console.error(`BENCH_GAMES names no playable game: '${String(process.env['BENCH_GAMES'])}'.`);
  process.exit(2);
}
const only = process.env['BENCH_ENTRANTS']?.split(',').map((name) => `bot:${name.trim()}`);
const json = process.argv.includes('--json');
const say = (line: string): void => {
  if (!json) console.log(line);
};
const percent = (share: number): string => `${(100 * share).toFixed(1)}%`;
const progress = (line: string): void => {
  console.error(line);
};

say(`Bots on one core: Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}.`);
say(
  `Levels (iterations per decision here; milliseconds at the server's tables): ${Object.entries(
    LEVELS,
  )
    .map(([l, p]) => `${l} ${p.iterations} it / ${p.milliseconds} ms`)
    .join(', ')}.`,
);
for (const game of games) {
  if (game.levelTuning)
    say(`${game.engine.facts.id} tunes its levels: ${JSON.stringify(game.levelTuning)}.`);
}

const speed: SpeedFigure[] = [];
let wideSpeed: WideFigure | undefined;
if (parts.has('speed')) {
  say(`\nSearch speed, ${iterations} iterations per decision:`);
  const timed: Benched[] = [
    ...benched,
    ...games.flatMap((game) =>
      (LEAGUES[game.engine.facts.id] ?? []).map((league) => ({ ...league, game })),
    ),
  ];
  for (const { label, game, options, seats } of timed) {
    const f = measureSpeed(game, label, options, iterations, seats);
    speed.push(f);
    say(
      `${f.game.padEnd(24)} ${f.seats} seats  ${Math.round(f.iterationsPerSecond).toLocaleString('en-US').padStart(9)} iterations/s random playouts, ${Math.round(f.hardIterationsPerSecond).toLocaleString('en-US').padStart(7)}/s with the hard level's settings  (${f.decisions} decisions)`,
    );
  }
  wideSpeed = measureWideSpeed(wideIterations);
  say(
    `${'wide (synthetic)'.padEnd(24)} 2 seats  ${Math.round(wideSpeed.iterationsPerSecond).toLocaleString('en-US').padStart(9)} iterations/s random playouts, ${wideSpeed.cells.toLocaleString('en-US')} actions at the root  (${wideSpeed.decisions} decisions, ${wideSpeed.iterations} iterations each)`,
  );
}

const tournaments: GameTournament[] = [];
if (parts.has('tournament')) {
  for (const { label, game, options } of benched) {
    const t = runTournament(game, label, options, pairs, progress, only, {
      pace,
      pairings,
      firstPair,
    });
    tournaments.push(t);
    const at = pace === 'live' ? ', the levels at the live budgets (thread CPU time)' : '';
    const seeds = firstPair === 0 ? '' : `, seeds ${firstPair}-${firstPair + pairs - 1}`;
    say(
      `\n${t.game}: 2 seats, ${t.pairs} paired seeds per pairing (${2 * t.pairs} games${seeds})${at}, ${t.seconds.toFixed(0)} s`,
    );
    say(HEADER);
    for (const r of t.results) say(row(r));
    // The hard level against the heuristic from each end (Golazo's target names both).
    t.results.forEach((r, i) => {
      if (r.first !== 'bot:hard' || r.second !== 'bot:heuristic') return;
      for (const end of t.ends[i] ?? []) say(row(end));
    });
  }
}

let yardstick: Yardstick | undefined;
const goalkeepers = games.find((g) => g.optimal);
if (parts.has('yardstick') && goalkeepers) {
  // The hard level as it is, or with another iteration budget to see how agreement grows.
  const settings = levelSettings('hard', goalkeepers, 'iterations');
  const budget = yardstickIterations ? { iterations: yardstickIterations } : settings.budget;
  const hard = searchAgent(goalkeepers.engine, { ...settings, budget });
  yardstick = measureYardstick(goalkeepers, hard, yardstickPairs);
  if (yardstick) {
    say(`\n${goalkeepers.engine.facts.id}, 2 players, against the exact solution:`);
    say(
      `bot:hard (${String(budget.iterations)} iterations) takes an optimal reward in ${yardstick.agreed} of ${yardstick.decisions} decisions: ${formatInterval(yardstick.agreement)}`,
    );
    say(HEADER);
    say(row(yardstick.versusOptimal));
  }
}
const ceilings: { game: string; random: number; heuristic: number }[] = [];
if (parts.has('yardstick')) {
  for (const { label, game, options } of benched) {
    const found = game.ceilings?.(options);
    if (!found) continue;
    ceilings.push({ game: label, ...found });
    say(
      `\n${label}, exactly: the best response to bot:random wins ${percent(found.random)} of games, to bot:heuristic ${percent(found.heuristic)} (seats swapped; no bot can expect more)`,
    );
  }
}

const bestResponses: BestResponse[] = [];
if (parts.has('best-response')) {
  say(
    `\nThe best response to the heuristic: the rollout bot (${rolloutWorlds} worlds per decision), ${pairs} paired seeds:`,
  );
  say(HEADER);
  for (const { label, game, options } of benched) {
    const b = measureBestResponse(game, label, options, rolloutWorlds, pairs);
    bestResponses.push(b);
    progress(`${label}: best response done (${b.seconds.toFixed(0)} s)`);
    say(`${row(b.result)}  ${label}`);
  }
}

if (parts.has('live')) {
  const cpu = process.env['BENCH_CLOCK'] === 'cpu';
  const clock = cpu ? "the thread's CPU time" : 'wall clock';
  say(`\nLevels at the live budgets (${clock}; iterations the budget bought):`);
  measureLive(games, whole('BENCH_DECISIONS', 12), say, cpu);
}

if (json) {
  console.log(
    JSON.stringify(
      {
        node: process.version,
        cpu: cpus()[0]?.model,
        iterations,
        pace,
        levels: LEVELS,
        speed,
        wideSpeed,
        tournaments,
        yardstick,
        ceilings,
        bestResponses,
      },
      null,
      2,
    ),
  );
}
