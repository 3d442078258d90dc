import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setupChecked } from '../core/checked.ts';
import { SPECTATOR, canSee, type AnyGame } from '../core/game.ts';
import { replayRecord, type GameRecord } from '../core/record.ts';
import { playableGames } from '../games/registry.ts';
import { engineResolver } from './games.ts';
import type { SeatRequest, TableUpdate } from './protocol.ts';
import { COIN_TOSS, findGame } from './testing/games.ts';
import { testServer, type TestServer } from './testing/harness.ts';
import { playRandomly } from './testing/random-player.ts';

/** Each game with hidden information, and coin-toss (secret calls, played simultaneously). */
const games: { engine: AnyGame; seats: SeatRequest[] }[] = [
  ...playableGames()
    .filter((g) => g.engine.facts.hiddenInformation)
    .map((g) => ({
      engine: g.engine,
      seats: Array.from({ length: Math.max(2, g.engine.facts.minSeats) }, () => ({
        kind: 'me' as const,
      })),
    })),
  {
    engine: COIN_TOSS.engine,
    seats: [{ kind: 'me' }, { kind: 'friend' }, { kind: 'bot', level: 'hard' }],
  },
];

describe('hidden information never leaves the server', () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  for (const { engine, seats } of games) {
    it(`${engine.facts.id}: every message to a seat holds only what that seat may see`, async () => {
      const created = await server.createTable({ game: engine.facts.id, seats });
      const id = created.table.id;
      const players = await Promise.all(
        created.seats.map(async ({ seat, token }) => {
          const client = await server.client();
          playRandomly(client, id, token, seat, `hidden-${seat}`);
          await client.request('join', { tableId: id, tokens: [token] });
          return { seat, client };
        }),
      );
      const spectator = await server.client();
      await spectator.request('join', { tableId: id });
      await spectator.until(() => spectator.latest(-1)?.table.status === 'finished', 20_000);
      const record = await server.api<GameRecord>(`/api/tables/${id}/record`);
      assert.equal(record.status, 200);
      const expected = expectations(engine, record.body);
      const watchers = [...players, { seat: SPECTATOR, client: spectator }];
      for (const { seat, client } of watchers) {
        assert.ok(client.updates.some((u) => u.events.length > 0));
        for (const text of client.received)
          assert.ok(!text.includes(record.body.seed), 'the seed leaked');
        for (const update of client.updates) checkUpdate(update, seat, expected);
      }
    });
  }
});

interface Expectations {
  /** Each viewer's view after each number of actions, as JSON. */
  readonly views: Map<number, string>[];
  readonly actors: number[][];
  /** Every event each viewer may see, as JSON. */
  readonly visible: Map<number, Set<string>>;
}

function expectations(engine: AnyGame, record: GameRecord): Expectations {
  const viewers = [SPECTATOR, ...record.seats.map((_, seat) => seat)];
  const views: Map<number, string>[] = [];
  const actors: number[][] = [];
  const visible = new Map(viewers.map((v) => [v, new Set<string>()]));
  const note = (state: unknown) => {
    views.push(new Map(viewers.map((v) => [v, JSON.stringify(engine.view(state, v))])));
    actors.push(engine.actors(state).slice());
  };
  const setup = setupChecked(engine, {
    options: record.options,
    seats: record.seats.length,
    seed: record.seed,
  });
  assert.ok(setup.ok);
  note(setup.value.state);
  const replayed = replayRecord(record, engineResolver(findGame), (step, state) => {
    note(state);
    for (const event of step.events) {
      for (const v of viewers) if (canSee(event, v)) visible.get(v)?.add(JSON.stringify(event));
    }
  });
  assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
  return { views, actors, visible };
}

function checkUpdate(update: TableUpdate, seat: number, expected: Expectations): void {
  const version = update.table.version;
  assert.equal(update.seat, seat);
  assert.equal(
    JSON.stringify(update.view),
    expected.views[version]?.get(seat),
    `view at version ${version}`,
  );
  assert.deepEqual(update.actors, expected.actors[version]);
  const mustAct = expected.actors[version]?.includes(seat) ?? false;
  assert.equal(update.legal.length > 0, mustAct && seat !== SPECTATOR);
  for (const event of [...update.events, ...update.history]) {
    assert.ok(
      expected.visible.get(seat)?.has(JSON.stringify(event)),
      `seat ${seat} got ${event.text}`,
    );
  }
}
