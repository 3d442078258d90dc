import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  DEFAULT_TIME_CONTROL,
  TIME_CONTROLS,
  timeControlOf,
  timeControlWords,
} from './timeControl.ts';

it('offers a time per decision, the four clocks of the table form and days per move, one kind each', () => {
  assert.deepEqual(
    TIME_CONTROLS.map((c) => c.words),
    [
      '1 min a decision',
      '5 min a decision',
      'Clock: 3 min + 2 s a move',
      'Clock: 5 min + 3 s a move',
      'Clock: 10 min + 5 s a move',
      'Clock: 15 min + 10 s a move',
      '1 day per move',
      '3 days per move',
      '7 days per move',
    ],
  );
  assert.equal(new Set(TIME_CONTROLS.map((c) => c.value)).size, TIME_CONTROLS.length);
  // The server refuses a clock with a time per decision: a choice sends one of them.
  for (const c of TIME_CONTROLS) assert.equal(Object.keys(c.control).length, 1, c.value);
  assert.deepEqual(timeControlOf('clock:600+5'), {
    clock: { baseSeconds: 600, incrementSeconds: 5 },
  });
  assert.deepEqual(timeControlOf('turn:259200'), { turnSeconds: 259_200 });
  assert.deepEqual(timeControlOf(DEFAULT_TIME_CONTROL), { turnSeconds: 300 });
  assert.deepEqual(timeControlOf('forged'), { turnSeconds: 300 });
});

it('says a competition’s time control', () => {
  const clock = { baseSeconds: 300, incrementSeconds: 3 };
  assert.equal(timeControlWords({ turnSeconds: 0, clock }), 'a clock of 5 min + 3 s a move');
  assert.equal(timeControlWords({ turnSeconds: 86_400 }), '1 day per move');
  assert.equal(timeControlWords({ turnSeconds: 604_800 }), '7 days per move');
  // As the form says it: whole minutes in minutes.
  assert.equal(timeControlWords({ turnSeconds: 60 }), '1 min a decision');
  assert.equal(timeControlWords({ turnSeconds: 300 }), '5 min a decision');
  assert.equal(timeControlWords({ turnSeconds: 90 }), '90 s a decision');
  assert.equal(timeControlWords({ turnSeconds: 0 }), 'no clock');
});
