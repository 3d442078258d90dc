/** NGW-25 and NGW-27: transfers, managers, their abilities and their transfer policies. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seatRef } from '../../../core/seat-words.ts';
import { POSITION_OF } from '../cards.ts';
import { Phase, Status } from '../state.ts';
import { STOP, deckAction, letGoAction, offerAction } from './codes.ts';
import { MANAGERS, type MANAGER_ABILITIES } from './catalogue.ts';
import { managerSchema } from './manager-schema.ts';
import { act, blank, game, give, managerId, onTop, runSteps, season, squad } from './fixtures.ts';
import { finishMatch, sideSetup } from './match-link.ts';
import { run } from './program.ts';
import { Out, SeasonPhase, Step, type SeasonState } from './state.ts';
import { windowSize } from './transfers.ts';

/** A 2-seat season with managers (by name, or null) and full squads for both. */
function withManagers(a: string | null, b: string | null = null): SeasonState {
  const s = blank(2, { managers: true }, [a, b]);
  give(s, 0, squad(0));
  give(s, 1, squad(1));
  return s;
}

/** Seat 0's transfer phase after a match lost (goals 0-1) or won. */
function transferPhase(s: SeasonState, result: 'win' | 'draw' | 'loss' = 'loss'): void {
  s.goals[0] = result === 'win' ? 1 : 0;
  s.goals[1] = result === 'loss' ? 1 : 0;
  s.fixture = 1;
  runSteps(s, [Step.Transfer, 0]);
}

describe('NGW-25 transfers', () => {
  it('NGW-25.2: over seven, the seat lets one go, perhaps the one just signed', () => {
    const s = withManagers(null);
    transferPhase(s);
    const top = (s.decks[3] as number[]).at(-1) as number;
    act(s, 0, deckAction(3));
    assert.equal(s.phase, SeasonPhase.Discard);
    assert.ok(game.legalActions(s, 0).includes(letGoAction(top)));
    assert.equal(game.legalActions(s, 0).length, 8);
    act(s, 0, letGoAction(top));
    assert.equal(s.hands[0]?.length, 7);
    assert.equal(s.decks[3]?.[0], top);
  });

  it('NGW-25.3: the others see the deck and the counts, not the card', () => {
    const s = withManagers(null);
    transferPhase(s);
    const top = (s.decks[1] as number[]).at(-1) as number;
    act(s, 0, deckAction(1));
    const theirs = game.view(s, 1);
    assert.ok(theirs.log.some((l) => l.text === `${seatRef(0)} transfers from the DEF deck.`));
    assert.deepEqual(theirs.players[0]?.byPosition, [1, 3, 2, 2]);
    assert.ok(!theirs.players[0].known.some((k) => k.card === top));
    assert.ok(game.view(s, 0).hand?.footballers.includes(top));
  });
});

