/**
 * NGW-22 to NGW-24 and NGW-28: matches in their order, what follows each match, forfeits, and
 * what a match leaves for the next one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fillSeats } from '../../../core/seat-words.ts';
import { seatName } from '../../../core/seats.ts';
import { Phase, Status } from '../state.ts';
import { TACTIC_DECK } from '../cards.ts';
import { STOP, dropTacticAction, letGoAction } from './codes.ts';
import {
  act,
  blank,
  game,
  giveTactics,
  give,
  onTop,
  runSteps,
  squad,
  tacticId,
} from './fixtures.ts';
import { finishMatch, sideSetup } from './match-link.ts';
import { run } from './program.ts';
import { Out, PUBLIC, SeasonPhase, Step, type SeasonState } from './state.ts';

/** Starts fixture `f` of an arranged season with full squads. */
function arranged(seats: number, f = 0): SeasonState {
  const s = blank(seats);
  for (let seat = 0; seat < seats && seat < 3; seat++) give(s, seat, squad(seat));
  s.fixture = f;
  for (let i = f; i < s.forfeits.length; i++) s.todo.push(Step.Match * 8);
  run(s);
  return s;
}

/** Ends the match in play at once with this score and kick-off side. */
function endMatch(s: SeasonState, goals: [number, number], starter: 0 | 1): void {
  const m = s.match;
  assert.ok(m);
  m.goals[0] = goals[0];
  m.goals[1] = goals[1];
  m.starter = starter;
  m.phase = Phase.Over;
  finishMatch(s);
  run(s);
}

/** The season's log as a table of unnamed seats shows it ('Seat 2 draws the event …'). */
const lines = (s: SeasonState): string[] => s.log.map((e) => fillSeats(e.text, seatName));

