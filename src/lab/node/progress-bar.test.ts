import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { progressBar } from './progress-bar.ts';

/** A stand-in for process.stderr that records what is written. */
function stream(isTTY: boolean): NodeJS.WriteStream & { written: string } {
  const fake = {
    isTTY,
    columns: 100,
    written: '',
    write(text: string) {
      fake.written += text;
      return true;
    },
  };
  return fake as unknown as NodeJS.WriteStream & { written: string };
}

describe('the progress bar', () => {
  it('redraws one line on a terminal and clears it when done', () => {
    const tty = stream(true);
    const bar = progressBar('goalkeepers', tty);
    bar.update({ done: 10, total: 100, elapsed: 1000 });
    bar.update({ done: 100, total: 100, elapsed: 2000 });
    bar.done();
    const CLEAR = '\r\x1b[2K';
    assert.ok(tty.written.startsWith(`${CLEAR}goalkeepers [`), tty.written);
    assert.match(tty.written, /\]\s+10% 10\/100 games/);
    assert.match(tty.written, /100% 100\/100 games · 50 games\/s · ETA 0s/);
    assert.ok(tty.written.endsWith(CLEAR));
  });

  it('writes nothing when the stream is not a terminal', () => {
    const pipe = stream(false);
    const bar = progressBar('goalkeepers', pipe);
    bar.update({ done: 10, total: 100, elapsed: 1000 });
    bar.done();
    assert.equal(pipe.written, '');
  });
});
