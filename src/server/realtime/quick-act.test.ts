import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { actSchema } from '../protocol.ts';
import { quickAct } from './quick-act.ts';

const good = { tableId: 'x8aK0bLmq3Z_', token: 'mJ3xQ9aZ0bLmq3Z_-kP2', action: 3, version: 12 };

/** Messages the schema refuses, one flaw each, and odd ones it may take. */
const variants: unknown[] = [
  good,
  { ...good, action: 0, version: 0 },
  { ...good, extra: 1 },
  { tableId: good.tableId, token: good.token, action: 3 },
  { ...good, action: -1 },
  { ...good, action: 1.5 },
  { ...good, version: Number.MAX_SAFE_INTEGER + 2 },
  { ...good, action: '3' },
  { ...good, action: Number.NaN },
  { ...good, version: Infinity },
  { ...good, tableId: 'short' },
  { ...good, tableId: 'x8aK0bLmq3Z/' },
  { ...good, token: 'too-short' },
  { ...good, token: 'mJ3xQ9aZ0bLmq3Z_-kP2\n' },
  { ...good, token: 7 },
  { ...good, tableId: undefined },
  Object.assign(Object.create(null) as object, good),
  [good.tableId, good.token, 3, 12],
  null,
  'act',
  42,
];

describe('the quick check of an act message', () => {
  it('takes exactly what the schema takes, as the schema gives it back, or leaves it to zod', () => {
    for (const payload of variants) {
      const quick = quickAct(payload);
      const parsed = actSchema.safeParse(payload);
      if (quick) assert.deepEqual(quick, parsed.data, JSON.stringify(payload));
      if (!parsed.success) assert.equal(quick, undefined, JSON.stringify(payload));
    }
    assert.deepEqual(quickAct(good), good);
    assert.deepEqual(quickAct({ ...good, action: 0, version: 0 }), {
      ...good,
      action: 0,
      version: 0,
    });
  });
});
