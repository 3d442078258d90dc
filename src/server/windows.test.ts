/**
 * Response windows over the wire, with the Answers test game (src/server/testing/window-game.ts)
 * and a window countdown on a clock the test turns by hand.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomAgent } from '../bots/random.ts';
import { setupChecked } from '../core/checked.ts';
import { SPECTATOR } from '../core/game.ts';
import type { GameRecord } from '../core/record.ts';
import { ok } from '../core/result.ts';
import { PASS as CHAIN_PASS, chainCards } from '../core/testing/chain-cards.ts';
import { longestThought, type BotDecider } from './bots/bot-player.ts';
import type { DescribedActions, SeatRequest, StopSetting, TableUpdate } from './protocol.ts';
import { dealtChainCards } from './testing/dealt-chain-cards.ts';
import { FakeScheduler } from './testing/fake-scheduler.ts';
import { findGame } from './testing/games.ts';
import { DEFAULT_WINDOW_SECONDS } from './protocol.ts';
import { testServer, type TestClient, type TestServer } from './testing/harness.ts';
import { ANSWER, MOVE, PASS, answers } from './testing/window-game.ts';

/** A table's countdown when it names none. */
const WINDOW_MS = DEFAULT_WINDOW_SECONDS * 1000;

interface Seated {
  readonly id: string;
  readonly client: TestClient;
  readonly token: string;
  readonly seat: number;
}

