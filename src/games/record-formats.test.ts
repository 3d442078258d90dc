/**
 * Records of earlier formats replay for ever. Each file in records/ is a format version 2
 * record, written by the code before format 3 changed how bots are seeded from a record's
 * seed (docs/records.md): one game per playable game, the heuristic bot against the random one.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { botFor } from '../bots/agents.ts';
import { runMatch } from '../core/match.ts';
import { parseRecord, RECORD_FORMAT_VERSION, replayRecord } from '../core/record.ts';
import { loadGame, loadResolver } from './registry.ts';

const folder = new URL('./records/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('-format-2.json'));

describe('records of format version 2', () => {
  it('there is one for every playable game', async () => {
    const ids = files.map((name) => name.replace('-format-2.json', ''));
    for (const id of ids) assert.ok((await loadGame(id)).ok, `${id} is a playable game`);
    assert.equal(ids.length, 5);
  });

  for (const name of files) {
    it(`${name} replays to its recorded outcome`, async () => {
      const parsed = parseRecord(readFileSync(new URL(name, folder), 'utf8'));
      assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
      assert.equal(parsed.value.formatVersion, 2);
      const replayed = replayRecord(parsed.value, await loadResolver(parsed.value.game));
      assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
      assert.deepEqual(replayed.value.outcome, parsed.value.outcome);
    });

    it(`${name}: its seed played afresh seeds its bots as format ${RECORD_FORMAT_VERSION} does, so they choose other moves`, async () => {
      const parsed = parseRecord(readFileSync(new URL(name, folder), 'utf8'));
      assert.ok(parsed.ok);
      const old = parsed.value;
      const found = await loadGame(old.game);
      assert.ok(found.ok);
      const players = old.seats.map(({ name: seatName, agent }) => {
        const make = botFor(agent, found.value);
        assert.ok(make.ok);
        return { name: seatName, agent, make: make.value };
      });
      const fresh = runMatch(found.value.engine, { players, seed: old.seed });
      assert.ok(fresh.ok);
      assert.equal(fresh.value.formatVersion, RECORD_FORMAT_VERSION);
      assert.notDeepEqual(fresh.value.actions, old.actions, 'why the format version changed');
    });
  }
});
