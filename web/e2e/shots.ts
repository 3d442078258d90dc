/**
 * The browser tests' screenshots of their pages (home, tables at desktop and phone sizes, the
 * Lab's figures …), for a person to look at in web/e2e/screenshots/. They are taken when asked
 * for: `npm run shots` runs the browser tests with MATCHDAY_SHOTS=1. The suite itself does not
 * take them: nobody looks at them there, and its 200-odd full-page PNGs cost about 0.2 CPU-s
 * and up to a second of the test's time each (`npm test` on this 2-core machine is bound by
 * CPU). A screenshot that says why a test failed (a stalled game's page) is taken whatever
 * the setting, with `page.screenshot` itself.
 */
import { join } from 'node:path';
import { SHOTS } from './stage.ts';

/** Whether this run writes the screenshots: `MATCHDAY_SHOTS=1`. */
export const SHOTS_WANTED = process.env.MATCHDAY_SHOTS === '1';

/** What can be shot: a page, or a locator (one element). */
interface Shootable {
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
}

/**
 * Writes `target`'s screenshot to web/e2e/screenshots/`name` when this run asks for them,
 * e.g. shot(page, 'home.png', true) for the whole page rather than its first screen.
 */
export async function shot(target: Shootable, name: string, fullPage = false): Promise<void> {
  if (!SHOTS_WANTED) return;
  await target.screenshot(
    fullPage ? { path: join(SHOTS, name), fullPage } : { path: join(SHOTS, name) },
  );
}
