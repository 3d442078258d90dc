/** NGW-1: the cards, their schema and the rating formula. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { footballerSchema, tacticSchema } from './card-schema.ts';
import {
  CLAUSES,
  COMPILED_TACTICS,
  DECKS,
  Effect,
  FOOTBALLERS,
  TACTICS,
  TACTIC_DECK,
  TacticEffect,
} from './cards.ts';
import { FOOTBALLER_DATA } from './footballers.ts';
import { card, tactic } from './fixtures.ts';
import { DRIBBLE, PASS, POSITIONS, STATS, THROW, ratingOf } from './stats.ts';

const stats = (name: string) => {
  const c = FOOTBALLERS[card(name)];
  assert.ok(c);
  return Object.fromEntries(STATS.map((s, i) => [s, c.statLine[i]]));
};

describe('NGW-1 the cards', () => {
  it('NGW-1.1: every footballer has a name, position, 1-5 stars, nationality and its eight or six stats', () => {
    for (const c of FOOTBALLERS) {
      assert.ok(c.name && c.nationality);
      assert.ok(POSITIONS.includes(c.position));
      assert.ok(c.rating >= 1 && c.rating <= 5);
      const printed = c.statLine.filter((v) => v > 0).length;
      assert.equal(printed, c.position === 'GK' ? 6 : 8, c.name);
      assert.ok(c.statLine.every((v) => v >= 0 && v <= 5));
    }
  });

  it('NGW-1.2: the printed cards carry their printed stats and skills', () => {
    const wendy = stats("Wendy 'Monster' Mao");
    assert.deepEqual(
      [wendy.passing, wendy.crossing, wendy.dribbling, wendy.shooting, wendy.heading],
      [1, 1, 3, 1, 3],
    );
    assert.deepEqual([wendy.interceptions, wendy.blocking, wendy.tackling], [4, 4, 4]);
    const erika = stats('Erika Falcon');
    assert.deepEqual(
      STATS.slice(0, 8).map((s) => erika[s]),
      [4, 3, 5, 5, 3, 2, 1, 2],
    );
    assert.equal(FOOTBALLERS[card('Erika Falcon')]?.rating, 5);
    const bruno = stats("Bruno 'El' Toro");
    assert.deepEqual(
      STATS.slice(8).map((s) => bruno[s]),
      [3, 2, 3, 3, 3, 4],
    );
    assert.equal(FOOTBALLERS[card("Bruno 'El' Toro")]?.rating, 4);
    const max = stats('Max Gass');
    assert.deepEqual(
      STATS.slice(0, 8).map((s) => max[s]),
      [2, 4, 5, 2, 1, 2, 2, 2],
    );
    assert.equal(FOOTBALLERS[card("Wendy 'Monster' Mao")]?.skill?.name, 'No Nonsense');
    assert.equal(FOOTBALLERS[card("Bruno 'El' Toro")]?.skill?.name, 'Quick Release');
    assert.equal(FOOTBALLERS[card('Max Gass')]?.skill?.name, 'Speed Demon');
    const trap = TACTICS[tactic('Offside Trap')];
    assert.ok(trap);
    assert.deepEqual(trap.when, { ballAt: ['STK'] });
    assert.deepEqual(trap.effect, { kind: 'win-ball', to: 'DEF' });
    assert.equal(FOOTBALLERS.filter((c) => c.printed).length, 4);
  });

  it('NGW-1.3: the box: 15 GK, 25 DEF, 25 MID and 25 STK, and 50 tactic cards', () => {
    assert.deepEqual(
      DECKS.map((d) => d.length),
      [15, 25, 25, 25],
    );
    assert.equal(FOOTBALLERS.length, 90);
    assert.equal(TACTIC_DECK.length, 50);
    assert.equal(TACTICS.length, 27);
    assert.equal(new Set(FOOTBALLERS.map((c) => c.name)).size, FOOTBALLERS.length, 'names differ');
    assert.equal(new Set(TACTICS.map((t) => t.name)).size, TACTICS.length);
    assert.ok(new Set(FOOTBALLERS.map((c) => c.nationality)).size >= 40, 'varied nationalities');
    const skills = new Set(FOOTBALLERS.flatMap((c) => (c.skill ? [c.skill.name] : [])));
    assert.ok(skills.size >= 20, `${skills.size} distinct skills`);
    // A shared skill is the same skill on every card that has it.
    for (const name of skills) {
      const texts = new Set(
        FOOTBALLERS.filter((c) => c.skill?.name === name).map((c) => JSON.stringify(c.skill)),
      );
      assert.equal(texts.size, 1, name);
    }
  });

  it('NGW-1.4: a rating is the mean of the three best stats the position uses, rounded up', () => {
    // Erika Falcon: dribbling 5, shooting 5, heading 3 → 13 / 3 → 5.
    assert.equal(ratingOf(3, FOOTBALLERS[card('Erika Falcon')]?.statLine ?? []), 5);
    // Bruno: rushing out 4, then two 3s → 10 / 3 → 4.
    assert.equal(ratingOf(0, FOOTBALLERS[card("Bruno 'El' Toro")]?.statLine ?? []), 4);
    // Wendy as a MID: interceptions, blocking, tackling 4 → 4.
    assert.equal(ratingOf(2, FOOTBALLERS[card("Wendy 'Monster' Mao")]?.statLine ?? []), 4);
    for (const c of FOOTBALLERS)
      assert.equal(c.rating, ratingOf(POSITIONS.indexOf(c.position), c.statLine), c.name);
  });

  it('NGW-1.5: the schema refuses a card with a bad stat, a missing stat, a wrong rating or a bad skill', () => {
    const erika = FOOTBALLER_DATA.find((c) => c.name === 'Erika Falcon');
    assert.ok(erika && erika.position !== 'GK');
    assert.ok(footballerSchema.safeParse(erika).success);
    const bad = [
      { ...erika, stats: { ...erika.stats, shooting: 6 } },
      { ...erika, stats: { ...erika.stats, shooting: undefined } },
      { ...erika, rating: 4 },
      { ...erika, position: 'GK' },
      {
        ...erika,
        skill: {
          name: 'X',
          text: 'x',
          clauses: [{ when: 'acting', effect: 'win-ball', die: [6] }],
        },
      },
      {
        ...erika,
        skill: { name: 'X', text: 'x', clauses: [{ when: 'defending', effect: 'win-ball' }] },
      },
    ];
    for (const c of bad)
      assert.equal(footballerSchema.safeParse(c).success, false, JSON.stringify(c));
    const trap = {
      name: 'T',
      text: 't',
      window: 'attack',
      when: {},
      effect: { kind: 'win-ball', to: 'DEF' },
    };
    assert.equal(tacticSchema.safeParse(trap).success, false, 'win-ball is a defence effect');
    const setPieceSpeed = {
      name: 'T',
      text: 't',
      window: 'attack',
      when: { contests: ['corner'] },
      effect: { kind: 'speed-battle' },
    };
    assert.equal(tacticSchema.safeParse(setPieceSpeed).success, false);
  });

  it('NGW-1.6: a tactic has an effect, a restriction and a window', () => {
    TACTICS.forEach((t, id) => {
      const compiled = COMPILED_TACTICS[id];
      assert.equal(compiled?.defence, t.window === 'defence');
      assert.ok(t.text.length > 0, t.name);
    });
    const trap = COMPILED_TACTICS[tactic('Offside Trap')];
    assert.equal(trap?.ballAt, 1 << 3);
    assert.equal(trap.effect, TacticEffect.WinBall);
    // The vocabulary compiles: Quick Release is a throw after winning a header.
    const quick = CLAUSES[card("Bruno 'El' Toro")]?.[0];
    assert.equal(quick?.effect, Effect.Succeed);
    assert.equal(quick.kinds, 1 << THROW);
    const demon = CLAUSES[card('Max Gass')] ?? [];
    assert.deepEqual(
      demon.map((c) => [c.defending, c.kinds]),
      [
        [false, 1 << DRIBBLE],
        [true, 1 << PASS],
      ],
    );
  });
});
