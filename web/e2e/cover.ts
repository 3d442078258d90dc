/**
 * The hot-seat cover ('Pass the device to …', its button 'I am Ana') as it is at one instant,
 * read in one look: a cover can go between two looks (a cover for a person asked at a window
 * goes by itself when the window closes), so a test that saw it and then read its name could
 * wait for a cover that is not coming back.
 */
import type { Page } from 'playwright-core';
import { PATIENCE_MS } from './patience.ts';

export interface CoverShown {
  /** The person it hands the device to. */
  readonly name: string;
  /** Whether anything of the board (`board`, a selector) shows beside it. */
  readonly board: boolean;
  /** Its words, e.g. 'Pass the device to Ana Ana plays with Cy: … I am Ana'. */
  readonly text: string;
}

/** The cover now, or null when the table is not covered. */
export const coverShown = (page: Page, board: string): Promise<CoverShown | null> =>
  page.evaluate((boardSelector) => {
    const cover = document.querySelector('.pass-device');
    if (!cover) return null;
    const button = [...cover.querySelectorAll('button')].find((b) =>
      b.textContent.startsWith('I am '),
    );
    return {
      name: (button?.textContent ?? '').replace('I am ', ''),
      board: document.querySelector(boardSelector) !== null,
      text: (cover as HTMLElement).innerText.replace(/\s+/g, ' '),
    };
  }, board);

/**
 * What followed a click on the cover's 'I am `name`': the board (`board`, a selector) came up,
 * or the moment moved on without it: a cover for someone else. The person may have been asked
 * at a window whose countdown ran out before the board came up (on a loaded machine a short
 * countdown outlasts no render), and the device went to the other side; waiting for the board
 * alone would then wait for a board that shows only after that other cover is clicked.
 */
export async function afterHandOver(
  page: Page,
  name: string,
  board: string,
): Promise<'board' | 'covered'> {
  const outcome = await page.waitForFunction(
    ([boardSelector, handedTo]) => {
      if (document.querySelector(boardSelector)) return 'board';
      const cover = document.querySelector('.pass-device');
      const button = cover
        ? [...cover.querySelectorAll('button')].find((b) => b.textContent.startsWith('I am '))
        : undefined;
      if (button && button.textContent !== `I am ${handedTo}`) return 'covered';
      return false;
    },
    [board, name] as const,
    { timeout: PATIENCE_MS },
  );
  return (await outcome.jsonValue()) as 'board' | 'covered';
}
