/**
 * The cost of a win-probability line judged by rollouts (issue #36, src/lab/rollouts.ts): heuristic
 * games of Goalkeepers and Goal! played from named seeds, each line's CPU time (this thread).
 * `node bench/lab-rollouts.ts`
 */
import { cpuUsage } from 'node:process';
import { runMatch } from '../src/core/match.ts';
import { loadGame } from '../src/games/registry.ts';
import { unwrapLab } from '../src/lab/errors.ts';
import { winLine } from '../src/lab/winline.ts';

for (const id of ['goalkeepers', 'goal']) {
  const game = unwrapLab(await loadGame(id));
  const players = [0, 1].map((seat) => ({
    name: `S${seat}`,
    agent: 'bot:heuristic',
    make: game.heuristic,
  }));
  for (let i = 0; i < 4; i++) {
    const record = runMatch(game.engine, { players, seed: `cost-${i}` });
    if (!record.ok) throw new Error(record.error.message);
    const before = cpuUsage();
    const line = winLine(record.value, game);
    const spent = cpuUsage(before);
    if (!line.ok) throw new Error(line.error.message);
    const ms = (spent.user + spent.system) / 1000;
    console.log(
      `${id} cost-${i}: ${record.value.actions.length} actions, ${ms.toFixed(0)} ms of CPU (${((1000 * ms) / record.value.actions.length).toFixed(0)} µs per action)`,
    );
  }
}
