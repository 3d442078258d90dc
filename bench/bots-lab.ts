/**
 * `node bench/bots-lab.ts [game ...]`: how fast one lab worker plays games with the
 * heuristic bot in every seat (issue #33: the lab's games/s with heuristic bots), in this
 * thread's CPU time so that the figure holds on a machine busy with other work. Two workers
 * play about twice this. BENCH_SECONDS sets each game's budget (default 3); BENCH_BOTS sets
 * the bot (default heuristic); the probe counts as it does by default in the lab.
 */
import { ok } from '../src/core/result.ts';
import { loadPlayableGames } from '../src/games/registry.ts';
import { resolveLab } from '../src/lab/config.ts';
import { VariantPlayer } from '../src/lab/play.ts';

function cpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

const seconds = Number(process.env['BENCH_SECONDS'] ?? 3);
const bot = process.env['BENCH_BOTS'] ?? 'heuristic';
const wanted = process.argv.slice(2);
const games = wanted.length > 0 ? wanted : ['golazo', 'supernatural-soccer'];
const playable = await loadPlayableGames();
for (const id of games) {
  const game = playable.find((entry) => entry.engine.facts.id === id);
  if (!game) throw new Error(`no game ${id}`);
  const lab = await resolveLab(
    { game: id, seats: 2, bots: [bot], seed: 'bench-lab', games: 1 },
    () => ok(game),
  );
  if (!lab.ok) throw new Error(lab.error.message);
  const player = new VariantPlayer(lab.value, lab.value.variants[0]?.options);
  for (let i = 0; i < 20; i++) player.play(i); // warm up
  let played = 0;
  const start = cpuMs();
  let now = start;
  while (now - start < seconds * 1000) {
    player.play(20 + played++);
    now = cpuMs();
  }
  const rate = (played * 1000) / (now - start);
  console.log(
    `${id}: ${played} games in ${((now - start) / 1000).toFixed(2)} s CPU, ${rate.toFixed(0)} games/s per worker`,
  );
}
