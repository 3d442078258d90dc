import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from './random-agent.ts';
import { askedNext } from './asking-order.ts';
import type { ResponseWindow, Seat } from './game.ts';
import { runMatch } from './match.ts';
import { setupChecked } from './checked.ts';
import { chainCards } from './testing/chain-cards.ts';

const OPEN: ResponseWindow = { kind: 'test', pass: 0, chain: 0 };
const windowGame = { window: (): ResponseWindow => OPEN };
const noWindowGame = { window: (): undefined => undefined };

/** How often each of `actors` is asked first over `steps`. */
function firsts(actors: readonly Seat[], steps: readonly number[]): number[] {
  const counts = actors.map(() => 0);
  for (const step of steps) {
    const seat = askedNext(windowGame, null, actors, step);
    const at = actors.indexOf(seat);
    counts[at] = (counts[at] ?? 0) + 1;
  }
  return counts;
}

/** The share of `counts` each entry holds. */
const shares = (counts: readonly number[]): number[] => {
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.map((c) => c / total);
};

/**
 * Plays chain cards with random agents and counts, per seat, the windows it was asked first
 * at: a window's first action (with more than one seat to ask) is its first asked seat's.
 */
function windowOpeners(seats: number, games: number): number[] {
  const openers = new Array<number>(seats).fill(0);
  const players = Array.from({ length: seats }, (_, seat) => ({
    name: `S${String(seat)}`,
    agent: 'bot:random',
    make: randomAgent,
  }));
  const options = { rounds: 12 };
  for (let n = 0; n < games; n++) {
    const seed = `order/${String(n)}`;
    const record = runMatch(chainCards, { players, seed, options });
    const setup = setupChecked(chainCards, { options, seats, seed });
    assert.ok(record.ok && setup.ok);
    const { state } = setup.value;
    let open = false;
    for (const [seat, action] of record.value.actions) {
      const window = chainCards.window?.(state) !== undefined;
      if (window && !open && chainCards.actors(state).length > 1)
        openers[seat] = (openers[seat] ?? 0) + 1;
      open = window;
      chainCards.apply(state, seat, action);
    }
  }
  return openers;
}

describe('the asking order at several actors', () => {
  it('asks the lowest seat first outside a response window (a secret pick), as always', () => {
    for (let step = 0; step < 100; step++)
      assert.equal(askedNext(noWindowGame, null, [1, 3], step), 1);
  });

  it('asks the only actor', () => {
    assert.equal(askedNext(windowGame, null, [2], 7), 2);
  });

  it('at a window, asks each seat first about as often, whatever the rhythm of the steps', () => {
    const every = Array.from({ length: 4000 }, (_, i) => i);
    const even = every.map((i) => 2 * i);
    const fourth = every.map((i) => 4 * i + 1);
    for (const steps of [every, even, fourth]) {
      for (const share of shares(firsts([0, 1], steps))) assert.ok(Math.abs(share - 1 / 2) < 0.03);
      for (const share of shares(firsts([0, 1, 3], steps)))
        assert.ok(Math.abs(share - 1 / 3) < 0.03);
    }
  });

  it('lets each seat of a real game open about as many windows (runMatch, as the series)', () => {
    for (const seats of [2, 4]) {
      const counts = windowOpeners(seats, 400);
      const total = counts.reduce((a, b) => a + b, 0);
      assert.ok(total > 100, `${String(total)} windows with a choice of whom to ask`);
      // Teams: seats 0 and 2 defend against 1 and 3 in turn, so compare the two teams' seats.
      for (const share of shares(counts))
        assert.ok(Math.abs(share - 1 / seats) < 0.1, `shares ${shares(counts).join(', ')}`);
    }
  });
});
