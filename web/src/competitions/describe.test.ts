import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { entryOpen, gameTitle, leaverBotWords } from './describe.ts';

type Probe = Parameters<typeof entryOpen>[0];
/** A view of `format` and `status` with rounds 1..`paired` paired, of `rounds` in all. */
const view = (format: Probe['format'], status: Probe['status'], paired: number, rounds = 3) =>
  ({
    format,
    status,
    rounds: Array.from({ length: paired }, (_, i) => ({ round: i + 1, games: [] })),
    settings: { rounds },
  }) as unknown as Probe;

describe('a competition page’s words (#35 acceptance)', () => {
  it('names the game by its title, not its id (the id until the catalogue loads)', () => {
    const games = [{ id: 'goalkeepers', title: 'Goalkeepers' }];
    assert.equal(gameTitle(games, 'goalkeepers'), 'Goalkeepers');
    assert.equal(gameTitle(undefined, 'goalkeepers'), 'goalkeepers');
  });

  it('says "An easy bot", "A normal bot", "A hard bot"', () => {
    assert.deepEqual((['easy', 'normal', 'hard'] as const).map(leaverBotWords), [
      'An easy bot',
      'A normal bot',
      'A hard bot',
    ]);
  });

  it('offers Join in entry, and in a running Swiss or tables only until half its rounds started', () => {
    assert.equal(entryOpen(view('knockout', 'entry', 0)), true);
    assert.equal(entryOpen(view('knockout', 'running', 1)), false);
    assert.equal(entryOpen(view('league', 'running', 1)), false);
    for (const format of ['swiss', 'tables'] as const) {
      assert.equal(entryOpen(view(format, 'running', 1, 3)), true, format);
      assert.equal(entryOpen(view(format, 'running', 2, 3)), false, format);
      assert.equal(entryOpen(view(format, 'running', 3, 7)), true, format);
      assert.equal(entryOpen(view(format, 'running', 4, 7)), false, format);
      assert.equal(entryOpen(view(format, 'running', 1, 2)), false, format);
      assert.equal(entryOpen(view(format, 'finished', 1, 7)), false, format);
    }
  });
});
