/**
 * Builds the web app when web/dist is missing or older than any source of the app: the web
 * app's own files, and the shared code it bundles from src/ (engines, the lab's report), and
 * the locked dependencies. Test files run in parallel, so the build holds a lock directory;
 * the others wait for it.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB = join(ROOT, 'web');
const BUILT = join(WEB, 'dist', 'index.html');
const LOCK = join(WEB, '.build.lock');
const HOLDER = join(LOCK, 'pid');

/** The newest change under `path`; tests are never bundled, so they do not count. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return path.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function upToDate(): boolean {
  const sources = [
    join(WEB, 'src'),
    join(WEB, 'index.html'),
    join(WEB, 'vite.config.ts'),
    join(ROOT, 'src'),
    join(ROOT, 'package-lock.json'),
  ];
  return existsSync(BUILT) && statSync(BUILT).mtimeMs >= Math.max(...sources.map(newest));
}

/**
 * Takes the lock, naming this process in it. A lock is stale only when the process that
 * holds it has gone, never because a build takes long (a loaded machine builds slowly).
 */
function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
  } catch {
    if (holderGone()) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
  writeFileSync(HOLDER, String(process.pid));
  return true;
}

function holderGone(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(HOLDER, 'utf8'));
  } catch {
    return false; // taken a moment ago: its holder is still writing its name
  }
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** This process's check, once: files run together in one process share it. */
let built: Promise<void> | undefined;

export function ensureBuilt(): Promise<void> {
  built ??= buildOnce();
  // A failed build is not remembered: the next file tries again and says why.
  built.catch(() => (built = undefined));
  return built;
}

async function buildOnce(): Promise<void> {
  while (!tryLock()) await sleep(200);
  try {
    if (upToDate()) return;
    console.log('Building the web app (web/dist is missing or older than its sources)…');
    const vite = join(ROOT, 'node_modules', '.bin', 'vite');
    execFileSync(vite, ['build', '--config', 'web/vite.config.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
