/**
 * The win-probability line's worker thread (lines.ts): replays a finished game's record and asks
 * its evaluation after every action (src/lab/winline.ts), off the serving thread.
 */
import { parentPort } from 'node:worker_threads';
import type { GameRecord } from '../../core/record.ts';
import { loadGame } from '../../games/registry.ts';
import { winLine } from '../../lab/winline.ts';

/** Asked of the thread: the line of `record`, answered under `id`. */
export interface LineAsk {
  readonly id: number;
  readonly record: GameRecord;
}

const port = parentPort;
if (!port) throw new Error('line-thread.ts runs as a worker thread');
port.on('message', (ask: LineAsk) => {
  void (async () => {
    try {
      const game = await loadGame(ask.record.game);
      const line = game.ok ? winLine(ask.record, game.value) : game;
      port.postMessage({ id: ask.id, line });
    } catch (error) {
      port.postMessage({ id: ask.id, failed: String(error) });
    }
  })();
});
