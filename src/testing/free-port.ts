/**
 * A loopback port for a service a test starts, held by this process until it exits.
 *
 * Why not the kernel's port 0: a service restarted on the same port (a Redis or PostgreSQL
 * killed and started again, a server brought back after SIGKILL) leaves its port free for a
 * moment, and inside the ephemeral range the kernel may give it meanwhile to any process's
 * outgoing connection or listener — with two test files at a time, CI saw a restarted
 * PostgreSQL's port taken by another file's server. So ports come from just below the
 * ephemeral range, where the kernel hands out none by itself, and each is claimed by a lock
 * file naming the process, so files running side by side never share one. A lock whose
 * process is gone (a test run killed) is taken over.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How many ports below the ephemeral range are ours to pick from. */
const SPAN = 8_000;

const LOCKS = join(tmpdir(), 'matchday-test-ports');

/** The ports this process holds, released when it exits. */
const held = new Set<number>();
let next = -1;
let releasedOnExit = false;

/** Where the kernel's ephemeral ports start, e.g. 32768 (Linux's default when unreadable). */
function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > SPAN + 1024 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `port`'s lock for this process; false when a live process holds it. */
function claim(port: number): boolean {
  const lock = join(LOCKS, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) return false;
      // A killed run's lock: remove it and try once more (another file may win the race).
      try {
        unlinkSync(lock);
      } catch {
        // already taken over by another file
      }
    }
  }
  return false;
}

function release(port: number): void {
  held.delete(port);
  try {
    unlinkSync(join(LOCKS, String(port)));
  } catch {
    // gone already
  }
}

/** Whether nothing listens on `port` now. */
function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

export async function freePort(): Promise<number> {
  mkdirSync(LOCKS, { recursive: true });
  if (!releasedOnExit) {
    releasedOnExit = true;
    process.once('exit', () => {
      [...held].forEach(release);
    });
  }
  const top = ephemeralStart();
  const bottom = top - SPAN;
  // Each process starts its search somewhere else, so side-by-side files rarely collide.
  if (next < 0) next = (process.pid * 7_919) % SPAN;
  for (let tried = 0; tried < SPAN; tried++) {
    const port = bottom + (next++ % SPAN);
    if (held.has(port) || !claim(port)) continue;
    if (await listenable(port)) {
      held.add(port);
      return port;
    }
    release(port);
  }
  throw new Error(`no free port between ${String(bottom)} and ${String(top - 1)}`);
}
