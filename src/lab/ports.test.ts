import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LabConfig } from './config.ts';
import { chunkServer, portExecutor, type ChunkPort, type FromWorker } from './ports.ts';
import { inlineExecutor, runLab } from './run.ts';

/** A worker in this thread, answering asynchronously as a real one does. */
function localPort(): ChunkPort {
  let answer: (reply: FromWorker) => void = () => undefined;
  const serve = chunkServer((reply) => {
    setTimeout(() => {
      answer(reply);
    }, 0);
  });
  return {
    post: (message) => {
      serve(structuredClone(message));
    },
    onMessage: (handler) => {
      answer = handler;
    },
    onError: () => undefined,
    close: () => undefined,
  };
}

const CONFIG: LabConfig = { game: 'goalkeepers', bots: ['random'], seed: 'ports', games: 700 };

describe('ports', () => {
  it('three message-passing workers give the tallies this thread gives', async () => {
    const ported = await runLab(CONFIG, portExecutor(3, localPort));
    const inline = await runLab(CONFIG, inlineExecutor);
    assert.deepEqual(ported.tallies, inline.tallies);
  });

  it('a worker that dies fails the run', async () => {
    const dying = (): ChunkPort => {
      let die: (error: Error) => void = () => undefined;
      return {
        post: (message) => {
          if (message.kind === 'chunk') die(new Error('out of memory'));
        },
        onMessage: () => undefined,
        onError: (handler) => {
          die = handler;
        },
        close: () => undefined,
      };
    };
    await assert.rejects(runLab(CONFIG, portExecutor(2, dying)), /out of memory/);
  });

  it('a worker answers a chunk it cannot play with the reason', () => {
    const answers: FromWorker[] = [];
    const serve = chunkServer((reply) => answers.push(reply));
    serve({ kind: 'chunk', task: { index: 0, from: 0, to: 1 } });
    const [answer] = answers;
    assert.ok(answer && !answer.ok);
    assert.match(answer.message, /before its config/);
  });
});
