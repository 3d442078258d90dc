import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  NO_SLOT,
  SCOPE_SLOTS,
  SMALL_IDS,
  smallIds,
  type ActionIds,
  type SlotIds,
} from '../core/action-name.ts';
import type { ActionInfo, AnyGame, Outcome } from '../core/game.ts';
import { Rng } from '../core/rng.ts';
import { loadGame } from '../games/registry.ts';
import { ALL, CardWatcher, cardsReport, meanDifference, rowKey, type CardRow } from './cards.ts';
import { resolveLab } from './config.ts';
import { playChunk } from './play.ts';
import { buildReport } from './report.ts';
import { runLab, type LabResult } from './run.ts';
import { mergeTallies, type LabTally } from './tally.ts';
import { inlineExecutor } from './run.ts';

// A protocol-only stand-in: actions 0-2 play the cards Ace, Two and Three; 10 passes, 11 shoots.
const NAMES = ['Ace', 'Two', 'Three'];
const PASS = 10;
const SHOOT = 11;
const engine = {
  actionInfo: (_s: unknown, _seat: number, a: number): ActionInfo =>
    a < NAMES.length
      ? { kind: 'play', card: a, cardName: NAMES[a] }
      : { kind: a === PASS ? 'pass' : 'shoot' },
} as unknown as AnyGame;

const SEAT0_WINS: Outcome = { scores: [1, 0], places: [1, 2] };
const SEAT1_WINS: Outcome = { scores: [0, 1], places: [2, 1] };
const DRAWN: Outcome = { scores: [0, 0], places: [1, 1] };

/** A scripted game: each step is [seat, legal actions, the one chosen]. */
type Step = readonly [number, readonly number[], number];

function play(watcher: CardWatcher, steps: readonly Step[], outcome: Outcome): void {
  watcher.start();
  for (const [seat, legal, chosen] of steps) {
    watcher.decision(undefined, seat, legal, chosen);
  }
  watcher.finish(outcome);
}

function row(rows: readonly CardRow[], name: string): CardRow {
  const found = rows.find((r) => r.name === name);
  assert.ok(found, `no row ${name}`);
  return found;
}

