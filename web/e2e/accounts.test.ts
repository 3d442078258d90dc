/**
 * Accounts in a real Chromium (issue #34): signing up with a password, signing up with a
 * passkey on Chromium's virtual authenticator (CDP WebAuthn), signing out everywhere else
 * ending another context's session, and a guest's seat kept through sign-up.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { useStage } from './stage.ts';
import { createTable, waitLive } from './tables.ts';
import { PASSWORD, signUpWithPassword } from './sign-up.ts';

const wait = { timeout: PATIENCE_MS };

/** The header's account control. */
const control = (page: Page) => page.getByTestId('account-control');

/** WebAuthn wants a domain, not an IP address: the same server as localhost. */
const siteOf = (url: string) => url.replace('127.0.0.1', 'localhost');

async function signIn(page: Page, site: string, name: string): Promise<void> {
  await page.goto(`${site}/sign-in`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor(wait);
}

describe('accounts in the browser', () => {
  const stage = useStage();

  it(
    'signs up with a password; the header shows the name; a wrong one is refused in words',
    HANG_GUARD,
    async () => {
      const site = siteOf(stage.server.url);
      const page = await stage.newPage();
      await signUpWithPassword(page, site, 'Paula Word');
      await control(page).getByRole('link', { name: 'Paula Word' }).waitFor(wait);
      const other = await stage.newPage();
      await other.goto(`${site}/sign-in`);
      await other.getByLabel('Name').fill('paula word');
      await other.getByLabel('Password').fill('not the password');
      await other.getByRole('button', { name: 'Sign in', exact: true }).click();
      await other
        .getByRole('alert')
        .getByText('That name and password do not match an account.')
        .waitFor(wait);
      await page.context().close();
      await other.context().close();
    },
  );

  it('signs up with a passkey, then signs in with it on a new session', HANG_GUARD, async () => {
    const site = siteOf(stage.server.url);
    const page = await stage.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(`${site}/sign-up`);
    await control(page).getByText('Guest').waitFor(wait);
    // The guest exists (it has an id) before its cookie is copied.
    await control(page).locator('[data-player]:not([data-player=""])').waitFor(wait);
    const guestCookie = await cookieHeader(page);
    assert.match(guestCookie, /session_token=/u);
    await page.getByLabel('Name').fill('Pia Key');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('heading', { name: 'Pia Key', level: 1 }).waitFor(wait);
    // The guest's session ended when it became the account: a copy of its cookie (planted, or
    // stolen) opens nothing.
    const old = await fetch(`${site}/api/auth/get-session`, { headers: { cookie: guestCookie } });
    assert.equal(await old.text(), 'null');
    // Signed out, the passkey alone signs back in (a discoverable credential: no name typed).
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await control(page).getByText('Guest').waitFor(wait);
    await page.goto(`${site}/sign-in`);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('heading', { name: 'Pia Key', level: 1 }).waitFor(wait);
    await page.context().close();
  });

  it('"Sign out everywhere else" ends the other context’s session', HANG_GUARD, async () => {
    const site = siteOf(stage.server.url);
    const laptop = await stage.newPage();
    await signUpWithPassword(laptop, site, 'Two Places');
    const phone = await stage.newPage();
    await signIn(phone, site, 'Two Places');
    await laptop.reload();
    await laptop.getByTestId('sessions').locator('li').nth(1).waitFor(wait);
    await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await laptop.waitForFunction(
      () => document.querySelectorAll('[data-testid="sessions"] li').length === 1,
      undefined,
      wait,
    );
    await phone.reload();
    await control(phone).getByText('Guest').waitFor(wait);
    assert.equal(await control(phone).getByRole('link', { name: 'Two Places' }).count(), 0);
    await laptop.context().close();
    await phone.context().close();
  });

  it(
    'a guest takes a seat, signs up and still holds it; on another device the account plays it',
    HANG_GUARD,
    async () => {
      const site = siteOf(stage.server.url);
      const laptop = await stage.newPage();
      await laptop.goto(site);
      await control(laptop).getByText('Guest').waitFor(wait);
      const tableId = await createTable(laptop, site, [
        { player: 'me', name: 'Gia' },
        { player: 'friend', name: 'Bo' },
      ]);
      await waitLive(laptop);
      assert.equal(await watching(laptop), 0, 'the guest plays the seat');
      await signUpWithPassword(laptop, site, 'Gia Guest');
      await laptop.goto(`${site}/table/${tableId}`);
      await waitLive(laptop);
      assert.equal(await watching(laptop), 0, 'the account still plays the seat');
      // Another device, signed in to the same account, takes the seat over.
      const phone = await stage.newPage();
      await signIn(phone, site, 'gia guest');
      await phone.goto(`${site}/table/${tableId}`);
      await phone.getByRole('button', { name: 'Play your seat here' }).click();
      await waitLive(phone);
      await phone.locator('.badge--watching').waitFor({ state: 'detached', ...wait });
      await laptop.context().close();
      await phone.context().close();
    },
  );

  it(
    'signing up while the page still makes its guest waits for the guest, and stays the account',
    HANG_GUARD,
    async () => {
      const site = stage.server.url;
      const page = await stage.newPage();
      // The page's request for its guest is held until the sign-up has been clicked.
      const asked = Promise.withResolvers<undefined>();
      const released = Promise.withResolvers<undefined>();
      await page.route('**/api/auth/sign-in/anonymous', async (route) => {
        asked.resolve(undefined);
        await released.promise;
        await route.continue();
      });
      await page.goto(`${site}/sign-up`);
      await asked.promise;
      await signUpWhileHeld(page, 'Quick Quinn', () => {
        released.resolve(undefined);
      });
    },
  );

  it(
    'signing up before the page has read its session waits until it has a guest, and stays the account',
    HANG_GUARD,
    async () => {
      const site = stage.server.url;
      const page = await stage.newPage();
      // The page's first read of its session is held until the sign-up has been clicked: the
      // page does not know yet that it has none, so no guest is on its way.
      const clicked = Promise.withResolvers<undefined>();
      let first = true;
      await page.route('**/api/auth/get-session*', async (route) => {
        if (first) {
          first = false;
          await clicked.promise;
        }
        await route.continue();
      });
      await page.goto(`${site}/sign-up`);
      await signUpWhileHeld(page, 'Early Eve', () => {
        clicked.resolve(undefined);
      });
    },
  );
});

/**
 * Signs `page` (on the sign-up page, with one of its requests held) up as `name`: the button
 * waits, disabled, until `release` lets the held request go; then the sign-up leaves as the
 * guest (with its cookie), greets the account, and the account is still there after a reload.
 */
async function signUpWhileHeld(page: Page, name: string, release: () => void): Promise<void> {
  const signUpCookie = new Promise<string>((resolve) => {
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/sign-up/email'))
        void request.allHeaders().then((headers) => {
          resolve(headers.cookie ?? '');
        });
    });
  });
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up with a password' }).click();
  await page.locator('button[type="submit"]:disabled').waitFor(wait);
  release();
  await page.getByRole('heading', { name, level: 1 }).waitFor(wait);
  assert.match(await signUpCookie, /session_token=/u, 'the sign-up went as the guest');
  await page.reload();
  await control(page).getByRole('link', { name }).waitFor(wait);
  await page.context().close();
}

/** 1 while the page only watches the table, 0 while it plays a seat. */
function watching(page: Page): Promise<number> {
  return page.locator('.badge--watching').count();
}

/** The page's cookies for its site, as a Cookie header. */
async function cookieHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies(page.url());
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