describe('response windows', () => {
  let server: TestServer;
  const clock = new FakeScheduler();
  before(async () => {
    server = await testServer({
      games: (id) =>
        id === 'answers' ? ok({ engine: answers, heuristic: randomAgent }) : findGame(id),
      // The bots decide inline, with this finder (the pool's workers know no Answers).
      pooledBots: [],
      windowScheduler: clock,
    });
  });
  after(async () => {
    await server.close();
  });

  /** A table of Answers; every human seat joined by its own client with its stop setting. */
  async function table(
    options: Record<string, unknown>,
    seats: SeatRequest[],
    stops: StopSetting[] = [],
    turnSeconds = 0,
    windowSeconds?: number,
  ): Promise<Seated[]> {
    const created = await server.createTable({
      game: 'answers',
      options,
      seats,
      turnSeconds,
      ...(windowSeconds === undefined ? {} : { windowSeconds }),
    });
    const id = created.table.id;
    const seated: Seated[] = [];
    for (const { seat, token } of created.seats) {
      const client = await server.client();
      const joined = await client.request('join', { tableId: id, tokens: [token] });
      assert.ok(joined.ok);
      const stop = stops[seat];
      if (stop) assert.ok((await client.request('stop', { tableId: id, token, stop })).ok);
      await client.update(seat);
      seated.push({ id, client, token, seat });
    }
    return seated;
  }

  function act(p: Seated, action: number, version: number) {
    return p.client.request('act', { tableId: p.id, token: p.token, action, version });
  }

  /** The next update of `p` for which `test` holds. */
  async function next(p: Seated, test: (u: TableUpdate) => boolean): Promise<TableUpdate> {
    const found = () => p.client.updates.findLast((u) => u.seat === p.seat && test(u));
    await p.client.until(() => found() !== undefined);
    return found() as TableUpdate;
  }

  const people = (n: number): SeatRequest[] =>
    Array.from({ length: n }, (_, i): SeatRequest => ({ kind: i === 0 ? 'me' : 'friend' }));

  it('asks only the seats its public rule names (Answers: cards are counted in the open): the other sees nobody asked, and the same countdown', async () => {
    const [ana, bo] = await table({ cards: [0, 1], moves: 3 }, people(2));
    assert.ok(ana && bo);
    assert.ok((await act(ana, MOVE, 0)).ok);
    const asked = await next(bo, (u) => u.table.version === 1);
    assert.deepEqual(asked.window && { ...asked.window, msLeft: 0, deadline: 0 }, {
      kind: 'answer',
      chain: 0,
      deadline: 0,
      msLeft: 0,
      asked: 'respond',
      pass: PASS,
    });
    assert.deepEqual(asked.actions, [PASS, ANSWER]);
    const watching = await next(ana, (u) => u.table.version === 1);
    assert.ok(watching.window && asked.window);
    assert.equal(watching.window.asked, null);
    assert.equal(watching.window.deadline, asked.window.deadline);
    assert.equal(watching.window.msLeft, WINDOW_MS);
    // Who may respond is not told: Ana sees nobody asked, Bo only himself.
    assert.deepEqual(watching.actors, []);
    assert.deepEqual(asked.actors, [1]);
    assert.deepEqual(watching.actions, []);
    assert.ok((await act(bo, PASS, 1)).ok);
    // Bo moves (and may answer his own move); Ana, holding no answer, is never asked a thing.
    const boTurn = await next(bo, (u) => u.table.version === 2);
    assert.equal(boTurn.window, null);
    assert.ok((await act(bo, MOVE, 2)).ok);
    await next(ana, (u) => u.table.version === 3);
    await ana.client.caughtUp();
    const anaUpdates = ana.client.updates.filter((u) => u.seat === 0);
    assert.ok(
      anaUpdates.every((u) => u.window?.asked !== 'respond' && u.window?.asked !== 'continue'),
    );
  });

  it("stops an 'always' person at every window point with the same countdown, holding the table until they go on", async () => {
    const [ana, bo] = await table({ cards: [0, 1], moves: 3 }, people(2), ['always']);
    assert.ok(ana && bo);
    assert.ok((await act(ana, MOVE, 0)).ok);
    const stopped = await next(ana, (u) => u.table.version === 1);
    assert.equal(stopped.window?.asked, 'continue');
    const asked = await next(bo, (u) => u.table.version === 1);
    assert.ok(stopped.window);
    assert.equal(asked.window?.asked, 'respond');
    assert.equal(stopped.window.deadline, asked.window.deadline);
    assert.equal(stopped.window.msLeft, WINDOW_MS);
    // Bo passes: the engine's window closes, but Ana is still stopped, so Bo's move waits.
    assert.ok((await act(bo, PASS, 1)).ok);
    const held = await next(bo, (u) => u.table.version === 2);
    assert.deepEqual([held.actions, held.actors], [[], []]);
    assert.ok(held.window);
    const refused = await act(bo, MOVE, 2);
    assert.equal(!refused.ok && refused.error.code, 'window-open');
    const summary = await server.api<{ version: number }>(`/api/tables/${bo.id}`);
    assert.equal(summary.body.version, 2);
    const go = await ana.client.request('continue', {
      tableId: ana.id,
      token: ana.token,
      version: 2,
    });
    assert.ok(go.ok);
    const offered = await next(bo, (u) => u.table.version === 2 && u.actions.length > 0);
    assert.deepEqual(offered.actions, [MOVE]);
    assert.equal(offered.window, null);
    // Bo's move: nobody holds an answer now (Bo's card stays unplayed, Ana has none), yet
    // Ana is stopped with the very same countdown: her pause tells nothing.
    assert.ok((await act(bo, MOVE, 2)).ok);
    const again = await next(ana, (u) => u.table.version === 3);
    assert.equal(again.window?.asked, 'continue');
    assert.equal(again.window.msLeft, WINDOW_MS);
  });

  it('a window whose countdown runs out passes for every seat still asked, and lets the stopped go', async () => {
    const [ana, bo] = await table({ cards: [0, 1], moves: 3 }, people(2), ['always']);
    assert.ok(ana && bo);
    assert.ok((await act(ana, MOVE, 0)).ok);
    await next(bo, (u) => u.window?.asked === 'respond');
    await next(ana, (u) => u.window?.asked === 'continue');
    clock.advance(WINDOW_MS);
    // Bo's pass is played for him (a pass, never a bot's answer): his card is still his.
    const moved = await next(bo, (u) => u.actions.length > 0 && u.window === null);
    assert.deepEqual(moved.actions, [MOVE]);
    assert.equal(moved.table.version, 2);
    assert.deepEqual((moved.view as { cards: number[] }).cards, [0, 1]);
    assert.ok(!bo.client.updates.some((u) => u.events.some((e) => e.kind === 'timeout')));
  });

  it("passes at once for a 'never' person, who is never asked", async () => {
    const [ana, bo] = await table({ cards: [0, 1], moves: 3 }, people(2), ['can-respond', 'never']);
    assert.ok(ana && bo);
    assert.ok((await act(ana, MOVE, 0)).ok);
    const moving = await next(bo, (u) => u.actions.length > 0);
    assert.deepEqual([moving.table.version, moving.actions], [2, [MOVE]]);
    assert.ok(bo.client.updates.every((u) => u.window?.asked !== 'respond'));
  });

  it('refuses an answer chosen against an earlier link of the chain, and changes nothing', async () => {
    const [ana, bo] = await table({ cards: [1, 1], moves: 3 }, people(2));
    assert.ok(ana && bo);
    assert.ok((await act(ana, MOVE, 0)).ok);
    await next(bo, (u) => u.table.version === 1 && u.window?.asked === 'respond');
    await next(ana, (u) => u.table.version === 1 && u.window?.asked === 'respond');
    // Ana answers first: a new link, which Bo may answer again, with the same legal list.
    assert.ok((await act(ana, ANSWER, 1)).ok);
    const link = await next(bo, (u) => u.table.version === 2);
    assert.deepEqual([link.actions, link.window?.chain], [[PASS, ANSWER], 1]);
    const stale = await act(bo, ANSWER, 1);
    assert.equal(!stale.ok && stale.error.code, 'stale');
    const summary = await server.api<{ version: number }>(`/api/tables/${bo.id}`);
    assert.equal(summary.body.version, 2);
    assert.ok((await act(bo, ANSWER, 2)).ok);
    // Nobody holds a card now: the chain resolves last in, first out.
    const resolved = await next(ana, (u) => u.table.version === 3);
    assert.deepEqual(
      resolved.events.filter((e) => e.kind === 'resolve').map((e) => e.seat),
      [1, 0],
    );
  });

  it('bots take part in chains: a bot is asked in windows and answers or passes there', async () => {
    const created = await server.createTable({
      game: 'answers',
      options: { cards: [1, 1], moves: 2 },
      seats: [{ kind: 'me' }, { kind: 'bot', level: 'easy' }],
    });
    const ana: Seated = {
      id: created.table.id,
      client: await server.client(),
      token: created.seats[0]?.token ?? '',
      seat: 0,
    };
    assert.ok((await ana.client.request('join', { tableId: ana.id, tokens: [ana.token] })).ok);
    await ana.client.update(0);
    assert.ok((await act(ana, MOVE, 0)).ok);
    // Ana answers whenever she is asked (the bot, asked too, may act before her: then she
    // answers its link), until the game ends; the countdown never runs out meanwhile.
    for (;;) {
      await ana.client.until(() => {
        const u = ana.client.latest(0);
        return u?.table.status === 'finished' || u?.window?.asked === 'respond';
      });
      const u = ana.client.latest(0) as TableUpdate;
      if (u.table.status === 'finished') break;
      const answer = (u.view as { cards: number[] }).cards[0] ? ANSWER : PASS;
      const sent = await act(ana, answer, u.table.version);
      assert.ok(sent.ok || sent.error.code === 'stale', JSON.stringify(sent));
      await ana.client.until(() => (ana.client.latest(0)?.table.version ?? 0) > u.table.version);
    }
    const events = ana.client.updates.flatMap((u) => u.events);
    const botActs = events.filter(
      (e) => e.seat === 1 && (e.kind === 'pass' || e.kind === 'answer'),
    );
    assert.ok(botActs.length > 0, 'the bot acted in a window');
    // Whoever answered last resolves first.
    const answered = events.filter((e) => e.kind === 'answer').map((e) => e.seat);
    const resolved = events.filter((e) => e.kind === 'resolve').map((e) => e.seat);
    assert.deepEqual(resolved, answered.reverse());
  });

  it('plays chain cards to the end with three bots, who answer in its windows', async () => {
    const created = await server.createTable({
      game: 'chain-cards',
      options: { rounds: 6 },
      seats: [
        { kind: 'me' },
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
      ],
    });
    const ana: Seated = {
      id: created.table.id,
      client: await server.client(),
      token: created.seats[0]?.token ?? '',
      seat: 0,
    };
    assert.ok((await ana.client.request('join', { tableId: ana.id, tokens: [ana.token] })).ok);
    // Ana plays her first choice whenever she is asked; the countdown never runs out.
    for (;;) {
      await ana.client.until(() => {
        const u = ana.client.latest(0);
        return u?.table.status === 'finished' || (u?.actions.length ?? 0) > 0;
      });
      const u = ana.client.latest(0) as TableUpdate;
      if (u.table.status === 'finished') break;
      const sent = await act(ana, u.actions[0] ?? -1, u.table.version);
      assert.ok(sent.ok || sent.error.code === 'stale', JSON.stringify(sent));
      await ana.client.until(() => (ana.client.latest(0)?.table.version ?? 0) > u.table.version);
    }
    // A bot's pass is told to that bot alone (it would tell that it held an answer), so the
    // proof is the record: replayed, it shows the bots acting while a window was open.
    const { body: record } = await server.api<GameRecord>(`/api/tables/${ana.id}/record`);
    const setup = setupChecked(chainCards, {
      options: record.options,
      seats: record.seats.length,
      seed: record.seed,
    });
    assert.ok(setup.ok);
    const { state } = setup.value;
    let botAnswers = 0;
    for (const [seat, action] of record.actions) {
      if (seat > 0 && chainCards.window?.(state) !== undefined) botAnswers++;
      chainCards.apply(state, seat, action);
    }
    assert.ok(chainCards.outcome(state), 'the record replays to the end');
    assert.ok(botAnswers > 0, 'the bots passed or played in windows');
  });

  it('counts down a window for as long as its table says, 10 s unless it says', async () => {
    const [ana, bo] = await table({ cards: [0, 1] }, people(2), ['always'], 0, 30);
    assert.ok(ana && bo);
    assert.equal((await ana.client.update(0)).table.windowSeconds, 30);
    assert.ok((await act(ana, MOVE, 0)).ok);
    const asked = await next(bo, (u) => u.table.version === 1);
    const stopped = await next(ana, (u) => u.table.version === 1);
    assert.deepEqual([asked.window?.msLeft, stopped.window?.msLeft], [30_000, 30_000]);
    clock.advance(29_999);
    await bo.client.caughtUp();
    assert.equal(bo.client.latest(1)?.table.version, 1);
    clock.advance(1);
    await next(bo, (u) => u.table.version === 2 && u.actions.length > 0);
  });

  it('runs no turn timer in a window: its countdown is the only clock', async () => {
    const [ana, bo] = await table({ cards: [0, 1], moves: 3 }, people(2), [], 60);
    assert.ok(ana && bo);
    const turn = await ana.client.update(0);
    assert.equal(turn.timer?.seat, 0);
    assert.ok((await act(ana, MOVE, 0)).ok);
    const asked = await next(bo, (u) => u.table.version === 1);
    assert.equal(asked.window?.asked, 'respond');
    assert.equal(asked.timer, null);
    assert.ok((await act(bo, PASS, 1)).ok);
    const boTurn = await next(bo, (u) => u.table.version === 2);
    assert.equal(boTurn.timer?.seat, 1);
  });

  it('sends a long legal list as integers alone, described on request; a short one inline', async () => {
    const [ana] = await table({ spread: 200 }, people(2));
    assert.ok(ana);
    const first = await ana.client.update(0);
    assert.equal(first.actions.length, 200);
    assert.deepEqual(
      first.actions,
      [...first.actions].sort((a, b) => a - b),
    );
    assert.deepEqual(first.legal, []);
    const described = await ana.client.request<DescribedActions>('describe', {
      tableId: ana.id,
      token: ana.token,
      version: 0,
    });
    assert.ok(described.ok);
    assert.deepEqual(
      described.value.legal.map((c) => c.action),
      first.actions,
    );
    assert.equal(described.value.legal[5]?.label, 'Move 5');
    const compact = JSON.stringify(first).length;
    const inline = JSON.stringify({ ...first, legal: described.value.legal }).length;
    console.log(`update of a 200-action decision: ${compact} bytes compact, ${inline} inline`);
    assert.ok(compact * 4 < inline, `${compact} bytes is not a quarter of ${inline}`);
    const old = await ana.client.request('describe', {
      tableId: ana.id,
      token: ana.token,
      version: 1,
    });
    assert.equal(!old.ok && old.error.code, 'stale');
    const [small] = await table({ spread: 16 }, people(2));
    assert.ok(small);
    const inlined = await small.client.update(0);
    assert.equal(inlined.legal.length, 16);
    assert.deepEqual(
      inlined.legal.map((c) => c.action),
      inlined.actions,
    );
  });
});

