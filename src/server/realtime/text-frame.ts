/**
 * An engine.io message as one finished WebSocket frame in one buffer (RFC 6455 §5.2: FIN,
 * text, unmasked as a server's frames are). Handed to engine.io as `wsPreEncodedFrame`, or to
 * ws's sendFrame, it goes out as one socket write: ws frames a string as a header and the
 * text, two writes joined by cork() into a writev, which cost more than the copy.
 */

/** engine.io's packet type for a message (engine.io-parser's PACKET_TYPES.message). */
const MESSAGE = '4';

/** FIN and the text opcode. */
const FIN_TEXT = 0x81;

/**
 * The frame of one message holding `packets`: the packet itself when there is one, else the
 * JSON array of them (as `messageOf` writes it), written piece by piece without joining them
 * into one string first.
 */
export function engineMessageFrame(packets: readonly string[]): Buffer {
  const many = packets.length > 1;
  // '4', and the brackets and commas of an array.
  let length = 1 + (many ? packets.length + 1 : 0);
  for (const packet of packets) length += Buffer.byteLength(packet);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = FIN_TEXT;
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  let at = header + frame.write(MESSAGE, header, 'latin1');
  if (many) at += frame.write('[', at, 'latin1');
  packets.forEach((packet, i) => {
    if (many && i > 0) at += frame.write(',', at, 'latin1');
    at += frame.write(packet, at, 'utf8');
  });
  if (many) frame.write(']', at, 'latin1');
  return frame;
}

/** The text of one message holding `packets`, as engineMessageFrame frames it. */
export function messageOf(packets: readonly string[]): string {
  return packets.length === 1 ? (packets[0] as string) : `[${packets.join(',')}]`;
}
