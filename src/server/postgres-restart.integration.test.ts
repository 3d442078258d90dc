/**
 * PostgreSQL restarted mid-game (an immediate shutdown, as a crash): an action whose commit
 * fails is refused as `unavailable` and taken back, the server plays on once PostgreSQL is
 * back, and every action it acknowledged is in the database afterwards.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameRecord } from '../core/record.ts';
import type { Ack, CreatedTable, JoinedTable } from './protocol.ts';
import { HANG_GUARD, testServer, type TestClient } from './testing/harness.ts';
import { testPostgres } from './testing/postgres-server.ts';

/** Plays seat 0's first legal action on the table as it stands for this client. */
async function playOne(client: TestClient, created: CreatedTable, version: number) {
  const update = await client.update(0, version);
  const choice = update.legal[0];
  assert.ok(choice, `seat 0 has an action at version ${update.table.version}`);
  const acked: Ack = await client.request('act', {
    tableId: created.table.id,
    token: created.seats[0]?.token,
    action: choice.action,
    version: update.table.version,
  });
  return { acked, version: update.table.version, action: choice.action };
}

describe('PostgreSQL restarted mid-game', () => {
  it(
    'refuses the action in flight as unavailable and loses nothing accepted',
    HANG_GUARD,
    async () => {
      const postgres = await testPostgres({ own: true });
      const databaseUrl = await postgres.database();
      try {
        const server = await testServer({ databaseUrl });
        const created = await server.createTable({
          game: 'coin-toss',
          options: { tosses: 20 },
          seats: [{ kind: 'me' }],
        });
        const client = await server.client();
        const joined = await client.request<JoinedTable>('join', {
          tableId: created.table.id,
          tokens: [created.seats[0]?.token],
        });
        assert.ok(joined.ok);
        /** Every action acknowledged: its version (index in the record) and its action. */
        const accepted = new Map<number, number>();
        const next = () => Math.max(-1, ...accepted.keys()) + 1;
        for (let i = 0; i < 3; i++) {
          const played = await playOne(client, created, next());
          assert.ok(played.acked.ok, 'accepted while PostgreSQL runs');
          accepted.set(played.version, played.action);
        }

        await postgres.restart(async () => {
          const played = await playOne(client, created, next());
          assert.deepEqual(
            played.acked.ok ? 'accepted' : played.acked.error.code,
            'unavailable',
            'an action whose commit fails is refused',
          );
        });

        for (;;) {
          const latest = await client.update(0, next());
          if (latest.table.status === 'finished') break;
          const played = await playOne(client, created, next());
          assert.ok(played.acked.ok, 'accepted once PostgreSQL is back');
          accepted.set(played.version, played.action);
        }
        await server.close();

        const again = await testServer({ databaseUrl });
        try {
          const record = await again.api<GameRecord>(`/api/tables/${created.table.id}/record`);
          assert.equal(record.status, 200);
          for (const [version, action] of accepted) {
            assert.deepEqual(
              record.body.actions[version]?.slice(0, 2),
              [0, action],
              `action ${version} kept`,
            );
          }
          assert.ok(accepted.size >= 20, 'the game was played to its end');
        } finally {
          await again.close();
        }
      } finally {
        await postgres.stop();
      }
    },
  );

  it(
    'answers a table it cannot read while PostgreSQL is down as unavailable',
    HANG_GUARD,
    async () => {
      const postgres = await testPostgres({ own: true });
      try {
        const server = await testServer({ databaseUrl: await postgres.database() });
        try {
          const client = await server.client();
          await postgres.restart(async () => {
            // Not in memory, so it must be read: refused as unavailable, not as unknown.
            const joined = await client.request('join', { tableId: 'not-in-memory', tokens: [] });
            assert.equal(joined.ok ? 'joined' : joined.error.code, 'unavailable');
          });
          const again = await client.request('join', { tableId: 'not-in-memory', tokens: [] });
          assert.equal(again.ok ? 'joined' : again.error.code, 'unknown-table', 'read once back');
        } finally {
          await server.close();
        }
      } finally {
        await postgres.stop();
      }
    },
  );
});
