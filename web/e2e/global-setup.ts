/**
 * The browser tests' global setup (`npm run test:e2e`, node --test-global-setup): the web app
 * built once, and one headless Chromium shared by every test file (./browser.ts), before any
 * file starts; stopped after the last.
 */
import type { BrowserServer } from 'playwright-core';
import { shareBrowser } from './browser.ts';
import { ensureBuilt } from './build.ts';

let browser: BrowserServer | undefined;

export async function globalSetup(): Promise<void> {
  await ensureBuilt();
  browser = await shareBrowser();
}

export async function globalTeardown(): Promise<void> {
  await browser?.close();
}
