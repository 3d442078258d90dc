/** The server as a child process (`node src/server/main.ts`), for tests and the bench. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything it wrote to stderr, for a failing test's message. */
  readonly errors: () => string;
  /** Ends it with a signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** Starts the server on a free loopback port and waits until it listens; `nodeArgs` go to node. */
export function startChild(
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<ChildServer> {
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    // No shedding on the machine's load unless asked (OVERLOAD_SHED=on): tests do not depend on it.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', OVERLOAD_SHED: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    errors += text;
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
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
