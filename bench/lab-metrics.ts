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
 *
 * BENCH_AGAINST=<another checkout> (e.g. a `git worktree` of main) adds that tree's player with the
 * metric to every slice, over the same games, and prints its ratio and this tree's ÷ that one's:
 * old and new code measured in the same minutes of one process, where two runs one after the
 * other differ by more than the change being measured (±5% between runs at load 10-20).
 */
import { resolve } from 'node:path';
import { ok } from '../src/core/result.ts';
import { loadPlayableGames } from '../src/games/registry.ts';
import { resolveLab, type LabConfig } from '../src/lab/config.ts';
import type { LabMetric } from '../src/lab/metrics.ts';
import { VariantPlayer } from '../src/lab/play.ts';

/** What playing a lab game needs from a tree: this one's modules, or another checkout's. */
interface Tree {
  readonly playable: Awaited<ReturnType<typeof loadPlayableGames>>;
  readonly resolveLab: typeof resolveLab;
  readonly VariantPlayer: typeof VariantPlayer;
}

/** A game that a tree's player plays: `play(index)` plays game `index` of the run. */
interface Player {
  play(index: number): void;
}

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
const here: Tree = { playable: await loadPlayableGames(), resolveLab, VariantPlayer };
const againstDir = process.env['BENCH_AGAINST'];

/** Another checkout's modules, typed as this tree's: the protocol they share. */
async function otherTree(dir: string): Promise<Tree> {
  const load = (path: string): Promise<Record<string, unknown>> => import(resolve(dir, path));
  const registry = await load('src/games/registry.ts');
  const config = await load('src/lab/config.ts');
  const play = await load('src/lab/play.ts');
  return {
    playable: await (registry['loadPlayableGames'] as typeof loadPlayableGames)(),
    resolveLab: config['resolveLab'] as typeof resolveLab,
    VariantPlayer: play['VariantPlayer'] as typeof VariantPlayer,
  };
}
const against = againstDir === undefined ? undefined : await otherTree(againstDir);

async function player(name: string, metrics: LabMetric[], tree: Tree = here): Promise<Player> {
  const [id = '', seats = '2', mode] = name.split(':');
  const game = tree.playable.find((entry) => entry.engine.facts.id === id);
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
  const lab = await tree.resolveLab(config, () => ok(game));
  if (!lab.ok) throw new Error(lab.error.message);
  return new tree.VariantPlayer(lab.value, lab.value.variants[0]?.options);
}

/**
 * CPU milliseconds per game of each player (the plain one first) over the same games from
 * `first` on, played in alternating slices of a few milliseconds until the plain side has used
 * about `seconds`: a machine whose load shifts during a round then weighs on every side alike
 * (in 0.3 s rounds played one side after the other, rounds of the same code spread from 0.75x
 * to 1.9x on a machine at load 5-15). The clock is read once per slice, never per game: reading
 * a thread's CPU time costs microseconds, a fifth of a random Goal! game. Each slice plays the
 * sides from `shift` on, so that rounds change who goes first.
 */
function msPerGame(players: readonly Player[], first: number, shift: number): number[] {
  const sides = players.length;
  const ms = new Array<number>(sides).fill(0);
  let played = 0;
  let slice = 1;
  while ((ms[0] as number) < seconds * 1000) {
    let plainSlice = 0;
    for (let k = 0; k < sides; k++) {
      const side = (shift + k) % sides;
      const p = players[side] as Player;
      const start = cpuMs();
      for (let i = 0; i < slice; i++) p.play(first + played + i);
      const spent = cpuMs() - start;
      ms[side] = (ms[side] as number) + spent;
      if (side === 0) plainSlice = spent;
    }
    played += slice;
    // Slices of about 5 ms of the plain side.
    if (plainSlice < 5 && slice < 1 << 20) slice *= 2;
  }
  return ms.map((total) => total / played);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1
    ? (s[mid] as number)
    : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

const range = (xs: number[]): string =>
  `median ${median(xs).toFixed(2)}x (rounds ${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

for (const name of games) {
  const players = [await player(name, []), await player(name, asked)];
  if (against) players.push(await player(name, asked, against));
  for (let i = 0; i < 10; i++) for (const p of players) p.play(i);
  const ratios: number[] = [];
  const againstRatios: number[] = [];
  const newOverOld: number[] = [];
  let best = [Infinity, Infinity];
  for (let r = 0; r < rounds; r++) {
    // The same games on every side: round r plays from game 100000 r on, in alternating
    // slices, the side that goes first in each slice changing from round to round.
    const [a, b, c] = msPerGame(players, 100000 * r, r % players.length) as [
      number,
      number,
      number,
    ];
    ratios.push(b / a);
    if (against) {
      againstRatios.push(c / a);
      newOverOld.push(b / c);
    }
    best = [Math.min(best[0] as number, a), Math.min(best[1] as number, b)];
  }
  const [a, b] = best as [number, number];
  console.log(
    `${name}: ${a.toFixed(3)} ms/game plain, ${b.toFixed(3)} with ${metricNames}: ${range(ratios)}, best ÷ best ${(b / a).toFixed(2)}x)` +
      (against
        ? `; ${againstDir}: ${range(againstRatios)}); this ÷ that ${range(newOverOld)})`
        : ''),
  );
}
