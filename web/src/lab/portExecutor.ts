/**
 * The lab's executor over message ports, one per chunk worker: each port plays one chunk at a
 * time, and each call to `run` goes to a free one (as the CLI's thread pool does). The ports
 * are told the run's config when the lab has been resolved, so a refused config reaches no
 * chunk worker.
 */
import type { ResolvedLab } from '../../../src/lab/config.ts';
import type { ChunkResult, ChunkTask } from '../../../src/lab/play.ts';
import type { Executor } from '../../../src/lab/run.ts';
import type { ChunkReply, ChunkRequest, PortLike } from './messages.ts';

class Slot {
  private readonly port: PortLike;
  private pending: { resolve: (r: ChunkResult) => void; reject: (e: Error) => void } | undefined;

  constructor(port: PortLike, lab: ResolvedLab) {
    this.port = port;
    port.addEventListener('message', (event) => {
      const reply = event.data as ChunkReply;
      const pending = this.pending;
      this.pending = undefined;
      if (reply.ok) pending?.resolve(reply.result);
      else pending?.reject(new Error(`a lab worker failed: ${reply.message}`));
    });
    port.start();
    this.send({ kind: 'config', config: lab.config });
  }

  private send(request: ChunkRequest): void {
    this.port.postMessage(request);
  }

  run(task: ChunkTask): Promise<ChunkResult> {
    if (this.pending) throw new Error('a lab worker got a second chunk before the first was done');
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.send({ kind: 'chunk', task });
    });
  }

  close(): void {
    this.port.close();
  }
}

export function portExecutor(ports: readonly PortLike[]): (lab: ResolvedLab) => Executor {
  if (ports.length === 0) throw new Error('a lab run needs at least one worker');
  return (lab) => {
    const slots = ports.map((port) => new Slot(port, lab));
    const free = [...slots];
    const waiters: ((slot: Slot) => void)[] = [];
    const take = (): Promise<Slot> => {
      const slot = free.pop();
      return slot ? Promise.resolve(slot) : new Promise((resolve) => waiters.push(resolve));
    };
    const give = (slot: Slot): void => {
      const waiter = waiters.shift();
      if (waiter) waiter(slot);
      else free.push(slot);
    };
    return {
      concurrency: slots.length,
      async run(task) {
        const slot = await take();
        try {
          return await slot.run(task);
        } finally {
          give(slot);
        }
      },
      close() {
        for (const slot of slots) slot.close();
      },
    };
  };
}
