import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LabConfig } from './config.ts';
import { chunkServer, portExecutor, type ChunkPort, type FromWorker } from './ports.ts';
import { inlineExecutor, runLab } from './run.ts';

/** A clock that moves on `step` ms each time it is read. */
function ticking(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

/** A worker in this thread, answering asynchronously as a real one does. */
function localPort(now?: () => number): ChunkPort {
  let answer: (reply: FromWorker) => void = () => undefined;
  const serve = chunkServer((reply) => {
    setTimeout(() => {
      answer(reply);
    }, 0);
  }, now);
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

  it('a worker tells of the games played in a chunk, at most every 250 ms, then the result', async () => {
    const answers: FromWorker[] = [];
    // Each game reads the clock once and takes 100 ms by it.
    const serve = chunkServer((reply) => answers.push(reply), ticking(100));
    await serve({ kind: 'config', config: CONFIG });
    await serve({ kind: 'chunk', task: { index: 0, from: 0, to: 10 } });
    const played = answers.flatMap((a) => ('played' in a ? [a.played] : []));
    assert.deepEqual(played, [3, 6, 9]);
    const last = answers.at(-1);
    assert.ok(last && 'result' in last && last.result.games === 10);
  });

  it('a run reports progress within a chunk, before the chunk is over', async () => {
    const seen: number[] = [];
    // 2,560 games: chunks of 10, one worker.
    const config = { ...CONFIG, games: 2560 };
    const clock = ticking(100);
    await runLab(
      config,
      portExecutor(1, () => localPort(clock)),
      (p) => seen.push(p.done),
    );
    assert.equal(seen[0], 3);
    for (let i = 1; i < seen.length; i++) assert.ok((seen[i] ?? 0) >= (seen[i - 1] ?? 0));
    assert.equal(seen.at(-1), 2560);
  });

  it('a run tells each figure of its progress once, even when a chunk’s last word counts all its games', async () => {
    const seen: number[] = [];
    // 125 ms a game by the clock: a worker tells after every second game, so its last word on
    // a chunk of 10 already says 10, and the chunk's end says the same.
    const clock = ticking(125);
    await runLab(
      { ...CONFIG, games: 2560 },
      portExecutor(1, () => localPort(clock)),
      (p) => seen.push(p.done),
    );
    for (let i = 1; i < seen.length; i++)
      assert.ok((seen[i] ?? 0) > (seen[i - 1] ?? 0), `told ${String(seen[i])} again`);
    assert.equal(seen.at(-1), 2560);
  });

  it('a worker plays a chunk sent while it still loads its game, once the game is there', async () => {
    const answers: FromWorker[] = [];
    const serve = chunkServer((reply) => answers.push(reply));
    // As a port delivers them: the chunk does not wait for the config's handling to finish.
    const config = serve({ kind: 'config', config: CONFIG });
    const chunk = serve({ kind: 'chunk', task: { index: 0, from: 0, to: 5 } });
    await Promise.all([config, chunk]);
    assert.equal(answers.length, 1);
    const [answer] = answers;
    assert.ok(answer && 'result' in answer && answer.result.games === 5);
  });

  it('a worker answers a config it cannot load with the reason', async () => {
    const answers: FromWorker[] = [];
    const serve = chunkServer((reply) => answers.push(reply));
    await serve({ kind: 'config', config: { ...CONFIG, game: 'chess' } });
    const [answer] = answers;
    assert.ok(answer && !answer.ok);
    assert.match(answer.message, /Unknown game 'chess'/);
  });

  it('a worker answers a chunk it cannot play with the reason', async () => {
    const answers: FromWorker[] = [];
    const serve = chunkServer((reply) => answers.push(reply));
    await serve({ kind: 'chunk', task: { index: 0, from: 0, to: 1 } });
    const [answer] = answers;
    assert.ok(answer && !answer.ok);
    assert.match(answer.message, /before its config/);
  });
});
