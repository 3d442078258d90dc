/**
 * The conformance suite: what every game must satisfy, checked on seeded random games.
 * `src/games/conformance.test.ts` runs it for every playable game in the registry, so a new
 * game is covered the moment it is registered.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AgentFactory } from '../agent.ts';
import { applyChecked } from '../checked.ts';
import { SPECTATOR, type Action, type AnyGame, type Seat, type Viewer } from '../game.ts';
import { runMatch, type MatchPlayer } from '../match.ts';
import { formatRecord, parseRecord, replayRecord, type GameRecord } from '../record.ts';
import { ok } from '../result.ts';
import { Rng } from '../rng.ts';

export interface ConformanceOptions {
  /** Seeded games per seat count. */
  readonly gamesPerSeatCount: number;
  /** The agents to play the sampled games with, e.g. random and heuristic. */
  readonly agents: readonly AgentFactory[];
}

/** Registers the suite's tests for one game. */
export function conformanceSuite(game: AnyGame, options: ConformanceOptions): void {
  const { minSeats, maxSeats, id } = game.facts;
  const defaults = game.facts.options.parse({});
  // A seat count the game refuses with its default options (`seatsProblem`) is never set up.
  const seatCounts = Array.from({ length: maxSeats - minSeats + 1 }, (_, i) => minSeats + i).filter(
    (seats) => game.facts.seatsProblem?.(defaults, seats) === undefined,
  );

  describe(`conformance: ${id}`, () => {
    it('declares sound facts and default options', () => {
      assert.ok(minSeats >= 1 && minSeats <= maxSeats);
      assert.ok(game.facts.actionBound > 0);
      assert.ok(game.facts.options.safeParse({}).success, 'parsing {} must give the defaults');
    });

    for (const seats of seatCounts) {
      for (let g = 0; g < options.gamesPerSeatCount; g++) {
        const seed = `conformance-${id}-${seats}-${g}`;
        it(`${seats} seats, seed ${seed}: every position keeps the protocol's promises`, () => {
          walkGame(game, seats, seed);
        });
        it(`${seats} seats, seed ${seed}: the record replays identically and round-trips`, () => {
          checkRecord(game, seats, seed, options.agents);
        });
      }
    }
  });
}

/** Plays a seeded random game, checking each position on the way. */
function walkGame(game: AnyGame, seats: number, seed: string): void {
  const state = game.setup(game.facts.options.parse({}), seats, Rng.fromSeed(seed));
  const chooser = Rng.fromSeed(`${seed}/chooser`);
  const probe = Rng.fromSeed(`${seed}/probe`);
  let steps = 0;
  for (;;) {
    const actors = game.actors(state);
    checkActors(game, state, seats, actors);
    checkViewsHideWhatTheyMust(game, state, seats, probe);
    if (actors.length === 0) break;
    const seat = actors[chooser.int(actors.length)] as Seat;
    const legal = game.legalActions(state, seat);
    checkRefusals(game, state, seats, seat, legal);
    if (steps % 7 === 0) checkEachActionApplies(game, state, seat, legal);
    if (steps % 11 === 0) checkCloneIsDeep(game, state, seats, chooser.seed());
    game.apply(state, seat, legal[chooser.int(legal.length)] as Action);
    steps++;
    assert.ok(
      steps <= game.facts.actionBound,
      `the game ran past ${game.facts.actionBound} actions`,
    );
  }
  const outcome = game.outcome(state);
  assert.ok(outcome, 'a game with no actors is over and has an outcome');
  checkOutcome(outcome.scores, outcome.places, seats);
}

function checkActors(game: AnyGame, state: unknown, seats: number, actors: readonly Seat[]): void {
  const over = game.outcome(state) !== undefined;
  assert.equal(actors.length === 0, over, 'no actors exactly when the game is over');
  assert.deepEqual(
    [...actors],
    [...new Set(actors)].sort((a, b) => a - b),
    'actors unique, ascending',
  );
  for (let seat = 0; seat < seats; seat++) {
    const legal = game.legalActions(state, seat);
    if (actors.includes(seat)) {
      assert.ok(legal.length > 0, `actor ${seat} has legal actions`);
      for (let i = 1; i < legal.length; i++) {
        assert.ok(
          (legal[i - 1] as number) < (legal[i] as number),
          'legal actions unique and ascending',
        );
      }
      for (const action of legal) {
        assert.ok(Number.isInteger(action) && action >= 0, 'actions are non-negative integers');
        assert.ok(game.actionLabel(state, seat, action).length > 0, 'every action has a label');
      }
      const infos = legal.map((action) => JSON.stringify(game.actionInfo(state, seat, action)));
      assert.equal(new Set(infos).size, legal.length, 'each legal action has its own info');
      assert.deepEqual(
        game.legalActions(state, seat, [99, 98]),
        legal,
        'a reused array is cleared',
      );
    } else {
      assert.equal(legal.length, 0, `seat ${seat} is not an actor and has no legal actions`);
    }
  }
}

