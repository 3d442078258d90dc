import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Decision } from '../core/agent.ts';
import type { ActionInfo, AnyGame } from '../core/game.ts';
import { resolveLab } from './config.ts';
import { findTestGame } from './lab-test-games.ts';
import { RESTRICTED_METRIC } from './paired.ts';
import { buildReport } from './report.ts';
import { Restrictor, namesRow } from './restrict.ts';
import { inlineExecutor, runLab } from './run.ts';
import { worthLines } from './text.ts';
import { reportHtml } from './html.ts';

// Actions 0-2 play the cards Ace, Two and Three; 10 passes.
const NAMES = ['Ace', 'Two', 'Three'];
const engine = {
  actionInfo: (_s: unknown, _seat: number, a: number): ActionInfo =>
    a < NAMES.length ? { kind: 'play', card: a, cardName: NAMES[a] } : { kind: 'pass' },
  view: () => ({}),
  actionLabel: () => '',
} as unknown as AnyGame;

function decision(legal: number[]): Decision<unknown> {
  return { seat: 0, view: {}, legal, label: () => '' };
}

describe('restricted agents', () => {
  it('names a row by its card or its choice, whatever its prefix', () => {
    assert.ok(namesRow('card:Ghost Ball', 'Ghost Ball'));
    assert.ok(namesRow('choice:reward goal', 'reward goal'));
    assert.ok(!namesRow('card:Ghost Ball', 'Ghost'));
  });

  it("takes a card's plays out while something else remains ('never')", () => {
    const r = new Restrictor(engine, 2, { rule: 'never', name: 'Two' });
    assert.deepEqual(r.decide(undefined, 0, decision([0, 1, 10])).legal, [0, 10]);
    // Nothing named: the decision itself, uncounted.
    const plain = decision([0, 10]);
    assert.equal(r.decide(undefined, 0, plain), plain);
    // Only the card: it is played all the same (a forced play is no choice).
    const forced = decision([1]);
    assert.equal(r.decide(undefined, 1, forced), forced);
    assert.deepEqual([r.met, r.changed], [2, 1]);
  });

  it("keeps only a card's plays when it can be played ('always')", () => {
    const r = new Restrictor(engine, 2, { rule: 'always', name: 'pass' });
    assert.deepEqual(r.decide(undefined, 1, decision([0, 2, 10])).legal, [10]);
    const none = decision([0, 2]);
    assert.equal(r.decide(undefined, 1, none), none);
    assert.deepEqual([r.met, r.changed], [1, 1]);
  });

  it('is worth exactly nothing when its name matches no card: the same games, paired', async () => {
    const lab = await resolveLab(
      {
        game: 'relay',
        bots: ['random'],
        seats: 2,
        seed: 'worth',
        games: 300,
        rotate: true,
        variants: [
          { label: 'unrestricted', options: {} },
          { label: 'never Joker', options: {}, restrict: { rule: 'never', name: 'Joker' } },
        ],
      },
      findTestGame,
    );
    assert.ok(lab.ok);
    const report = buildReport(await runLab(lab.value, inlineExecutor));
    const metric = report.differences[0]?.metrics.find((m) => m.metric === RESTRICTED_METRIC);
    assert.deepEqual(metric, { metric: RESTRICTED_METRIC, value: 0, low: 0, high: 0 });
    assert.deepEqual(report.variants[1]?.restriction, {
      rule: 'never',
      name: 'Joker',
      met: 0,
      changed: 0,
    });
    assert.match(worthLines(report).join('\n'), /the name matched nothing/);
    // The same bot twice: its rows are told apart, the first being the restricted one.
    const bots = report.variants.at(1)?.bots ?? [];
    assert.deepEqual(
      bots.map((b) => b.label),
      ['Bot 1: bot:random', 'Bot 2: bot:random'],
    );
    assert.match(
      reportHtml(report, { d3: '', plot: '', draw: '' }),
      /<p class="worth">Joker is worth \+0\.0 points/,
    );
  });

  it("never playing 'risky' in the relay leaves the first bot a sure point", async () => {
    // Relay: seat 0 of each side scores 1 with 'steady', 0 to 2 at random with 'risky'.
    const lab = await resolveLab(
      {
        game: 'relay',
        bots: ['random'],
        seats: 2,
        seed: 'risky',
        games: 400,
        rotate: true,
        variants: [
          { label: 'unrestricted', options: {} },
          { label: 'never risky', options: {}, restrict: { rule: 'never', name: 'risky' } },
        ],
      },
      findTestGame,
    );
    assert.ok(lab.ok);
    const report = buildReport(await runLab(lab.value, inlineExecutor));
    const restricted = report.variants[1]?.restriction;
    assert.ok(restricted);
    // Every decision of the first bot offers steady and risky, and each loses risky.
    assert.equal(restricted.met, 400);
    assert.equal(restricted.changed, 400);
  });
});
