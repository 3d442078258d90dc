/**
 * Conformance: copies and records. A clone is deep and replays alike; a seeded match gives the
 * same record, which round-trips, replays to its outcome and names a tampered action.
 */
import assert from 'node:assert/strict';
import type { AgentFactory } from '../../agent.ts';
import { SPECTATOR, type Action, type AnyGame, type Seat } from '../../game.ts';
import { runMatch, type MatchPlayer } from '../../match.ts';
import { formatRecord, parseRecord, replayRecord, type GameRecord } from '../../record.ts';
import { ok } from '../../result.ts';
import { Rng } from '../../rng.ts';
import { snapshot } from './actions.ts';

/**
 * Playing on a clone never changes the original, and the original's play never the clone's.
 * `texts`: the original's views as text (Looks.texts), where the caller has them.
 */
export function checkCloneIsDeep(
  game: AnyGame,
  state: unknown,
  seats: number,
  seed: string,
  texts?: readonly (string | undefined)[],
): void {
  const original = snapshot(game, state, seats, texts);
  const copy = game.clone(state);
  assert.equal(snapshot(game, copy, seats), original, 'a clone looks the same');
  const twin = game.clone(copy);
  playOut(game, copy, seed, 200);
  assert.equal(
    snapshot(game, state, seats),
    original,
    'playing on a clone leaves the original as it was',
  );
  // The same continuation from a twin must reach the same position: clones share no generator.
  playOut(game, twin, seed, 200);
  assert.equal(snapshot(game, twin, seats), snapshot(game, copy, seats), 'clones replay alike');
}

function playOut(game: AnyGame, state: unknown, seed: string, limit: number): void {
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < limit; i++) {
    const actors = game.actors(state);
    if (actors.length === 0) return;
    const seat = actors[rng.int(actors.length)] as Seat;
    const legal = game.legalActions(state, seat);
    game.apply(state, seat, legal[rng.int(legal.length)] as Action);
  }
}

export function checkRecord(
  game: AnyGame,
  seats: number,
  seed: string,
  agents: readonly AgentFactory[],
  options: Readonly<Record<string, unknown>>,
): void {
  const players: MatchPlayer<unknown>[] = Array.from({ length: seats }, (_, seat) => ({
    name: `Seat ${seat + 1}`,
    agent: `bot:${seat % agents.length}`,
    make: agents[seat % agents.length] as AgentFactory,
  }));
  const first = runMatch(game, { players, seed, options });
  assert.ok(first.ok);
  const again = runMatch(game, { players, seed, options });
  assert.deepEqual(again, first, 'the same seed and agents give the same record');
  const record: GameRecord = first.value;
  const text = formatRecord(record);
  const parsed = parseRecord(text);
  assert.ok(parsed.ok);
  assert.deepEqual(parsed.value, record, 'a record round-trips through JSON');
  const steps: string[] = [];
  const replayed = replayRecord(
    parsed.value,
    () => ok(game),
    (step, state) => {
      steps.push(JSON.stringify([step.seat, step.action, game.view(state, SPECTATOR)]));
    },
  );
  assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
  assert.deepEqual(replayed.value.outcome, record.outcome, 'a replay reaches the recorded outcome');
  // Replaying once more visits the very same positions.
  const steps2: string[] = [];
  replayRecord(
    parsed.value,
    () => ok(game),
    (step, state) => {
      steps2.push(JSON.stringify([step.seat, step.action, game.view(state, SPECTATOR)]));
    },
  );
  assert.deepEqual(steps2, steps, 'every replay visits the same positions');
  if (record.actions.length > 0) {
    const tampered = {
      ...record,
      actions: record.actions.map(([s, a], i) =>
        i === 0 ? ([s, a + 1000] as const) : ([s, a] as const),
      ),
    };
    const refused = replayRecord(tampered, () => ok(game));
    assert.ok(
      !refused.ok && refused.error.message.startsWith('Action 1 of the record'),
      'a tampered record names its first bad action',
    );
  }
}