describe('cards and choices', () => {
  it('keys a row by the card name, else by the kind of action and its side', () => {
    assert.equal(rowKey({ kind: 'play', card: 3, cardName: 'Ghost Ball' }), 'card:Ghost Ball');
    assert.equal(rowKey({ kind: 'discard', card: 3 }), 'card:discard 3');
    assert.equal(rowKey({ kind: 'reward', side: 'goal' }), 'choice:reward goal');
    assert.equal(rowKey({ kind: 'shot' }), 'choice:shot');
  });

  it('counts held, drawn, played and never seen with their win rates (worked example)', () => {
    const watcher = new CardWatcher(engine, 2);
    // Game 1: seat 0 holds the Ace from its first decision and plays it; seat 1 holds the Two,
    // keeps it and passes. Seat 0 wins.
    play(
      watcher,
      [
        [0, [0, PASS], 0],
        [1, [1, PASS], PASS],
      ],
      SEAT0_WINS,
    );
    // Game 2: seat 0's first decision is forced (pass); then it holds the Ace, drawn, and
    // shoots; seat 1 never sees a card. Seat 1 wins.
    play(
      watcher,
      [
        [0, [PASS], PASS],
        [1, [PASS, SHOOT], SHOOT],
        [0, [0, SHOOT], SHOOT],
      ],
      SEAT1_WINS,
    );
    // Game 3: drawn; seat 1 plays the Two twice.
    play(
      watcher,
      [
        [1, [1, PASS], 1],
        [1, [1, PASS], 1],
      ],
      DRAWN,
    );
    const tally = watcher.tally();
    assert.deepEqual(tally[ALL], [6, 3, 2.5]); // shares 1, 0; 0, 1; 1/2, 1/2
    const report = cardsReport(tally);
    assert.equal(report.seatGames, 6);
    assert.equal(report.overall.value, 0.5);
    const ace = row(report.rows, 'Ace');
    assert.deepEqual([ace.held, ace.drawn, ace.played, ace.plays, ace.notSeen], [2, 1, 1, 1, 4]);
    assert.equal(ace.winHeld.value, 0.5); // won game 1, lost game 2
    assert.equal(ace.winPlayed.value, 1);
    assert.equal(ace.winDrawn.value, 0);
    assert.equal(ace.winNotPlayed.value, 0);
    assert.equal(ace.winNotSeen.value, 0.5); // seat 1 in games 1-3 (0, 1, 1/2), seat 0 in game 3
    assert.equal(ace.improvement.value, 0);
    const two = row(report.rows, 'Two');
    assert.deepEqual([two.held, two.drawn, two.played, two.plays, two.notSeen], [2, 0, 1, 2, 4]);
    assert.equal(two.winHeld.value, 0.25); // lost game 1, drew game 3
    assert.equal(two.winNotSeen.value, 0.625); // (1 + 0 + 1 + 1/2) / 4
    assert.equal(two.improvement.value, 0.25 - 0.625);
    // Choices count only where there was a choice: seat 0's forced pass of game 2 does not.
    const shoot = row(report.rows, 'shoot');
    assert.equal(shoot.kind, 'choice');
    assert.deepEqual([shoot.held, shoot.played, shoot.plays], [2, 2, 2]);
    const pass = row(report.rows, 'pass');
    assert.deepEqual([pass.held, pass.played, pass.plays], [4, 1, 1]);
    // Chosen (seat 1, game 1: lost) against offered and never chosen (seat 0 in game 1, seat 1
    // in games 2 and 3).
    assert.equal(pass.winPlayed.value, 0);
    assert.equal(pass.improvement.value, 0 - (1 + 1 + 0.5) / 3);
    // Cards first, then choices; within each, by improvement, highest first, and last a row
    // without one (shoot was chosen whenever offered: nothing to compare with).
    assert.ok(Number.isNaN(shoot.improvement.value));
    assert.deepEqual(
      report.rows.map((r) => r.name),
      ['Ace', 'Two', 'pass', 'shoot'],
    );
  });

  it('takes the difference of two means with the intervals added in quadrature', () => {
    // Means 1/2 (variance 1/3 over 4 values 0, 0, 1, 1) and 0 (variance 0).
    const a = { n: 4, sum: 2, sumSquares: 2 };
    const b = { n: 3, sum: 0, sumSquares: 0 };
    const d = meanDifference(a, b);
    assert.equal(d.value, 0.5);
    const half = 1.959963984540054 * Math.sqrt(1 / 3 / 4);
    assert.ok(Math.abs(d.high - d.value - half) < 1e-12);
    assert.deepEqual(meanDifference({ n: 1, sum: 1, sumSquares: 1 }, b), {
      value: 1,
      low: -Infinity,
      high: Infinity,
    });
  });

  it('keeps played within held, drawn within held and held plus never seen as every seat-game', () => {
    const step = fc.tuple(
      fc.integer({ min: 0, max: 1 }),
      fc.uniqueArray(fc.constantFrom(0, 1, 2, PASS, SHOOT), { minLength: 1, maxLength: 5 }),
      fc.nat(),
    );
    const game = fc.tuple(
      fc.array(step, { maxLength: 8 }),
      fc.constantFrom(SEAT0_WINS, SEAT1_WINS, DRAWN),
    );
    fc.assert(
      fc.property(fc.array(game, { minLength: 1, maxLength: 10 }), (games) => {
        const watcher = new CardWatcher(engine, 2);
        for (const [steps, outcome] of games)
          play(
            watcher,
            steps.map(([seat, legal, pick]): Step => {
              const sorted = [...legal].sort((x, y) => x - y);
              return [seat, sorted, sorted[pick % sorted.length] as number];
            }),
            outcome,
          );
        const report = cardsReport(watcher.tally());
        assert.equal(report.seatGames, 2 * games.length);
        for (const r of report.rows) {
          assert.ok(r.played <= r.held && r.drawn <= r.held && r.plays >= r.played);
          assert.equal(r.held + r.notSeen, report.seatGames);
          if (r.kind === 'card' && r.held > 1 && r.notSeen > 1)
            assert.ok(
              Math.abs(r.improvement.value - (r.winHeld.value - r.winNotSeen.value)) < 1e-12,
            );
        }
      }),
    );
  });
});

