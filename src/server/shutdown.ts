/**
 * Closing the server on a signal, within a bound: if closing hangs (a connection, a worker),
 * the process exits anyway after `limitMs` — but never before the commit queue drained, so
 * every accepted action is on disk first.
 */
import type { RunningServer } from './server.ts';

export interface ShutdownOptions {
  readonly limitMs: number;
  readonly exit: (code: number) => void;
  readonly log: (message: string) => void;
}

export function shutdown(
  server: Pick<RunningServer, 'close' | 'drained'>,
  { limitMs, exit, log }: ShutdownOptions,
): void {
  const guard = setTimeout(() => {
    void server.drained.then(() => {
      log(`closing took over ${limitMs} ms; every accepted action is on disk: exiting`);
      exit(1);
    });
  }, limitMs);
  server.close().then(
    () => {
      clearTimeout(guard);
      exit(0);
    },
    (error: unknown) => {
      clearTimeout(guard);
      log(String(error instanceof Error ? (error.stack ?? error.message) : error));
      exit(1);
    },
  );
}
