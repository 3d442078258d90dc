/**
 * Quick tables for tests of tables' lifetime: a coin toss with one toss ends after one call
 * per seat, so a finished table costs a create and an act.
 */
import type { CreatedTable, JoinedTable } from '../protocol.ts';
import type { TestClient, TestServer } from './harness.ts';

/** A coin-toss table of `seats` people all played from this browser, one toss long. */
export function quickTable(server: TestServer, seats = 1): Promise<CreatedTable> {
  return server.createTable({
    game: 'coin-toss',
    options: { tosses: 1 },
    seats: Array.from({ length: seats }, () => ({ kind: 'me' as const })),
  });
}

/**
 * Joins with every seat's token and calls until the toss is done; the client stays joined.
 * Returns the device token the seats are now bound to.
 */
export async function playToEnd(client: TestClient, created: CreatedTable): Promise<string> {
  const id = created.table.id;
  const tokens = created.seats.map((s) => s.token);
  const joined = await client.request<JoinedTable>('join', { tableId: id, tokens });
  if (!joined.ok) throw new Error(`join failed: ${joined.error.code}`);
  for (const { seat, token } of created.seats) {
    const update = await client.update(seat);
    const choice = update.legal[0];
    if (!choice) continue;
    const acted = await client.request('act', {
      tableId: id,
      token,
      action: choice.action,
      version: update.table.version,
    });
    if (!acted.ok) throw new Error(`act failed: ${acted.error.code}`);
  }
  await client.until(() => client.latest(0)?.table.status === 'finished');
  if (joined.value.device === null) throw new Error('the seats were not bound to this client');
  return joined.value.device;
}
