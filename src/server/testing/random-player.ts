/**
 * A scripted player for server tests: a random legal action whenever its seat must act. It
 * plays faster than a person, so like any well-behaved client it backs off and tries again
 * when the server says it is sending too fast, or that the table cannot be reached just now
 * (`unavailable`, as a page does: #33), since otherwise its move is lost and the game waits
 * for it forever. Every refusal is kept, for a test's message when a game stalls.
 */
import { Rng } from '../../core/rng.ts';
import type { Ack, ActMessage, LegalChoice, TableUpdate } from '../protocol.ts';
import type { TestClient } from './harness.ts';

/** Refusals a client sends again after a moment, as a page does. */
const SENT_AGAIN = new Set(['rate-limited', 'unavailable']);

/** What a random player was refused, e.g. 'v12 stale', for a stalled game's message. */
export interface PlayerLog {
  readonly refusals: string[];
}

export function playRandomly(
  client: TestClient,
  tableId: string,
  token: string,
  seat: number,
  seed: string,
): PlayerLog {
  const rng = Rng.fromSeed(seed);
  const log: PlayerLog = { refusals: [] };
  const send = (message: ActMessage): void => {
    client.socket.emit('act', message, (ack: Ack) => {
      if (ack.ok) return;
      log.refusals.push(`v${String(message.version)} ${ack.error.code}`);
      if (SENT_AGAIN.has(ack.error.code))
        setTimeout(() => {
          send(message);
        }, 100);
    });
  };
  client.onUpdate((update: TableUpdate) => {
    if (update.seat !== seat || update.legal.length === 0) return;
    const choice = update.legal[rng.int(update.legal.length)] as LegalChoice;
    send({ tableId, token, action: choice.action, version: update.table.version });
  });
  return log;
}

/**
 * Plays seat 0's random legal actions as they are asked for, until `stop` says enough, for
 * tests that stop the server mid-game: returns the versions acknowledged so far (each one a
 * promise that the move is on disk), e.g. [1, 2, 4].
 */
export function playAcknowledged(
  client: TestClient,
  tableId: string,
  token: string,
  seed: string,
  stop: (update: TableUpdate) => boolean = () => false,
): number[] {
  const rng = Rng.fromSeed(seed);
  const acked: number[] = [];
  client.onUpdate((update: TableUpdate) => {
    const choice = update.legal[rng.int(Math.max(1, update.legal.length))];
    if (!choice || stop(update)) return;
    const version = update.table.version;
    client.socket.emit('act', { tableId, token, action: choice.action, version }, (ack: Ack) => {
      if (ack.ok) acked.push(version + 1);
    });
  });
  return acked;
}
