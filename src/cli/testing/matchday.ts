/**
 * The `matchday` command as a child process, for tests: at most two run at once, so that a
 * test file's many cases never start a crowd of Node processes that a busy two-core machine
 * takes many seconds to bring up; a case waits for its turn, never against a clock.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { turns } from './turns.ts';

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

// The compile cache that bin/matchday.js turns on: without it each start costs 0.4 s.
const env = { ...process.env, NODE_COMPILE_CACHE: join(tmpdir(), 'node-compile-cache') };

/** How many `matchday` processes a test file runs at once. */
export const CHILDREN_AT_ONCE = 2;

/**
 * Only so that a command that never ends cannot hang the suite: far beyond what any case
 * takes on a loaded machine, and it fails with a message that names the command.
 */
const HANG_MS = 10 * 60_000;

const inTurn = turns(CHILDREN_AT_ONCE);

/** Runs `matchday args` with `input` on its stdin once one of the pool's places is free. */
export function matchday(args: readonly string[], input = ''): Promise<Run> {
  return inTurn(() => run(args, input));
}

function run(args: readonly string[], input: string): Promise<Run> {
  const child = spawn(process.execPath, [MAIN, ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // A command that stops reading early (bad input) must not fail the test with EPIPE.
  child.stdin.on('error', () => undefined);
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    const hung = setTimeout(() => {
      child.kill('SIGKILL');
      const command = ['matchday', ...args].join(' ');
      reject(
        new Error(`\`${command}\` still ran after ${HANG_MS / 60_000} minutes; stderr: ${stderr}`),
      );
    }, HANG_MS);
    hung.unref();
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(hung);
      resolve({ status, stdout, stderr });
    });
  });
}