describe('NGW-22 and NGW-24: matches and what follows them', () => {
  it('NGW-22.4: matches one at a time, the first-named seat as side 0', () => {
    const s = arranged(3, 1);
    assert.equal(s.phase, SeasonPhase.Match);
    assert.deepEqual([s.match?.seats[0], s.match?.seats[1]], [0, 2]);
    const v = game.view(s, 1);
    assert.deepEqual(v.matchSeats, [0, 2]);
    assert.equal(v.match?.viewer, -1, 'a seat not playing watches as a spectator');
    assert.deepEqual(game.legalActions(s, 1), [], 'and has nothing to do');
  });

  it('NGW-24.1, NGW-24.2, NGW-24.3: events, then tactics, then transfers, the starter first', () => {
    const s = arranged(3, 0);
    onTop(s, 'Game Plan');
    onTop(s, 'Tactical Genius');
    endMatch(s, [1, 2], 1);
    const log = lines(s);
    const at = (text: string) => log.findIndex((l) => l.startsWith(text));
    assert.ok(at('Seat 2 draws the event Tactical Genius') >= 0, log.join('\n'));
    assert.ok(
      at('Seat 2 draws the event') < at('Seat 1 draws the event Game Plan'),
      log.join('\n'),
    );
    assert.ok(at('Seat 1 draws the event') < at('Seat 2 draws 2 tactic cards'));
    // NGW-24.4: Seat 2 now holds 4 tactics: it lets one go before anything else.
    assert.equal(at('Seat 1 draws 2 tactic cards'), -1);
    assert.equal(s.phase, SeasonPhase.Discard);
    assert.equal(s.actor, 1);
    act(s, 1, dropTacticAction(0));
    const later = lines(s);
    const when = (text: string) => later.findIndex((l) => l.startsWith(text));
    assert.ok(when('Seat 2 draws 2 tactic cards') < when('Seat 1 draws 2 tactic cards'));
    assert.equal(s.phase, SeasonPhase.Transfer);
    assert.equal(s.actor, 1, 'then the transfers, the starter first');
  });

  it('NGW-24.3, NGW-25.1: the transfer phases come in the same order and may be declined', () => {
    const s = arranged(3, 0);
    s.eventDeck.length = 0; // no events: straight to tactics and transfers
    s.tacticDeck.length = 0;
    endMatch(s, [0, 0], 1);
    assert.equal(s.phase, SeasonPhase.Transfer);
    assert.equal(s.actor, 1, 'the starter transfers first');
    act(s, 1, STOP);
    assert.equal(s.actor, 0);
    act(s, 0, STOP);
    assert.equal(s.phase, SeasonPhase.Match, 'then the next match');
  });

  it('NGW-22.3, NGW-24.5: the seat sitting out draws nothing; a seat whose season is over only its event', () => {
    const s = arranged(3, 0);
    endMatch(s, [1, 0], 0);
    const log = lines(s).join('\n');
    assert.doesNotMatch(log, /Seat 3 draws/, 'Seat 3 sat out round 1');
    playUntilMatch(s);
    assert.equal(s.fixture, 1);
    s.log.length = 0;
    onTop(s, 'Flu Outbreak');
    endMatch(s, [1, 0], 0);
    // Seat 1 picks among level passers of a rival, if it must.
    while (s.actor === 0) act(s, 0, game.legalActions(s, 0)[0] as number);
    const after = lines(s).join('\n');
    assert.match(after, /Seat 1 draws the event Flu Outbreak/, 'its event may still reach rivals');
    assert.doesNotMatch(after, /Seat 1 draws \d tactic/, 'but no tactics for a seat that is done');
    assert.match(after, /Seat 3 draws the event/);
  });

  it('NGW-24.5: an event a seat draws after its last match leaves its own squad alone', () => {
    const s = arranged(3, 0);
    endMatch(s, [1, 0], 0);
    playUntilMatch(s);
    s.log.length = 0;
    onTop(s, 'Emergency Window');
    endMatch(s, [1, 0], 0);
    const after = lines(s).join('\n');
    assert.match(after, /Seat 1 draws the event Emergency Window/);
    assert.match(after, /Seat 1 has no match left: the event changes nothing for it\./);
    assert.doesNotMatch(after, /Seat 1 transfers/);
    assert.notEqual(s.actor, 0, 'Seat 1 is asked nothing');
  });

  it('NGW-24.5: after the season’s last match nobody draws; the season is over', () => {
    const s = arranged(2, 0);
    const events = s.eventDeck.length;
    endMatch(s, [2, 2], 0);
    assert.equal(s.eventDeck.length, events);
    assert.equal(s.phase, SeasonPhase.Over);
    assert.deepEqual(game.outcome(s), { scores: [1, 1], places: [1, 1] });
  });

  it('NGW-22.6: in a first-to league a forfeit is the target against 0', () => {
    const s = blank(3, { firstTo: 2 });
    give(s, 0, squad(0));
    give(s, 1, squad(1).slice(0, 2));
    for (const card of s.hands[1] as number[]) s.out[card] = Out.Injured;
    runSteps(s, [Step.Match, 0]);
    assert.deepEqual(s.goals.slice(0, 2), [2, 0]);
    assert.equal(s.forfeits[0], 1);
  });

  it('NGW-22.6, NGW-24.6: a side with nobody fit forfeits 0-3, and the first-named goes first', () => {
    const s = blank(3);
    give(s, 0, squad(0));
    give(s, 1, squad(1).slice(0, 2));
    for (const card of s.hands[1] as number[]) s.out[card] = Out.Injured;
    onTop(s, 'Game Plan');
    runSteps(s, [Step.Match, 0]);
    assert.deepEqual(s.goals.slice(0, 2), [3, 0]);
    assert.equal(s.forfeits[0], 1);
    assert.ok(lines(s).some((l) => /forfeited/.test(l)));
    assert.deepEqual(
      s.out.filter((o) => o !== 0),
      [],
      'the injuries count as served',
    );
    assert.ok(lines(s).findIndex((l) => l.startsWith('Seat 1 draws the event')) >= 0);
    assert.deepEqual(game.view(s, -1).schedule[0], {
      round: 0,
      home: 0,
      away: 1,
      goals: [3, 0],
      forfeit: true,
    });
  });

  it('NGW-22.6: both sides with nobody is a goalless draw', () => {
    const s = blank(2);
    s.eventDeck.length = 0;
    runSteps(s, [Step.Match, 0]);
    assert.deepEqual(s.goals, [0, 0]);
    assert.deepEqual(game.outcome(s)?.scores, [1, 1]);
  });
});

