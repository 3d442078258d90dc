/**
 * An engine.io message as one finished WebSocket frame in one buffer (RFC 6455 §5.2: FIN,
 * text, unmasked as a server's frames are). Handed to engine.io as `wsPreEncodedFrame`, it
 * goes out as one socket write: ws frames a string as a header and the text, two writes joined
 * by cork() into a writev, which cost more than the copy.
 */

/** engine.io's packet type for a message (engine.io-parser's PACKET_TYPES.message). */
const MESSAGE = '4';

/** FIN and the text opcode. */
const FIN_TEXT = 0x81;

export function engineMessageFrame(data: string): Buffer {
  const length = 1 + Buffer.byteLength(data);
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
  frame.write(MESSAGE, header, 'latin1');
  frame.write(data, header + 1, 'utf8');
  return frame;
}
