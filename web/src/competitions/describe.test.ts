import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aggregateWords, entryOpen, gameTitle, leaverBotWords } from './describe.ts';

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

  it('tells a two-legged tie’s aggregate on its second leg, from that game’s first side', () => {
    type Game = Parameters<typeof aggregateWords>[1];
    const game = (round: number, first: string, second: string, scores?: number[]): Game => ({
      index: round,
      stage: 1,
      tie: 0,
      first,
      second,
      others: [],
      points: null,
      tableId: null,
      result: scores ? { scores, places: [1, 2] } : null,
    });
    // Cy 2–1 Bo, then the seats swapped: Bo 2–1 Cy; 3–3 on aggregate, a deciding game after.
    const firstLeg = game(1, 'cy', 'bo', [2, 1]);
    const secondLeg = game(2, 'bo', 'cy', [2, 1]);
    const decider = game(3, 'cy', 'bo', [1, 0]);
    const knockout = (games: Game[], legs = 2) =>
      ({
        format: 'knockout',
        settings: { legs },
        rounds: games.map((g, i) => ({ round: i + 1, games: [g] })),
      }) as unknown as Parameters<typeof aggregateWords>[0];
    const both = knockout([firstLeg, secondLeg, decider]);
    assert.equal(aggregateWords(both, secondLeg), '3–3 on aggregate');
    assert.equal(aggregateWords(both, firstLeg), undefined, 'only the second leg says it');
    assert.equal(aggregateWords(both, decider), undefined, 'a deciding game is no leg');
    const lopsided = game(2, 'bo', 'cy', [0, 4]);
    assert.equal(aggregateWords(knockout([firstLeg, lopsided]), lopsided), '1–6 on aggregate');
    const unplayed = game(2, 'bo', 'cy');
    assert.equal(aggregateWords(knockout([firstLeg, unplayed]), unplayed), undefined);
    assert.equal(aggregateWords(knockout([firstLeg, secondLeg], 1), secondLeg), undefined);
  });
});
