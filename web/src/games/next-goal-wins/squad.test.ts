import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { footballer } from './cards.ts';
import type { SeasonView } from './season.ts';
import { newSeason, playSeason, seasonViewOf } from './season-testing.ts';
import { boostWords, heldWords, squadHeading, squadOf, statWord } from './squad.ts';

/** A real view after the first seat's draft, with marks set on its squad by hand. */
function drafted(): SeasonView {
  const s = newSeason(3, {}, 'squad-marks');
  return seasonViewOf(s, 0);
}

describe("Next Goal Wins: the viewer's squad between matches (NGW-28, NGW-29)", () => {
  it('lists the own footballers from the keeper forward, and nothing for a spectator', () => {
    const view = drafted();
    const squad = squadOf(view);
    assert.equal(squad.length, view.hand?.footballers.length);
    const order = ['GK', 'DEF', 'MID', 'STK'];
    const positions = squad.map((e) => order.indexOf(footballer(e.card)?.position ?? ''));
    assert.deepEqual(
      positions,
      [...positions].sort((a, b) => a - b),
    );
    assert.deepEqual(squadOf(seasonViewOf(newSeason(3, {}, 'squad-marks'), -1)), []);
  });

  it('marks injuries, bans, loans and the stat changes waiting for the next match', () => {
    const view = drafted();
    const [a, b, c] = view.hand?.footballers ?? [];
    assert.ok(a !== undefined && b !== undefined && c !== undefined);
    const me = view.players[0];
    assert.ok(me);
    const marked: SeasonView = {
      ...view,
      players: [
        {
          ...me,
          out: [
            { card: a, injured: true, banned: false },
            { card: b, injured: true, banned: true },
          ],
          boosts: [
            [c, 3, 1],
            [c, 3, 1],
            [a, 2, -2],
          ],
          loanedIn: [{ card: c, from: 2 }],
        },
        ...view.players.slice(1),
      ],
    };
    const squad = new Map(squadOf(marked).map((e) => [e.card, e]));
    assert.deepEqual(
      [squad.get(a)?.injured, squad.get(a)?.banned, squad.get(b)?.banned],
      [true, false, true],
    );
    assert.deepEqual([...(squad.get(c)?.changes ?? [])], [[3, 2]], 'two boosts add up');
    assert.deepEqual([...(squad.get(a)?.changes ?? [])], [[2, -2]]);
    assert.equal(squad.get(c)?.loanFrom, 2);
    assert.equal(squad.get(a)?.loanFrom, null);
  });

  it("words a boost with the stat's name", () => {
    assert.equal(statWord(3), 'shooting');
    assert.equal(statWord(8), 'passing', "a keeper's passing");
    assert.equal(statWord(13), 'rushing out');
    const name = footballer(5)?.name ?? '';
    assert.equal(boostWords([5, 3, 1]), `${name} +1 shooting`);
    assert.equal(boostWords([5, 11, -2]), `${name} −2 saving`);
  });
});

describe("Next Goal Wins: the squad panel's counts against the limits (NGW-24.4)", () => {
  it('counts a hand within its limits as so many of the limit', () => {
    assert.equal(squadHeading(7, 1), 'Your squad: 7 of 7 footballers, 1 of 3 tactic cards');
    assert.equal(heldWords(3, 3, 'tactic card'), '3 of 3 tactic cards');
  });

  it('says how many must go when the after-match draw takes a hand over its limit', () => {
    // A real after-match: a seat holding three tactic cards draws two more.
    let over: SeasonView | undefined;
    playSeason(3, {}, 'squad-over', ({ state, seat }) => {
      const view = seasonViewOf(state, seat);
      if (!over && (view.hand?.tactics.length ?? 0) > 3) over = view;
    });
    assert.ok(over?.hand, 'a seat went over the tactic limit');
    const held = over.hand.tactics.length;
    const heading = squadHeading(over.hand.footballers.length, held);
    assert.doesNotMatch(heading, / of 3 tactic/);
    assert.match(
      heading,
      new RegExp(`, ${held} tactic cards, ${held - 3} over the limit of 3: let ${held - 3} go$`),
    );
    assert.equal(heldWords(8, 7, 'footballer'), '8 footballers, 1 over the limit of 7: let 1 go');
  });
});
