import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { levelAgent } from '../../bots/levels.ts';
import { Rng } from '../../core/rng.ts';
import { findGame } from '../testing/games.ts';
import { choose } from './choose.ts';
import { asDecision, type BotTask } from './decision.ts';

/** Supernatural Soccer's first decision (a wizard's activation: many actions to weigh). */
function opening(): BotTask['decision'] {
  const game = findGame('supernatural-soccer');
  assert.ok(game.ok);
  const { engine } = game.value;
  const state = engine.setup(engine.facts.options.parse({}), 2, Rng.fromSeed('choose-test'));
  const [seat = 0] = engine.actors(state);
  const legal = engine.legalActions(state, seat);
  assert.ok(legal.length > 1, 'a real choice');
  return {
    seat,
    view: engine.view(state, seat),
    legal,
    labels: legal.map((action) => engine.actionLabel(state, seat, action)),
  };
}

/** The easy bot's task at `decision`, with `more` on top (a pace, another bot or game). */
const easyTask = (decision: BotTask['decision'], more: Partial<BotTask> = {}): BotTask => ({
  game: 'supernatural-soccer',
  descriptor: 'bot:easy',
  seed: 'choose-seed',
  decision,
  ...more,
});

describe('a bot decision of the server', () => {
  it('counting iterations (BOT_PACE), chooses as the lab’s bot of that level and seed, every time', () => {
    const decision = opening();
    const task = easyTask(decision, { timeScale: 0.25, pace: 'iterations' });
    const game = findGame('supernatural-soccer');
    assert.ok(game.ok);
    const lab = levelAgent('easy', game.value, 'iterations', 0.25)(decision.seat, task.seed);
    const expected = lab.act(asDecision(decision));
    for (let i = 0; i < 3; i++) assert.equal(choose(task, findGame), expected);
  });

  it('refuses a game or a bot it does not know, and never answers an illegal action', () => {
    const decision = opening();
    const base = easyTask(decision);
    assert.throws(() => choose({ ...base, game: 'chess' }, findGame));
    assert.throws(() => choose({ ...base, descriptor: 'bot:genius' }, findGame), /Unknown bot/);
    assert.ok(decision.legal.includes(choose({ ...base, descriptor: 'bot:random' }, findGame)));
  });
});
