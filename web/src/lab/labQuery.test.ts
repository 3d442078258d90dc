import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findGame } from '../../../src/games/registry.ts';
import { gameInfo } from '../../../src/server/games.ts';
import { initialForm, labPlan, type LabForm } from './labForm.ts';
import { formFromQuery, formQuery } from './labQuery.ts';

const goalkeepers = gameInfo('goalkeepers', findGame);
const ngw = gameInfo('next-goal-wins', findGame);

describe('a Lab form in the address', () => {
  it('writes what a run needs, and reads back the same run', () => {
    const form: LabForm = {
      ...initialForm(goalkeepers, 'k3v9', 4),
      seats: 3,
      bots: ['bot:random', 'bot:heuristic', 'bot:hard'],
      games: 2500,
      compare: true,
      optionsB: { rounds: 5 },
      rotate: true,
      probe: false,
      skill: true,
      skillGames: 40,
    };
    const query = formQuery(form, goalkeepers);
    assert.equal(
      query.toString(),
      'game=goalkeepers&seats=3&bots=random%2Cheuristic%2Chard&games=2500&seed=k3v9&rotate=1&probe=0&skill=40&o.rounds=3&b.rounds=5',
    );
    const back = formFromQuery(new URLSearchParams(query.toString()), goalkeepers, 'other', 4);
    assert.deepEqual(back, form);
    assert.deepEqual(labPlan(back, goalkeepers), labPlan(form, goalkeepers));
  });

  it('keeps every kind of option: numbers, choices and booleans', () => {
    const base = initialForm(ngw, 's', 2);
    const form: LabForm = {
      ...base,
      options: { ...base.options, mode: 'match', attacks: 5, noRepeat: true },
    };
    const back = formFromQuery(formQuery(form, ngw), ngw, 'x', 2);
    assert.deepEqual(back.options, form.options);
    assert.equal(back.compare, false);
  });

  it('reads one bot for every seat, and ignores what does not fit', () => {
    const query = new URLSearchParams('bots=easy&seats=9&games=-4&o.rounds=many&skill=x&seed=abc');
    const form = formFromQuery(query, goalkeepers, 'fresh', 2);
    const fresh = initialForm(goalkeepers, 'abc', 2);
    assert.deepEqual(form, { ...fresh, bots: ['bot:easy', 'bot:easy'] });
    const unknown = formFromQuery(new URLSearchParams('bots=genius,random'), goalkeepers, 's', 2);
    assert.deepEqual(unknown.bots, ['bot:random', 'bot:random']);
    assert.equal(unknown.seed, 's');
  });
});
