/** The server as a child process (`node src/server/main.ts`), for tests and the bench. */
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything it wrote to stderr, for a failing test's message. */
  readonly errors: () => string;
  /**
   * Resolves once it has written `text` to stderr (at once if it has already), e.g.
   * 'table t1: taken over'; rejects if it ends first.
   */
  logged(text: string): Promise<void>;
  /** Ends it with a signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * Node's compile cache, as `npm run test:*` turns on and cli/testing/matchday.ts does: without
 * it each server's start compiles its modules anew (some tenths of a second of CPU each).
 */
const COMPILE_CACHE = process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'node-compile-cache');

/** Starts the server on a free loopback port and waits until it listens; `nodeArgs` go to node. */
export function startChild(
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<ChildServer> {
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    // No shedding on the machine's load unless asked (OVERLOAD_SHED=on): tests do not depend on it.
    env: {
      ...process.env,
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      PORT: '0',
      HOST: '127.0.0.1',
      OVERLOAD_SHED: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  /** Those waiting for a line of stderr, each called on every write until it is there. */
  const awaited = new Set<() => void>();
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    errors += text;
    for (const look of awaited) look();
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  // 'close': after the last of its stderr was read.
  let closed = false;
  child.once('close', () => {
    closed = true;
    for (const look of awaited) look();
  });
  const logged = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const look = () => {
        if (errors.includes(text)) resolve();
        else if (closed) reject(new Error(`the server ended without logging '${text}': ${errors}`));
        else return;
        awaited.delete(look);
      };
      awaited.add(look);
      look();
    });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      if (process.env.CHILD_STDOUT) process.stdout.write(text);
      out += text;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) return;
      resolve({
        url,
        process: child,
        errors: () => errors,
        logged,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      reject(new Error(`the server exited (${code}) before listening: ${errors}`));
    });
  });
}

/**
 * `count` servers with `env`, started side by side, in that order. Each is pushed to `into` as
 * soon as it listens, so that the test's `after` stops it whatever else fails.
 */
export function startChildren(
  env: Record<string, string>,
  count: number,
  into: ChildServer[],
): Promise<ChildServer[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const child = await startChild(env);
      into.push(child);
      return child;
    }),
  );
}
