import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import type { GameFacts } from '../../core/game.ts';
import { ModeBook } from './modes.ts';
import { TEST_MODES } from './testing/book-suite.ts';

describe('rating modes', () => {
  it('are one per game and seat layout, read from the registry games’ facts', () => {
    assert.deepEqual(
      TEST_MODES.all.map((m) => `${m.id}:${m.model}`),
      [
        'next-goal-wins-season-2:glicko2',
        'next-goal-wins-season-3:weng-lin',
        'next-goal-wins-season-4:weng-lin',
        'next-goal-wins-season-5:weng-lin',
        'next-goal-wins-season-6:weng-lin',
        'next-goal-wins-match-2:glicko2',
        'goal-1v1:glicko2',
        'goal-1v2:weng-lin',
        'goal-2v2:weng-lin',
        'supernatural-soccer-1v1:glicko2',
        'supernatural-soccer-1v2:weng-lin',
        'supernatural-soccer-2v2:weng-lin',
        'golazo-1v1:glicko2',
        'golazo-2v1:weng-lin',
        'golazo-2v2:weng-lin',
        'goalkeepers-2:glicko2',
        'goalkeepers-3:weng-lin',
        'goalkeepers-4:weng-lin',
        'goalkeepers-5:weng-lin',
      ],
    );
  });

  it('find a table’s mode from its game, options and seats', () => {
    assert.equal(
      TEST_MODES.of('next-goal-wins', { mode: 'match' }, 2)?.id,
      'next-goal-wins-match-2',
    );
    assert.equal(
      TEST_MODES.of('next-goal-wins', { mode: 'season' }, 4)?.id,
      'next-goal-wins-season-4',
    );
    assert.equal(TEST_MODES.of('golazo', {}, 4)?.title, 'Golazo, 2 v 2');
    assert.equal(TEST_MODES.of('goalkeepers', {}, 6), undefined);
    assert.equal(TEST_MODES.of('chess', {}, 2), undefined);
    assert.equal(TEST_MODES.get('goal-1v2')?.title, 'Goal!, 1 v 2');
  });

  it('leave out a seat count the options refuse', () => {
    const facts: GameFacts<{ mode: 'long' | 'short' }> = {
      id: 'toy',
      title: 'Toy',
      version: '1.0.0',
      minSeats: 2,
      maxSeats: 3,
      chance: false,
      hiddenInformation: false,
      options: z.strictObject({ mode: z.enum(['long', 'short']).default('long') }),
      actionBound: 10,
      seatsProblem: (options, seats) => (options.mode === 'short' && seats > 2 ? 'no' : undefined),
    };
    assert.deepEqual(
      new ModeBook([facts as GameFacts<unknown>]).all.map((m) => m.id),
      ['toy-long-2', 'toy-long-3', 'toy-short-2'],
    );
  });
});
