/**
 * What the Lab page shows of a run in progress, as one text: the bar's games played, its words
 * and the latest look's. A browser test waits on the run while this keeps changing
 * (patience.ts's waitWhileMoving), however long the machine takes to play the games.
 */
import type { Page } from 'playwright-core';

export const labProgress = (page: Page) => (): Promise<string> =>
  page.evaluate(() => {
    const bar = document.querySelector<HTMLProgressElement>('.lab-progress__bar');
    const words = document.querySelector('.lab-progress__words')?.textContent ?? '';
    const look = document.querySelector('[data-cell="looks"] p')?.textContent ?? '';
    return `${String(bar?.value ?? '')} | ${words} | ${look}`;
  });
