/**
 * An account made in the browser as a person makes one: the sign-up page, a name and a
 * password, and the account page that greets the new name.
 */
import type { Page } from 'playwright-core';
import { PATIENCE_MS } from './patience.ts';

/** The password the browser tests' accounts sign up with. */
export const PASSWORD = 'correct horse battery';

/** Signs `page` (a guest's) up at `site` as `name` with the password, and waits to be greeted. */
export async function signUpWithPassword(page: Page, site: string, name: string): Promise<void> {
  const wait = { timeout: PATIENCE_MS };
  await page.goto(`${site}/sign-up`);
  await page.getByTestId('account-control').getByText('Guest').waitFor(wait);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up with a password' }).click();
  // Greeted, or refused in words: a refusal is the failure's reason, not a timeout.
  const greeted = page.getByRole('heading', { name, level: 1 });
  const refusal = page.getByRole('alert');
  await greeted.or(refusal).first().waitFor(wait);
  if (await refusal.isVisible())
    throw new Error(`signing up as ${name} was refused: ${await refusal.innerText()}`);
}
