/**
 * The bots' fairness under load (a part of `npm run bench:server`, BENCH_PARTS=bots): a
 * person's easy bot must answer in about its own think time, however many all-bot tables keep
 * the worker pool busy.
 *
 * Starts the server as a child process (default settings: 2 bot workers; bots without delay),
 * creates BOT_TABLES six-seat Next Goal Wins seasons of hard bots only (every decision a 500 ms
 * search), lets them fill the pool for a while, then a scripted person plays Goalkeepers
 * against an easy bot (a 50 ms search) for SECONDS, acting at once whenever asked, new table
 * after new table. It reports the easy bot's reply time: from the update that asks the bot to
 * act to the update that shows its action (p50, p99, max), and the pool's load meanwhile.
 *
 * Flags (or env): --bot-tables N (BENCH_BOT_TABLES, 50), --seconds S (BENCH_SECONDS, 20).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { Rng } from '../../src/core/rng.ts';
import type { Ack, CreatedTable, TableUpdate } from '../../src/server/protocol.ts';
import { followTables } from '../../src/server/realtime/follow-tables.ts';
import { jsonParser } from '../../src/server/realtime/json-parser.ts';
import { startChild } from '../../src/server/testing/child.ts';
import { Latencies } from './stats.ts';

export interface FairnessSettings {
  readonly botTables: number;
  readonly seconds: number;
}

const PERSON = 0;
const EASY_BOT = 1;

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function botLoad(url: string): Promise<number> {
  const response = await fetch(`${url}/api/metrics`);
  return ((await response.json()) as { botTasks?: number }).botTasks ?? NaN;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A person at Goalkeepers against the easy bot: plays a random legal action as soon as asked,
 * and times each of the bot's turns. One game after another until told to stop.
 */
class Person {
  private readonly socket: Socket;
  private readonly rng = Rng.fromSeed('bots-fairness');
  private readonly url: string;
  private table: CreatedTable | undefined;
  /** When the bot was asked to act, at which version; undefined while the person decides. */
  private asked: { at: number; version: number } | undefined;
  private finished: (() => void) | undefined;
  /** The version the person last acted at, so that it acts once per decision. */
  private acted = -1;
  readonly replies = new Latencies();
  games = 0;
  /** Replies still awaited when time was up (counted with their wait so far). */
  unanswered = 0;

  constructor(url: string) {
    this.url = url;
    this.socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      parser: jsonParser,
    });
    followTables(this.socket, {
      update: (update) => {
        this.onUpdate(update);
      },
    });
  }

  /** Plays one game to its end, or until `end` (performance.now()) has passed. */
  async playGame(end: number): Promise<void> {
    const table = await post<CreatedTable>(`${this.url}/api/tables`, {
      game: 'goalkeepers',
      seats: [{ kind: 'me' }, { kind: 'bot', level: 'easy' }],
    });
    this.table = table;
    this.asked = undefined;
    this.acted = -1;
    const over = new Promise<void>((resolve) => {
      this.finished = resolve;
    });
    const tokens = table.seats.map((s) => s.token);
    const ack = (await this.socket.emitWithAck('join', { tableId: table.table.id, tokens })) as Ack;
    if (!ack.ok) throw new Error(`join refused: ${ack.error.message}`);
    const timeUp = setTimeout(
      () => {
        this.timeUp();
      },
      Math.max(0, end - performance.now()),
    );
    await over;
    clearTimeout(timeUp);
    this.socket.emit('leave', { tableId: table.table.id });
    this.table = undefined;
  }

  /** A reply still awaited when time is up counts with what it waited so far (at least). */
  private timeUp(): void {
    if (this.asked) {
      this.replies.add(performance.now() - this.asked.at);
      this.unanswered++;
      this.asked = undefined;
    }
    this.finished?.();
  }

  private onUpdate(update: TableUpdate): void {
    if (update.table.id !== this.table?.table.id || update.seat !== PERSON) return;
    const version = update.table.version;
    if (this.asked && version > this.asked.version) {
      this.replies.add(performance.now() - this.asked.at);
      this.asked = undefined;
    }
    if (update.table.status === 'finished') {
      this.games++;
      this.finished?.();
      return;
    }
    if (!this.asked && update.actors.includes(EASY_BOT)) {
      this.asked = { at: performance.now(), version };
    }
    const choice = update.legal[this.rng.int(Math.max(1, update.legal.length))];
    const token = this.table.seats.find((s) => s.seat === PERSON)?.token;
    if (choice && token && this.acted < version) {
      this.acted = version;
      this.socket.emit('act', { tableId: update.table.id, token, action: choice.action, version });
    }
  }

  close(): void {
    this.socket.close();
  }
}

export async function runBotsFairness(settings: FairnessSettings) {
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-bench-bots-'));
  const server = await startChild({
    DATA_DIR: dataDir,
    BOT_DELAY_MS: '0',
    CREATE_RATE: '100000/100000',
    MESSAGE_RATE: '100000/100000',
    // The all-bot tables stand for many abusers' addresses; here they all come from loopback.
    BOT_TABLES_PER_ADDRESS: '100000',
  });
  const url = server.url.replace('localhost', '127.0.0.1');
  const person = new Person(url);
  try {
    const hardSeats = Array.from({ length: 6 }, () => ({ kind: 'bot', level: 'hard' }));
    for (let i = 0; i < settings.botTables; i++) {
      await post(`${url}/api/tables`, { game: 'next-goal-wins', seats: hardSeats });
    }
    // The hard bots fill the pool first: the person arrives at a busy server.
    await sleep(2000);
    const loads: number[] = [await botLoad(url)];
    const sampler = setInterval(() => {
      botLoad(url).then(
        (load) => loads.push(load),
        () => undefined,
      );
    }, 1000);
    const end = performance.now() + settings.seconds * 1000;
    while (performance.now() < end) await person.playGame(end);
    clearInterval(sampler);
    const stopping = performance.now();
    await server.stop('SIGTERM');
    const shutdownMs = performance.now() - stopping;
    const [p50, p99, max] = person.replies.percentiles([50, 99, 100]);
    return {
      botTables: settings.botTables,
      seconds: settings.seconds,
      games: person.games,
      replies: person.replies.count,
      unanswered: person.unanswered,
      replyMs: { p50: round(p50), p99: round(p99), max: round(max) },
      botTasksQueuedOrRunning: { min: Math.min(...loads), max: Math.max(...loads) },
      shutdownMs: round(shutdownMs),
    };
  } finally {
    person.close();
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (x: number | undefined) => Math.round(x ?? NaN);

export function printBotsFairness(r: Awaited<ReturnType<typeof runBotsFairness>>): void {
  const lines = [
    `all-bot tables             ${r.botTables} six-seat Next Goal Wins seasons of hard bots`,
    `person vs easy bot         ${r.games} games of Goalkeepers in ${r.seconds} s, ${r.replies} bot replies (${r.unanswered} still awaited at the end)`,
    `easy bot's reply (ms)      p50 ${r.replyMs.p50}  p99 ${r.replyMs.p99}  max ${r.replyMs.max}  (target: p99 < 1000)`,
    `bot tasks in the pool      ${r.botTasksQueuedOrRunning.min} to ${r.botTasksQueuedOrRunning.max} queued or running`,
    `shutdown (SIGTERM → exit)  ${r.shutdownMs} ms`,
  ];
  console.log(lines.join('\n'));
}
