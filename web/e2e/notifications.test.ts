/**
 * "Your move" notifications in a real Chromium (issue #35): Ana and Bo, two accounts in two
 * contexts, take the seats of a stored Goalkeepers table (seed 'notify-1': Bo's seat, seat 0,
 * decides first). Ana turns "Notify me" on in her Your move page (the context grants the
 * permission), then her page goes to the background; when Bo's moves make it her turn, her
 * page shows the browser's notification and an in-page notice, each once; Bo, whose own moves
 * they were, is told nothing. And a competition's round: Cy enters Di's knockout, waits on his
 * Your move page in the background, and is told once when Di starts it and the final's table
 * is made.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HANG_GUARD, PATIENCE_MS, StallGuard, changeMark, untilChanged } from './patience.ts';
import { playOnce } from './play.ts';
import { signUpWithPassword } from './sign-up.ts';
import { useStage } from './stage.ts';
import { storeTable, type Stored } from './stored-table.ts';
import { waitLive } from './tables.ts';

const wait = { timeout: PATIENCE_MS };

/** The notifications the page made, recorded by a wrapper round the browser's own. */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { shown: typeof shown }).shown = shown;
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded });
  });
}

const shown = (page: Page) =>
  page.evaluate(() => (window as unknown as { shown: { body: string }[] }).shown);

/** `page`'s answer to a POST of `body` to `path` of its own site, as the web app sends it. */
function post(page: Page, path: string, body?: unknown): Promise<{ id?: string; code?: string }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { id?: string; code?: string };
    },
    { path, body },
  );
}

/** As when the player switched to another tab: the page is in the background. */
const toBackground = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('notifications', () => {
  let stored: Stored | undefined;
  // The full browser: the headless shell refuses the notifications permission however granted.
  const stage = useStage(
    {},
    (dir) => {
      stored = storeTable(dir, {
        game: 'goalkeepers',
        seed: 'notify-1',
        seats: [
          { name: 'Bo', person: 'friend' },
          { name: 'Ana', person: 'friend' },
        ],
      });
    },
    'full',
  );

  it(
    'tells Ana once when Bo’s move makes it hers, in the page and in the background',
    HANG_GUARD,
    async () => {
      if (!stored) throw new Error('no stored table');
      const site = stage.server.url;
      const { tableId } = stored;
      const [ana, bo] = await Promise.all([stage.newPage(), stage.newPage()]);
      await ana.context().grantPermissions(['notifications'], { origin: site });
      await recordNotifications(ana);
      await signUpWithPassword(ana, site, 'Note Ana');
      await signUpWithPassword(bo, site, 'Note Bo');
      await ana.goto(`${site}${stored.invites.get(1) ?? ''}`);
      await waitLive(ana);
      await bo.goto(`${site}${stored.invites.get(0) ?? ''}`);
      await waitLive(bo);

      await ana.goto(`${site}/my-games`);
      const listed = ana.locator(`.my-game[data-table="${tableId}"]`);
      await listed.waitFor(wait);
      assert.equal(await listed.getAttribute('data-section'), 'playing', 'Bo decides first');
      const toggle = ana.getByLabel(/Notify me/);
      await toggle.check();
      assert.ok(await toggle.isChecked(), 'Notify me is on once the permission is granted');
      await toBackground(ana);

      // Bo plays until the table waits for Ana: each of his decisions, then her notice.
      const notice = ana.locator(`.notice[data-table="${tableId}"]`);
      const guard = new StallGuard();
      for (;;) {
        const marks = await Promise.all([ana, bo].map(changeMark));
        if ((await shown(ana)).length > 0) break;
        const section = await listed.getAttribute('data-section');
        const notices = (await ana.locator('.notices').allInnerTexts()).join(' | ');
        guard.check(
          () =>
            `no notification for Ana; her list has the table ${String(section)}; notices: ${notices}`,
        );
        if (await playOnce(bo)) guard.moved();
        else await untilChanged([ana, bo], marks);
      }
      const bodies = (await shown(ana)).map((n) => n.body);
      assert.deepEqual(bodies, ['Your move: Goalkeepers against Bo'], 'one notification, once');
      await notice.waitFor(wait);
      assert.match(await notice.innerText(), /Your move: Goalkeepers against Bo/);
      assert.equal(await bo.locator('.notice').count(), 0, 'Bo is not told of his own moves');

      // The notice leads to the table, where it is Ana's decision.
      await notice.getByRole('link').click();
      await ana.waitForURL(new RegExp(`/table/${tableId}$`), wait);
      await waitLive(ana);
      assert.equal((await shown(ana)).length, 1, 'told once');
    },
  );
  it(
    'tells Cy once when the round of a competition he entered starts, in the page and in the background',
    HANG_GUARD,
    async () => {
      const site = stage.server.url;
      const [di, cy] = await Promise.all([stage.newPage(), stage.newPage()]);
      await cy.context().grantPermissions(['notifications'], { origin: site });
      await recordNotifications(cy);
      await signUpWithPassword(di, site, 'Cup Di');
      await signUpWithPassword(cy, site, 'Cup Cy');
      const created = await post(di, '/api/competitions', {
        name: 'Notice cup',
        game: 'goalkeepers',
        format: 'knockout',
        maxEntrants: 2,
      });
      const id = created.id ?? '';
      assert.ok(id, `the competition was made: ${JSON.stringify(created)}`);
      for (const page of [di, cy]) {
        const joined = await post(page, `/api/competitions/${id}/join`);
        assert.equal(joined.id, id, `joined: ${JSON.stringify(joined)}`);
      }

      await cy.goto(`${site}/my-games`);
      const toggle = cy.getByLabel(/Notify me/);
      await toggle.check();
      assert.ok(await toggle.isChecked(), 'Notify me is on once the permission is granted');
      // Cy waits on the home page, where only the notifications' poll asks for his games: once
      // it has looked at his list (no table yet), the table the round makes is new to it.
      const looked = cy.waitForResponse((r) => r.url().endsWith('/api/my-games?limit=20'), wait);
      await cy.goto(site);
      await looked;
      await toBackground(cy);
      const started = await post(di, `/api/competitions/${id}/start`);
      assert.equal(started.id, id, `started: ${JSON.stringify(started)}`);

      // A cup of two is one game, its final, named as the server names it.
      const words = 'Final of Notice cup has started: Goalkeepers against Cup Di';
      const notice = cy.locator('.notice', { hasText: 'Final of Notice cup' });
      await notice.waitFor(wait);
      assert.match(await notice.innerText(), new RegExp(words));
      assert.deepEqual(
        (await shown(cy)).map((n) => n.body),
        [words],
        'one notification, once',
      );
      // The notice leads to the round's table.
      await notice.getByRole('link').click();
      await cy.waitForURL(/\/table\/[\w-]+$/, wait);
      await waitLive(cy);
      assert.equal((await shown(cy)).length, 1, 'told once');
    },
  );
});
