/**
 * A server that shuts down leaves its pages free to come back: they see their connection
 * close, not a kick. socket.io treats a server-side disconnect ('io server disconnect') as
 * "do not reconnect", which left open pages reconnecting for ever after a normal restart.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TestClient, testServer } from './testing/harness.ts';
import { STORES, testStore } from './testing/stores.ts';

for (const kind of STORES) {
  describe(`closing the server (${kind})`, () => {
    const store = testStore(kind);
    it('drops its sockets as a closed connection, which clients reconnect after', async () => {
      const server = await testServer(await store.fresh());
      // Not server.client(): the harness closes its own clients before the server.
      const client = await TestClient.connect(server.url);
      try {
        const reason = new Promise<string>((resolve) => {
          client.socket.once('disconnect', resolve);
        });
        await server.close();
        assert.equal(await reason, 'transport close');
      } finally {
        client.close();
        await store.stop();
      }
    });
  });
}
