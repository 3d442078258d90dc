/**
 * The chunk workers' channels as the lab's ChunkPorts (src/lab/ports.ts). The page starts the
 * workers and hands the coordinator one channel end per worker; each lab run (the games, then
 * each rung of the skill ladder) opens them all again, and closing a ChunkPort only lets go of
 * the channel, which a later run reuses (a worker re-resolves on each new config).
 */
import type { ChunkPort, FromWorker } from '../../../src/lab/ports.ts';
import type { PortLike } from './messages.ts';

interface Channel {
  readonly port: PortLike;
  /** The current run's handlers, undefined while no run holds the channel. */
  onMessage?: ((reply: FromWorker) => void) | undefined;
  onError?: ((error: Error) => void) | undefined;
  /** The run holding the channel (its ChunkPort's token), undefined while it is free. */
  lease?: object | undefined;
}

export interface ChannelPorts {
  /** How many channels there are: the number of workers a run may use. */
  readonly count: number;
  /** A free channel as a ChunkPort; throws if a run asks for more than there are. */
  open(): ChunkPort;
  /** Closes every channel: the workers hear no more. */
  closeAll(): void;
}

export function channelPorts(ports: readonly PortLike[]): ChannelPorts {
  const channels: Channel[] = ports.map((port) => {
    const channel: Channel = { port };
    port.addEventListener('message', (event) => {
      channel.onMessage?.(event.data as FromWorker);
    });
    port.addEventListener('messageerror', () => {
      channel.onError?.(new Error('a lab worker sent a message that could not be read'));
    });
    port.start();
    return channel;
  });
  return {
    count: channels.length,
    open() {
      const channel = channels.find((c) => c.lease === undefined);
      if (!channel) throw new Error(`a lab run asked for more than ${channels.length} workers`);
      // A ChunkPort closed by its run is inert, even if the channel now serves another run.
      const lease = {};
      channel.lease = lease;
      const mine = (): boolean => channel.lease === lease;
      return {
        post: (message) => {
          if (mine()) channel.port.postMessage(message);
        },
        onMessage: (handler) => {
          if (mine()) channel.onMessage = handler;
        },
        onError: (handler) => {
          if (mine()) channel.onError = handler;
        },
        close: () => {
          if (!mine()) return;
          channel.onMessage = undefined;
          channel.onError = undefined;
          channel.lease = undefined;
        },
      };
    },
    closeAll() {
      for (const channel of channels) channel.port.close();
    },
  };
}
