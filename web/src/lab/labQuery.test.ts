import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadFinder } from '../../../src/games/registry.ts';
import { gameInfo } from '../../../src/server/games.ts';
import { initialForm, labPlan, UNTIL_DEFAULTS, type LabForm } from './labForm.ts';
import { formFromQuery, formQuery } from './labQuery.ts';

const findGame = await loadFinder();

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
      comparedOptions: [
        { rounds: 5, reward: 'choice', starter: 'drawn' },
        { rounds: 4, reward: 'choice', starter: 'drawn' },
      ],
      rotate: true,
      probe: false,
      skill: true,
      skillGames: 40,
      skillBudgets: '4, 8',
    };
    const query = formQuery(form, goalkeepers);
    assert.equal(
      query.toString(),
      'game=goalkeepers&seats=3&bots=random%2Cheuristic%2Chard&games=2500&seed=k3v9&rotate=1&probe=0&skill=40&budgets=4%2C8&o.rounds=3&b.rounds=5&b.rounds=4&o.reward=choice&b.reward=choice&b.reward=choice&o.starter=drawn&b.starter=drawn&b.starter=drawn',
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

  it('reads every compared variant in order, a value that does not fit as variant A’s', () => {
    const query = new URLSearchParams('o.rounds=4&b.rounds=5&b.rounds=x&b.rounds=3&budgets=8,x');
    const form = formFromQuery(query, goalkeepers, 's', 2);
    assert.equal(form.compare, true);
    const rest = { reward: 'choice', starter: 'drawn' };
    assert.deepEqual(form.options, { rounds: 4, ...rest });
    assert.deepEqual(form.comparedOptions, [
      { rounds: 5, ...rest },
      { rounds: 4, ...rest },
      { rounds: 3, ...rest },
    ]);
    assert.equal(form.skillBudgets, initialForm(goalkeepers, 's', 2).skillBudgets);
    // A link from before N variants (A and B) reads as it did.
    const old = formFromQuery(new URLSearchParams('o.rounds=3&b.rounds=5'), goalkeepers, 's', 2);
    assert.deepEqual(old.comparedOptions, [{ rounds: 5, ...rest }]);
    // No more than the form can show.
    const many = new URLSearchParams(Array.from({ length: 40 }, () => ['b.rounds', '4']));
    assert.equal(formFromQuery(many, goalkeepers, 's', 2).comparedOptions.length, 25);
  });

  it('writes the ladder’s budgets only when they are not the default', () => {
    const form: LabForm = { ...initialForm(goalkeepers, 'k', 2), skill: true };
    assert.equal(formQuery(form, goalkeepers).get('budgets'), null);
    const budgets = formQuery({ ...form, skillBudgets: '16 32,64' }, goalkeepers).get('budgets');
    assert.equal(budgets, '16,32,64');
  });
});

describe('cards, shape and a card’s worth in the address (#36)', () => {
  it('writes and reads them back', () => {
    const form: LabForm = {
      ...initialForm(goalkeepers, 'k3v9', 4),
      metrics: ['cards', 'shape'],
      shapeEvery: '16',
      restrictRule: 'never',
      restrictName: 'reward goal',
    };
    const query = formQuery(form, goalkeepers);
    assert.equal(query.get('metrics'), 'cards,shape');
    assert.equal(query.get('shape-every'), '16');
    assert.equal(query.get('never'), 'reward goal');
    assert.deepEqual(
      formFromQuery(new URLSearchParams(query.toString()), goalkeepers, 'x', 4),
      form,
    );
    const plain = formFromQuery(
      formQuery(initialForm(goalkeepers, 'k3v9', 4), goalkeepers),
      goalkeepers,
      'x',
      4,
    );
    assert.deepEqual([plain.metrics, plain.shapeEvery, plain.restrictRule], [[], '', 'off']);
    // The lab's choice of sample, or no shape, writes none.
    assert.equal(formQuery({ ...form, shapeEvery: '' }, goalkeepers).has('shape-every'), false);
    assert.equal(formQuery({ ...form, metrics: ['cards'] }, goalkeepers).has('shape-every'), false);
  });
});

describe('until decided and its settings in the address (#36)', () => {
  it('writes the settings that differ from the defaults and reads them back', () => {
    const base = initialForm(goalkeepers, 'k3v9', 4);
    const form: LabForm = {
      ...base,
      compare: true,
      comparedOptions: [{ ...base.options, rounds: 5 }],
      untilDecided: true,
      decideOn: 'Drawn games',
      negligible: '0.01',
      confidence: '99',
      looks: 5,
    };
    const query = formQuery(form, goalkeepers);
    assert.deepEqual(
      ['until', 'decide', 'negligible', 'confidence', 'looks'].map((k) => query.get(k)),
      ['1', 'Drawn games', '0.01', '99', '5'],
    );
    assert.deepEqual(
      formFromQuery(new URLSearchParams(query.toString()), goalkeepers, 'x', 4),
      form,
    );
    const plain = formQuery({ ...form, ...UNTIL_DEFAULTS }, goalkeepers);
    assert.deepEqual(
      ['until', 'decide', 'negligible', 'confidence', 'looks'].map((k) => plain.get(k)),
      ['1', null, null, null, null],
    );
  });

  it('reads bad settings as typed, for the form to name them', () => {
    const query = new URLSearchParams(
      'game=goalkeepers&o.rounds=3&b.rounds=5&until=1&negligible=-1&looks=x',
    );
    const form = formFromQuery(query, goalkeepers, 'x', 4);
    assert.equal(form.negligible, '-1');
    assert.equal(form.looks, UNTIL_DEFAULTS.looks);
    const plan = labPlan(form, goalkeepers);
    assert.ok(!plan.ok);
    assert.match(plan.problems.join(' '), /Negligible below takes a positive size/);
  });
});