describe('NGW-28 what a match leaves behind', () => {
  it('NGW-28.1, NGW-28.3: a red card bans and an injury rules out for the next match only', () => {
    const s = arranged(3, 0);
    const m = s.match;
    assert.ok(m);
    const red = m.squad[0] as number;
    const hurt = m.squad[7 + 2] as number;
    m.status[0] = Status.SentOff;
    m.status[7 + 2] = Status.Injured;
    m.seen[0] = 1;
    m.seen[7 + 2] = 1;
    s.eventDeck.length = 0;
    endMatch(s, [0, 1], 0);
    assert.equal(s.out[red], Out.Banned);
    assert.equal(s.out[hurt], Out.Injured);
    assert.ok((s.known[red] as number) & PUBLIC, 'NGW-30.2: they were on the pitch');
    const v = game.view(s, 2);
    assert.deepEqual(v.players[0]?.out, [{ card: red, injured: false, banned: true }]);
    assert.deepEqual(sideSetup(s, 0).unavailable, [red]);
    // Seat 2 sits out the next match (Seat 1 v Seat 3): its injury waits for its own match.
    while (s.phase !== SeasonPhase.Match)
      act(s, s.actor, game.legalActions(s, s.actor).at(-1) ?? STOP);
    assert.deepEqual([s.match?.seats[0], s.match?.seats[1]], [0, 2]);
    assert.equal(s.out[red], 0, 'served by this match');
    assert.equal(s.out[hurt], Out.Injured, 'still waiting for Seat 2’s next match');
    const status = s.match?.status[s.match.squad.indexOf(red)];
    assert.equal(status, Status.Out, 'the banned footballer could not play');
  });

  it('NGW-28.2: tactics played go to the bottom in order, face up; the rest go home', () => {
    const s = blank(2);
    give(s, 0, squad(0));
    give(s, 1, squad(1));
    giveTactics(s, 0, ['Offside Trap', 'Through Ball']);
    giveTactics(s, 1, ['Route One']);
    s.eventDeck.length = 0;
    runSteps(s, [Step.Match, 0]);
    const m = s.match;
    assert.ok(m);
    // Seat 1 played Through Ball, then Seat 2 Route One.
    m.tactics[1] = -1;
    m.tactics[3] = -1;
    m.played.push(tacticId('Through Ball'), tacticId('Route One'));
    endMatch(s, [1, 1], 0);
    assert.deepEqual(
      s.tactics[0]?.map((i) => TACTIC_DECK[i]),
      [tacticId('Offside Trap')],
    );
    assert.deepEqual(s.tactics[1], []);
    const bottom = s.tacticDeck.slice(0, 2).map((i) => TACTIC_DECK[i]);
    assert.deepEqual(bottom, [tacticId('Route One'), tacticId('Through Ball')]);
    assert.ok((s.tacticKnown[s.tacticDeck[0] as number] as number) & PUBLIC);
  });

  it('NGW-28.4: a footballer let go leaves its ban behind', () => {
    const s = blank(2);
    give(s, 0, squad(0));
    const banned = (s.hands[0] as number[])[6] as number;
    s.out[banned] = Out.Banned;
    s.boosts.push(banned, 3, 1);
    give(s, 0, [(s.decks[3] as number[]).at(-1) as number]);
    run(s);
    assert.equal(s.phase, SeasonPhase.Discard);
    act(s, 0, letGoAction(banned));
    assert.equal(s.out[banned], 0);
    assert.deepEqual(s.boosts, []);
    assert.equal(s.decks[3]?.[0], banned, 'to the bottom of its deck');
  });
});

/** Declines every season decision (last legal action: stop, or the last offer) until a match. */
function playUntilMatch(s: SeasonState): void {
  for (let i = 0; i < 100 && s.phase !== SeasonPhase.Match; i++) {
    const seat = game.actors(s)[0];
    if (seat === undefined) return;
    const legal = game.legalActions(s, seat);
    act(s, seat, legal.at(-1) as number);
  }
}
