/**
 * A four-seat table of Supernatural Soccer whose deal the test needs: a seed is looked for
 * with the engine itself (never a hidden hand written into the test), then the table is
 * stored in a data directory the way the server stores any new table (its seed, options and
 * seats, no moves yet), before the server starts on it. Two seats are people, each with an
 * invite link a browser context opens; the other two are bots.
 */
import { setupChecked } from '../../src/core/checked.ts';
import type { Seat } from '../../src/core/game.ts';
import type { SupernaturalView } from '../../src/games/supernatural-soccer/view.ts';
import { CHANGERS } from '../../src/games/supernatural-soccer/vocabulary.ts';
import { engineOf, storeTable as storeAnyTable } from './stored-table.ts';

const GAME = 'supernatural-soccer';
export const COUNTER = CHANGERS.findIndex((c) => c.name === 'Counter Card');

/** Each seat's hand after the deal, as counts by kind, from the engine's own views. */
export type Hands = readonly (readonly number[])[];

/** The first seed `${name}-0`, `${name}-1` … whose deal `wanted` accepts. */
export function findDeal(
  name: string,
  options: Readonly<Record<string, unknown>>,
  seats: number,
  wanted: (hands: Hands) => boolean,
  tries = 500,
): { seed: string; options: Record<string, unknown> } {
  const game = engineOf(GAME);
  for (let i = 0; i < tries; i++) {
    const seed = `${name}-${String(i)}`;
    const setup = setupChecked(game, { options, seats, seed });
    if (!setup.ok) throw new Error(setup.error.message);
    const hands = Array.from(
      { length: seats },
      (_, seat) => (game.view(setup.value.state, seat) as SupernaturalView).hand,
    );
    if (wanted(hands)) return { seed, options: setup.value.options as Record<string, unknown> };
  }
  throw new Error(`No deal seeded ${name}-0 to ${name}-${String(tries - 1)} was wanted`);
}

/**
 * Stores a new table with `seed` in `dataDir` (stored-table.ts): the seats named in `people`
 * are people, the rest easy bots named in `bots`. Returns each person's invite path, e.g.
 * '/table/q3Z_x8aK0bLm?seat=1#token=…', by seat.
 */
export function storeTable(
  dataDir: string,
  deal: { seed: string; options: Record<string, unknown> },
  seats: readonly { readonly name: string; readonly person: boolean }[],
  windowSeconds: number,
): Map<Seat, string> {
  const stored = storeAnyTable(dataDir, {
    game: GAME,
    seed: deal.seed,
    options: deal.options,
    seats: seats.map(({ name, person }) =>
      person ? { name, person: 'friend' } : { name, bot: 'easy' },
    ),
    windowSeconds,
  });
  return new Map(stored.invites);
}