/** What every viewer sees, as text: the fingerprint of a position from outside. */
function snapshot(game: AnyGame, state: unknown, seats: number): string {
  const parts: unknown[] = [game.actors(state).slice(), game.outcome(state) ?? null];
  for (let viewer: Viewer = SPECTATOR; viewer < seats; viewer++) {
    parts.push(game.view(state, viewer));
    if (viewer >= 0) parts.push(game.legalActions(state, viewer));
  }
  return JSON.stringify(parts);
}

function checkRefusals(
  game: AnyGame,
  state: unknown,
  seats: number,
  seat: Seat,
  legal: readonly Action[],
): void {
  const before = snapshot(game, state, seats);
  const illegal = [Math.max(...legal) + 1, -1, 0.5].find((a) => !legal.includes(a)) as Action;
  const refused = applyChecked(game, state, seat, illegal);
  assert.ok(!refused.ok && refused.error.code === 'illegal-action', 'an illegal action is refused');
  const outsider = Array.from({ length: seats }, (_, s) => s).find(
    (s) => !game.actors(state).includes(s),
  );
  if (outsider !== undefined) {
    const early = applyChecked(game, state, outsider, legal[0] as Action);
    assert.ok(!early.ok && early.error.code === 'not-your-turn', 'a seat out of turn is refused');
  }
  assert.equal(snapshot(game, state, seats), before, 'a refused action changes nothing');
}

function checkEachActionApplies(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
): void {
  for (const action of legal) {
    const copy = game.clone(state);
    const played = applyChecked(game, copy, seat, action);
    assert.ok(played.ok, `legal action ${action} applies cleanly`);
  }
}

/** Playing on a clone never changes the original, and the original's play never the clone's. */
function checkCloneIsDeep(game: AnyGame, state: unknown, seats: number, seed: string): void {
  const original = snapshot(game, state, seats);
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

/**
 * A view must not change when everything its viewer cannot see is re-sampled: then it cannot
 * contain any of it. The spectator, who knows least, must not notice either. Nor may a view
 * carry the generator.
 */
function checkViewsHideWhatTheyMust(
  game: AnyGame,
  state: unknown,
  seats: number,
  probe: Rng,
): void {
  const spectatorView = JSON.stringify(game.view(state, SPECTATOR));
  for (let seat = 0; seat < seats; seat++) {
    const view = game.view(state, seat);
    assertNoGenerator(view);
    const text = JSON.stringify(view);
    assert.deepEqual(JSON.parse(text), view, 'a view is plain JSON data');
    for (let k = 0; k < 2; k++) {
      const sampled = game.determinize(view, seat, probe);
      assert.equal(
        JSON.stringify(game.view(sampled, seat)),
        text,
        `seat ${seat}'s view ignores what it cannot see`,
      );
      assert.equal(
        JSON.stringify(game.view(sampled, SPECTATOR)),
        spectatorView,
        'the spectator sees no hidden information',
      );
      assert.deepEqual(
        game.actors(sampled).slice(),
        game.actors(state).slice(),
        'a determinized state has the same actors',
      );
    }
  }
}

function assertNoGenerator(value: unknown): void {
  if (value instanceof Rng) assert.fail('a view carries the generator');
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    assert.ok(!/^(rng|seed|random)/i.test(key), `a view has a field '${key}'`);
    assertNoGenerator(inner);
  }
}

export function checkOutcome(
  scores: readonly number[],
  places: readonly number[],
  seats: number,
): void {
  assert.equal(scores.length, seats);
  assert.equal(places.length, seats);
  for (let a = 0; a < seats; a++) {
    const pa = places[a] as number;
    const ahead = places.filter((p) => p < pa).length;
    assert.equal(pa, ahead + 1, 'places are a competition ranking (1, 1, 3 …)');
    for (let b = 0; b < seats; b++) {
      if ((scores[a] as number) > (scores[b] as number)) {
        assert.ok(pa < (places[b] as number), 'a higher score never places lower');
      }
    }
  }
}

function checkRecord(
  game: AnyGame,
  seats: number,
  seed: string,
  agents: readonly AgentFactory[],
): void {
  const players: MatchPlayer<unknown>[] = Array.from({ length: seats }, (_, seat) => ({
    name: `Seat ${seat + 1}`,
    agent: `bot:${seat % agents.length}`,
    make: agents[seat % agents.length] as AgentFactory,
  }));
  const first = runMatch(game, { players, seed });
  assert.ok(first.ok);
  const again = runMatch(game, { players, seed });
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