/**
 * The counting as first written (#36, f2882be): string keys in maps, every action's info asked.
 * The watcher must count exactly as it does, whatever it remembers between decisions.
 */
function referenceTally(
  eng: AnyGame,
  games: readonly (readonly [
    readonly (readonly [unknown, number, readonly number[], number])[],
    Outcome,
  ])[],
): Record<string, number[]> {
  const rows = new Map<string, number[]>();
  const all = [0, 0, 0];
  const add3 = (r: number[], at: number, x: number): void => {
    r[at] = (r[at] as number) + 1;
    r[at + 1] = (r[at + 1] as number) + x;
    r[at + 2] = (r[at + 2] as number) + x * x;
  };
  for (const [steps, outcome] of games) {
    const seats = outcome.places.length;
    const seen = Array.from({ length: seats }, () => new Map<string, number>());
    const plays = Array.from({ length: seats }, () => new Map<string, number>());
    const decided = new Array<boolean>(seats).fill(false);
    for (const [state, seat, legal, action] of steps) {
      const mine = seen[seat] as Map<string, number>;
      const drawn = decided[seat] === true;
      decided[seat] = true;
      let key: string | undefined;
      if (legal.length > 1) {
        for (const a of legal) {
          const info = eng.actionInfo(state, seat, a);
          const k = rowKey(info);
          if (!mine.has(k)) mine.set(k, 1 | (drawn && info.card !== undefined ? 2 : 0));
          if (a === action) key = k;
        }
      } else {
        const info = eng.actionInfo(state, seat, action);
        if (info.card === undefined) continue;
        key = rowKey(info);
        if (!mine.has(key)) mine.set(key, 1 | (drawn ? 2 : 0));
      }
      if (key === undefined) continue;
      mine.set(key, (mine.get(key) ?? 1) | 4);
      const p = plays[seat] as Map<string, number>;
      p.set(key, (p.get(key) ?? 0) + 1);
    }
    for (let seat = 0; seat < seats; seat++) {
      // Head to head: a point for each opponent placed below, half for each level with it.
      const own = outcome.places[seat] as number;
      let points = 0;
      for (const [other, theirs] of outcome.places.entries())
        if (other !== seat) points += own < theirs ? 1 : own === theirs ? 0.5 : 0;
      const share = points / (seats - 1);
      add3(all, 0, share);
      for (const [k, flags] of seen[seat] as Map<string, number>) {
        let r = rows.get(k);
        if (!r) rows.set(k, (r = new Array<number>(10).fill(0)));
        if (flags & 1) add3(r, 0, share);
        if (flags & 2) add3(r, 3, share);
        if (flags & 4) add3(r, 6, share);
        r[9] = (r[9] as number) + ((plays[seat] as Map<string, number>).get(k) ?? 0);
      }
    }
  }
  const out: Record<string, number[]> = { [ALL]: all };
  for (const k of [...rows.keys()].sort()) out[k] = rows.get(k) as number[];
  return out;
}

