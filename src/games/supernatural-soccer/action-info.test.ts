/**
 * What the engine tells a board about an action (issue #32): a kick's landings and an attack's
 * results, which the board shows instead of working the rules out again, agree with what the
 * engine then does; a play's targets name what the play acts on; every action names its team.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { ATTACK, EXCHANGE, KICK, isPlay } from './actions.ts';
import { CELLS } from './board.ts';
import { targetParts } from './changers.ts';
import { game, newGame } from './fixtures.ts';
import { decodePlay } from './actions.ts';
import { teamOfSeat, teamSeats } from './teams.ts';

/** Plays `games` random games of `seats`, calling `visit` at every actor's every legal action. */
function everyAction(
  seats: number,
  games: number,
  visit: (s: ReturnType<typeof newGame>, seat: Seat, action: number) => void,
): void {
  for (let g = 0; g < games; g++) {
    const s = newGame(seats, `info-${String(seats)}-${String(g)}`);
    const chooser = Rng.fromSeed(`chooser-${String(g)}`);
    for (let step = 0; step < 400 && game.actors(s).length > 0; step++) {
      const actors = game.actors(s);
      for (const seat of actors) for (const a of game.legalActions(s, seat)) visit(s, seat, a);
      const seat = actors[chooser.int(actors.length)] as Seat;
      const legal = game.legalActions(s, seat);
      game.apply(s, seat, legal[chooser.int(legal.length)] as number);
    }
  }
}

describe('action infos (SS-7.2, SS-7.3, SS-8.3, SS-8.4, SS-3.1)', () => {
  it('SS-7.2/7.3: each face of a kick lands where its outcome says, along its path', () => {
    let kicks = 0;
    everyAction(2, 6, (s, seat, action) => {
      if (action < KICK || action >= EXCHANGE) return;
      const outcomes = game.actionInfo(s, seat, action).outcomes;
      assert.ok(outcomes, 'a kick says where it may land');
      assert.equal(outcomes.length, 8, 'one outcome per face of the eight-sided die');
      outcomes.forEach((o, face) => {
        const events: GameEvent[] = [];
        game.applyOutcome?.(game.clone(s), seat, action, face, events);
        const flown = events.find((e) => e.kind === 'kick')?.data?.path as number[];
        assert.deepEqual([...(o.path ?? []), ...(flown.length > 0 ? [o.to] : [])], flown);
        assert.ok(o.to !== undefined && o.to >= 0 && o.to < CELLS, 'lands on the field');
        assert.ok(
          [...(o.path ?? [])].every((c) => c >= 0 && c < CELLS),
          'flies over the field',
        );
      });
      kicks++;
    });
    assert.ok(kicks > 0, 'random games kick');
  });

  it('SS-8.3, SS-8.4: an attack’s results are the combat the dice make', () => {
    let attacks = 0;
    everyAction(2, 6, (s, seat, action) => {
      if (action !== ATTACK) return;
      const outcomes = game.actionInfo(s, seat, action).outcomes ?? [];
      assert.equal(outcomes.length, 64, 'both eight-sided dice');
      outcomes.forEach((o, pair) => {
        const events: GameEvent[] = [];
        game.applyOutcome?.(game.clone(s), seat, action, pair, events);
        const text = events.find((e) => e.kind === 'combat')?.text ?? '';
        const said = text.includes('foul')
          ? 'a foul'
          : text.includes('wins the ball')
            ? 'wins the ball'
            : 'the carrier keeps it';
        assert.equal(o.text, said, text);
      });
      attacks++;
    });
    assert.ok(attacks > 0, 'random games attack');
  });

  it('SS-9.2: a play’s targets are the wizards and directions it names; SS-3.1: its team', () => {
    for (const seats of [2, 3, 4])
      everyAction(seats, 2, (s, seat, action) => {
        const info = game.actionInfo(s, seat, action);
        assert.equal(info.team, teamOfSeat(seats, seat));
        assert.ok(teamSeats(seats)[info.team]?.includes(seat));
        if (!isPlay(action)) return;
        const { kind, target } = decodePlay(action);
        assert.deepEqual(info.targets, targetParts(kind, target));
      });
    // Body Swap (kind 1) names its own wizard first; Telekinesis (kind 3) a wizard, then a way.
    assert.deepEqual(targetParts(1, 2 * 4 + 1), [2, 1]);
    assert.deepEqual(targetParts(3, 2 * 6 + 5), [2, 5]);
    assert.deepEqual(targetParts(0, 3), [3]);
    assert.deepEqual(targetParts(4, 0), []);
  });
});
