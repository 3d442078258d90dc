import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ABILITY,
  AIM,
  END,
  PLAY,
  ROLL,
  SAVE,
  SHOOT,
  SUGGESTED,
  moveAction,
} from '../../../../src/games/golazo/actions.ts';
import { Card } from '../../../../src/games/golazo/cards.ts';
import { golazo } from '../../../../src/games/golazo/engine.ts';
import {
  cell,
  counter,
  kickedOff,
  moving,
  newMatch,
  play,
  put,
  rollOutcome,
} from '../../../../src/games/golazo/scenario.ts';
import { Phase, type GolazoState } from '../../../../src/games/golazo/state.ts';
import type { LegalChoice } from '../../protocol.ts';
import { boardButtons, choiceOdds, handCards, handManager, pitchAsk, placeOf } from './controls.ts';

const choices = (s: GolazoState, seat: number): LegalChoice[] =>
  golazo.legalActions(s, seat).map((action) => ({
    action,
    label: golazo.actionLabel(s, seat, action),
    info: golazo.actionInfo(s, seat, action),
  }));

const labels = (legal: readonly LegalChoice[]): string[] => legal.map((c) => c.label);

describe('where the Golazo board offers each choice', () => {
  it('puts moves on the pitch and the roll, the end of the moves and key events on buttons', () => {
    const s = kickedOff({}, 2, 1);
    const open = choices(s, 0);
    assert.deepEqual(labels(boardButtons(open)), ['End the moves']);
    assert.ok(open.filter((c) => c.action !== END).every((c) => placeOf(c) === 'pitch'));
    put(s, { r9: 'e11' });
    play(s, 0, moveAction(counter('r9'), cell('e12')));
    assert.deepEqual(labels(boardButtons(choices(s, 0))), ['Let the chance go', 'Shoot']);
    play(s, 0, SHOOT);
    // The picks are made on the goal: no button for them.
    assert.ok(choices(s, 0).every((c) => placeOf(c) === 'goal'));
    assert.deepEqual(boardButtons(choices(s, 1)), []);
    const start = newMatch();
    assert.deepEqual(labels(boardButtons(choices(start, 0))), ['Roll for the kick-off']);
    play(start, 0, ROLL, rollOutcome(5, 0));
    assert.equal(
      pitchAsk(choices(start, 0)),
      'Click the counter that takes the kick-off. The die: ' +
        '1 move 17% · 2 moves 17% · 3 moves 17% · 4 moves 17% · 5 moves 17% · 6 moves 17%.',
    );
  });

  it('says the odds of the rolls it offers as buttons, in the engine’s words', () => {
    const start = newMatch();
    const [roll] = boardButtons(choices(start, 0));
    assert.equal(choiceOdds(roll), 'the Blues kick off 50% · the Reds kick off 50%');
    const s = kickedOff({}, 2, 1);
    play(s, 0, END);
    assert.equal(s.phase, Phase.Roll);
    assert.equal(
      choiceOdds(boardButtons(choices(s, golazo.actors(s)[0] ?? -1))[0]),
      'the Blues win the roll 33% · the Reds win the roll 33% · ' +
        'the Blues roll G: a card 17% · the Reds roll G: a card 17%',
    );
    // GZ-8.3: a clearance names who gets the ball, the likeliest first.
    s.phase = Phase.Clearance;
    s.actingTeam = 0;
    s.carrier = counter('r1');
    const [clear] = boardButtons(choices(s, 0));
    assert.equal(clear?.label, 'High clearance');
    assert.match(choiceOdds(clear), /^to #7 17% · to #6 14% · to #8 14% · .* · you choose 3%$/);
    // No dice, no odds.
    assert.equal(choiceOdds(boardButtons(choices(kickedOff({}, 2, 1), 0))[0]), '');
  });

  it('clears a box by clicking counters and spaces, or by the suggestion’s one button (GZ-8.1)', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e11', r10: 'd12' });
    play(s, 0, moveAction(counter('r9'), cell('e12')));
    play(s, 0, SHOOT);
    play(s, 0, AIM + 0); // top left
    play(s, 1, SAVE + 0); // top left and top centre: saved
    const open = choices(s, 0);
    assert.deepEqual(labels(boardButtons(open)), ['Clear the box as suggested']);
    assert.equal(boardButtons(open)[0]?.action, SUGGESTED);
    assert.ok(open.filter((c) => c.action !== SUGGESTED).every((c) => placeOf(c) === 'pitch'));
    assert.match(pitchAsk(open), /suggested placement/);
  });

  it('makes a power card clickable only while the engine lets it be played', () => {
    const s = kickedOff({}, 2, 2);
    (s.hands[0] as number[])[Card.SecondWind] = 1;
    (s.hands[0] as number[])[Card.LoadTheBox] = 1;
    const view = golazo.view(s, 0);
    const cards = handCards(view, choices(s, 0));
    assert.deepEqual(
      cards.map((c) => [c.text.name, c.play?.action]),
      [
        ['Load the Box', undefined],
        ['Second Wind', PLAY + Card.SecondWind],
      ],
    );
    // The other team's seat sees neither card, and has nothing to play.
    assert.deepEqual(handCards(golazo.view(s, 1), choices(s, 1)), []);
  });

  it('offers the Offside Trap in the hand when the window asks the defending team', () => {
    const s = kickedOff({}, 2, 1);
    (s.hands[1] as number[])[Card.OffsideTrap] = 1;
    put(s, { r9: 'e9' });
    play(s, 0, moveAction(counter('r9'), cell('e10')));
    assert.equal(golazo.view(s, 1).phase, 'window');
    const [trap] = handCards(golazo.view(s, 1), choices(s, 1));
    assert.equal(trap?.text.name, 'Offside Trap');
    assert.equal(trap.play?.action, PLAY + Card.OffsideTrap);
    assert.deepEqual(labels(boardButtons(choices(s, 1))), ['Let the moment pass']);
  });

  it('lists the manager’s three abilities, clickable exactly when the engine offers them', () => {
    const s = kickedOff({ managers: true }, 2, 2);
    s.managers[0] = 0; // The Professor: Quick Free Kick, Pick Your Spot, Sniper
    moving(s, 0, 2, 'r9');
    const legal = choices(s, 0);
    const manager = handManager(golazo.view(s, 0), legal);
    assert.equal(manager?.name, 'The Professor');
    const offered = legal.filter((c) => c.info?.kind === 'ability').map((c) => c.action - ABILITY);
    assert.ok(offered.length > 0);
    assert.deepEqual(
      manager.abilities.filter((a) => a.play).map((a) => a.ability),
      offered,
    );
    assert.equal(handManager(golazo.view(s, 1), choices(s, 1)), null);
    s.used[0] = 1 << 7;
    const used = handManager(golazo.view(s, 0), choices(s, 0));
    assert.deepEqual(
      used?.abilities.map((a) => [a.name, a.used, a.play !== undefined]),
      [
        ['Quick Free Kick', true, false],
        ['Pick Your Spot', false, false],
        ['Sniper', false, false],
      ],
    );
  });
});
