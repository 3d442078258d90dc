import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ERROR_CODES } from '../core/errors.ts';
import { MAX_QUOTED_CHARS } from './errors.ts';
import { SERVER_ERROR_CODES, type ErrorBody } from './protocol.ts';
import { testServer, type TestServer } from './testing/harness.ts';

/**
 * What fastify and Node refuse before any route of ours runs: every answer is an ErrorBody
 * with one of the protocol's codes, and none repeats more than a short piece of the request.
 */
describe("the framework's refusals", () => {
  let server: TestServer;
  before(async () => {
    // Without a build: the web app's catch-all route would take the paths the router refuses.
    server = await testServer({ webDist: join(tmpdir(), 'matchday-no-such-dist') });
  });
  after(async () => {
    await server.close();
  });

  const CODES: readonly string[] = [...ERROR_CODES, ...SERVER_ERROR_CODES];
  /** Something long and recognisable, to look for in the answer. */
  const LONG = 'Q'.repeat(2000);

  async function refusal(
    path: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: ErrorBody }> {
    const response = await fetch(server.url + path, init);
    const text = await response.text();
    assert.ok(!text.includes(LONG.slice(0, MAX_QUOTED_CHARS)), text);
    const body = JSON.parse(text) as ErrorBody;
    assert.deepEqual(Object.keys(body).sort(), ['code', 'message']);
    assert.ok(CODES.includes(body.code), body.code);
    return { status: response.status, body };
  }

  /** A request written by hand, for what fetch would not send; the answer's status and body. */
  function raw(request: string): Promise<{ status: number; body: ErrorBody }> {
    return new Promise((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.end(request));
      let received = '';
      socket.setEncoding('utf8').on('data', (text: string) => (received += text));
      socket.once('error', reject);
      socket.once('close', () => {
        const [head = '', body = ''] = received.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) as ErrorBody });
      });
    });
  }

  it('a path part over the router limit: 414 too-large, the path not repeated', async () => {
    const answer = await refusal(`/api/tables/${LONG}`);
    assert.equal(answer.status, 414);
    assert.equal(answer.body.code, 'too-large');
  });

  it('with the web app built, a long /api path: 404, quoting at most a short piece', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'matchday-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Matchday</title>');
    const built = await testServer({ webDist: dist });
    try {
      const response = await fetch(`${built.url}/api/tables/${LONG}`);
      const text = await response.text();
      assert.equal(response.status, 404);
      assert.ok(!text.includes(LONG.slice(0, MAX_QUOTED_CHARS)), text);
      assert.equal((JSON.parse(text) as ErrorBody).code, 'bad-message');
    } finally {
      await built.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('an unknown route: 404, quoting at most a short piece of the path', async () => {
    const answer = await refusal(`/api/${LONG}`);
    assert.equal(answer.status, 404);
    assert.equal(answer.body.code, 'bad-message');
    assert.ok(answer.body.message.length < 120, answer.body.message);
    const method = await refusal('/api/tables', { method: 'DELETE' });
    assert.equal(method.status, 404);
  });

  it('a body that is not JSON: 400, without the parser quoting it', async () => {
    const answer = await refusal('/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"game": ${LONG}`,
    });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, {
      code: 'bad-message',
      message: 'The request body is not valid JSON.',
    });
    const empty = await refusal('/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    assert.equal(empty.status, 400);
    const poisoned = await refusal('/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__": {"admin": true}}',
    });
    assert.equal(poisoned.status, 400);
    assert.equal(poisoned.body.code, 'bad-message');
  });

  it('a body of another media type: 415, the type not repeated', async () => {
    const answer = await refusal('/api/tables', {
      method: 'POST',
      headers: { 'content-type': `text/${LONG}` },
      body: 'hello',
    });
    assert.equal(answer.status, 415);
    assert.equal(answer.body.code, 'bad-message');
  });

  it('a URL that does not decode: 400', async () => {
    const answer = await raw('GET /api/games/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.equal(answer.status, 400);
    assert.equal(answer.body.code, 'bad-message');
  });

  it('headers too large, or not HTTP at all: 431 and 400 from the parser, in the same shape', async () => {
    const huge = await raw(
      `GET /api/games HTTP/1.1\r\nHost: x\r\nX-Big: ${'Q'.repeat(20_000)}\r\n\r\n`,
    );
    assert.equal(huge.status, 431);
    assert.equal(huge.body.code, 'too-large');
    const garbage = await raw(`${LONG}\r\n\r\n`);
    assert.equal(garbage.status, 400);
    assert.equal(garbage.body.code, 'bad-message');
  });
});
