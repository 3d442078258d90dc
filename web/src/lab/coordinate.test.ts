import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { LabConfig } from '../../../src/lab/config.ts';
import { buildReport, type LabReport } from '../../../src/lab/report.ts';
import { inlineExecutor, runLab } from '../../../src/lab/run.ts';
import { pageSections } from '../../../src/lab/sections.ts';
import { chunkServer, type ToWorker } from '../../../src/lab/ports.ts';
import { runSkill } from '../../../src/lab/skill.ts';
import { coordinate } from './coordinate.ts';
import type { CoordinatorMessage, PortLike } from './messages.ts';

/** `matchday args` as a child process (web may not import the CLI's code); its stdout. */
function matchday(args: readonly string[]): Promise<string> {
  const main = new URL('../../../src/cli/main.ts', import.meta.url).pathname;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [main, ...args], (error, stdout, stderr) => {
      if (error) reject(new Error(`matchday ${args.join(' ')}: ${stderr}`));
      else resolve(stdout);
    });
  });
}

/** `workers` channels whose far ends are served here, as chunk.worker.ts serves them. */
function channels(workers: number): { ports: MessagePort[]; received: () => number } {
  let received = 0;
  const ports = Array.from({ length: workers }, () => {
    const { port1, port2 } = new MessageChannel();
    const serve = chunkServer((reply) => {
      port2.postMessage(reply);
    });
    port2.addEventListener('message', (event: MessageEvent<ToWorker>) => {
      received++;
      void serve(event.data);
    });
    port2.start();
    return port1;
  });
  return { ports, received: () => received };
}

async function coordinated(
  config: LabConfig,
  ports: readonly PortLike[],
  now?: () => number,
): Promise<CoordinatorMessage[]> {
  const messages: CoordinatorMessage[] = [];
  await coordinate({ config, ports }, (m) => messages.push(m), now);
  return messages;
}

/** The report as JSON without its speed, the one part that differs from run to run. */
function deterministic(report: LabReport): string {
  return JSON.stringify({ ...report, speed: null });
}

function reportOf(messages: readonly CoordinatorMessage[]): LabReport {
  const last = messages.at(-1);
  assert.equal(last?.kind, 'done', JSON.stringify(last));
  return last.report;
}

const GOALKEEPERS: LabConfig = {
  game: 'goalkeepers',
  bots: ['bot:random', 'bot:heuristic'],
  seed: 'web-lab',
  games: 600,
  variants: [
    { label: 'rounds=3', options: { rounds: 3 } },
    { label: 'rounds=5', options: { rounds: 5 } },
  ],
};

