/**
 * The Chromium the end-to-end tests drive: Debian's package at /usr/bin/chromium (or
 * CHROMIUM_PATH). When it is missing and we run as root it is installed with apt-get;
 * otherwise the tests stop with one line saying how to install it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const DEFAULT_PATH = '/usr/bin/chromium';

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

export function findChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? DEFAULT_PATH;
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${path}: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`,
    );
  }
  console.log(`Chromium not found at ${path}: installing it with apt-get (once).`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
  if (!existsSync(path)) throw new Error(`apt-get installed chromium, but not at ${path}.`);
  return path;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: ARGS });
}