describe('the watcher counts as plain counting does (#36 cost)', () => {
  // Codes whose meaning depends on the state, as a hand slot's card or a move's kind does:
  // in state s, code a plays card (a + s) % 4 (names 'C0'..'C3'), or for a >= 8 a choice whose
  // side is s % 2; code 20 plays card 9 named after the state ('Joker' or 'Wild'), 21 discards
  // card s % 2 (no name), 22 shoots or crosses, and a code above 1000 is far from the others
  // (the arrays behind the watcher grow): each field of the key changes under some code.
  const shifting = {
    actionInfo: (s: unknown, _seat: number, a: number): ActionInfo => {
      const state = s as number;
      if (a === 20) return { kind: 'play', card: 9, cardName: state % 3 === 0 ? 'Joker' : 'Wild' };
      if (a > 1000) return { kind: 'far' };
      if (a === 21) return { kind: 'discard', card: state % 2 };
      if (a === 22) return { kind: state % 2 === 0 ? 'shoot' : 'cross' };
      if (a < 8) return { kind: 'play', card: (a + state) % 4, cardName: `C${(a + state) % 4}` };
      return { kind: 'move', side: state % 2 === 0 ? 'pass' : 'dribble' };
    },
  } as unknown as AnyGame;

  // The stand-in's ids, as a game would give them: one per row key (learnt as met), given
  // action by action, or for a whole decision at once with every id reported twice, or kept by
  // code within a scope: a code's meaning depends on the state alone, so each state is a scope
  // (the far code, 1500, is left out of it), or by slots within a scope: a code below 8 by the
  // card it plays, 8 and 9 by the move, the rest each its own, numbered across both masks of
  // slots (28 to 35); code 5 has no slot, so a decision offering it is counted code by code.
  const scopes = [{}, {}, {}, {}, {}, {}];
  const slots = new Uint8Array(1000).fill(NO_SLOT);
  for (const a of [0, 1, 2, 3, 4, 6, 7]) slots[a] = 28 + (a % 4);
  slots.set([32, 32], 8);
  slots.set([33, 34, 35], 20);
  function shiftingIds(offers: boolean | 'scope' | 'slots'): ActionIds {
    const ids = new Map<string, number>();
    const of = (state: unknown, seat: number, a: number): number => {
      const key = rowKey(shifting.actionInfo(state, seat, a));
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = 3 * ids.size + 1));
      return id;
    };
    if (offers === 'scope' || offers === 'slots') {
      const scope = { codes: 1000, of: (state: unknown) => scopes[state as number] };
      if (offers === 'scope') return { of, byCode: false, scope };
      // No slot of these keeps its id from state to state: none is below fixedSlots. On entering
      // a scope a seat is told the ids of the slots of codes below 8, by a code of each (the
      // others, unknown, are learnt as met).
      const slotIds: SlotIds = (state, seat, out) => {
        out.fill(-1);
        for (const a of [0, 1, 2, 3]) out[slots[a] as number] = of(state, seat, a);
      };
      return { of, byCode: false, scope, slots, fixedSlots: 28, slotIds };
    }
    if (!offers) return { of, byCode: false };
    return {
      of,
      byCode: false,
      offered: (state, seat, legal, offer) => {
        for (const a of [...legal].reverse()) offer(of(state, seat, a), a);
        for (const a of legal) offer(of(state, seat, a), a);
      },
    };
  }

  // Codes whose meaning never changes, several to a row (as Goal!'s discarding, starting with and
  // adding a card do), by small ids (ActionIds.small): code a < 8 plays card a % 4, 8 and 9 are a
  // move's two sides, 20 plays the Joker, 21 discards card 1 (no name), 22 shoots.
  const fixed = {
    actionInfo: (_state: unknown, seat: number, a: number): ActionInfo =>
      shifting.actionInfo(a === 9 ? 1 : 0, seat, a === 9 ? 8 : a),
  } as unknown as AnyGame;
  const fixedIds = smallIds(23, (a) => (a < 8 ? a % 4 : a < 20 ? a - 4 : a - 14));

  /**
   * Random games of decisions among `codes` in states 0..`states` (either seat, any outcome):
   * `game`'s watcher with `ids` tallies them as the reference does.
   */
  const tallyMatchesReference = (
    game: AnyGame,
    ids: ConstructorParameters<typeof CardWatcher>[3],
    states: number,
    codes: readonly number[],
  ) => {
    const step = fc.tuple(
      fc.integer({ min: 0, max: states }),
      fc.integer({ min: 0, max: 1 }),
      fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1, maxLength: 6 }),
      fc.nat(),
    );
    const played = fc.tuple(
      fc.array(step, { maxLength: 10 }),
      fc.constantFrom(SEAT0_WINS, SEAT1_WINS, DRAWN),
    );
    fc.assert(
      fc.property(fc.array(played, { minLength: 1, maxLength: 8 }), (raw) => {
        const games = raw.map(
          ([steps, outcome]) =>
            [
              steps.map(([state, seat, legal, pick]) => {
                const sorted = [...legal].sort((x, y) => x - y);
                return [state, seat, sorted, sorted[pick % sorted.length] as number] as const;
              }),
              outcome,
            ] as const,
        );
        const watcher = new CardWatcher(game, 2, undefined, ids);
        for (const [steps, outcome] of games) {
          watcher.start();
          for (const [state, seat, legal, action] of steps) {
            watcher.decision(state, seat, legal, action);
          }
          watcher.finish(outcome);
        }
        assert.deepEqual(watcher.tally(), referenceTally(game, games));
      }),
    );
  };

  it('gives the same tally on random games by small ids, several codes to a row', () => {
    tallyMatchesReference(fixed, fixedIds, 0, [0, 1, 2, 4, 5, 7, 8, 9, 20, 21, 22]);
  });

  it('gives the same tally on random games by slots, those below fixedSlots kept from scope to scope', () => {
    // Every state a scope, every code its own slot across both masks, 22 not fixed.
    const slotted = new Uint8Array(1000).fill(NO_SLOT);
    for (const a of [0, 1, 2, 4, 5, 7]) slotted[a] = a;
    slotted.set([30, 31], 8);
    slotted.set([32, 33, 34], 20);
    tallyMatchesReference(
      fixed,
      {
        of: fixedIds.of,
        byCode: false,
        scope: { codes: 1000, of: (state) => scopes[state as number] },
        slots: slotted,
        fixedSlots: 34,
      },
      5,
      [0, 1, 2, 4, 5, 7, 8, 9, 20, 21, 22],
    );
  });

  it('gives the same tally on random games by slots in one scope a game, counted from its masks at its end', () => {
    // A seat's rows all its slots' in one scope: finish counts them from the masks (finishSlots),
    // codes 0 and 4 (slots 0 and 4) both playing card 0.
    const slotted = new Uint8Array(1000).fill(NO_SLOT);
    for (const a of [0, 1, 2, 4, 5, 7]) slotted[a] = a;
    slotted.set([30, 31], 8);
    slotted.set([32, 33, 34], 20);
    const match = {};
    tallyMatchesReference(
      fixed,
      {
        of: fixedIds.of,
        byCode: false,
        scope: { codes: 1000, of: () => match },
        slots: slotted,
        fixedSlots: 4,
        // The ids of the slots of codes 4, 7, 8 and 20 on entering the scope, the rest unknown.
        slotIds: (_state, seat, out) => {
          out.fill(-1);
          for (const a of [4, 7, 8, 20]) out[slotted[a] as number] = fixedIds.of(0, seat, a);
        },
      },
      5,
      [0, 1, 2, 4, 5, 7, 8, 9, 20, 21, 22],
    );
  });

  it('refuses small ids of 31 or more', () => {
    assert.throws(() => smallIds(40, (a) => a), /code 31: id 31 is not below 31/);
    assert.equal(smallIds(40, (a) => a % SMALL_IDS).small?.[35], 4);
  });

  for (const [label, ids] of [
    ['asking actionInfo', () => undefined],
    ['by ids', () => shiftingIds(false)],
    ['by ids of whole decisions', () => shiftingIds(true)],
    ['by ids kept within a scope', () => shiftingIds('scope')],
    ['by slots within a scope', () => shiftingIds('slots')],
  ] as const) {
    it(`gives the same tally on random games, codes meaning other cards in other states (${label})`, () => {
      tallyMatchesReference(shifting, ids(), 5, [0, 1, 2, 3, 5, 8, 9, 20, 21, 22, 1500]);
    });
  }
});

