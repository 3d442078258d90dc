/**
 * A seat belongs to one device: a friend's link opened on a second browser after the friend
 * took the seat is refused there, until the host gives the seat a new link; and an invite
 * link that does not work never spoils the right one opened after it in the same tab.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useStage } from './stage.ts';
import { createTable, waitLive } from './tables.ts';
import { HANG_GUARD, pollUntil } from './patience.ts';
import { shot } from './shots.ts';

const slow = HANG_GUARD;

const you = (page: Page, name: string) =>
  page.locator('.area', { hasText: name }).getByText('You', { exact: true });

/** What the page's browser keeps for a table, e.g. { tokens: { 1: '…' }, … }. */
async function kept(page: Page, tableId: string): Promise<{ tokens: Record<string, string> }> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `matchday:table:${tableId}`);
  return JSON.parse(raw ?? '{"tokens":{}}') as { tokens: Record<string, string> };
}

describe('one device per seat', () => {
  const stage = useStage();

  it(
    'refuses a taken seat on a second browser; the host’s new link works there',
    slow,
    async () => {
      const host = await stage.newPage();
      await createTable(host, stage.server.url, [
        { player: 'me', name: 'Ana' },
        { player: 'friend', name: 'Bo' },
      ]);
      const invite = await host.locator('.invite__url').inputValue();

      const friend = await stage.newPage({ width: 390, height: 844 });
      await friend.goto(invite);
      await waitLive(friend);
      await you(friend, 'Bo').waitFor();

      const second = await stage.newPage();
      await second.goto(invite);
      await second.getByRole('heading', { name: 'This seat is already taken' }).waitFor();
      await second.getByText('ask the host for a new link').waitFor();
      await waitLive(second);
      assert.equal(await you(second, 'Bo').count(), 0, 'the second browser only watches');
      assert.equal(await second.locator('.gk button').count(), 0, 'and has no moves');
      await shot(second, 'seat-taken.png', true);

      await host.getByRole('button', { name: 'New link for Bo' }).click();
      const fresh = host.locator('.invite__url');
      // The old link stays on show until the server's answer comes back: wait for the new one.
      await pollUntil(async () => (await fresh.inputValue()) !== invite, 'the new link shown');
      const link = await fresh.inputValue();
      assert.notEqual(link, invite);
      await friend.locator('[data-code="bad-token"]').waitFor();
      await shot(host, 'new-link.png', true);

      await second.goto(link);
      await waitLive(second);
      await you(second, 'Bo').waitFor();
      await host.locator('.invite__url').waitFor({ state: 'detached' });
      for (const page of [host, friend, second]) await page.context().close();
    },
  );

  it('seats the right link opened after a wrong one, in the same tab', slow, async () => {
    const host = await stage.newPage();
    const id = await createTable(host, stage.server.url, [
      { player: 'me', name: 'Ana' },
      { player: 'friend', name: 'Bo' },
    ]);
    const invite = await host.locator('.invite__url').inputValue();

    const guest = await stage.newPage();
    await guest.goto(`${stage.server.url}/table/${id}?seat=5#token=${'x'.repeat(32)}`);
    await guest.locator('[data-code="bad-token"]').waitFor();
    assert.deepEqual((await kept(guest, id)).tokens, {}, 'a refused token is not kept');

    await guest.goto(invite);
    await waitLive(guest);
    await you(guest, 'Bo').waitFor();
    assert.equal(await guest.locator('[data-code="bad-token"]').count(), 0);
    const token = new URL(invite).hash.replace('#token=', '');
    assert.deepEqual((await kept(guest, id)).tokens, { 1: token });

    await guest.reload();
    await waitLive(guest);
    await you(guest, 'Bo').waitFor();
    for (const page of [host, guest]) await page.context().close();
  });
});
