/**
 * `node bench/lab-metrics.ts [game[:seats[:mode]] ...]`: what `matchday lab --metrics cards`
 * (and `shape`) cost per game (issue #36 asks at most +20%): one lab player (VariantPlayer) plays
 * the same games with and without the metric, in rounds of alternating slices of a few
 * milliseconds, in this thread's CPU time so that the figure holds on a machine busy with other
 * work. Each round gives a ratio (the metric's ms per game over the plain one's, on the same
 * games); the median round's ratio is printed, with the range of the rounds and each side's best
 * round.
 *
 * A game is named by its id, optionally with a seat count and, for Next Goal Wins, its mode
 * (`goal:4`, `next-goal-wins:2:match`); without arguments, every game at 2 seats.
 * BENCH_ROUNDS (default 5), BENCH_SECONDS of the plain side per round (default 1), BENCH_BOTS (default
 * random), BENCH_METRIC (default cards; `shape`; or several joined by commas, `cards,shape`, for
 * what `--metrics cards,seats,shape` costs, the seats being counted in every run), BENCH_SAMPLE
 * (the shape's sample, every Kth game judged; default the lab's).
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
const metricNames = process.env['BENCH_METRIC'] ?? 'cards';
// 'seats' is counted in every run, as the command line's --metrics says.
const asked = metricNames.split(',').filter((name) => name !== 'seats') as LabMetric[];
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
    ...(sample && metrics.length > 0 ? { shapeEvery: Number(sample) } : {}),
  };
  const lab = await resolveLab(config, () => ok(game));
  if (!lab.ok) throw new Error(lab.error.message);
  return new VariantPlayer(lab.value, lab.value.variants[0]?.options);
}

/**
 * CPU milliseconds per game of the plain player and of the metric's over the same games from
 * `first` on, played in alternating slices of a few milliseconds until the plain side has used
 * about `seconds`: a machine whose load shifts during a round then weighs on both sides alike
 * (in 0.3 s rounds played one side after the other, rounds of the same code spread from 0.75x
 * to 1.9x on a machine at load 5-15). The clock is read once per slice, never per game: reading
 * a thread's CPU time costs microseconds, a fifth of a random Goal! game.
 */
function msPerGameBoth(
  plain: VariantPlayer,
  counted: VariantPlayer,
  first: number,
  flip: boolean,
): [number, number] {
  let played = 0;
  let slice = 1;
  let plainMs = 0;
  let countedMs = 0;
  const sides: [VariantPlayer, VariantPlayer] = flip ? [counted, plain] : [plain, counted];
  while (plainMs < seconds * 1000) {
    const spent = [0, 0];
    for (let side = 0; side < 2; side++) {
      const p = sides[side] as VariantPlayer;
      const start = cpuMs();
      for (let i = 0; i < slice; i++) p.play(first + played + i);
      spent[side] = cpuMs() - start;
    }
    played += slice;
    const [a, b] = (flip ? [spent[1], spent[0]] : spent) as [number, number];
    plainMs += a;
    countedMs += b;
    // Slices of about 5 ms of the plain side.
    if (a < 5 && slice < 1 << 20) slice *= 2;
  }
  return [plainMs / played, countedMs / played];
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
  const counted = await player(name, asked);
  for (let i = 0; i < 10; i++) {
    plain.play(i);
    counted.play(i);
  }
  const ratios: number[] = [];
  let best = [Infinity, Infinity];
  for (let r = 0; r < rounds; r++) {
    // The same games on both sides: round r plays from game 100000 r on, in alternating
    // slices, the side that goes first in each slice alternating from round to round.
    const [a, b] = msPerGameBoth(plain, counted, 100000 * r, r % 2 === 1);
    ratios.push(b / a);
    best = [Math.min(best[0] as number, a), Math.min(best[1] as number, b)];
  }
  const [a, b] = best as [number, number];
  console.log(
    `${name}: ${a.toFixed(3)} ms/game plain, ${b.toFixed(3)} with ${metricNames}: median ${median(ratios).toFixed(2)}x ` +
      `(rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}, best ÷ best ${(b / a).toFixed(2)}x)`,
  );
}
