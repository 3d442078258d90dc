import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { resolveLab } from '../../../src/lab/config.ts';
import { loadFinder } from '../../../src/games/registry.ts';
import { gameInfo } from '../../../src/server/games.ts';
import { initialValues, optionFields } from '../forms/optionFields.ts';
import {
  MAX_VARIANTS,
  planOptions,
  variantLetter,
  variantRows,
  withVariantAdded,
  withVariantRemoved,
  withVariantValue,
  type OptionSet,
  type PlannedOptions,
  type VariantsForm,
} from './labVariants.ts';

const findGame = await loadFinder();

const ngw = optionFields(gameInfo('next-goal-wins', findGame).options);
const goalkeepers = optionFields(gameInfo('goalkeepers', findGame).options);
const ngwDefaults = initialValues(ngw);

const compared = (...rows: OptionSet[]): VariantsForm => ({
  options: rows[0] ?? {},
  compare: true,
  comparedOptions: rows.slice(1),
});

function problems(plan: PlannedOptions): readonly string[] {
  assert.ok(!plan.ok, 'the options should be refused');
  return plan.problems;
}

describe('the variants of a comparison on the Lab form', () => {
  it('are lettered A to Z', () => {
    assert.deepEqual([0, 1, 2, 25].map(variantLetter), ['A', 'B', 'C', 'Z']);
  });

  it('grow by a copy of the last, up to 26, and shrink to two at least', () => {
    let form = compared({ rounds: 3 }, { rounds: 5 });
    form = withVariantAdded(form);
    assert.deepEqual(variantRows(form), [{ rounds: 3 }, { rounds: 5 }, { rounds: 5 }]);
    form = withVariantValue(form, 2, 'rounds', 4);
    form = withVariantValue(form, 0, 'rounds', NaN);
    assert.deepEqual(form.options, { rounds: NaN });
    assert.deepEqual(form.comparedOptions, [{ rounds: 5 }, { rounds: 4 }]);
    // Removing A makes B the first.
    form = withVariantRemoved(form, 0);
    assert.deepEqual(variantRows(form), [{ rounds: 5 }, { rounds: 4 }]);
    assert.equal(withVariantRemoved(form, 1), form, 'two variants stay');
    let many = form;
    for (let i = 0; i < 40; i++) many = withVariantAdded(many);
    assert.equal(variantRows(many).length, MAX_VARIANTS);
  });

  it('go to the run as `--compare` labels: the options that differ, in the fields’ order', () => {
    const plan = planOptions(
      compared(
        ngwDefaults,
        { ...ngwDefaults, noRepeat: true },
        { ...ngwDefaults, attacks: 5, noRepeat: true },
      ),
      ngw,
    );
    assert.ok(plan.ok);
    assert.deepEqual(
      plan.variants?.map((v) => v.label),
      ['attacks=3,noRepeat=false', 'attacks=3,noRepeat=true', 'attacks=5,noRepeat=true'],
    );
    assert.deepEqual(plan.variants[2]?.options, { attacks: 5, noRepeat: true });
    // What every variant shares is the run's own options (`--options`), which the ladder plays.
    const shared = { ...ngwDefaults } as Record<string, unknown>;
    delete shared.attacks;
    delete shared.noRepeat;
    assert.deepEqual(plan.options, shared);
  });

  it('without a comparison, are the one set of options as given', () => {
    const plan = planOptions(
      { options: { rounds: 4 }, compare: false, comparedOptions: [{ rounds: 9 }] },
      goalkeepers,
    );
    assert.deepEqual(plan, { ok: true, options: { rounds: 4 }, variants: undefined });
    assert.deepEqual(
      problems(
        planOptions({ options: { rounds: 9 }, compare: false, comparedOptions: [] }, goalkeepers),
      ),
      ['Rounds must be from 3 to 5, not 9.'],
    );
  });

  it('are refused with every problem named by its variant’s letter, before anything runs', () => {
    assert.deepEqual(
      problems(
        planOptions(
          compared({ rounds: 3 }, { rounds: NaN }, { rounds: 7 }, { rounds: 3.5 }),
          goalkeepers,
        ),
      ),
      [
        'Rounds (variant B) needs a number.',
        'Rounds (variant C) must be from 3 to 5, not 7.',
        'Rounds (variant D) needs a whole number.',
      ],
    );
    assert.deepEqual(
      problems(
        planOptions(
          compared({ rounds: 3 }, { rounds: 4 }, { rounds: 4 }, { rounds: 3 }),
          goalkeepers,
        ),
      ),
      [
        'Variant C has the same options as variant B: change at least one to compare them.',
        'Variant D has the same options as variant A: change at least one to compare them.',
      ],
    );
    assert.deepEqual(problems(planOptions(compared({ rounds: 3 }), goalkeepers)), [
      'A comparison needs two variants at least.',
    ]);
    const rows = Array.from({ length: 27 }, (_, i) => ({ rounds: i }));
    assert.ok(
      problems(planOptions(compared(...rows), goalkeepers)).includes(
        'At most 26 variants can be compared, not 27.',
      ),
    );
  });

  it('are accepted exactly when every two differ, and then play as the lab resolves them', async () => {
    const row = fc.record({
      mode: fc.constantFrom('season', 'match'),
      attacks: fc.integer({ min: 3, max: 5 }),
      noRepeat: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 2, maxLength: 6 }), async (sets) => {
        const rows = sets.map((s) => ({ ...ngwDefaults, ...s }));
        const plan = planOptions(compared(...rows), ngw);
        const key = (r: OptionSet): string => JSON.stringify(r);
        const distinct = new Set(rows.map(key)).size === rows.length;
        assert.equal(plan.ok, distinct);
        if (!plan.ok || !plan.variants) return;
        assert.equal(new Set(plan.variants.map((v) => v.label)).size, rows.length);
        // Each variant's options over the shared ones give back its row.
        plan.variants.forEach((v, i) => {
          assert.deepEqual({ ...plan.options, ...v.options }, rows[i]);
        });
        const config = { game: 'next-goal-wins', seats: 2, bots: ['random'], seed: 's', games: 1 };
        assert.ok(
          (await resolveLab({ ...config, options: plan.options, variants: plan.variants })).ok,
        );
      }),
      { numRuns: 60 },
    );
  });
});
