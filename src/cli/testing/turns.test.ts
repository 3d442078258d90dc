import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { turns } from './turns.ts';

/** A job that runs until the test ends it, and notes when it starts. */
function gate(started: number[], id: number): { job: () => Promise<number>; end: () => void } {
  let end = (): void => undefined;
  const job = (): Promise<number> => {
    started.push(id);
    return new Promise((resolve) => {
      end = () => {
        resolve(id);
      };
    });
  };
  return {
    job,
    end: () => {
      end();
    },
  };
}

describe('turns', () => {
  it('runs two at a time, and starts the next in line as each one ends', async () => {
    const inTurn = turns(2);
    const started: number[] = [];
    const gates = [0, 1, 2, 3].map((id) => gate(started, id));
    const results = gates.map(({ job }) => inTurn(job));
    await Promise.resolve();
    assert.deepEqual(started, [0, 1]);
    gates[1]?.end();
    assert.equal(await results[1], 1);
    assert.deepEqual(started, [0, 1, 2]);
    gates[0]?.end();
    gates[2]?.end();
    await Promise.all([results[0], results[2]]);
    assert.deepEqual(started, [0, 1, 2, 3]);
    gates[3]?.end();
    assert.deepEqual(await Promise.all(results), [0, 1, 2, 3]);
  });

  it('gives the place back when a job fails', async () => {
    const inTurn = turns(1);
    await assert.rejects(
      inTurn(() => Promise.reject(new Error('no'))),
      /no/,
    );
    assert.equal(await inTurn(() => Promise.resolve('next')), 'next');
  });
});
