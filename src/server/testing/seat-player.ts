/**
 * A scripted person at one seat of one table, for leak tests: it plays a random legal action
 * whenever its seat must act, but it can let its time run out once (it holds back on the first
 * decision `stall` picks, until the turn timer has played for it).
 * Its acknowledgements are kept with the client's other messages, so that they are checked too.
 */
import { Rng } from '../../core/rng.ts';
import type { Ack, ActMessage, TableUpdate } from '../protocol.ts';
import type { TestClient } from './harness.ts';

export interface SeatPlan {
  readonly tableId: string;
  readonly token: string;
  readonly seat: number;
  readonly seed: string;
  /** The decision to let time run out on, once, e.g. the first that lays a card face down. */
  readonly stall?: (update: TableUpdate) => boolean;
}

export interface SeatPlayer {
  /** Whether the turn timer has played for this seat while it held back. */
  readonly timedOut: () => boolean;
  /** Plays no more. */
  stop(): void;
}

export function playSeat(client: TestClient, plan: SeatPlan): SeatPlayer {
  const rng = Rng.fromSeed(plan.seed);
  let held: TableUpdate | undefined;
  let released = false;
  let stopped = false;
  const ranOut = (update: TableUpdate): boolean =>
    update.events.some((e) => e.kind === 'timeout' && e.seat === plan.seat);
  const send = (message: ActMessage): void => {
    client.socket.emit('act', message, (ack: Ack) => {
      client.received.push(JSON.stringify(ack));
      // Like any well-behaved client it backs off when told it sends too fast.
      if (!ack.ok && ack.error.code === 'rate-limited')
        setTimeout(() => {
          send(message);
        }, 100);
    });
  };
  const play = (update: TableUpdate): void => {
    // The actions, not their words: an update carries words only for short lists (Golazo's
    // moves run to dozens), and a person may play any action listed.
    if (stopped || update.actions.length === 0) return;
    const action = update.actions[rng.int(update.actions.length)] as number;
    send({
      tableId: plan.tableId,
      token: plan.token,
      action,
      version: update.table.version,
    });
  };
  // Whether to hold back on this update: from the chosen decision until the timer has played.
  const holding = (update: TableUpdate): boolean => {
    if (released) return false;
    if (held && ranOut(update)) {
      released = true;
      return false;
    }
    if (held) return true;
    if (update.actions.length > 0 && plan.stall?.(update)) {
      held = update;
      return true;
    }
    return false;
  };
  client.onUpdate((update: TableUpdate) => {
    if (update.table.id !== plan.tableId || update.seat !== plan.seat) return;
    if (!holding(update)) play(update);
  });
  return {
    // Read from the client's updates, which it keeps before any listener runs: a wait on the
    // client (TestClient.until) sees the timeout in the very update that brings it.
    timedOut: () =>
      held !== undefined &&
      client.updates.some(
        (u) =>
          u.table.id === plan.tableId &&
          u.seat === plan.seat &&
          u.table.version > (held?.table.version ?? 0) &&
          ranOut(u),
      ),
    stop: () => {
      stopped = true;
    },
  };
}
