import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { optionLabel, optionWords } from './optionWords.ts';

describe("a run's options in words", () => {
  it('names each option by its label and its value, without JSON', () => {
    assert.equal(optionWords({ rounds: 4 }), 'Rounds 4');
    assert.equal(
      optionWords({ mode: 'season', firstTo: 0, noRepeat: false, managers: true }),
      'Mode season · First to 0 · No repeat no · Managers yes',
    );
  });

  it('puts lists and groups of options in words too', () => {
    assert.equal(
      optionWords({ budgets: [8, 16], seating: { home: 1 } }),
      'Budgets 8, 16 · Seating (Home 1)',
    );
  });

  it('says none when a game has no options', () => {
    assert.equal(optionWords({}), 'none');
    assert.equal(optionWords(undefined), 'none');
  });

  it('makes labels from keys as the option forms do', () => {
    assert.equal(optionLabel('maxRounds'), 'Max rounds');
    assert.equal(optionLabel('turn_seconds'), 'Turn seconds');
  });
});
