/** Setting up tables through the pages, as a person does. */
import type { Locator, Page } from 'playwright-core';
import { PATIENCE_MS, POLL_MS } from './patience.ts';

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

/**
 * How many events the table's log holds. Its list shows only the latest lines
 * (web/src/table/EventLog.tsx), so the count is the list's `data-events`, not its lines.
 */
export const logLength = (page: Page): Promise<number> =>
  page.evaluate(() => Number(document.querySelector('.log')?.getAttribute('data-events') ?? 0));

/**
 * Waits until the log holds more than `before` events (the server took a move), or until
 * `orShown` is on the page when given (e.g. hot-seat's cover for the next person).
 */
export async function waitLogPast(
  page: Page,
  before: number,
  { orShown = '', timeout = PATIENCE_MS }: { orShown?: string; timeout?: number } = {},
): Promise<void> {
  await page.waitForFunction(
    ([n, or]) =>
      Number(document.querySelector('.log')?.getAttribute('data-events') ?? 0) > n ||
      (or !== '' && document.querySelector(or) !== null),
    [before, orShown] as const,
    { timeout, polling: POLL_MS },
  );
}

/**
 * Opens the whole log where the list shows only its latest lines (its 'Show all … events'),
 * for a test that looks for a line from earlier in the game; the lines, from the first.
 */
export async function wholeLog(page: Page): Promise<Locator> {
  const more = page.locator('.log__more[aria-expanded="false"]');
  if ((await more.count()) > 0) await more.click();
  return page.locator('.log__event');
}
