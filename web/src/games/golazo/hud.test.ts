import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as facts from '../../../../src/games/golazo/facts.ts';
import { golazo } from '../../../../src/games/golazo/engine.ts';
import { kickedOff } from '../../../../src/games/golazo/scenario.ts';
import { dieWords, teamPlayers, teamWords, timerTrack, turnDice, turnWords } from './hud.ts';

describe('Golazo’s head-up display', () => {
  it('has the engine’s timer track: KO, six spaces to HT, six more to FT', () => {
    // GZ-2.4: the board reads the engine's own numbers (constants.ts, re-exported by facts.ts).
    assert.equal(facts.HALF_TIME, 6);
    assert.equal(facts.FULL_TIME, 12);
    const track = timerTrack();
    assert.equal(track.length, 13);
    assert.equal(track[0], 'KO');
    assert.equal(track[6], 'HT');
    assert.equal(track[12], 'FT');
    assert.equal(track[7], '7');
  });

  it('names the teams by their players, in the game’s own teams (GZ-12.1)', () => {
    assert.deepEqual(teamPlayers(['Ana', 'Robo'], 2), ['Ana', 'Robo']);
    const four = teamPlayers(['Ana', 'Bo', 'Cy', 'Di'], 4);
    assert.deepEqual(four, ['Ana & Cy', 'Bo & Di']);
    assert.equal(teamWords(four, 1), 'Bo & Di (Blues)');
  });

  it('says whose move it is and the moves left, and shows a G for a 0', () => {
    const view = golazo.view(kickedOff(), 0);
    assert.equal(view.phase, 'moves');
    assert.equal(
      turnWords(view, ['Ana', 'Robo']),
      `Ana (Reds) moves: ${view.movesLeft} moves left`,
    );
    assert.equal(
      turnWords({ ...view, movesLeft: 1 }, ['Ana', 'Robo']),
      'Ana (Reds) moves: 1 move left',
    );
    // GZ-8.1, GZ-9.10: a Place step, clearing or loading a box.
    const placing = { ...view, phase: 'place' as const, actingTeam: 1 };
    assert.equal(turnWords(placing, ['Ana', 'Robo']), 'Robo (Blues) clear the box');
    assert.equal(
      turnWords({ ...placing, placesLeft: 2 }, ['Ana', 'Robo']),
      'Robo (Blues) load the box: 2 to place',
    );
    // The first roll is the button's 'Roll for the kick-off' (issue #37: the line said 'turn').
    assert.equal(turnWords({ ...view, phase: 'start' }, ['Ana', 'Robo']), 'Roll for the kick-off');
    // GZ-11.4: a shoot-out alone's first roll says who kicks first, as its button does.
    const shootOut = {
      ...view,
      phase: 'start' as const,
      options: { ...view.options, match: 'shoot-out' as const },
    };
    assert.equal(turnWords(shootOut, ['Ana', 'Robo']), 'Roll to kick first');
    assert.equal(turnWords({ ...view, phase: 'roll' }, ['Ana', 'Robo']), 'Roll for the turn');
    assert.equal(dieWords(0), 'G');
    assert.equal(dieWords(4), '4');
  });

  it('shows the dice of the turn: the latest roll, or a kick-off’s die after it', () => {
    const roll = { kind: 'roll', text: '', data: { faces: [0, 4], classic: false } };
    const start = { kind: 'start-roll', text: '', data: { faces: [5, 2] } };
    const kickOff = { kind: 'kick-off', text: '', data: { counter: 8, faces: [3] } };
    const step = { kind: 'step', text: '', data: { piece: 3, counter: 3, from: 30, to: 39 } };
    assert.equal(turnDice([]), null);
    // The start roll decides the kick-off only: no turn's dice yet.
    assert.equal(turnDice([start]), null);
    assert.deepEqual(turnDice([start, kickOff, step]), { kind: 'kick-off', faces: [3] });
    assert.deepEqual(turnDice([start, kickOff, step, roll, step]), { kind: 'roll', faces: [0, 4] });
  });
});
