/**
 * The platform's edges for players: a spectator is told that they watch and gets the link that
 * lets others watch; a person taking a seat in the lobby names it, and everyone at the table,
 * spectators too, sees that name.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStage } from './stage.ts';
import { createTable, waitLive } from './tables.ts';
import { HANG_GUARD } from './patience.ts';
import { shot } from './shots.ts';

const slow = HANG_GUARD;

describe('watching and joining from the lobby', () => {
  const stage = useStage();

  it(
    'shows a spectator that they watch, with a spectator link; a lobby joiner’s name reaches everyone',
    slow,
    async () => {
      const url = stage.server.url;
      const host = await stage.newPage();
      const tableId = await createTable(
        host,
        url,
        [{ player: 'me', name: 'Ana' }, { player: 'friend' }],
        {
          listed: true,
        },
      );
      await waitLive(host);
      const spectatorLink = `${new URL(url).origin}/table/${tableId}`;

      const spectator = await stage.newPage();
      await spectator.goto(spectatorLink);
      await waitLive(spectator);
      await spectator.locator('.badge--watching', { hasText: 'Watching' }).waitFor();
      await spectator.getByRole('heading', { name: 'You are watching' }).waitFor();
      assert.equal(await spectator.getByLabel('Link for spectators').inputValue(), spectatorLink);
      // The host plays: no "watching" for them, but the same link to hand out.
      assert.equal(await host.locator('.badge--watching').count(), 0);
      assert.equal(await host.getByLabel('Link for spectators').inputValue(), spectatorLink);
      await shot(spectator, 'spectator.png', true);

      const joiner = await stage.newPage({ width: 390, height: 844 });
      await joiner.goto(`${url}/lobby`);
      const card = joiner.locator('.card', { hasText: 'Ana' });
      await card.getByLabel('Your name (optional)').fill('Bea');
      await shot(joiner, 'lobby-name.png', true);
      await card.getByRole('button', { name: "Take Seat 2's seat" }).click();
      await joiner.waitForURL(new RegExp(`/table/${tableId}$`));
      await waitLive(joiner);
      await joiner.locator('.scoreboard', { hasText: 'Bea' }).waitFor();
      assert.equal(await joiner.locator('.badge--watching').count(), 0, 'the joiner plays');

      await host.locator('.scoreboard', { hasText: 'Bea' }).waitFor();
      await spectator.locator('.scoreboard', { hasText: 'Bea' }).waitFor();
      await shot(host, 'host-sees-lobby-name.png', true);
      await shot(spectator, 'spectator-sees-lobby-name.png', true);
    },
  );

  it(
    'says a refusal in words, and offers no create form for a game still to come',
    slow,
    async () => {
      const url = stage.server.url;
      const host = await stage.newPage();
      const tableId = await createTable(host, url, [{ player: 'me' }, { player: 'bot:easy' }]);
      const forger = await stage.newPage();
      await forger.goto(`${url}/table/${tableId}?seat=0#token=${'x'.repeat(32)}`);
      const refused = forger.locator('[data-code="bad-token"]');
      await refused.waitFor();
      assert.match((await refused.textContent()) ?? '', /This seat link is not valid/);
      assert.equal(await forger.getByText('bad-token').count(), 0, 'no raw code on the page');
      await shot(forger, 'refused-in-words.png', true);

      // A game that does not exist: said in words, and no form to create a table with.
      await host.goto(`${url}/games/tiddlywinks/new`);
      await host.getByText('There is no such game.').waitFor();
      assert.equal(await host.getByRole('button', { name: 'Create the table' }).count(), 0);
      await shot(host, 'unknown-game-no-form.png', true);
    },
  );
});
