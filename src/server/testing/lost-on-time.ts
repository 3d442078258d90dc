/**
 * What running out of time at a rated table must come to (issue #35: in rated games running
 * out loses, whatever the time control), checked the same way for a clock, a turn timer and
 * days per move: once the seat's time is spent the table closes with no bot having played for
 * it, its ending says the seat ran out of time, and the player's history holds the game once,
 * lost, the rating down.
 */
import assert from 'node:assert/strict';
import type { TableEnding } from '../ratings/resign.ts';
import type { PlayerPage } from '../ratings/routes.ts';
import { pollUntil, type TestClient, type TestServer } from './harness.ts';

/**
 * Checks seat 0 of `tableId`, watched by `client` and played by the account `player`, lost on
 * time; call it as the seat's time runs out. Closes `client`.
 */
export async function lostOnTime(
  server: TestServer,
  client: TestClient,
  tableId: string,
  player: string,
): Promise<void> {
  // The table ends, or (wrongly) a bot plays for the seat: either answers at once.
  const timedOut = () => client.updates.some((u) => u.events.some((e) => e.kind === 'timeout'));
  await client.until(() => client.latest(0)?.table.status === 'abandoned' || timedOut());
  assert.ok(!timedOut(), 'no bot played the lost game');
  assert.equal(client.latest(0)?.table.status, 'abandoned');
  client.close();
  // Its closed page says why: the seat ran out of time (not that nobody played for a while).
  const ending = await server.api<TableEnding>(`/api/tables/${tableId}/ending`);
  assert.deepEqual(
    ending.body.endings.map(({ seat, kind }) => ({ seat, kind })),
    [{ seat: 0, kind: 'time' }],
  );
  const page = await pollUntil(
    async () => (await server.api<PlayerPage>(`/api/players/${player}`)).body,
    (p) => p.history.entries.some((e) => e.tableId === tableId),
  );
  const entries = page.history.entries.filter((e) => e.tableId === tableId);
  assert.equal(entries.length, 1, 'rated once');
  const seats = entries[0]?.seats ?? [];
  assert.deepEqual(
    seats.map((s) => s.result),
    ['loss', 'win'],
  );
  const lost = seats[0];
  assert.ok(lost && lost.rating < lost.ratingBefore, 'the rating went down as for a loss');
}