function firstTally(chunk: { readonly tallies: readonly LabTally[] }): LabTally {
  const tally = chunk.tallies[0];
  assert.ok(tally);
  return tally;
}

describe('cards in a lab run', () => {
  it('counts Goalkeepers’ reward choices, the same whatever the chunks', async () => {
    const lab = await resolveLab({
      game: 'goalkeepers',
      bots: ['heuristic', 'random'],
      seed: 'cards',
      games: 400,
      metrics: ['cards'],
    });
    assert.ok(lab.ok);
    const whole = playChunk(lab.value, { index: 0, from: 0, to: 400 });
    const halves = mergeTallies(
      firstTally(playChunk(lab.value, { index: 0, from: 0, to: 170 })),
      firstTally(playChunk(lab.value, { index: 1, from: 170, to: 400 })),
    );
    assert.deepEqual(halves.cards, whole.tallies[0]?.cards);
    const result: LabResult = await runLab(lab.value, inlineExecutor);
    const cards = buildReport(result).variants[0]?.cards;
    assert.ok(cards);
    assert.equal(cards.seatGames, 800);
    const names = cards.rows.map((r) => r.name);
    for (const name of ['reward goal', 'reward team', 'reward none'])
      assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    assert.ok(cards.rows.every((r) => r.kind === 'choice'));
  });

  it('leaves the cards out of a run that does not ask for them', async () => {
    const lab = await resolveLab({ game: 'goalkeepers', bots: ['random'], seed: 'x', games: 20 });
    assert.ok(lab.ok);
    assert.equal(playChunk(lab.value, { index: 0, from: 0, to: 20 }).tallies[0]?.cards, undefined);
  });
});

