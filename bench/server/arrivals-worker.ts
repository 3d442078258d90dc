/**
 * The overload bench's newcomers asking for tables, on a thread of their own: while the server
 * sheds load, thousands of them ask again every few seconds, and that traffic must not delay the
 * event loop that times the seated tables' actions. Asked for `count` tables evenly over `ms`,
 * it posts each table created and each 'busy' refusal; after a refusal a newcomer waits as a
 * page does (pageWait: the Retry-After, then a doubling window with full jitter) and asks again,
 * until told to stop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { CreatedTable, ErrorBody } from '../../src/server/protocol.ts';
import { pageWait } from './page-wait.ts';

export interface ArrivalsRequest {
  readonly url: string;
  readonly count: number;
  readonly ms: number;
}

export type ArrivalsMessage =
  | { readonly kind: 'created'; readonly table: CreatedTable }
  | { readonly kind: 'refused' }
  | { readonly kind: 'failed'; readonly message: string };

const { url, count, ms } = workerData as ArrivalsRequest;
const port = parentPort;
const state = { open: true };
port?.on('message', () => {
  state.open = false;
});

const sleep = (wait: number) => new Promise<void>((resolve) => setTimeout(resolve, wait));
const body = JSON.stringify({ game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'me' }] });

async function newcomer(): Promise<void> {
  for (let attempt = 0; state.open; attempt++) {
    const response = await fetch(`${url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (response.status === 201) {
      port?.postMessage({ kind: 'created', table: (await response.json()) as CreatedTable });
      return;
    }
    const error = (await response.json()) as ErrorBody;
    if (error.code !== 'busy') throw new Error(`create refused: ${error.message}`);
    port?.postMessage({ kind: 'refused' });
    const after = Number(response.headers.get('retry-after') ?? '5') * 1000;
    await sleep(pageWait(attempt, after));
  }
}

for (let i = 0; i < count && state.open; i++) {
  newcomer().catch((error: unknown) => {
    if (state.open) port?.postMessage({ kind: 'failed', message: String(error) });
  });
  await sleep(ms / count);
}
