/**
 * The Chromium the end-to-end tests drive: Debian's headless shell at
 * /usr/bin/chromium-headless-shell (or CHROMIUM_PATH), and for the one claim it cannot show,
 * the full browser at /usr/bin/chromium (or CHROMIUM_FULL_PATH). When one is missing and we
 * run as root it is installed with apt-get; otherwise the tests stop with one line saying how
 * to install it.
 *
 * The headless shell is the same engine and renderer as the full browser without the window
 * and tab strip the full browser draws even headless: a Goalkeepers file took 19.4 CPU-s with
 * it against 30.2 with /usr/bin/chromium (27 s against 38 s), and the browser tests are bound
 * by the machine's two cores. It refuses the notifications permission a context grants, so
 * the test of the system's notifications runs in the full browser.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { PATIENCE_MS } from './patience.ts';

/** 'shell' for every test but those that need what only the full browser has ('full'). */
export type ChromiumKind = 'shell' | 'full';

const KINDS: Readonly<Record<ChromiumKind, { path: string; env: string; apt: string }>> = {
  shell: {
    path: '/usr/bin/chromium-headless-shell',
    env: 'CHROMIUM_PATH',
    apt: 'chromium-headless-shell',
  },
  full: { path: '/usr/bin/chromium', env: 'CHROMIUM_FULL_PATH', apt: 'chromium' },
};

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(kind: ChromiumKind = 'shell'): string {
  const { env, apt, path: standard } = KINDS[kind];
  const asked = process.env[env] ?? '';
  const path = asked === '' ? standard : asked; // set but empty counts as unset
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${path}: install it with 'sudo apt-get install -y ${apt}' (or set ${env}).`,
    );
  }
  console.log(`Chromium not found at ${path}: installing ${apt} with apt-get (once).`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', apt], { stdio: 'inherit' });
  if (!existsSync(path)) throw new Error(`apt-get installed ${apt}, but not at ${path}.`);
  return path;
}

/**
 * Starts Chromium, waiting for it as long as any other guard (patience.ts): Playwright's own
 * 30 s is a budget a loaded machine overran (a busy machine's in-view file saw its launch
 * time out while its server came up, and every test of the file was cancelled).
 */
export function launchBrowser(kind: ChromiumKind = 'shell'): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(kind), args: ARGS, timeout: PATIENCE_MS });
}
