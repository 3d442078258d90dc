import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { fastifyOptions } from './fastify-options.ts';

const edges = { requestTimeoutMs: 0, keepAliveTimeoutMs: 1_000, trust: () => false };

describe("fastify's options", () => {
  it('answer routes without schemas, and stop a start whose route has one', async () => {
    const app = Fastify(fastifyOptions(edges));
    app.get('/plain', () => ({ served: true }));
    await app.ready();
    const answer = await app.inject('/plain');
    assert.deepEqual(answer.json(), { served: true });
    await app.close();

    const schemed = Fastify(fastifyOptions(edges));
    schemed.post('/checked', { schema: { body: { type: 'object' } } }, () => 1);
    await assert.rejects(async () => schemed.ready(), /fastify route schemas are not compiled/);
  });

  it("load neither of fastify's schema compilers", () => {
    Fastify(fastifyOptions(edges));
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    const compilers = loaded.filter((path) =>
      /@fastify[\\/](ajv-compiler|fast-json-stringify-compiler)[\\/]/.test(path),
    );
    assert.deepEqual(compilers, []);
  });
});
