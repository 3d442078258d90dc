/** NGW-26: the event cards and each effect of their vocabulary. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FOOTBALLERS, POSITION_OF, TACTIC_DECK } from '../cards.ts';
import { STATS } from '../stats.ts';
import { STOP, deckAction, dropTacticAction, offerAction } from './codes.ts';
import { EVENTS, EVENT_DECK } from './catalogue.ts';
import { eventSchema } from './event-schema.ts';
import { act, best, blank, game, give, giveTactics, onTop, runSteps } from './fixtures.ts';
import { Out, PUBLIC, SeasonPhase, Step, type SeasonState } from './state.ts';

/** A 3-seat season where `seat` draws the named event with the given squads. */
function drawn(name: string, squads: number[][], seat = 0): SeasonState {
  const s = blank(3);
  squads.forEach((cards, k) => {
    give(s, k, cards);
  });
  onTop(s, name);
  runSteps(s, [Step.Event, seat]);
  return s;
}

const keeperA = (): number => best(0)[0] as number;
const stat = (card: number, name: (typeof STATS)[number]): number =>
  FOOTBALLERS[card]?.statLine[STATS.indexOf(name)] ?? 0;

describe('NGW-26 events', () => {
  it('NGW-26.1: 40 cards, each checked by the schema; a malformed one is refused', () => {
    assert.equal(EVENT_DECK.length, 40);
    const kinds = new Set(EVENTS.map((e) => e.effect.kind));
    for (const kind of [
      'recruit',
      'retire',
      'injure',
      'ban',
      'boost',
      'tactics',
      'lose-tactic',
      'transfer',
      'heal',
    ])
      assert.ok(kinds.has(kind as never), `some event does ${kind}`);
    assert.ok(
      EVENTS.some((e) => e.effect.kind === 'boost' && e.effect.amount < 0),
      'a setback',
    );
    assert.ok(
      EVENTS.some((e) => e.effect.kind === 'boost' && e.effect.amount > 0),
      'a bonus',
    );
    const bad = eventSchema.safeParse({
      name: 'Odd',
      text: 'x',
      effect: {
        kind: 'injure',
        team: 'own',
        pick: { by: 'saving', highest: true, position: 'STK' },
      },
    });
    assert.ok(!bad.success, 'no striker has a saving stat');
    assert.ok(
      !eventSchema.safeParse({
        name: 'X',
        text: 'x',
        effect: {
          kind: 'boost',
          team: 'own',
          pick: { by: 'rating', highest: true },
          stat: 'passing',
          amount: 0,
        },
      }).success,
    );
  });

  it('NGW-26.3 recruit: the top card of the deck joins the squad, shown to all', () => {
    const top = (blank(3).decks[3] as number[]).at(-1) as number;
    const s = drawn('Academy Striker', [[keeperA()]]);
    assert.deepEqual(s.hands[0], [keeperA(), top]);
    assert.ok((s.known[top] as number) & PUBLIC);
    assert.ok(game.view(s, 2).players[0]?.known.some((k) => k.card === top && k.public));
  });

  it('NGW-26.3 recruit by choice: the drawer names the deck', () => {
    const s = drawn('Free Agent', [[]]);
    assert.equal(s.phase, SeasonPhase.EventDeck);
    assert.deepEqual(game.legalActions(s, 0), [
      deckAction(0),
      deckAction(1),
      deckAction(2),
      deckAction(3),
    ]);
    const top = (s.decks[1] as number[]).at(-1) as number;
    act(s, 0, deckAction(1));
    assert.deepEqual(s.hands[0], [top]);
  });

  it('NGW-26.3 retire: the lowest-rated footballer leaves the game for good', () => {
    const top = best(1)[0] as number;
    const low = best(2).at(-1) as number;
    assert.ok((FOOTBALLERS[low]?.rating ?? 9) < (FOOTBALLERS[top]?.rating ?? 0));
    const s = drawn('Hanging Up the Boots', [[top, low]]);
    assert.deepEqual(s.retired, [low]);
    assert.deepEqual(s.hands[0], [top]);
    assert.deepEqual(game.view(s, 1).retired, [low]);
  });

  it('NGW-26.3 injure and ban: out of the next match, named to all', () => {
    // A keeper has no dribbling printed, so the striker is the only candidate.
    const striker = best(3)[0] as number;
    const s = drawn('Training Ground Knock', [[keeperA(), striker]]);
    assert.equal(s.out[striker], Out.Injured);
    assert.equal(s.out[keeperA()], 0);
    assert.deepEqual(game.view(s, 2).players[0]?.out, [
      { card: striker, injured: true, banned: false },
    ]);
    const t = drawn('Contract Dispute', [[keeperA()]]);
    assert.equal(t.out[keeperA()], Out.Banned);
    assert.ok((t.known[keeperA()] as number) & PUBLIC);
  });

  it('NGW-26.3 boost: a stat change for the next match, bonus or setback', () => {
    const s = drawn('Keeper Coach', [[keeperA(), best(3)[0] as number]]);
    assert.deepEqual(s.boosts, [keeperA(), STATS.indexOf('saving'), 1]);
    const t = drawn('Late Night Out', [[best(3)[0] as number]]);
    assert.deepEqual(t.boosts, [best(3)[0], STATS.indexOf('shooting'), -1]);
    assert.deepEqual(game.view(t, 1).players[0]?.boosts, [
      [best(3)[0], STATS.indexOf('shooting'), -1],
    ]);
  });

  it('NGW-26.3 tactics and lose-tactic: draw cards; give one up of the drawer’s choice', () => {
    const s = drawn('Tactical Genius', [[]]);
    assert.equal(s.tactics[0]?.length, 2);
    const t = blank(2);
    giveTactics(t, 0, ['Offside Trap', 'Through Ball']);
    onTop(t, 'Leaked Notes');
    runSteps(t, [Step.Event, 0]);
    assert.equal(t.phase, SeasonPhase.LoseTactic);
    const [kept, dropped] = (t.tactics[0] as number[]).slice();
    act(t, 0, dropTacticAction(1));
    assert.deepEqual(t.tactics[0], [kept]);
    assert.equal(t.tacticDeck[0], dropped, 'to the bottom of the deck');
    assert.equal(TACTIC_DECK[dropped as number], TACTIC_DECK[t.tacticDeck[0] as number]);
  });

  it('NGW-26.3 transfer: one transfer now; heal: injuries and bans lifted', () => {
    const s = drawn('Emergency Window', [[keeperA()]]);
    assert.equal(s.phase, SeasonPhase.Transfer);
    assert.ok(game.legalActions(s, 0).includes(STOP));
    act(s, 0, deckAction(3));
    assert.equal(s.hands[0]?.length, 2);
    assert.notEqual(s.phase, SeasonPhase.Transfer, 'one transfer only');
    const t = blank(2);
    give(t, 0, [keeperA()]);
    t.out[keeperA()] = Out.Injured | Out.Banned;
    onTop(t, 'Miracle Physio');
    runSteps(t, [Step.Event, 0]);
    assert.equal(t.out[keeperA()], 0);
  });

  it('NGW-26.2: a rivals event lands on every other seat in turn', () => {
    const passers = [best(1)[0] as number, best(1)[1] as number, best(1)[2] as number];
    const s = drawn(
      'Flu Outbreak',
      [[passers[0] as number], [passers[1] as number], [passers[2] as number]],
      1,
    );
    assert.equal(s.out[passers[0] as number], Out.Injured, 'seat 1');
    assert.equal(s.out[passers[2] as number], Out.Injured, 'seat 3');
    assert.equal(s.out[passers[1] as number], 0, 'not the drawer');
  });

  it('NGW-26.4: level footballers: the drawer chooses; a rival’s are shown to all, and the tie is told (RULING)', () => {
    // Two keepers of the same saving in seat 2's squad.
    const keepers = best(0);
    let pair: [number, number] | undefined;
    for (let i = 0; i < keepers.length && !pair; i++)
      for (let j = i + 1; j < keepers.length && !pair; j++)
        if (stat(keepers[i] as number, 'saving') === stat(keepers[j] as number, 'saving'))
          pair = [keepers[i] as number, keepers[j] as number];
    assert.ok(pair, 'the set has two keepers with equal saving');
    const s = drawn('Scouting Report', [[], pair, []]);
    assert.equal(s.phase, SeasonPhase.EventTarget);
    assert.equal(s.actor, 0, 'the drawer chooses');
    const v = game.view(s, 2);
    assert.deepEqual(
      v.pending?.offer,
      pair.slice().sort((a, b) => a - b),
    );
    assert.ok(v.players[1]?.known.every((k) => k.public));
    // RULING: the tie is told to all before the drawer chooses, as one found alone is named.
    const told = game.view(s, 1).log.at(-1);
    assert.equal(told?.public, true);
    assert.match(
      told.text,
      /^Scouting Report: .+, .+ of \{seat:1\} are level; \{seat:0\} chooses\.$/,
    );
    act(s, 0, offerAction(1));
    const chosen = pair.slice().sort((a, b) => a - b)[1] as number;
    assert.deepEqual(s.boosts, [chosen, STATS.indexOf('saving'), -1]);
    assert.equal(POSITION_OF[chosen], 0);
    // Level footballers of the drawer's own squad stay hidden from the others.
    const own = drawn('Keeper Coach', [pair, [], []]);
    assert.equal(own.phase, SeasonPhase.EventTarget);
    assert.deepEqual(
      game.view(own, 0).pending?.offer,
      pair.slice().sort((a, b) => a - b),
    );
    assert.equal(game.view(own, 1).pending?.offer, null);
    assert.equal(game.view(own, 1).pending?.offerSize, 2);
    assert.equal(
      game.view(own, 1).log.at(-1)?.text,
      "Keeper Coach: several of {seat:0}'s footballers are level; {seat:0} chooses.",
    );
    assert.deepEqual(game.view(own, 1).players[0]?.known, []);
  });

  it('NGW-26.5: a drawn event is spent face up; an empty deck draws nothing', () => {
    const s = drawn('Game Plan', [[]]);
    assert.deepEqual(game.view(s, 2).eventsUsed, [EVENTS.findIndex((e) => e.name === 'Game Plan')]);
    const t = blank(2);
    t.eventDeck.length = 0;
    runSteps(t, [Step.Event, 0]);
    assert.deepEqual(t.eventsUsed, []);
  });
});
