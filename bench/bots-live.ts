/**
 * `node bench/bots-live.ts [game ...]`: every level of a game at the server's live budgets
 * (src/bots/levels.ts: easy 50 ms, normal 150 ms, hard 500 ms of wall clock per decision),
 * on decisions met in seeded heuristic games: the wall time per decision (mean, p99 and most,
 * and how many decisions took longer than the budget) and how many search iterations the
 * budget bought (mean and fewest). A level the game serves
 * with the rollout bot (Golazo's hard) has no clock: its time is what its worlds take.
 * BENCH_DECISIONS sets the decisions per game (default 12). Wall time, so the machine's load
 * shows: read the iterations beside it. BENCH_CLOCK=cpu reads the budgets and the times from
 * this thread's CPU time instead, so that a loaded machine reads as a quiet core would.
 * `BENCH_PARTS=live npm run bench:bots` runs it too.
 */
import { BOT_LEVELS, levelAgent, levelSettings } from '../src/bots/levels.ts';
import { search } from '../src/bots/search/ismcts.ts';
import type { Action, Seat } from '../src/core/game.ts';
import { Rng } from '../src/core/rng.ts';
import { loadPlayableGames, type PlayableGame } from '../src/games/registry.ts';
import { threadCpuMs } from './bots/tournament.ts';

/**
 * One line per level of every game of `games`, as `say` is handed them; on the thread's CPU
 * clock if `cpu`, else on the wall clock.
 */
export function measureLive(
  games: readonly PlayableGame[],
  count: number,
  say: (line: string) => void,
  cpu = false,
): void {
  const clock = cpu ? threadCpuMs : () => performance.now();
  for (const game of games) {
    const { engine } = game;
    const id = engine.facts.id;
    const rng = Rng.fromSeed(`bench-live/${id}`);
    const found: { view: unknown; seat: Seat; legal: Action[] }[] = [];
    const agents = [game.heuristic(0, 'live/0'), game.heuristic(1, 'live/1')] as const;
    while (found.length < count) {
      const state = engine.setup(engine.facts.options.parse({}), 2, Rng.fromRng(rng));
      for (;;) {
        const actors = engine.actors(state);
        if (actors.length === 0 || found.length >= count) break;
        const seat = actors[0] as Seat;
        const legal = engine.legalActions(state, seat);
        const view = engine.view(state, seat);
        if (legal.length > 1 && rng.int(40) === 0) found.push({ view, seat, legal });
        const action = agents[seat === 0 ? 0 : 1].act({
          seat,
          view,
          legal,
          label: String,
        });
        engine.apply(state, seat, action);
      }
    }
    for (const level of BOT_LEVELS) {
      const tuning = game.levelTuning?.[level];
      const times: number[] = [];
      let visits = 0;
      let fewest = Infinity;
      for (const [i, d] of found.entries()) {
        const start = clock();
        if (tuning?.rolloutWorlds !== undefined) {
          levelAgent(
            level,
            game,
            'live',
            1,
            clock,
          )(d.seat, `live/${i}`).act({
            ...d,
            label: String,
          });
        } else {
          const root = search(
            engine,
            d.view,
            d.seat,
            levelSettings(level, game, 'live', 1, clock),
            Rng.fromSeed(`live/${i}`),
          );
          visits += root.visits;
          fewest = Math.min(fewest, root.visits);
        }
        times.push(clock() - start);
      }
      const its =
        tuning?.rolloutWorlds !== undefined
          ? `rollout bot, ${tuning.rolloutWorlds} worlds`
          : `${(visits / found.length).toFixed(0)} iterations (fewest ${fewest})`;
      // The rollout bot has no clock: its time is what its worlds take.
      const budget =
        tuning?.rolloutWorlds === undefined
          ? levelSettings(level, game, 'live').budget.milliseconds
          : undefined;
      say(`${id} ${level}: ${timesOf(times, budget)}, ${its}`);
    }
  }
}

/**
 * A level's times a decision, e.g. '47.4 ms a decision (p99 49.9, most 49.9; 0 of 30 past 50)':
 * p99 is the time 99% of decisions take at most (the most, under 100 decisions).
 */
function timesOf(times: readonly number[], budget: number | undefined): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;
  const p99 = sorted[Math.max(0, Math.ceil(0.99 * sorted.length) - 1)] ?? 0;
  const most = sorted.at(-1) ?? 0;
  const past =
    budget === undefined
      ? 'no clock'
      : `${sorted.filter((t) => t > budget).length} of ${sorted.length} past ${budget}`;
  return `${mean.toFixed(1)} ms a decision (p99 ${p99.toFixed(1)}, most ${most.toFixed(1)}; ${past})`;
}

if (import.meta.main) {
  const wanted = process.argv.slice(2);
  const playable = await loadPlayableGames();
  measureLive(
    playable.filter((g) => wanted.length === 0 || wanted.includes(g.engine.facts.id)),
    Number(process.env['BENCH_DECISIONS'] ?? 12),
    (line) => {
      console.log(line);
    },
    process.env['BENCH_CLOCK'] === 'cpu',
  );
}
