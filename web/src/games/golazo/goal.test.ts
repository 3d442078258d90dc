import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LONG_SHOT, SHOOT, moveAction } from '../../../../src/games/golazo/actions.ts';
import { golazo } from '../../../../src/games/golazo/engine.ts';
import { golazoTeams } from '../../../../src/games/golazo/facts.ts';
import { cell, counter, kickedOff, play, put } from '../../../../src/games/golazo/scenario.ts';
import type { GolazoState } from '../../../../src/games/golazo/state.ts';
import type { LegalChoice } from '../../protocol.ts';
import { SAVE_PAIRS, savedTargets } from '../../../../src/games/golazo/rules.ts';
import { AIM, SAVE } from '../../../../src/games/golazo/actions.ts';
import { mustPassDevice, seatToShow } from '../../table/hotseat.ts';
import { coverCount, coveredBy, goalOffer, goalWait, saveFor, togglePick } from './goal.ts';

const choices = (s: GolazoState, seat: number): LegalChoice[] =>
  golazo.legalActions(s, seat).map((action) => ({
    action,
    label: golazo.actionLabel(s, seat, action),
    info: golazo.actionInfo(s, seat, action),
  }));

/** The Reds' #9 shoots from `from` after a step to `to` (1 move from the kick-off). */
function shot(from: string, to: string, kind: number): GolazoState {
  const s = kickedOff({}, 2, 1);
  put(s, { r9: from });
  play(s, 0, moveAction(counter('r9'), cell(to)));
  play(s, 0, kind);
  return s;
}

describe('a shot’s secret picks on the goal', () => {
  it('gives the shooter one aim per target, and the keeper the pairs it may cover', () => {
    const s = shot('e11', 'e12', SHOOT);
    const shooter = goalOffer(choices(s, 0));
    assert.deepEqual([...shooter.aims.keys()], [0, 1, 2, 3, 4, 5]);
    assert.match(shooter.aims.get(3)?.label ?? '', /^Aim low left$/);
    assert.equal(coverCount(shooter), 0);
    const keeper = goalOffer(choices(s, 1));
    assert.equal(keeper.aims.size, 0);
    assert.equal(keeper.saves.length, 15);
    assert.equal(coverCount(keeper), 2);
    // Every save the engine offers is reachable by clicking its targets.
    for (const action of golazo.legalActions(s, 1)) {
      const save = keeper.saves.find((x) => x.choice.action === action);
      assert.ok(save, `save ${action} is on the goal`);
      assert.equal(saveFor(keeper, save.targets)?.action, action);
    }
  });

  it('asks the keeper for four targets on a long shot, played when the four are picked', () => {
    const s = shot('e10', 'e11', LONG_SHOT);
    const keeper = goalOffer(choices(s, 1));
    assert.equal(coverCount(keeper), 4);
    let picked: number[] = [];
    for (const target of [5, 0, 2]) picked = togglePick(picked, target);
    assert.deepEqual(picked, [0, 2, 5]);
    assert.equal(saveFor(keeper, picked), undefined);
    assert.deepEqual(togglePick(picked, 2), [0, 5]);
    picked = togglePick(picked, 3);
    const save = saveFor(keeper, picked);
    assert.ok(save);
    assert.equal(save.label, 'Cover top left, top right, low left, low right');
  });

  it('covers the same targets as the engine for every save set and kind of shot', () => {
    for (const kind of [0, 1, 2] as const)
      SAVE_PAIRS.forEach((_, set) => {
        assert.deepEqual(coveredBy(kind, set), savedTargets(kind, set));
      });
  });

  it('keeps the goal up with the team’s own pick once made, and nobody else’s', () => {
    const s = shot('e11', 'e12', SHOOT);
    play(s, 0, AIM + 4);
    const shooter = goalWait(golazo.view(s, 0));
    assert.deepEqual(shooter?.marked, [4]);
    assert.ok(shooter);
    assert.match(shooter.words, /You aim low centre: waiting for the keeper/);
    // The keeper (still to pick) and a spectator see that one pick is made, not which.
    for (const viewer of [1, -1]) {
      const other = goalWait(golazo.view(s, viewer));
      assert.ok(other);
      assert.deepEqual(other.marked, []);
      assert.equal(other.words, 'A shot: the picks are secret (1 of 2 made).');
    }
    play(s, 1, SAVE + 0);
    assert.equal(goalWait(golazo.view(s, 0)), null, 'revealed: the goal goes');
  });

  it('marks the four targets a long shot’s keeper covers while the shooter picks', () => {
    const s = shot('e10', 'e11', LONG_SHOT);
    play(s, 1, SAVE + 0);
    assert.deepEqual(goalWait(golazo.view(s, 1))?.marked, [2, 3, 4, 5]);
    assert.deepEqual(goalWait(golazo.view(s, 0))?.marked, []);
  });

  it('in hot-seat, hands the device over between the two picks, the aim unseen', () => {
    const s = shot('e11', 'e12', SHOOT);
    const held = [0, 1];
    // The shooter's seat was on screen; both must pick: it stays, and picks first.
    const first = seatToShow(held, golazo.actors(s), 0);
    assert.equal(first, 0);
    const cover = { hiddenInformation: true, held, teams: golazoTeams(2), revealed: 0 };
    assert.equal(mustPassDevice({ ...cover, shown: first }), false);
    play(s, 0, AIM + 2);
    const second = seatToShow(held, golazo.actors(s), first);
    assert.equal(second, 1);
    // Before the keeper's goal is drawn, the device is handed over; its goal shows no aim.
    assert.equal(mustPassDevice({ ...cover, shown: second }), true);
    assert.equal(goalOffer(choices(s, 1)).saves.length, 15);
    assert.deepEqual(goalWait(golazo.view(s, 1))?.marked, []);
  });
});
