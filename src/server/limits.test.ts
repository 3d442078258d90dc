import assert from 'node:assert/strict';
import { connect, type Socket as TcpSocket } from 'node:net';
import { describe, it } from 'node:test';
import type { Socket } from 'socket.io-client';
import type { Ack, ErrorBody } from './protocol.ts';
import { PATIENCE_MS, testServer, testSocket, type TestServer } from './testing/harness.ts';

/**
 * The limits per client address over the wire: open TCP connections, socket connections and
 * realtime messages, the address behind a trusted proxy, and requests that arrive too slowly.
 */

/** A raw TCP connection to the server, with what it received and a promise of its close. */
interface Raw {
  readonly socket: TcpSocket;
  readonly received: () => string;
  readonly closed: Promise<void>;
}

function openRaw(server: TestServer): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (text: string) => (received += text));
    const closed = new Promise<void>((done) =>
      socket.once('close', () => {
        done();
      }),
    );
    socket.once('error', reject);
    socket.once('connect', () => {
      resolve({ socket, received: () => received, closed });
    });
  });
}

/** Resolves with `promise`, or rejects after `ms`: a cut that never comes fails the test. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${what} within ${ms} ms`));
    }, ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    }, reject);
  });
}

/**
 * Sends one keep-alive GET on a raw connection and waits for its whole answer, or '' when the
 * server closes the connection first (a connection over the cap). Either way it settles, so
 * no timer of `within` outlives the test (one left waiting kept the file alive 2 minutes).
 */
async function rawGet(raw: Raw, path: string): Promise<string> {
  const before = raw.received().length;
  raw.socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  const answered = new Promise<boolean>((resolve) => {
    const check = () => {
      if (/\r\n\r\n[\s\S]*[\]}]$/.test(raw.received().slice(before))) resolve(true);
      else raw.socket.once('data', check);
    };
    check();
  });
  const whole = await within(
    Promise.race([answered, raw.closed.then(() => false)]),
    PATIENCE_MS,
    'an answer',
  );
  return whole ? raw.received().slice(before) : '';
}

/** A socket.io connection with extra headers: connected, or the connect_error's data. */
function socketWith(
  server: TestServer,
  headers: Record<string, string> = {},
): Promise<{ socket: Socket; refused?: ErrorBody }> {
  const socket = testSocket(server.url, { extraHeaders: headers });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      resolve({ socket });
    });
    socket.once('connect_error', (error: Error & { data?: ErrorBody }) => {
      resolve({ socket, refused: error.data });
    });
  });
}

describe('open TCP connections per address', () => {
  it('closes those over the cap at once, and takes new ones once others close', async () => {
    const server = await testServer({ connectionsPerAddress: 3 });
    const raws: Raw[] = [];
    try {
      for (let i = 0; i < 3; i++) raws.push(await openRaw(server));
      const over = await openRaw(server);
      raws.push(over);
      await within(over.closed, PATIENCE_MS, 'the fourth connection closed');
      assert.equal(over.received(), '');
      for (const raw of raws.slice(0, 3))
        assert.match(await rawGet(raw, '/api/games'), /^HTTP\/1.1 200/);
      raws[0]?.socket.destroy();
      await raws[0]?.closed;
      // The server counts the close when it sees it: retry until the slot is free.
      let answer = '';
      for (let attempt = 0; attempt < 50 && !answer; attempt++) {
        const next = await openRaw(server);
        raws.push(next);
        answer = await rawGet(next, '/api/games');
      }
      assert.match(answer, /^HTTP\/1.1 200/);
    } finally {
      for (const raw of raws) raw.socket.destroy();
      await server.close();
    }
  });

  it('does not cap a trusted proxy, which carries many clients', async () => {
    const server = await testServer({ connectionsPerAddress: 1, trustProxy: 'loopback' });
    const raws: Raw[] = [];
    try {
      for (let i = 0; i < 3; i++) raws.push(await openRaw(server));
      for (const raw of raws) assert.match(await rawGet(raw, '/api/games'), /^HTTP\/1.1 200/);
    } finally {
      for (const raw of raws) raw.socket.destroy();
      await server.close();
    }
  });
});

