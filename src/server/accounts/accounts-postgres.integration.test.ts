/**
 * Accounts on a real PostgreSQL (DATABASE_URL): better-auth's tables are made there, an
 * account and its sessions outlive a restart of the server, another process on the same
 * database knows the session, and deleting the account takes its rows away.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { testPostgres, type TestPostgres } from '../testing/postgres-server.ts';
import { TestClient, testServer } from '../testing/harness.ts';
import { Visitor } from './visitor.ts';

const SECRET = 'a test secret of at least thirty-two characters';
const PASSWORD = 'correct horse battery';

describe('accounts on PostgreSQL', () => {
  let postgres: TestPostgres;
  let databaseUrl: string;
  before(async () => {
    postgres = await testPostgres();
    databaseUrl = await postgres.database();
  });
  after(() => postgres.stop());

  const server = () => testServer({ databaseUrl, accounts: { secret: SECRET } });

  async function rows(sql: string): Promise<unknown[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(sql)).rows;
    } finally {
      await client.end();
    }
  }

  it('keeps accounts and sessions in PostgreSQL across a restart, then deletes them', async () => {
    const first = await server();
    const visitor = new Visitor(first.url);
    await visitor.call('/sign-in/anonymous', {});
    const signUp = await visitor.call('/sign-up/email', {
      username: 'Postgres Pia',
      password: PASSWORD,
      email: '',
      name: '',
    });
    assert.equal(signUp.status, 200, JSON.stringify(signUp.body));
    // The guest was linked over and removed: one user remains, an account.
    assert.deepEqual(await rows('SELECT name, "isAnonymous" FROM auth_user'), [
      { name: 'Postgres Pia', isAnonymous: false },
    ]);
    const [stored] = (await rows(`SELECT password FROM auth_account`)) as { password: string }[];
    assert.match(stored?.password ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/u);
    const cookie = visitor.cookie;
    await first.close();

    const second = await server();
    try {
      const again = new Visitor(second.url);
      again.useCookie(cookie);
      assert.equal((await again.who())?.name, 'Postgres Pia');
      const phone = new Visitor(second.url);
      const signIn = await phone.call('/sign-in/username', {
        username: 'postgres pia',
        password: PASSWORD,
      });
      assert.equal(signIn.status, 200);
      assert.equal(((await again.call('/list-sessions')).body as unknown[]).length, 2);
      // A seat the account takes records it; deleting the account renames the seat on disk.
      const created = await second.createTable({
        game: 'goalkeepers',
        seats: [{ kind: 'me', name: 'Pia' }, { kind: 'friend' }],
      });
      const socket = await TestClient.connect(second.url, {
        extraHeaders: { cookie: again.cookie },
      });
      const seat = created.seats[0]?.token ?? '';
      assert.ok((await socket.request('join', { tableId: created.table.id, tokens: [seat] })).ok);
      const [before] = (await rows('SELECT player_id FROM seats WHERE seat = 0')) as {
        player_id: string | null;
      }[];
      assert.equal(before?.player_id, (await again.who())?.id);
      socket.close();
      const deleted = await again.call('/delete-user', {});
      assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
      assert.equal(await phone.who(), null);
      for (const table of ['auth_user', 'auth_session', 'auth_account', 'auth_passkey'])
        assert.deepEqual(await rows(`SELECT * FROM ${table}`), [], table);
      assert.deepEqual(await rows('SELECT name, player_id FROM seats ORDER BY seat'), [
        { name: 'Seat 1', player_id: null },
        { name: 'Seat 2', player_id: null },
      ]);
    } finally {
      await second.close();
    }
  });
});
