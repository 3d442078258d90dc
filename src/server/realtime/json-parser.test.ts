import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decoder, Encoder, PACKET, ackMessage, eventMessage, type Packet } from './json-parser.ts';

function decode(...messages: string[]): Packet[] {
  const decoder = new Decoder();
  const packets: Packet[] = [];
  decoder.on('decoded', (packet: Packet) => packets.push(packet));
  for (const message of messages) decoder.add(message);
  return packets;
}

describe('the JSON parser', () => {
  it('round-trips events, acknowledgements and connects, in any namespace', () => {
    const encoder = new Encoder();
    const packets: Packet[] = [
      { type: PACKET.event, nsp: '/', data: ['act', { tableId: 'abc', action: 3 }] },
      { type: PACKET.event, nsp: '/', data: ['join', { tokens: [] }], id: 7 },
      { type: PACKET.ack, nsp: '/', data: [{ ok: true, value: null }], id: 7 },
      { type: PACKET.connect, nsp: '/', data: { sid: 'x' } },
      { type: PACKET.connect, nsp: '/' },
      { type: PACKET.event, nsp: '/admin', data: ['hello'] },
      { type: PACKET.connectError, nsp: '/', data: { message: 'no', data: { code: 'x' } } },
      { type: PACKET.disconnect, nsp: '/' },
    ];
    for (const packet of packets) assert.deepEqual(decode(...encoder.encode(packet)), [packet]);
    assert.deepEqual(encoder.encode(packets[0] as Packet), [
      '[2,["act",{"tableId":"abc","action":3}]]',
    ]);
  });

  it('takes a batch apart into its packets, in order', () => {
    assert.deepEqual(decode('[[3,[{"ok":true}],4],[2,["table",{"n":1}]]]'), [
      { type: PACKET.ack, nsp: '/', data: [{ ok: true }], id: 4 },
      { type: PACKET.event, nsp: '/', data: ['table', { n: 1 }] },
    ]);
  });

  it('refuses what is not a packet, and a batch holding one, delivering nothing', () => {
    for (const bad of [
      'not json',
      '{"type":2}',
      '[2,"act"]',
      '[2,["connect"]]',
      '[9,[]]',
      '[2,["act"],-1]',
      '[2,["act"],null,"admin"]',
      '[[2,["act"]],[2,"bad"]]',
      '[]',
    ])
      assert.throws(() => decode(bad), Error, bad);
    assert.throws(() => {
      new Decoder().add(Buffer.from('[2,["act"]]'));
    });
  });

  it("writes an event without socket.io's emit exactly as the Encoder does", () => {
    const data = { tableId: 'abc', n: 2, text: 'Zoë ⚽' };
    const packet: Packet = { type: PACKET.event, nsp: '/', data: ['table', data] };
    assert.deepEqual([eventMessage('table', data)], new Encoder().encode(packet));
    assert.deepEqual(decode(eventMessage('table', data)), [packet]);
  });

  it('writes an acknowledgement exactly as the Encoder does, an accepted action too', () => {
    const answers: unknown[] = [
      { ok: true, value: undefined },
      { ok: true },
      { ok: true, value: { seat: 1 } },
      { ok: false, error: { code: 'stale', message: 'Too late.' } },
      { ok: true, value: undefined, extra: 1 },
      Object.assign(Object.create({ inherited: 1 }) as object, { ok: true }),
      null,
    ];
    for (const answer of answers) {
      const packet: Packet = { type: PACKET.ack, nsp: '/', data: [answer], id: 7 };
      assert.deepEqual([ackMessage(7, answer)], new Encoder().encode(packet));
    }
  });
});
