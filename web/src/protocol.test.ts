import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DEFAULT_WINDOW_SECONDS as SERVER_DEFAULT } from '../../src/server/protocol.ts';
import { DEFAULT_WINDOW_SECONDS } from './protocol.ts';

it('offers on the create form the window countdown the server gives a table by default', () => {
  assert.equal(DEFAULT_WINDOW_SECONDS, SERVER_DEFAULT);
});