describe('NGW-27 managers', () => {
  it('NGW-27.1: 12 managers, one dealt to each seat and shown to all', () => {
    assert.equal(MANAGERS.length, 12);
    assert.ok(
      MANAGERS.some(
        (m) =>
          m.name === 'Rukia Tanaka' &&
          m.ability.name === 'Quick Thinker' &&
          m.policy.name === 'Bulk-Buy',
      ),
    );
    const s = season(6, { managers: true });
    const dealt = game.view(s, -1).players.map((p) => p.manager);
    assert.equal(new Set(dealt).size, 6);
    assert.ok(dealt.every((m) => m >= 0 && m < 12));
    assert.deepEqual(
      game.view(season(4), -1).players.map((p) => p.manager),
      [-1, -1, -1, -1],
    );
    assert.ok(
      !managerSchema.safeParse({
        name: 'X',
        ability: { name: 'a', text: 'b', effect: { kind: 'shield' } },
        policy: { name: 'p', text: 't', rules: { anytime: true } },
      }).success,
      'anytime needs a total',
    );
  });

  it('NGW-27.2: match abilities go into every match of the side', () => {
    const cases: [string, (a: (typeof MANAGER_ABILITIES)[number]) => boolean][] = [
      ['Rukia Tanaka', (a) => a.substituteOnDefence],
      ['Dario Mancuso', (a) => a.winsKickOff],
      ['Ama Owusu', (a) => a.tacticsPerAttack === 2],
      [
        'Hendrik Vos',
        (a) => a.bonuses[0]?.as === 'defending' && a.bonuses[0].score?.[0] === 'ahead',
      ],
      [
        'Lucia Ferreira',
        (a) => a.bonuses[0]?.as === 'acting' && a.bonuses[0].score?.[0] === 'behind',
      ],
      ['Samuel Adeyemi', (a) => a.bonuses[0]?.contests.includes('corner') === true],
      ['Ingrid Larsen', (a) => a.bonuses[0]?.contests.join() === 'shoot,header'],
    ];
    for (const [name, has] of cases) {
      const s = withManagers(name);
      const abilities = sideSetup(s, 0).abilities;
      assert.ok(has(abilities), name);
      assert.ok(!has(sideSetup(s, 1).abilities), `${name}: not the other side`);
      runSteps(s, [Step.Match, 0]);
      assert.deepEqual(s.match?.abilities[0], abilities, `${name}: in the match`);
    }
  });

  it('NGW-27.2 Lucky Charm: two events, one kept, the other spent face up', () => {
    const s = withManagers('Tomasz Nowak');
    onTop(s, 'Game Plan');
    onTop(s, 'Late Night Out');
    // An earlier event was resolved; while Lucky Charm chooses, none is being resolved.
    s.event = 3;
    s.drawer = 1;
    runSteps(s, [Step.Event, 0]);
    assert.equal(s.phase, SeasonPhase.EventChoice);
    assert.equal(game.view(s, 1).pending?.offer?.length, 2);
    assert.equal(game.view(s, 1).pending?.event, -1);
    assert.equal(game.view(s, 1).pending?.drawer, -1);
    act(s, 0, offerAction(1));
    assert.equal(s.tactics[0]?.length, 1, 'Game Plan kept: one tactic drawn');
    assert.equal(s.eventsUsed.length, 2);
    // Both are public, with who drew them: the one set aside is nobody's.
    assert.deepEqual(game.view(s, 1).eventDrawers, [-1, 0]);
  });

  it('NGW-27.2 Chalkboard: three tactic cards after a match', () => {
    const s = withManagers('Mei Chen');
    runSteps(s, [Step.Tactics, 0], [Step.Tactics, 1]);
    assert.equal(s.tactics[0]?.length, 3);
    assert.equal(s.tactics[1]?.length, 2);
  });

  it('NGW-27.2 Physio Room and Appeals Board: no injury, no ban carried', () => {
    for (const [name, status, out] of [
      ['Rafael Ortiz', Status.Injured, Out.Injured],
      ['Niamh Byrne', Status.SentOff, Out.Banned],
    ] as const) {
      const s = withManagers(name);
      s.eventDeck.length = 0;
      runSteps(s, [Step.Match, 0]);
      const m = s.match;
      assert.ok(m);
      m.status[0] = status;
      m.status[7] = status;
      m.phase = Phase.Over;
      finishMatch(s);
      run(s);
      assert.equal(s.out[m.squad[0] as number], 0, `${name}: own footballer fit`);
      assert.equal(s.out[m.squad[7] as number], out, `${name}: the other side's is not`);
    }
  });

  it('NGW-27.2 Media Darling: rivals’ events pass the squad by', () => {
    const s = blank(3, { managers: true }, [null, 'Kwame Mensah', null]);
    give(s, 1, squad(0));
    give(s, 2, squad(1));
    onTop(s, 'Flu Outbreak');
    runSteps(s, [Step.Event, 0]);
    assert.ok((s.hands[1] as number[]).every((c) => s.out[c] === 0));
    assert.ok((s.hands[2] as number[]).some((c) => s.out[c] === Out.Injured));
  });

  it('NGW-27.3 Bulk-Buy: 5 transfers in the season, any number at a time, also before her matches', () => {
    const s = withManagers('Rukia Tanaka');
    runSteps(s, [Step.PreMatch, 0]);
    assert.equal(s.phase, SeasonPhase.Transfer, 'a window before her match');
    assert.equal(s.windowLeft, 5);
    act(s, 0, deckAction(3));
    act(s, 0, letGoAction((s.hands[0] as number[]).at(-1) as number));
    act(s, 0, deckAction(2));
    act(s, 0, letGoAction((s.hands[0] as number[]).at(-1) as number));
    assert.equal(s.phase, SeasonPhase.Transfer, 'still her window');
    act(s, 0, STOP);
    assert.equal(s.transfersUsed[0], 2);
    transferPhase(s, 'win');
    assert.equal(s.windowLeft, 3, 'the rest, in her transfer phase');
    for (let i = 0; i < 3; i++) {
      act(s, 0, deckAction(1));
      act(s, 0, letGoAction((s.hands[0] as number[]).at(-1) as number));
    }
    assert.equal(s.transfersUsed[0], 5);
    runSteps(s, [Step.PreMatch, 0], [Step.Transfer, 0]);
    assert.notEqual(s.phase, SeasonPhase.Transfer, 'none left');
    runSteps(s, [Step.PreMatch, 1]);
    assert.notEqual(s.actor, 1, 'no window before the match for a seat without Bulk-Buy');
  });

  it('NGW-27.3 looks: Scout Network sees two and keeps one; the other goes to the bottom', () => {
    const s = withManagers('Dario Mancuso');
    transferPhase(s);
    const deck = s.decks[2] as number[];
    const [second, first] = deck.slice(-2);
    act(s, 0, deckAction(2));
    assert.equal(s.phase, SeasonPhase.Look);
    assert.deepEqual(game.view(s, 0).pending?.offer, [first, second]);
    assert.equal(game.view(s, 1).pending?.offer, null);
    act(s, 0, offerAction(1));
    assert.ok((s.hands[0] as number[]).includes(second as number));
    assert.equal(s.decks[2]?.[0], first);
    assert.ok(
      game.view(s, 0).decks[2]?.known.some((k) => k.card === first),
      'NGW-30.4: it remembers',
    );
    // Seat 2 knew the top card (it had put it there): it cannot tell which was kept.
    const t = withManagers('Dario Mancuso');
    transferPhase(t);
    const top = (t.decks[1] as number[]).at(-1) as number;
    t.known[top] = (t.known[top] as number) | 2;
    assert.ok(game.view(t, 1).decks[1]?.known.some((k) => k.card === top));
    act(t, 0, deckAction(1));
    act(t, 0, offerAction(0));
    const seen = game.view(t, 1);
    assert.ok(!seen.decks[1]?.known.some((k) => k.card === top));
    assert.ok(!seen.players[0]?.known.some((k) => k.card === top));
  });

  it('NGW-27.3 decks: Goal Hunters only from MID and STK; Homegrown GK and DEF, looking at 2', () => {
    const s = withManagers('Tomasz Nowak');
    transferPhase(s);
    assert.deepEqual(game.legalActions(s, 0), [deckAction(2), deckAction(3), STOP]);
    const t = withManagers('Samuel Adeyemi');
    transferPhase(t);
    assert.deepEqual(game.legalActions(t, 0), [deckAction(0), deckAction(1), STOP]);
    act(t, 0, deckAction(1));
    assert.equal(t.offer.length, 2);
  });

  it('NGW-27.3 like for like: the footballer let go has the new one’s position', () => {
    const s = withManagers('Ama Owusu');
    transferPhase(s);
    act(s, 0, deckAction(3));
    const letGo = game.legalActions(s, 0).map((a) => POSITION_OF[a - 2000]);
    assert.deepEqual(letGo, [3, 3, 3]);
  });

  it('NGW-27.3 windows by result and totals: Rebuilder, Momentum, Spending Spree, Tight Budget', () => {
    const size = (name: string, result: 'win' | 'draw' | 'loss', used = 0): number => {
      const s = withManagers(name);
      s.transfersUsed[0] = used;
      s.goals[0] = result === 'win' ? 1 : 0;
      s.goals[1] = result === 'loss' ? 1 : 0;
      s.fixture = 1;
      return windowSize(s, 0);
    };
    assert.deepEqual(
      ['win', 'draw', 'loss'].map((r) => size('Hendrik Vos', r as 'win')),
      [0, 1, 2],
    );
    assert.deepEqual(
      ['win', 'draw', 'loss'].map((r) => size('Rafael Ortiz', r as 'win')),
      [2, 1, 0],
    );
    assert.equal(size('Lucia Ferreira', 'win'), 2);
    assert.equal(size('Lucia Ferreira', 'win', 5), 1, 'her season total is 6');
    assert.equal(size('Niamh Byrne', 'loss'), 2);
    assert.equal(size('Mei Chen', 'loss', 2), 1);
    assert.equal(size('Mei Chen', 'loss', 3), 0);
    assert.equal(size('Ingrid Larsen', 'loss', 4), 0);
    assert.equal(size('Kwame Mensah', 'loss', 2), 0);
    assert.equal(size('Dario Mancuso', 'loss', 9), 1, 'no total: one a phase');
    assert.equal(
      managerId('Rukia Tanaka'),
      MANAGERS.findIndex((m) => m.policy.rules.anytime),
    );
  });

  it('NGW-27.4: an event’s transfer counts towards the season total', () => {
    const s = withManagers('Kwame Mensah');
    onTop(s, 'Emergency Window');
    runSteps(s, [Step.Event, 0]);
    act(s, 0, deckAction(0));
    assert.equal(s.offer.length, 3, 'Sharp Eye looks at three');
    act(s, 0, offerAction(0));
    act(s, 0, letGoAction((s.hands[0] as number[]).at(-1) as number));
    assert.equal(s.transfersUsed[0], 1);
    s.transfersUsed[0] = 2;
    onTop(s, 'Emergency Window');
    runSteps(s, [Step.Event, 0]);
    assert.notEqual(s.phase, SeasonPhase.Transfer, 'none left of her 2');
  });
});
