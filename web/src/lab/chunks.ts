/**
 * A chunk worker's work, on its end of a channel from the coordinator: resolve the run's
 * config once (through the registry: this is where the engines are), then play each chunk it
 * is sent with the lab's own loop and send the result back. The same as the CLI's worker
 * thread (src/lab/node/worker.ts), over a MessagePort.
 */
import { resolveLab, type ResolvedLab } from '../../../src/lab/config.ts';
import { playChunk } from '../../../src/lab/play.ts';
import type { ChunkReply, ChunkRequest, PortLike } from './messages.ts';

function messageOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export function serveChunks(port: PortLike): void {
  // The resolved run, or why the config could not be resolved (the coordinator resolves it
  // first and never gets here with a bad one, but a reply must come whatever happens).
  let lab: ResolvedLab | string = 'no config was sent before the first chunk';
  port.addEventListener('message', (event) => {
    const request = event.data as ChunkRequest;
    if (request.kind === 'config') {
      const resolved = resolveLab(request.config);
      lab = resolved.ok ? resolved.value : resolved.error.message;
      return;
    }
    let reply: ChunkReply;
    try {
      reply =
        typeof lab === 'string'
          ? { ok: false, message: lab }
          : { ok: true, result: playChunk(lab, request.task) };
    } catch (error) {
      reply = { ok: false, message: messageOf(error) };
    }
    port.postMessage(reply);
  });
  port.start();
}
