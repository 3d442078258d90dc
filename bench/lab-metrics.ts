/**
 * `node bench/lab-metrics.ts [game ...]`: what `matchday lab --metrics cards` (and `shape`)
 * cost per game (issue #36 asks at most +20%): one lab player (VariantPlayer, 2 seats) plays
 * the same games with and without the metric, in interleaved rounds, in this thread's CPU time
 * so that the figure holds on a machine busy with other work; the best round of each is kept.
 * BENCH_ROUNDS (default 5), BENCH_SECONDS per round and side (default 1), BENCH_BOTS (default
 * random), BENCH_METRIC (default cards).
 */
import { ok } from '../src/core/result.ts';
import { loadPlayableGames } from '../src/games/registry.ts';
import { resolveLab } from '../src/lab/config.ts';
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
const wanted = process.argv.slice(2);
const games =
  wanted.length > 0
    ? wanted
    : ['goalkeepers', 'goal', 'golazo', 'supernatural-soccer', 'next-goal-wins'];
const playable = await loadPlayableGames();

async function player(id: string, metrics: LabMetric[]): Promise<VariantPlayer> {
  const game = playable.find((entry) => entry.engine.facts.id === id);
  if (!game) throw new Error(`no game ${id}`);
  const lab = await resolveLab(
    { game: id, seats: 2, bots: [bot], seed: 'bench-lab-metrics', games: 1, metrics },
    () => ok(game),
  );
  if (!lab.ok) throw new Error(lab.error.message);
  return new VariantPlayer(lab.value, lab.value.variants[0]?.options);
}

/** CPU milliseconds per game of `p` over games from `first` on, for about `seconds`. */
function msPerGame(p: VariantPlayer, first: number): number {
  let played = 0;
  const start = cpuMs();
  let now = start;
  while (now - start < seconds * 1000) {
    p.play(first + played++);
    now = cpuMs();
  }
  return (now - start) / played;
}

for (const id of games) {
  const plain = await player(id, []);
  const counted = await player(id, [metric]);
  for (let i = 0; i < 10; i++) {
    plain.play(i);
    counted.play(i);
  }
  let best = [Infinity, Infinity];
  for (let r = 0; r < rounds; r++) {
    // The same games on both sides: round r plays from game 1000 r on.
    best = [
      Math.min(best[0] as number, msPerGame(plain, 1000 * r)),
      Math.min(best[1] as number, msPerGame(counted, 1000 * r)),
    ];
  }
  const [a, b] = best as [number, number];
  console.log(
    `${id}: ${a.toFixed(3)} ms/game plain, ${b.toFixed(3)} with ${metric}: ${(b / a).toFixed(2)}x`,
  );
}
