/**
 * Taking back a step over the wire, on the grid game (GG-7: its moves that leave moves to
 * spend may be taken back, never its roll or its end): one step at a time back to the roll,
 * every seat's view following; the refusals; the deletion on disk and a restart.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { GridView } from '../core/testing/grid-game.ts';
import type {
  CreatedTable,
  DescribedActions,
  JoinedTable,
  LegalChoice,
  TableUpdate,
} from './protocol.ts';
import { Reader } from './storage/reader.ts';
import { HANG_GUARD, testServer, type TestClient, type TestServer } from './testing/harness.ts';
import { STORES, testStore } from './testing/stores.ts';

const gridView = (update: TableUpdate | undefined): GridView => update?.view as GridView;

/** A table (the grid game unless named) of two people, Ann (seat 0) and Bo (seat 1), each on a client of their own. */
async function gridTable(
  server: TestServer,
  game = 'grid-game',
  turnSeconds = 0,
): Promise<{ created: CreatedTable; ann: TestClient; bo: TestClient; devices: string[] }> {
  const created = await server.createTable({
    game,
    options: game === 'grid-game' ? { steps: 'one' } : {},
    turnSeconds,
    seats: [
      { kind: 'me', name: 'Ann' },
      { kind: 'friend', name: 'Bo' },
    ],
  });
  const ann = await server.client();
  const bo = await server.client();
  const devices: string[] = [];
  for (const [client, seat] of [
    [ann, 0],
    [bo, 1],
  ] as const) {
    const tokens = [created.seats[seat]?.token];
    const joined = await client.request<JoinedTable>('join', { tableId: created.table.id, tokens });
    assert.ok(joined.ok, JSON.stringify(joined));
    devices.push(joined.value.device ?? '');
    await client.update(seat);
  }
  return { created, ann, bo, devices };
}

const tokenOf = (created: CreatedTable, seat: number): string => created.seats[seat]?.token ?? '';

/** Plays a choice for a seat and waits until its client has the update after it. */
async function play(
  client: TestClient,
  created: CreatedTable,
  seat: number,
  pick: (legal: readonly LegalChoice[]) => LegalChoice | undefined,
): Promise<TableUpdate> {
  const update = await client.update(seat);
  const choice = pick(await choicesOf(client, created, update));
  assert.ok(choice, `seat ${seat} has such a choice: ${JSON.stringify(update.legal)}`);
  const version = update.table.version;
  const acted = await client.request('act', {
    tableId: created.table.id,
    token: tokenOf(created, seat),
    action: choice.action,
    version,
  });
  assert.ok(acted.ok, JSON.stringify(acted));
  return client.update(seat, version + 1);
}

/** A seat's choices: inline, or (a list too long to send words with) asked for. */
async function choicesOf(
  client: TestClient,
  created: CreatedTable,
  update: TableUpdate,
): Promise<readonly LegalChoice[]> {
  if (update.legal.length === update.actions.length) return update.legal;
  const described = await client.request<DescribedActions>('describe', {
    tableId: created.table.id,
    token: tokenOf(created, update.seat),
    version: update.table.version,
  });
  assert.ok(described.ok, JSON.stringify(described));
  return described.value.legal;
}

const kind = (name: string) => (legal: readonly LegalChoice[]) =>
  legal.find((c) => c.info?.kind === name);
const run = (legal: readonly LegalChoice[]) => legal.find((c) => c.info?.side === 'run');

/** Turns go round until Ann has rolled at least `moves` moves. */
async function annRolls(table: Awaited<ReturnType<typeof gridTable>>, moves: number) {
  const { created, ann, bo } = table;
  for (;;) {
    const rolled = await play(ann, created, 0, kind('roll'));
    if (gridView(rolled).movesLeft >= moves) return rolled;
    // Each waits until the other's client has heard the turn pass.
    const annEnded = await play(ann, created, 0, kind('end'));
    await bo.update(1, annEnded.table.version);
    await play(bo, created, 1, kind('roll'));
    const boEnded = await play(bo, created, 1, kind('end'));
    await ann.update(0, boEnded.table.version);
  }
}

function undo(client: TestClient, created: CreatedTable, seat: number, version: number) {
  return client.request('undo', {
    tableId: created.table.id,
    token: tokenOf(created, seat),
    version,
  });
}

