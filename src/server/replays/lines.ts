/**
 * Win-probability lines of finished games (issue #36), for the replay page: computed after the
 * game in one worker thread (line-thread.ts), never on the serving thread, and kept for the
 * tables last asked about. `GET /api/tables/:id/line` answers a table's line.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { MatchdayError } from '../../core/errors.ts';
import type { GameRecord } from '../../core/record.ts';
import type { Result } from '../../core/result.ts';
import type { WinLine } from '../../lab/winline.ts';
import { fromEngine, refusal } from '../errors.ts';
import { answer } from '../http/reply.ts';
import type { TableService } from '../tables/service.ts';
import type { LineAsk } from './line-thread.ts';

const THREAD = new URL('./line-thread.ts', import.meta.url);
/** Lines kept, the most recently asked first out last, e.g. 200 tables. */
const KEPT = 200;

type Answer = { id: number; line: Result<WinLine, MatchdayError> } | { id: number; failed: string };

/** One worker thread, started on the first ask, answering asks in turn. */
export class LineThread {
  private worker: Worker | undefined;
  private next = 1;
  private readonly waiting = new Map<number, (answer: Answer) => void>();
  private readonly kept = new Map<string, Promise<Answer>>();

  /** The line of a finished game's record; `key` (a table id) keeps it for the next ask. */
  line(key: string, record: GameRecord): Promise<Answer> {
    const known = this.kept.get(key);
    if (known) {
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const asked = this.ask(record);
    this.kept.set(key, asked);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value as string);
    return asked;
  }

  private ask(record: GameRecord): Promise<Answer> {
    const worker = (this.worker ??= this.start());
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      const ask: LineAsk = { id, record };
      worker.postMessage(ask);
    });
  }

  private start(): Worker {
    const worker = new Worker(THREAD);
    worker.unref();
    worker.on('message', (answer: Answer) => {
      this.waiting.get(answer.id)?.(answer);
      this.waiting.delete(answer.id);
    });
    worker.on('error', (error) => {
      for (const [id, resolve] of this.waiting) resolve({ id, failed: String(error) });
      this.waiting.clear();
      this.kept.clear();
      this.worker = undefined;
    });
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

/** `GET /api/tables/:id/line`: a finished table's win-probability line. */
export function registerLineRoute(app: FastifyInstance, service: TableService): void {
  const thread = new LineThread();
  app.addHook('onClose', () => thread.close());
  app.get<{ Params: { id: string } }>('/api/tables/:id/line', async (request, reply) => {
    const table = await service.settled(request.params.id);
    if (!table.ok) return answer(reply, table);
    const record = service.record(table.value);
    if (!record.ok) return answer(reply, record);
    const got = await thread.line(request.params.id, record.value);
    if ('failed' in got)
      return answer(reply, { ok: false, error: refusal('unavailable', got.failed) });
    return answer(reply, got.line.ok ? got.line : { ok: false, error: fromEngine(got.line.error) });
  });
}
