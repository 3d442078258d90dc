/**
 * socket.io's packets as JSON text alone, for the server and every client (the `parser`
 * option on both ends). Matchday sends no binary, so the default parser's search of every
 * message for buffers is work for nothing.
 *
 * A packet is `[type, data]`, `[type, data, id]` (an acknowledged event, or an
 * acknowledgement) or `[type, data, id, namespace]` outside '/'. One engine.io message may
 * hold several packets as a JSON array of them (`batchWrites` on the server joins everything
 * one connection is sent in one turn of the event loop), e.g.
 * `[[3,[{"ok":true}],7],[2,["table",{…}]]]`.
 */
import { Emitter } from '@socket.io/component-emitter';

/** socket.io's packet types (socket.io-parser's PacketType). */
export const PACKET = {
  connect: 0,
  disconnect: 1,
  event: 2,
  ack: 3,
  connectError: 4,
} as const;

/** A socket.io packet, as socket.io hands it to a parser. */
export interface Packet {
  type: number;
  nsp: string;
  data?: unknown;
  id?: number;
}

/** Names socket.io keeps for itself: a peer may not send them as events. */
const RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

export class Encoder {
  encode(packet: Packet): string[] {
    const { type, nsp, data, id } = packet;
    const text: unknown[] = [type, data ?? null];
    if (id !== undefined || nsp !== '/') text.push(id ?? null);
    if (nsp !== '/') text.push(nsp);
    return [JSON.stringify(text)];
  }
}

/**
 * An event packet in '/' as the Encoder writes it, for a message the server sends without
 * socket.io's emit (Connection's table packets: one a change to every client, the commonest
 * message by far).
 */
export function eventMessage(event: string, data: unknown): string {
  return JSON.stringify([PACKET.event, [event, data]]);
}

/**
 * An acknowledgement in '/' as the Encoder writes it, for the answer to a client's
 * acknowledged event (Connection's, one an action), sent without socket.io's ack path.
 */
export function ackMessage(id: number, answer: unknown): string {
  // An accepted action's answer, `{ ok: true }` (its value undefined), is most answers: its
  // text is known without JSON.stringify and the two arrays around it.
  if (isOkWithoutValue(answer)) return `[${String(PACKET.ack)},[{"ok":true}],${String(id)}]`;
  return JSON.stringify([PACKET.ack, [answer], id]);
}

/** `{ ok: true, value: undefined }` (or without `value`), and nothing else. */
function isOkWithoutValue(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const result = answer as { ok?: unknown; value?: unknown };
  if (result.ok !== true || result.value !== undefined) return false;
  for (const key in result) if (key !== 'ok' && key !== 'value') return false;
  return Object.getPrototypeOf(result) === Object.prototype;
}

interface DecoderEvents {
  decoded: (packet: Packet) => void;
}

// oxlint-disable-next-line typescript/no-empty-object-type
export class Decoder extends Emitter<{}, {}, DecoderEvents> {
  /** Decodes one engine.io message: one packet or a batch. Throws on anything else. */
  add(message: unknown): void {
    if (typeof message !== 'string') throw new Error('binary messages are not accepted');
    const parsed: unknown = JSON.parse(message);
    if (!Array.isArray(parsed)) throw new Error('a packet is a JSON array');
    if (!Array.isArray(parsed[0])) {
      this.emitReserved('decoded', toPacket(parsed));
      return;
    }
    // Checked whole before any is handed on: a bad batch delivers nothing.
    const packets = parsed.map((item) => toPacket(item));
    for (const packet of packets) this.emitReserved('decoded', packet);
  }

  destroy(): void {
    this.off();
  }
}

function toPacket(item: unknown): Packet {
  if (!Array.isArray(item) || item.length < 2 || item.length > 4) throw badPacket();
  const [type, data, id, nsp] = item as unknown[];
  if (typeof type !== 'number' || !validPayload(type, data)) throw badPacket();
  if (id !== undefined && id !== null && !(Number.isSafeInteger(id) && (id as number) >= 0))
    throw badPacket();
  if (nsp !== undefined && (typeof nsp !== 'string' || !nsp.startsWith('/'))) throw badPacket();
  const packet: Packet = { type, nsp: nsp ?? '/' };
  // A connect packet without data and a disconnect packet carry none (socket.io's own checks).
  if (data !== null) packet.data = data;
  if (typeof id === 'number') packet.id = id;
  return packet;
}

function validPayload(type: number, data: unknown): boolean {
  switch (type) {
    case PACKET.connect:
      return data === null || isObject(data);
    case PACKET.disconnect:
      return data === null;
    case PACKET.connectError:
      return typeof data === 'string' || isObject(data);
    case PACKET.event:
      return (
        Array.isArray(data) &&
        (typeof data[0] === 'number' || (typeof data[0] === 'string' && !RESERVED.has(data[0])))
      );
    case PACKET.ack:
      return Array.isArray(data);
    default:
      return false;
  }
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badPacket(): Error {
  return new Error('not a socket.io packet');
}

/** The parser, as socket.io's `parser` option takes it. */
export const jsonParser = { Encoder, Decoder };