/** Takes Ann's last step back and waits until both clients have the update after it. */
async function annUndoes(table: Awaited<ReturnType<typeof gridTable>>): Promise<TableUpdate> {
  const { created, ann, bo } = table;
  const version = (await ann.update(0)).table.version;
  const undone = await undo(ann, created, 0, version);
  assert.ok(undone.ok, JSON.stringify(undone));
  await bo.update(1, version + 1);
  return ann.update(0, version + 1);
}

/** Plays the first choice of whichever seat must decide, and waits for both seats' updates. */
async function playFirst(table: Awaited<ReturnType<typeof gridTable>>): Promise<void> {
  const { created, ann, bo } = table;
  const mover = (ann.latest(0)?.actions.length ?? 0) > 0 ? 0 : 1;
  const client = mover === 0 ? ann : bo;
  const after = await play(client, created, mover, (legal) => legal[0]);
  await ann.update(0, after.table.version);
  await bo.update(1, after.table.version);
}

interface GolazoMoves {
  readonly phase: string;
  readonly mover: number;
  readonly movesLeft: number;
}

describe('taking back a step', () => {
  it(
    'one step at a time, back to the roll; the view, the moves left and every seat follow',
    HANG_GUARD,
    async () => {
      const server = await testServer();
      try {
        const table = await gridTable(server);
        const { ann, bo } = table;
        const rolled = await annRolls(table, 3);
        assert.equal(rolled.canUndo, false, 'a roll is never taken back');
        const first = await play(ann, table.created, 0, run);
        assert.equal(first.canUndo, true);
        const second = await play(ann, table.created, 0, run);
        assert.equal(second.canUndo, true);
        await bo.update(1, second.table.version);
        assert.equal(bo.latest(1)?.canUndo, false, "the opponent cannot take back Ann's move");

        const back = await annUndoes(table);
        assert.deepEqual(back.view, first.view, 'the counter and the moves left are back');
        assert.deepEqual(back.actions, first.actions, 'the choices are those of before');
        assert.equal(back.canUndo, true, 'the step before may be taken back too');
        assert.ok(back.table.version > second.table.version, 'a take-back is a new version');
        const boBack = bo.latest(1);
        assert.deepEqual(boBack?.view, (await bo.update(1, first.table.version)).view);
        assert.deepEqual(gridView(boBack).cells, gridView(first).cells, "Bo's screen follows");
        assert.ok(
          boBack?.events.some((e) => e.kind === 'undo' && e.text === 'Ann took back a move.'),
          'everyone is told',
        );

        const again = await annUndoes(table);
        assert.deepEqual(again.view, rolled.view);
        assert.equal(again.canUndo, false, 'back at the roll');
        const refused = await undo(ann, table.created, 0, again.table.version);
        assert.equal(!refused.ok && refused.error.code, 'nothing-to-undo');
      } finally {
        await server.close();
      }
    },
  );

  it(
    "refuses another seat's step, a stale version and a made-up one, changing nothing",
    HANG_GUARD,
    async () => {
      const server = await testServer();
      try {
        const table = await gridTable(server);
        const { created, ann, bo } = table;
        await annRolls(table, 3);
        const moved = await play(ann, created, 0, run);
        const version = moved.table.version;
        const notYours = await undo(bo, created, 1, version);
        assert.equal(!notYours.ok && notYours.error.code, 'nothing-to-undo');
        const stale = await undo(ann, created, 0, version - 1);
        assert.equal(!stale.ok && stale.error.code, 'stale');
        const madeUp = await undo(ann, created, 0, version + 1);
        assert.equal(!madeUp.ok && madeUp.error.code, 'bad-message');
        const notSeated = await undo(bo, created, 0, version);
        assert.equal(!notSeated.ok && notSeated.error.code, 'not-seated');
        await ann.caughtUp();
        assert.equal(ann.latest(0)?.table.version, version, 'nothing changed');
        assert.equal(ann.latest(0)?.canUndo, true);
      } finally {
        await server.close();
      }
    },
  );

  it(
    'a click chosen before the undo is stale, though the table is back at that position; the turn timer runs on',
    HANG_GUARD,
    async () => {
      const server = await testServer();
      try {
        const table = await gridTable(server, 'grid-game', 600);
        const { created, ann } = table;
        const rolled = await annRolls(table, 3);
        const choices = await choicesOf(ann, created, rolled);
        const moved = await play(ann, created, 0, run);
        const back = await annUndoes(table);
        assert.deepEqual(back.view, rolled.view);
        const [clock, before] = [back.timer, moved.timer];
        assert.ok(clock && before, 'the turn timer runs');
        assert.equal(clock.seat, 0, "Ann's clock runs for her decision again");
        assert.ok(clock.deadline >= before.deadline, 'a take-back begins a new decision');
        const old = await ann.request('act', {
          tableId: created.table.id,
          token: tokenOf(created, 0),
          action: run(choices)?.action,
          version: rolled.table.version,
        });
        assert.equal(!old.ok && old.error.code, 'stale');
      } finally {
        await server.close();
      }
    },
  );

  it(
    'shows nobody anything new: a Golazo move taken back leaves both views as they were',
    HANG_GUARD,
    async () => {
      const server = await testServer();
      try {
        const table = await gridTable(server, 'golazo');
        const { created, ann, bo } = table;
        const annMoving = (): boolean => {
          const view = ann.latest(0)?.view as GolazoMoves | undefined;
          return view?.phase === 'moves' && view.mover === 0 && view.movesLeft >= 2;
        };
        for (let decisions = 0; !annMoving(); decisions++) {
          assert.ok(decisions < 400, 'Ana had two moves to spare within 400 decisions');
          await playFirst(table);
        }
        const annBefore = ann.latest(0);
        const boBefore = bo.latest(1);
        const boSeen = bo.received.length;
        const stepped = await play(ann, created, 0, (legal) =>
          legal.find((c) => c.info?.kind === 'move' && c.info.side === 'step'),
        );
        assert.equal(stepped.canUndo, true);
        await bo.update(1, stepped.table.version);
        const back = await annUndoes(table);
        const boBack = bo.latest(1);
        assert.deepEqual(back.view, annBefore?.view, "Ana's view is the one before her move");
        assert.deepEqual(boBack?.view, boBefore?.view, "Bo's view is the one before Ana's move");
        assert.deepEqual(boBack?.actions, boBefore?.actions);
        assert.deepEqual(
          boBack?.events.map((e) => e.kind),
          ['undo'],
          'Bo is told only that Ana took back a move',
        );
        await bo.caughtUp();
        const sent = bo.received.slice(boSeen).join('\n');
        assert.ok(!sent.includes('"canUndo":true'), 'Bo never learns what Ana may take back');
      } finally {
        await server.close();
      }
    },
  );
});

