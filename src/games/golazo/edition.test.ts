/**
 * The editions (edition.ts): an earlier version's rules, named only by its records. GZ-9.1:
 * 1.0.0's deck of 20 and its action numbering; a new game cannot choose an edition.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { parseOptions } from '../../core/checked.ts';
import { ABILITY, CHOOSE, MANAGER, MOVE, PLAY, fromEditionCode, toEditionCode } from './actions.ts';
import { CARD_COUNT, Card } from './cards.ts';
import { DECK_COUNTS_1_0, Edition, deckCounts } from './edition.ts';
import { golazo } from './engine.ts';
import { counter, newMatch, play, rollOutcome } from './scenario.ts';

describe('Golazo editions', () => {
  it('GZ-9.1: under 1.0.0 the deck holds its 20 cards of eight kinds; today 33', () => {
    assert.equal(
      DECK_COUNTS_1_0.reduce((a, b) => a + b, 0),
      20,
    );
    assert.equal(
      deckCounts(Edition.V1_0)
        .slice(Card.ThroughBall)
        .every((n) => n === 0),
      true,
    );
    assert.equal(newMatch({ edition: '1.0.0' }).deck.length, 20);
    assert.equal(newMatch({ edition: '1.1.0' }).deck.length, CARD_COUNT);
    assert.equal(newMatch().deck.length, CARD_COUNT);
  });

  it('GZ-9.1: 1.0.0 numbered its actions from CHOOSE up six lower; a match under it uses its codes', () => {
    for (const code of [CHOOSE, CHOOSE + 21, ABILITY, MANAGER + 7]) {
      assert.equal(toEditionCode(Edition.V1_0, code), code - 6);
      assert.equal(fromEditionCode(Edition.V1_0, code - 6), code);
      assert.equal(toEditionCode(Edition.Current, code), code);
    }
    for (const code of [0, PLAY, PLAY + Card.SecondWind, MOVE, MOVE + 500])
      assert.equal(fromEditionCode(Edition.V1_0, toEditionCode(Edition.V1_0, code)), code);
    const s = newMatch({ edition: '1.0.0' });
    play(s, 0, 0, rollOutcome(5, 0));
    const kickOff = golazo.legalActions(s, 0);
    assert.ok(kickOff.includes(CHOOSE - 6 + counter('r9')));
    assert.equal(golazo.actionInfo(s, 0, CHOOSE - 6 + counter('r9')).piece, counter('r9'));
    play(s, 0, CHOOSE - 6 + counter('r9'), 2);
    assert.equal(s.carrier, counter('r9'));
  });

  it('an edition is for records only: refused for a new game, and no form offers it', () => {
    assert.ok(golazo.facts.earlierVersionOptions?.includes('edition'));
    assert.ok(!parseOptions(golazo, { edition: '1.1.0' }).ok);
    assert.ok(parseOptions(golazo, {}).ok);
    assert.ok(!golazo.facts.options.safeParse({ edition: '0.9.0' }).success);
    const schema = z.toJSONSchema(golazo.facts.options, { io: 'input' }) as {
      properties: Record<string, Record<string, unknown>>;
    };
    const edition = schema.properties.edition;
    assert.ok(edition && !('enum' in edition) && !('anyOf' in edition), 'not a choice');
  });
});
