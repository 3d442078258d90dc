/** Setting up tables through the pages, as a person does. */
import type { Page } from 'playwright-core';
import { PATIENCE_MS } from './patience.ts';

export type Player = 'me' | 'friend' | 'bot:easy' | 'bot:normal' | 'bot:hard';

/** Opens a game's create page (Goalkeepers by default), fills the seats in, creates the table. */
export interface TableChoices {
  /** Default 'goalkeepers'. */
  readonly game?: string;
  readonly turnSeconds?: number;
  readonly listed?: boolean;
  /** Options by key, e.g. { mode: 'match', managers: true }: selects picked, boxes ticked. */
  readonly options?: Readonly<Record<string, string | boolean>>;
}

export async function createTable(
  page: Page,
  baseUrl: string,
  seats: readonly { player: Player; name?: string }[],
  choices: TableChoices = {},
): Promise<string> {
  await page.goto(`${baseUrl}/games/${choices.game ?? 'goalkeepers'}/new`);
  const create = page.getByRole('button', { name: 'Create the table' });
  await create.waitFor();
  for (let i = 2; i < seats.length; i++)
    await page.getByRole('button', { name: 'Add a seat' }).click();
  for (const [i, seat] of seats.entries()) {
    await page.locator(`#seat-${i}-player`).selectOption(seat.player);
    if (seat.name) await page.locator(`#seat-${i}-name`).fill(seat.name);
  }
  if (choices.turnSeconds !== undefined)
    await page.getByLabel('Turn timer (seconds)').fill(String(choices.turnSeconds));
  if (choices.listed) await page.getByLabel('List in the lobby').check();
  for (const [key, value] of Object.entries(choices.options ?? {})) {
    const field = page.locator(`#option-${key}`);
    if (typeof value === 'boolean') await field.setChecked(value);
    else await field.selectOption(value);
  }
  await create.click();
  await page.waitForURL(/\/table\/[\w-]+$/);
  await page.locator('.table-page, .pass-device').first().waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Waits until the page hears the table live. */
export async function waitLive(page: Page, timeout = PATIENCE_MS): Promise<void> {
  await page.locator('[data-connection="live"]').waitFor({ timeout });
}