// On each store: the row leaves the disk, and a restart resumes at the undone state.
for (const kind of STORES) {
  describe(`taking back a step, on disk (${kind})`, () => {
    const store = testStore(kind);
    it(
      'deletes the step on disk before anyone is told; a restarted server resumes at the undone state',
      HANG_GUARD,
      async () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'matchday-undo-'));
        // The same store across the restart: one fresh database, asked for once.
        const options = { dataDir, ...(await store.fresh()) };
        let server = await testServer(options);
        try {
          const table = await gridTable(server);
          const { created, ann } = table;
          await annRolls(table, 3);
          const first = await play(ann, created, 0, run);
          await play(ann, created, 0, run);
          const back = await annUndoes(table);
          if (kind === 'sqlite') {
            const reader = new Reader(join(dataDir, 'matchday.sqlite'));
            const stored = await reader.loadActions(created.table.id);
            await reader.close();
            assert.equal(stored.length, first.table.version, 'the row is gone once Ann is told');
          }

          await server.close();
          server = await testServer(options);
          const client = await server.client();
          const joined = await client.request<JoinedTable>('join', {
            tableId: created.table.id,
            tokens: [tokenOf(created, 0)],
            device: table.devices[0],
          });
          assert.ok(joined.ok, JSON.stringify(joined));
          const resumed = await client.update(0);
          assert.deepEqual(resumed.view, back.view, 'the table resumes at the undone state');
          assert.equal(resumed.canUndo, true, 'the first move may still be taken back');
          const undone = await undo(client, created, 0, resumed.table.version);
          assert.ok(undone.ok, JSON.stringify(undone));
          const rolledBack = await client.update(0, resumed.table.version + 1);
          assert.equal(rolledBack.canUndo, false);
          assert.equal(gridView(rolledBack).movesLeft, gridView(first).movesLeft + 1);
        } finally {
          await server.close();
          await store.stop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    );
  });
}
