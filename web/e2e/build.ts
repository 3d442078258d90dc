/** Builds the web app when web/dist is missing or older than any source of the app. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB = join(ROOT, 'web');
const BUILT = join(WEB, 'dist', 'index.html');

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function ensureBuilt(): void {
  const sources = [join(WEB, 'src'), join(WEB, 'index.html'), join(WEB, 'vite.config.ts')];
  if (existsSync(BUILT) && statSync(BUILT).mtimeMs >= Math.max(...sources.map(newest))) return;
  console.log('Building the web app (web/dist is missing or older than web/src)…');
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'web/vite.config.ts'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