describe('the coordinating worker', () => {
  it('gives the report the lab gives in-process, whatever the number of workers', async () => {
    const expected = buildReport(await runLab(GOALKEEPERS, inlineExecutor));
    const one = await coordinated(GOALKEEPERS, channels(1).ports);
    const three = await coordinated(GOALKEEPERS, channels(3).ports);
    assert.equal(deterministic(reportOf(one)), deterministic(expected));
    assert.equal(deterministic(reportOf(three)), deterministic(expected));
    assert.equal(reportOf(three).speed.workers, 3);
    const last = three.at(-1);
    assert.ok(last?.kind === 'done');
    assert.deepEqual(last.sections, pageSections(expected));
  });

  it('gives the report `matchday lab` writes: both run the one study, skill ladder and all', async () => {
    // `matchday lab` on two threads and the Lab page on three web workers, through runStudy.
    const out = mkdtempSync(join(tmpdir(), 'matchday-web-lab-'));
    const cli = await matchday([
      ...['lab', 'goalkeepers', '--seats', 'bot:random,bot:heuristic', '--seed', 'web-lab'],
      ...['--games', '600', '--workers', '2', '--compare', 'rounds=3', 'rounds=5'],
      ...['--skill', '--skill-games', '4', '--skill-budgets', '4,8', '--out', out, '--json'],
    ]);
    const messages: CoordinatorMessage[] = [];
    await coordinate(
      { config: GOALKEEPERS, skill: { games: 4, budgets: [4, 8] }, ports: channels(3).ports },
      (m) => messages.push(m),
    );
    const web = reportOf(messages);
    assert.equal(web.skill?.rungs.length, 2);
    assert.equal(deterministic(JSON.parse(cli) as LabReport), deterministic(web));
    rmSync(out, { recursive: true, force: true });
  });

  it('reports progress that only grows and ends at every game of every variant', async () => {
    const messages = await coordinated({ ...GOALKEEPERS, games: 300 }, channels(2).ports);
    const progress = messages.flatMap((m) => (m.kind === 'progress' ? [m.progress] : []));
    assert.ok(progress.length >= 1);
    for (const [i, p] of progress.entries()) {
      assert.equal(p.total, 600);
      if (i > 0) assert.ok(p.done > (progress[i - 1]?.done ?? 0));
    }
    assert.equal(progress.at(-1)?.done, 600);
  });

  it('posts progress at most every 100 ms of its clock, and always the last', async () => {
    // A clock that stands still: only the final progress may pass.
    const messages = await coordinated({ ...GOALKEEPERS, games: 300 }, channels(2).ports, () => 5);
    const progress = messages.filter((m) => m.kind === 'progress');
    assert.equal(progress.length, 2, 'the first (the clock starts at -Infinity) and the last');
    assert.ok(progress[1]?.kind === 'progress' && progress[1].progress.done === 600);
  });

  it('climbs the skill ladder as `matchday lab --skill` does, budgets as given, on the same channels', async () => {
    const config: LabConfig = {
      game: 'goalkeepers',
      bots: ['bot:random'],
      seed: 'ladder',
      games: 50,
    };
    const budgets = [6, 12, 5];
    const messages: CoordinatorMessage[] = [];
    await coordinate({ config, skill: { games: 4, budgets }, ports: channels(2).ports }, (m) =>
      messages.push(m),
    );
    // `matchday lab goalkeepers --seed ladder --skill --skill-games 4 --skill-budgets 6,12,5`
    const skill = await runSkill(
      { game: 'goalkeepers', seats: 2, seed: 'ladder', budgets, games: 4 },
      inlineExecutor,
    );
    assert.deepEqual(reportOf(messages).skill, skill);
    assert.deepEqual(
      skill.rungs.map((r) => `${r.strong} vs ${r.weak}`),
      ['search:6 vs search:3', 'search:12 vs search:6', 'search:5 vs search:2'],
    );
    const rungs = messages.flatMap((m) =>
      m.kind === 'progress' && m.stage.kind === 'skill'
        ? [`${m.stage.rung} of ${m.stage.rungs}`]
        : [],
    );
    assert.deepEqual([...new Set(rungs)], ['1 of 3', '2 of 3', '3 of 3']);
    const last = messages.at(-1);
    assert.ok(last?.kind === 'done');
    assert.equal(last.sections.at(-1)?.title, 'Skill versus luck');
  });

  it('refuses a bad config with the lab’s message, and no chunk worker hears of it', async () => {
    const { ports, received } = channels(2);
    const messages = await coordinated(
      { ...GOALKEEPERS, variants: [{ label: 'rounds=9', options: { rounds: 9 } }] },
      ports,
    );
    assert.equal(messages.length, 1);
    const refused = messages[0];
    assert.ok(refused?.kind === 'refused');
    assert.equal(refused.code, 'bad-options');
    assert.match(refused.message, /rounds/i);
    assert.equal(received(), 0);
    const unknown = await coordinated({ ...GOALKEEPERS, bots: ['bot:genius'] }, channels(1).ports);
    assert.ok(unknown[0]?.kind === 'refused');
    assert.match(unknown[0].message, /Unknown bot 'bot:genius'/);
  });

  it('fails the run with the worker’s message when a chunk fails', async () => {
    const broken: PortLike = {
      postMessage(message) {
        if ((message as ToWorker).kind === 'chunk')
          queueMicrotask(() => {
            listener?.({ data: { ok: false, message: 'out of memory' } });
          });
      },
      addEventListener(type, l) {
        if (type === 'message') listener = l;
      },
      start: () => undefined,
      close: () => undefined,
    };
    let listener: ((event: { data: unknown }) => void) | undefined;
    const messages = await coordinated(GOALKEEPERS, [broken]);
    const last = messages.at(-1);
    assert.ok(last?.kind === 'failed');
    assert.match(last.message, /a lab worker failed: out of memory/);
  });
});