/**
 * Issue #31: what a seat receives at a window, and when, depends on nobody else's hand. Two
 * tables of chain cards alike but for the other seat's hand (a Block it could play, or shots
 * only: pass is all it may do); every frame Ana receives, with the moment on a clock the test
 * turns by hand, is compared, and a spectator's.
 */
describe("a window's frames and their timing do not depend on another seat's hand", () => {
  const clock = new FakeScheduler();
  const STEP_MS = 10;
  const DELAY_MS = 600;
  /** A bot's pause at a window, shorter than a move's (both as served). */
  const WINDOW_DELAY_MS = 150;
  const THINKS_MS = longestThought('bot:easy');
  /**
   * Answers as a search level does: at once where it has one legal action, after its whole
   * thinking time (on the test's clock) where it has more. It passes whenever it may.
   */
  const searchLike: BotDecider = {
    decide(task) {
      const { legal } = task.decision;
      if (legal.length === 1) return Promise.resolve(legal[0] as number);
      return new Promise((resolve) => {
        clock.setTimeout(() => {
          resolve(legal.includes(CHAIN_PASS) ? CHAIN_PASS : (legal[0] as number));
        }, THINKS_MS);
      });
    },
  };
  let server: TestServer;
  before(async () => {
    server = await testServer({
      games: (id) =>
        id === dealtChainCards.facts.id
          ? ok({ engine: dealtChainCards, heuristic: randomAgent })
          : findGame(id),
      windowScheduler: clock,
      botScheduler: clock,
      botDecider: searchLike,
      pooledBots: ['bot:easy'],
      botDelayMs: DELAY_MS,
      botWindowDelayMs: WINDOW_DELAY_MS,
      botTimeScale: 1,
      // Two probes per clock step: far more messages a second than a person sends.
      messageRate: { perSecond: 100_000, burst: 100_000 },
    });
  });
  after(async () => {
    await server.close();
  });

  /** What a viewer was sent, frame by frame, each with the clock step it came in. */
  interface Frame {
    readonly step: number;
    readonly version: number;
    readonly status: string;
    readonly view: unknown;
    readonly actors: readonly number[];
    readonly actions: readonly number[];
    readonly window: unknown;
    readonly events: unknown;
  }

  /** A client's frames of one viewer, as they come, with the clock step they came in. */
  class Frames {
    readonly frames: Frame[] = [];
    readonly client: TestClient;
    private readonly viewer: number;
    private readonly start: number;
    private seen: number;

    constructor(client: TestClient, viewer: number, start: number) {
      this.client = client;
      this.viewer = viewer;
      this.start = start;
      this.seen = client.updates.length;
    }

    take(step: number): void {
      const fresh = this.client.updates.slice(this.seen).filter((u) => u.seat === this.viewer);
      this.seen = this.client.updates.length;
      for (const u of fresh) {
        this.frames.push({
          step,
          version: u.table.version,
          status: u.table.status,
          view: u.view,
          actors: u.actors,
          actions: u.actions,
          window: u.window && { ...u.window, deadline: u.window.deadline - this.start },
          events: u.events,
        });
      }
    }
  }

  /**
   * Plays one round: Ana commits Shot 4, the reveal asks both seats, Bo (a bot, or a person
   * who never stops) passes as it will, and Ana passes at 1 s (her pass comes back with the
   * next step). Returns Ana's frames and a spectator's.
   */
  async function play(
    bo: 'bot' | 'never',
    boHand: number[],
  ): Promise<{ ana: Frame[]; spectator: Frame[] }> {
    const created = await server.createTable({
      game: dealtChainCards.facts.id,
      options: { rounds: 1, hands: [[3, 0, 1], boHand] },
      seats: [{ kind: 'me' }, bo === 'bot' ? { kind: 'bot', level: 'easy' } : { kind: 'friend' }],
    });
    const id = created.table.id;
    const token = (seat: number) => created.seats.find((s) => s.seat === seat)?.token ?? '';
    const client = await server.client();
    assert.ok((await client.request('join', { tableId: id, tokens: [token(0)] })).ok);
    const watcher = await server.client();
    assert.ok((await watcher.request('join', { tableId: id })).ok);
    if (bo === 'never') {
      const boClient = await server.client();
      assert.ok((await boClient.request('join', { tableId: id, tokens: [token(1)] })).ok);
      const stop = { tableId: id, token: token(1), stop: 'never' };
      assert.ok((await boClient.request('stop', stop)).ok);
    }
    await client.update(0);
    await watcher.update(SPECTATOR);
    const start = clock.now();
    const ana = new Frames(client, 0, start);
    const spectator = new Frames(watcher, SPECTATOR, start);
    const act = { tableId: id, token: token(0), action: 3, version: 0 };
    assert.ok((await client.request('act', act)).ok);
    for (let step = 0; step <= 200; step++) {
      if (step > 0) clock.advance(STEP_MS);
      // Whatever the step set off is on disk and sent: then each client has what it brought.
      await server.api(`/api/tables/${id}`);
      for (const frames of [ana, spectator]) {
        await frames.client.caughtUp();
        frames.take(step);
      }
      const latest = client.latest(0);
      if (step === 100 && latest?.actions.includes(CHAIN_PASS)) {
        const pass = {
          tableId: id,
          token: token(0),
          action: CHAIN_PASS,
          version: latest.table.version,
        };
        assert.ok((await client.request('act', pass)).ok);
      }
    }
    return { ana: ana.frames, spectator: spectator.frames };
  }

  it("a bot with only pass answers when a bot holding a card does: the window's pause and its whole thinking time after it was asked", async () => {
    const holding = await play('bot', [16, 5, 6]); // a Block: it could answer the reveal
    const passOnly = await play('bot', [4, 5, 6]); // shots only: pass is all it may do
    assert.deepEqual(passOnly, holding);
    const boPassed = holding.ana.find((f) => f.version === 2);
    assert.equal(
      boPassed?.step,
      (WINDOW_DELAY_MS + THINKS_MS) / STEP_MS,
      "Bo's pass came at 200 ms",
    );
    assert.deepEqual(
      holding.spectator.map((f) => [f.step, f.version]),
      holding.ana.map((f) => [f.step, f.version]),
      'the spectator is told at the same moments',
    );
    assert.deepEqual(
      holding.ana.map((f) => [f.step, f.version, f.status]),
      [
        [0, 1, 'playing'],
        [(WINDOW_DELAY_MS + THINKS_MS) / STEP_MS, 2, 'playing'],
        [101, 3, 'finished'],
      ],
    );
  });

  it("a 'never' person is passed for at once, whatever they hold", async () => {
    const holding = await play('never', [16, 5, 6]);
    const passOnly = await play('never', [4, 5, 6]);
    assert.deepEqual(passOnly, holding);
    assert.deepEqual(
      holding.ana.map((f) => [f.step, f.version]),
      [
        [0, 2],
        [101, 3],
      ],
    );
  });
});
