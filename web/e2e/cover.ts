/**
 * The hot-seat cover ('Pass the device to …', its button 'I am Ana') as it is at one instant,
 * read in one look: a cover can go between two looks (a cover for a person asked at a window
 * goes by itself when the window closes), so a test that saw it and then read its name could
 * wait for a cover that is not coming back.
 */
import type { Page } from 'playwright-core';

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
