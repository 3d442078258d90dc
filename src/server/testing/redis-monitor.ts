/**
 * The commands a test's Redis receives, as they come (Redis's MONITOR): a test waits for the
 * command a server process sends on an event it cannot see otherwise (a socket's close
 * counted, a message forwarded to a dead process) instead of polling for its effect.
 *
 * On a plain socket of its own, not ioredis's monitor mode: that client sends commands of its
 * own as it connects and, on a loaded machine, once took a monitored line for the reply to one
 * ('Command queue state error', then reconnecting for ever after the test's Redis stopped, so
 * that the test file never ended). Here nothing is sent but AUTH (if the URL has a password)
 * and MONITOR, every line after MONITOR's +OK is a command, and a closed socket stays closed.
 */
import { connect } from 'node:net';

export interface RedisMonitor {
  /**
   * Resolves with the first command from now on (its name lower-cased, then its arguments)
   * that `matches`, e.g. ['publish', 'matchday:process:host:42:ab', '{…}'].
   */
  next(matches: (command: readonly string[]) => boolean): Promise<readonly string[]>;
  close(): void;
}

export async function monitorRedis(redisUrl: string): Promise<RedisMonitor> {
  const url = new URL(redisUrl);
  const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
  socket.setEncoding('utf8');
  const waiting = new Set<(command: readonly string[]) => void>();
  const password = decodeURIComponent(url.password);
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    let monitoring = false;
    // AUTH's +OK first if there is a password, then MONITOR's: every line after is a command.
    let oksLeft = password ? 2 : 1;
    socket.once('error', reject);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line.startsWith('-')) {
          reject(new Error(`Redis refused the monitor: ${line.slice(1)}`));
          socket.destroy();
          return;
        }
        if (!monitoring) {
          if (line === '+OK' && --oksLeft === 0) {
            monitoring = true;
            resolve();
          }
          continue;
        }
        const command = parseMonitorLine(line);
        if (command) for (const heard of waiting) heard(command);
      }
    });
    if (password) socket.write(resp(['AUTH', password]));
    socket.write(resp(['MONITOR']));
  });
  socket.on('error', () => undefined);
  return {
    next: (matches) =>
      new Promise((resolve) => {
        const heard = (command: readonly string[]) => {
          if (!matches(command)) return;
          waiting.delete(heard);
          resolve(command);
        };
        waiting.add(heard);
      }),
    close: () => {
      socket.destroy();
    },
  };
}

/** A command in Redis's protocol (RESP): an array of bulk strings. */
function resp(args: readonly string[]): string {
  return `*${String(args.length)}\r\n${args.map((a) => `$${String(Buffer.byteLength(a))}\r\n${a}\r\n`).join('')}`;
}

/**
 * One MONITOR line, e.g. `+1700000000.123456 [0 127.0.0.1:5000] "PUBLISH" "ch" "a \"b\""`,
 * as the command's name lower-cased and its arguments unquoted; undefined for anything else.
 * Redis quotes each argument as sdscatrepr does: \\ \" \n \r \t \a \b and \xHH.
 */
export function parseMonitorLine(line: string): string[] | undefined {
  if (!line.startsWith('+')) return undefined;
  const close = line.indexOf('] ');
  if (close < 0) return undefined;
  const args: string[] = [];
  let i = close + 2;
  while (i < line.length) {
    if (line[i] !== '"') return undefined;
    let arg = '';
    for (i++; i < line.length && line[i] !== '"'; i++) {
      const c = line[i] as string;
      if (c !== '\\') {
        arg += c;
        continue;
      }
      const e = line[++i] as string;
      if (e === 'x') {
        arg += String.fromCharCode(parseInt(line.slice(i + 1, i + 3), 16));
        i += 2;
      } else arg += ESCAPES[e] ?? e;
    }
    args.push(arg);
    i += 2; // the closing quote and the space after it
  }
  if (args.length === 0) return undefined;
  return [(args[0] as string).toLowerCase(), ...args.slice(1)];
}

const ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  r: '\r',
  t: '\t',
  a: '\x07',
  b: '\b',
};
