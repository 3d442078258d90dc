/**
 * `node bench/lab-metrics.ts [game[:seats[:mode]] ...]`: what `matchday lab --metrics cards`
 * (and `shape`) cost per game (issue #36 asks at most +20%): one lab player (VariantPlayer) plays
 * the same games with and without the metric, in interleaved rounds, in this thread's CPU time
 * so that the figure holds on a machine busy with other work. Each round gives a ratio (the
 * metric's ms per game over the plain one's, on the same games); the median round's ratio is
 * printed, with the range of the rounds and each side's best round.
 *
 * A game is named by its id, optionally with a seat count and, for Next Goal Wins, its mode
 * (`goal:4`, `next-goal-wins:2:match`); without arguments, every game at 2 seats.
 * BENCH_ROUNDS (default 5), BENCH_SECONDS per round and side (default 1), BENCH_BOTS (default
 * random), BENCH_METRIC (default cards; `shape`, or `shape-sampled` for the shape judged on a
 * sample of games: BENCH_SAMPLE, default the lab's).
 */
import { ok } from '../src/core/result.ts';
import { loadPlayableGames } from '../src/games/registry.ts';
import { resolveLab, type LabConfig } from '../src/lab/config.ts';
import type { LabMetric } from '../src/lab/metrics.ts';
import { VariantPlayer } from '../src/lab/play.ts';

function cpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 1);
const bot = process.env['BENCH_BOTS'] ?? 'random';
const metric = (process.env['BENCH_METRIC'] ?? 'cards') as LabMetric;
const sample = process.env['BENCH_SAMPLE'];
const wanted = process.argv.slice(2);
const games =
  wanted.length > 0
    ? wanted
    : ['goalkeepers', 'goal', 'golazo', 'supernatural-soccer', 'next-goal-wins'];
const playable = await loadPlayableGames();

async function player(name: string, metrics: LabMetric[]): Promise<VariantPlayer> {
  const [id = '', seats = '2', mode] = name.split(':');
  const game = playable.find((entry) => entry.engine.facts.id === id);
  if (!game) throw new Error(`no game ${id}`);
  const config: LabConfig = {
    game: id,
    seats: Number(seats),
    bots: [bot],
    seed: 'bench-lab-metrics',
    games: 1,
    metrics,
    ...(mode ? { options: { mode } } : {}),
    ...(sample && metrics.length > 0 ? { shapeSample: Number(sample) } : {}),
  };
  const lab = await resolveLab(config, () => ok(game));
  if (!lab.ok) throw new Error(lab.error.message);
  return new VariantPlayer(lab.value, lab.value.variants[0]?.options);
}

/**
 * CPU milliseconds per game of `p` over games from `first` on: `games` of them, or as many as
 * fit in about `seconds`. The clock is read once per batch of games, the batch doubling while
 * it takes under a millisecond: reading a thread's CPU time costs microseconds, a fifth of a
 * random Goal! game, and would otherwise dilute the metric's share.
 */
function msPerGame(p: VariantPlayer, first: number, games?: number): [number, number] {
  let played = 0;
  const start = cpuMs();
  if (games !== undefined) {
    while (played < games) p.play(first + played++);
    return [(cpuMs() - start) / played, played];
  }
  let batch = 1;
  let now = start;
  while (now - start < seconds * 1000) {
    const before = now;
    for (let i = 0; i < batch; i++) p.play(first + played++);
    now = cpuMs();
    if (now - before < 1) batch *= 2;
  }
  return [(now - start) / played, played];
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1
    ? (s[mid] as number)
    : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

for (const name of games) {
  const plain = await player(name, []);
  const counted = await player(name, [metric]);
  for (let i = 0; i < 10; i++) {
    plain.play(i);
    counted.play(i);
  }
  const ratios: number[] = [];
  let best = [Infinity, Infinity];
  for (let r = 0; r < rounds; r++) {
    // The same games on both sides: round r plays from game 100000 r on, the plain side
    // for its time budget, the metric's side the same games (alternating which goes first).
    const first = 100000 * r;
    let a: number;
    let b: number;
    if (r % 2 === 0) {
      const [ms, played] = msPerGame(plain, first);
      a = ms;
      [b] = msPerGame(counted, first, played);
    } else {
      const [ms, played] = msPerGame(counted, first);
      b = ms;
      [a] = msPerGame(plain, first, played);
    }
    ratios.push(b / a);
    best = [Math.min(best[0] as number, a), Math.min(best[1] as number, b)];
  }
  const [a, b] = best as [number, number];
  console.log(
    `${name}: ${a.toFixed(3)} ms/game plain, ${b.toFixed(3)} with ${metric}: median ${median(ratios).toFixed(2)}x ` +
      `(rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}, best ÷ best ${(b / a).toFixed(2)}x)`,
  );
}
