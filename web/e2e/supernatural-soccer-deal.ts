/**
 * A four-seat table of Supernatural Soccer whose deal the test needs: a seed is looked for
 * with the engine itself (never a hidden hand written into the test), then the table is
 * stored in a data directory the way the server stores any new table (its seed, options and
 * seats, no moves yet), before the server starts on it. Two seats are people, each with an
 * invite link a browser context opens; the other two are bots.
 */
import { join } from 'node:path';
import { setupChecked } from '../../src/core/checked.ts';
import type { AnyGame, Seat } from '../../src/core/game.ts';
import type { SupernaturalView } from '../../src/games/supernatural-soccer/view.ts';
import { CHANGERS } from '../../src/games/supernatural-soccer/vocabulary.ts';
import { loadFinder } from '../../src/games/registry.ts';
import { openDatabase } from '../../src/server/storage/database.ts';
import type { StoredSeat, StoredTable } from '../../src/server/storage/rows.ts';
import { prepareWrites } from '../../src/server/storage/writes.ts';
import { newTableId } from '../../src/server/tables/ids.ts';
import { invitePath } from '../../src/server/tables/setup.ts';
import { hashToken, newToken } from '../../src/server/tables/tokens.ts';

const GAME = 'supernatural-soccer';
export const COUNTER = CHANGERS.findIndex((c) => c.name === 'Counter Card');

function engine(): Promise<AnyGame> {
  return loadFinder().then((find) => {
    const found = find(GAME);
    if (!found.ok) throw new Error(found.error.message);
    return found.value.engine;
  });
}

/** Each seat's hand after the deal, as counts by kind, from the engine's own views. */
export type Hands = readonly (readonly number[])[];

/** The first seed `${name}-0`, `${name}-1` … whose deal `wanted` accepts. */
export async function findDeal(
  name: string,
  options: Readonly<Record<string, unknown>>,
  seats: number,
  wanted: (hands: Hands) => boolean,
  tries = 500,
): Promise<{ seed: string; options: Record<string, unknown> }> {
  const game = await engine();
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

/** A seat as stored: a person's with its token's hash, or an easy bot's. */
function storedSeat(seat: Seat, name: string, token: string | null): StoredSeat {
  return token
    ? {
        seat,
        name,
        invite: 'friend',
        agent: 'human',
        tokenHash: hashToken(token),
        claimed: false,
        deviceHash: null,
      }
    : {
        seat,
        name,
        invite: 'bot',
        agent: 'bot:easy',
        tokenHash: null,
        claimed: false,
        deviceHash: null,
      };
}

/**
 * Stores a new table with `seed` in `dataDir`: the seats named in `people` are people, the
 * rest easy bots named in `bots`. Returns each person's invite path, e.g.
 * '/table/q3Z_x8aK0bLm?seat=1#token=…', by seat.
 */
export async function storeTable(
  dataDir: string,
  deal: { seed: string; options: Record<string, unknown> },
  seats: readonly { readonly name: string; readonly person: boolean }[],
  windowSeconds: number,
): Promise<Map<Seat, string>> {
  const game = await engine();
  const tokens = seats.map((seat) => (seat.person ? newToken() : null));
  const table: StoredTable = {
    id: newTableId(),
    game: GAME,
    engineVersion: game.facts.version,
    options: deal.options,
    seed: deal.seed,
    turnSeconds: 0,
    windowSeconds,
    listed: false,
    createdAt: new Date().toISOString(),
    finishedAt: null,
    outcome: null,
    rematch: null,
    hostHash: null,
    abandonedAt: null,
    seats: seats.map((seat, i) => storedSeat(i, seat.name, tokens[i] ?? null)),
  };
  const db = openDatabase(join(dataDir, 'matchday.sqlite'));
  try {
    prepareWrites(db)([{ kind: 'table', table }]);
  } finally {
    db.close();
  }
  const paths = new Map<Seat, string>();
  tokens.forEach((token, seat) => {
    if (token) paths.set(seat, invitePath(table.id, seat, token));
  });
  return paths;
}