describe('the games’ action ids (#36 cost)', () => {
  // Seeded random games of every game in the registry, each decision's state kept.
  async function seededGames(id: string, count: number, raw: object, seats: number) {
    const game = await loadGame(id);
    assert.ok(game.ok);
    const { engine, actionIds } = game.value;
    const options = engine.facts.options.parse(raw);
    const chooser = Rng.fromSeed(`namers/${id}`);
    const games = [];
    // Each kept state's scope (ActionIds.scope), as the state being played gave it.
    const scopes = new Map<unknown, object | undefined>();
    for (let g = 0; g < count; g++) {
      const state = engine.setup(options, seats, Rng.fromSeed(`namers/${id}/${g}`));
      const steps: [unknown, number, number[], number][] = [];
      for (let actors = engine.actors(state); actors.length > 0; actors = engine.actors(state)) {
        const seat = actors[0] as number;
        const legal = engine.legalActions(state, seat);
        const action = legal[chooser.int(legal.length)] as number;
        const kept = engine.clone(state);
        scopes.set(kept, actionIds?.scope?.of(state, seat));
        steps.push([kept, seat, legal, action]);
        engine.apply(state, seat, action);
      }
      games.push([steps, engine.outcome(state) as Outcome] as const);
    }
    return { engine, actionIds, games, scopes };
  }

  /**
   * The ids a decision reports at once, checked against `of`: the legal actions' ids, no other;
   * `known` is the lab's word on which it holds already.
   */
  function offeredIds(
    ids: ActionIds,
    state: unknown,
    seat: number,
    legal: readonly number[],
    known?: (id: number) => boolean,
  ): Set<number> {
    const offered = new Set<number>();
    const offer = (id: number, action: number) => {
      assert.ok(legal.includes(action), `offered ${action}, not legal`);
      assert.equal(ids.of(state, seat, action), id, `offered ${action} as ${id}`);
      offered.add(id);
    };
    ids.offered?.(state, seat, legal, offer, known);
    return offered;
  }

  // Games, options, seats and how many games: 2 seats and 3 games unless said. A season of
  // four plays six matches, whose squads and hands change between them (ActionIds.scope).
  const cases: readonly (readonly [string, object, number?, number?])[] = [
    ['goalkeepers', {}],
    ['goal', {}],
    ['golazo', {}],
    ['golazo', { slideTackle: true }],
    ['golazo', { edition: '1.0.0' }],
    ['supernatural-soccer', {}, 2, 1],
    ['next-goal-wins', {}],
    ['next-goal-wins', {}, 4, 1],
    ['next-goal-wins', { mode: 'match' }],
  ];
  for (const [id, raw, seats = 2, count = 3] of cases) {
    it(`${id} ${JSON.stringify(raw)} at ${seats} seats: gives one id only to actions of one row, in every state, and tallies as the reference`, async () => {
      const { engine, actionIds, games, scopes } = await seededGames(id, count, raw, seats);
      assert.ok(actionIds, `${id} gives its actions' ids`);
      const rows = new Map<number, string>();
      // A scope's codes' ids, by scope and seat: each code below scope.codes keeps its first.
      const inScope = new Map<object, Map<number, number>[]>();
      // The same by slot (ActionIds.slots): each slot keeps its first code's id.
      const bySlot = new Map<object, Map<number, number>[]>();
      // A slot below fixedSlots keeps its first id in every scope, for every seat.
      const fixedSlotIds = new Map<number, number>();
      // The slots' ids when the seat entered the scope (ActionIds.slotIds), and how many of them
      // a legal code of the slot had later in the scope.
      const entered = new Map<object, Int32Array[]>();
      let enteredMet = 0;
      for (const [steps] of games)
        for (const [state, seat, legal] of steps) {
          const ids = new Set<number>();
          const scope = scopes.get(state);
          let kept = scope && inScope.get(scope)?.[seat];
          if (scope && !kept) {
            const bySeat =
              inScope.get(scope) ?? Array.from({ length: seats }, () => new Map<number, number>());
            inScope.set(scope, bySeat);
            kept = bySeat[seat];
          }
          const enteredSeats = scope && (entered.get(scope) ?? []);
          if (scope && enteredSeats && actionIds.slotIds && !enteredSeats[seat]) {
            const out = new Int32Array(SCOPE_SLOTS);
            actionIds.slotIds(state, seat, out);
            enteredSeats[seat] = out;
            entered.set(scope, enteredSeats);
          }
          for (const action of legal) {
            const number = actionIds.of(state, seat, action);
            assert.ok(Number.isInteger(number) && number >= 0 && number < 10_000, `id ${number}`);
            if (actionIds.byCode) assert.equal(number, action);
            if (actionIds.small)
              assert.ok(number === actionIds.small[action] && number < SMALL_IDS);
            if (kept && action < (actionIds.scope?.codes ?? 0)) {
              const before = kept.get(action);
              assert.ok(before === undefined || before === number, `code ${action} in scope`);
              kept.set(action, number);
              const slot = actionIds.slots?.[action] ?? NO_SLOT;
              if (slot !== NO_SLOT && scope) {
                const slotSeats =
                  bySlot.get(scope) ??
                  Array.from({ length: seats }, () => new Map<number, number>());
                bySlot.set(scope, slotSeats);
                const slotIds = slotSeats[seat] as Map<number, number>;
                const first = slotIds.get(slot);
                assert.ok(first === undefined || first === number, `slot ${slot} in scope`);
                slotIds.set(slot, number);
                if (slot < (actionIds.fixedSlots ?? 0)) {
                  const fixed = fixedSlotIds.get(slot);
                  assert.ok(fixed === undefined || fixed === number, `slot ${slot} is fixed`);
                  fixedSlotIds.set(slot, number);
                } else if (enteredSeats) {
                  const atEntry = enteredSeats[seat]?.[slot];
                  assert.ok(atEntry === -1 || atEntry === number, `slot ${slot} on entry`);
                  if (atEntry === number) enteredMet++;
                }
              }
            }
            ids.add(number);
            const key = rowKey(engine.actionInfo(state, seat, action));
            const before = rows.get(number);
            assert.ok(before === undefined || before === key, `id ${number}: ${before}, ${key}`);
            rows.set(number, key);
          }
          if (actionIds.offered) {
            assert.deepEqual(offeredIds(actionIds, state, seat, legal), ids);
            assert.deepEqual(
              offeredIds(actionIds, state, seat, legal, () => false),
              ids,
            );
            // Ids the lab knows may be left out, every other must be reported.
            const known = (n: number) => n % 3 === 0;
            const some = offeredIds(actionIds, state, seat, legal, known);
            assert.deepEqual(some, new Set([...some].filter((n) => ids.has(n))));
            for (const n of ids) assert.ok(known(n) || some.has(n), `id ${n} left out`);
          }
        }
      if (actionIds.slotIds) assert.ok(enteredMet > 0, 'some slot known on entry');
      // The watcher sees kept copies: their scope is the played state's.
      const scope = actionIds.scope;
      const watcher = new CardWatcher(
        engine,
        seats,
        undefined,
        scope ? { ...actionIds, scope: { ...scope, of: (state) => scopes.get(state) } } : actionIds,
      );
      for (const [steps, outcome] of games) {
        watcher.start();
        for (const [state, seat, legal, action] of steps) {
          watcher.decision(state, seat, legal, action);
        }
        watcher.finish(outcome);
      }
      assert.deepEqual(watcher.tally(), referenceTally(engine, games));
    });
  }
});