describe('socket connections per address', () => {
  it("refuses those over the cap with a connect_error in the protocol's shape", async () => {
    const server = await testServer({ socketsPerAddress: 2 });
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const { socket, refused } = await socketWith(server);
        sockets.push(socket);
        assert.equal(refused, undefined);
      }
      const over = await socketWith(server);
      sockets.push(over.socket);
      assert.equal(over.refused?.code, 'too-many-connections');
      assert.match(over.refused.message, /2 connections/);
      sockets[0]?.close();
      // Room again once the server has seen the close.
      let again = over;
      for (let attempt = 0; attempt < 50 && again.refused; attempt++) {
        again = await socketWith(server);
        sockets.push(again.socket);
      }
      assert.equal(again.refused, undefined);
    } finally {
      for (const socket of sockets) socket.close();
      await server.close();
    }
  });

  it('ignores X-Forwarded-For unless the proxy is trusted, then counts the client it names', async () => {
    const direct = await testServer({ socketsPerAddress: 1 });
    const proxied = await testServer({ socketsPerAddress: 1, trustProxy: 'loopback' });
    const sockets: Socket[] = [];
    const from = (server: TestServer, client: string) =>
      socketWith(server, { 'x-forwarded-for': client }).then((answer) => {
        sockets.push(answer.socket);
        return answer.refused?.code ?? 'connected';
      });
    try {
      assert.equal(await from(direct, '203.0.113.1'), 'connected');
      assert.equal(await from(direct, '203.0.113.2'), 'too-many-connections');
      assert.equal(await from(proxied, '203.0.113.1'), 'connected');
      assert.equal(await from(proxied, '203.0.113.2'), 'connected');
      assert.equal(await from(proxied, '203.0.113.1'), 'too-many-connections');
    } finally {
      for (const socket of sockets) socket.close();
      await direct.close();
      await proxied.close();
    }
  });
});

describe('the client address of HTTP requests', () => {
  it('is the forwarded client behind a trusted proxy, and the peer otherwise', async () => {
    const createRate = { perSecond: 0.001, burst: 1 };
    const direct = await testServer({ createRate });
    const proxied = await testServer({ createRate, trustProxy: '127.0.0.1' });
    const create = (server: TestServer, client: string) =>
      fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'me' }] }),
      }).then((response) => response.status);
    try {
      assert.deepEqual(
        [await create(direct, '203.0.113.1'), await create(direct, '203.0.113.2')],
        [201, 429],
      );
      assert.deepEqual(
        [
          await create(proxied, '203.0.113.1'),
          await create(proxied, '203.0.113.2'),
          await create(proxied, '203.0.113.1'),
        ],
        [201, 201, 429],
      );
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});

describe('realtime messages per address', () => {
  it('shares one budget among all connections of an address', async () => {
    // A budget that does not refill during the test: five messages, whoever sends them.
    const server = await testServer({ addressMessageRate: { perSecond: 0.001, burst: 5 } });
    try {
      const clients = [await server.client(), await server.client()];
      const leave = { tableId: 'nosuchtable' };
      const answers: Ack[] = [];
      for (let i = 0; i < 3; i++) {
        for (const client of clients) answers.push(await client.request('leave', leave));
      }
      assert.deepEqual(
        answers.map((a) => (a.ok ? 'ok' : a.error.code)),
        ['ok', 'ok', 'ok', 'ok', 'ok', 'rate-limited'],
      );
      const last = answers[5];
      assert.match(last && !last.ok ? last.error.message : '', /your address/);
    } finally {
      await server.close();
    }
  });
});

describe('requests that arrive too slowly', () => {
  it('cuts a body sent slowly with a 408 in the protocol shape, and closes the connection', async () => {
    const server = await testServer({ requestTimeoutMs: 200 });
    const raw = await openRaw(server);
    try {
      raw.socket.write(
        'POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"game": ',
      );
      // One more byte whenever the server has not answered: a client that trickles its body.
      const trickle = setInterval(() => raw.socket.write(' '), 20);
      await within(raw.closed, PATIENCE_MS, 'the slow request cut').finally(() => {
        clearInterval(trickle);
      });
      const [head = '', body = ''] = raw.received().split('\r\n\r\n');
      assert.match(head, /^HTTP\/1.1 408/);
      assert.deepEqual(JSON.parse(body), {
        code: 'timed-out',
        message: 'The request did not arrive in time.',
      });
    } finally {
      raw.socket.destroy();
      await server.close();
    }
  });

  it('cuts a connection that sends nothing at all', async () => {
    const server = await testServer({ requestTimeoutMs: 200 });
    const raw = await openRaw(server);
    try {
      await within(raw.closed, PATIENCE_MS, 'the idle connection cut');
      assert.match(raw.received(), /^HTTP\/1.1 408/);
    } finally {
      raw.socket.destroy();
      await server.close();
    }
  });

  it('leaves socket connections open however long they last', async () => {
    const server = await testServer({ requestTimeoutMs: 200 });
    try {
      const client = await server.client();
      const disconnected = new Promise<void>((resolve) =>
        client.socket.once('disconnect', () => {
          resolve();
        }),
      );
      // Four idle connections, each opened once the one before was cut: the socket connection,
      // older than all of them, has lived through four request timeouts. It still answers.
      for (let cut = 0; cut < 4; cut++) {
        const raw = await openRaw(server);
        await within(raw.closed, PATIENCE_MS, 'an idle connection cut');
      }
      const answer = client.request('leave', { tableId: 'nosuchtable' });
      assert.deepEqual(await Promise.race([answer, disconnected.then(() => 'cut')]), { ok: true });
    } finally {
      await server.close();
    }
  });
});
