/**
 * `npm run serve`: starts the Matchday server.
 * PORT (default 3000), HOST (default 0.0.0.0), DATA_DIR (default ./data),
 * BOT_DELAY_MS (default 600); MESSAGE_RATE and CREATE_RATE as 'perSecond/burst' (e.g. '20/40');
 * TURN_MS_PER_SECOND (default 1000: tests shorten the turn timer); SHUTDOWN_MS (default 5000):
 * how long closing may take before the process exits anyway, once every accepted action is on
 * disk.
 */
import type { Rate } from './realtime/rate-limit.ts';
import { startServer } from './server.ts';
import { shutdown } from './shutdown.ts';

function number(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number, not '${text}'`);
  return value;
}

function rate(name: string): Rate | undefined {
  const text = process.env[name];
  if (!text) return undefined;
  const [perSecond, burst] = text.split('/').map(Number);
  if (!perSecond || !burst) throw new Error(`${name} must read 'perSecond/burst', not '${text}'`);
  return { perSecond, burst };
}

const limitMs = number('SHUTDOWN_MS') ?? 5000;
const server = await startServer({
  port: number('PORT') ?? 3000,
  host: process.env.HOST ?? '0.0.0.0',
  dataDir: process.env.DATA_DIR ?? './data',
  botDelayMs: number('BOT_DELAY_MS'),
  turnMsPerSecond: number('TURN_MS_PER_SECOND'),
  messageRate: rate('MESSAGE_RATE'),
  createRate: rate('CREATE_RATE'),
});
console.log(`Matchday server listening on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: closing`);
    shutdown(server, {
      limitMs,
      exit: (code) => process.exit(code),
      log: (message) => {
        console.error(message);
      },
    });
  });
}
