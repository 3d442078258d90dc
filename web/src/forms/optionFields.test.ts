import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { GOALKEEPERS_FACTS } from '../../../src/games/goalkeepers/facts.ts';
import { GOLAZO_FACTS } from '../../../src/games/golazo/facts.ts';
import { choiceLabel, initialValues, optionFields, titleOf } from './optionFields.ts';

// What z.toJSONSchema(…, { io: 'input' }) makes of Goalkeepers' options and of other shapes.
const goalkeepers = {
  type: 'object',
  properties: {
    rounds: {
      default: 3,
      description: 'Rounds to play before the points are compared (3 to 5).',
      type: 'integer',
      minimum: 3,
      maximum: 5,
    },
  },
  additionalProperties: false,
};

describe('option fields from a JSON Schema', () => {
  it('reads an integer with its bounds, default and description', () => {
    assert.deepEqual(optionFields(goalkeepers), [
      {
        key: 'rounds',
        title: 'Rounds',
        description: 'Rounds to play before the points are compared (3 to 5).',
        kind: 'number',
        integer: true,
        min: 3,
        max: 5,
        initial: 3,
      },
    ]);
    assert.deepEqual(initialValues(optionFields(goalkeepers)), { rounds: 3 });
  });

  it('reads booleans, enums and unions of literals', () => {
    const fields = optionFields({
      properties: {
        extraTime: { default: true, type: 'boolean' },
        pitch: { default: 'wet', type: 'string', enum: ['dry', 'wet'] },
        dice: { default: 2, anyOf: [{ const: 1 }, { const: 2 }] },
      },
    });
    assert.deepEqual(
      fields.map((f) => [f.key, f.kind, f.initial]),
      [
        ['extraTime', 'boolean', true],
        ['pitch', 'choice', 'wet'],
        ['dice', 'choice', 2],
      ],
    );
  });

  it('offers a choice in the game’s words where it gives them, else its value', () => {
    const schema = z.toJSONSchema(GOLAZO_FACTS.options, { io: 'input' });
    const draw = optionFields(schema).find((f) => f.key === 'draw');
    assert.ok(draw?.kind === 'choice');
    assert.deepEqual(
      draw.choices.map((choice) => choiceLabel(draw, choice)),
      ['The draw stands', 'Golden goal', 'Penalties'],
    );
    // The hint says the choices in words too, not the values the CLI takes.
    assert.equal(
      draw.description,
      'A drawn match: stands, goes on until a goal, or goes to penalties.',
    );
    const [plain] = optionFields({ properties: { pitch: { enum: ['dry'], choiceLabels: 7 } } });
    assert.ok(plain?.kind === 'choice');
    assert.equal(choiceLabel(plain, 'dry'), 'dry');
  });

  it('leaves out the raw values a hint names, where the choices have words (issue #37)', () => {
    const schema = z.toJSONSchema(GOALKEEPERS_FACTS.options, { io: 'input' });
    const hints = optionFields(schema)
      .filter((f) => f.kind === 'choice')
      .map((f) => f.description);
    assert.deepEqual(hints, [
      "The shoot-out's winner: may take no reward, or must take one that takes something (the rules of version 1.0.0).",
      'Who starts the first round: a player drawn at random, or the first seat (the rules before version 1.2.0).',
    ]);
    // A choice without words keeps its values: they are what the hint can name.
    const [plain] = optionFields({
      properties: { pitch: { enum: ['dry', 'wet'], description: "Dry ('dry') or wet ('wet')." } },
    });
    assert.equal(plain?.description, "Dry ('dry') or wet ('wet').");
  });

  it('drops safe-integer bounds and shapes it cannot show', () => {
    const fields = optionFields({
      properties: {
        n: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        nested: { type: 'object' },
      },
    });
    assert.deepEqual(fields, [
      {
        key: 'n',
        title: 'N',
        description: '',
        kind: 'number',
        integer: true,
        min: null,
        max: null,
        initial: 0,
      },
    ]);
  });

  it('gives no fields for a game without a schema', () => {
    assert.deepEqual(optionFields(null), []);
  });

  it('titles keys in words', () => {
    assert.equal(titleOf('maxRounds'), 'Max rounds');
    assert.equal(titleOf('turn_seconds'), 'Turn seconds');
  });
});
