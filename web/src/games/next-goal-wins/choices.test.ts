import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../../../src/core/rng.ts';
import { nextGoalWins } from '../../../../src/games/next-goal-wins/engine.ts';
import {
  arrange,
  ballAt,
  card,
  dice,
  play,
  tactic,
} from '../../../../src/games/next-goal-wins/fixtures.ts';
import type { LegalChoice } from '../../protocol.ts';
import {
  NOTHING,
  benchClick,
  liveSelection,
  pendingSubIn,
  placeClick,
  sortChoices,
  withTactic,
  type NgwChoices,
} from './choices.ts';
import { ballAt as ballShown, benchOf } from './match.ts';
import { choicesOf, viewOf } from './testing.ts';

const kinds = (choices: readonly LegalChoice[]): string[] =>
  choices.map((c) => `${c.info?.kind ?? '?'}${c.info?.card === undefined ? '' : '+tactic'}`);

describe('Next Goal Wins: a click on the board stands for one legal choice', () => {
  it('starts the clicked squad footballer in the place being chosen (NGW-3.1)', () => {
    const s = nextGoalWins.setup(nextGoalWins.facts.options.parse({}), 2, Rng.fromSeed('pick'));
    const choices = sortChoices(choicesOf(s, 0));
    const squad = viewOf(s, 0).teams[0].squad ?? [];
    assert.equal(choices.pickPlace, 0);
    assert.deepEqual([...choices.picks.keys()].sort(), [...squad].sort());
    const keeper = squad[3] ?? -1;
    const click = benchClick(choices, keeper);
    assert.ok(click?.kind === 'play');
    assert.equal(click.choice.info?.card, keeper);
    play(s, click.choice.action, 0);
    assert.equal(viewOf(s, 0).teams[0].lineup[0], keeper);
    assert.equal(sortChoices(choicesOf(s, 0)).pickPlace, 1, 'the DEF is chosen next');
  });

  it('offers the actions beside the ball, plain or with the tactic picked up (NGW-5, NGW-15.2)', () => {
    const s = arrange({ tactics: [['Through Ball'], []] });
    const choices = sortChoices(choicesOf(s, 0));
    assert.deepEqual(kinds(withTactic(choices.plays, null)), ['pass', 'throw', 'punt']);
    const through = tactic('Through Ball');
    assert.ok(choices.tactics.has(through));
    assert.deepEqual(kinds(withTactic(choices.plays, through)), ['pass+tactic']);
    assert.equal(placeClick(choices, NOTHING, 0, 0, 1), null, 'a pass is not a click on the DEF');
  });

  it('offers the answers to a declared action, and a defence tactic (NGW-6.3, NGW-15)', () => {
    const s = arrange({ tactics: [[], ['Man Marking']] });
    ballAt(s, 2);
    play(s, sortChoices(choicesOf(s, 0)).plays[0]?.action ?? -1);
    const choices = sortChoices(choicesOf(s, 1));
    assert.deepEqual(kinds(withTactic(choices.plays, null)), ['no-defence', 'defend']);
    assert.deepEqual(kinds(withTactic(choices.plays, tactic('Man Marking'))), ['defend+tactic']);
  });

  it('substitutes a bench footballer clicked first, then its place (NGW-11.1)', () => {
    const s = arrange({ attackNo: 1 });
    let choices = sortChoices(choicesOf(s, 0));
    assert.ok(choices.done, 'done with substitutions');
    const comingOn = card('Amara Diallo');
    assert.deepEqual(benchClick(choices, comingOn), { kind: 'select' });
    const selection = liveSelection({ tactic: null, bench: comingOn }, choices);
    const click = placeClick(choices, selection, 0, 0, 1);
    assert.equal(click?.choice.info?.kind, 'sub-out');
    assert.deepEqual(click.pending, { card: comingOn, place: 1 });
    play(s, click.choice.action);
    choices = sortChoices(choicesOf(s, 0));
    const subIn = pendingSubIn(choices, click.pending);
    assert.equal(subIn?.info?.card, comingOn);
    play(s, subIn.action);
    assert.equal(viewOf(s, 0).teams[0].lineup[1], comingOn);
  });

  it('also takes a footballer off first, then brings the clicked one on (NGW-11.1)', () => {
    const s = arrange({ attackNo: 1 });
    const off = placeClick(sortChoices(choicesOf(s, 0)), NOTHING, 0, 0, 3);
    assert.equal(off?.pending, null);
    play(s, off.choice.action);
    const choices = sortChoices(choicesOf(s, 0));
    assert.equal(choices.subInPlace, 3);
    const click = benchClick(choices, card('Diego Morales'));
    assert.equal(click?.kind === 'play' ? click.choice.info?.kind : null, 'sub-in');
    assert.equal(placeClick(choices, NOTHING, 0, 0, 3), null, 'the place waits for the bench');
  });

  it('drops a bench footballer picked up once no place can be changed', () => {
    const choices = sortChoices([{ action: 10, label: 'Done', info: { kind: 'done' } }]);
    assert.deepEqual(liveSelection({ tactic: 3, bench: 7 }, choices), NOTHING);
  });

  it("targets a tied footballer on the opponent's side (NGW-15.5)", () => {
    const squads = [
      [
        'Yuki Tanabe',
        'Jonas Weber',
        'Hana Kobayashi',
        'Diego Morales',
        'Dario Conti',
        'Amara Diallo',
        'Erika Falcon',
      ],
      [
        'Kofi Mensah',
        'Mei Lin Zhou',
        'Emeka Nwosu',
        'Chloé Marchand',
        'Sam Whitfield',
        'Tariq Haddad',
        'Hamza Belkacem',
      ],
    ] as const;
    const s = arrange({ squads, tactics: [[], ['Man Marking']] });
    play(s, sortChoices(choicesOf(s, 0)).plays[0]?.action ?? -1);
    const marking = withTactic(sortChoices(choicesOf(s, 1)).plays, tactic('Man Marking'))[0];
    play(s, marking?.action ?? -1);
    const choices = sortChoices(choicesOf(s, 1));
    assert.deepEqual([...choices.targets.keys()].sort(), [1, 2, 3], 'their DEF, MID and STK');
    assert.equal(placeClick(choices, NOTHING, 0, 1, 2)?.choice.info?.kind, 'target');
    assert.equal(placeClick(choices, NOTHING, 1, 1, 2), null, 'not one of its own');
  });

  it("picks a corner's taker and header by place (NGW-8.1, NGW-9.2)", () => {
    const s = arrange();
    ballAt(s, 3, 'pass');
    dice(s, 1, 3); // Erika Falcon's 5 + 1 against Kofi Mensah's 3 + 3: a corner
    const shot = sortChoices(choicesOf(s, 0)).plays.find((c) => c.info?.kind === 'shoot');
    play(s, shot?.action ?? -1);
    play(
      s,
      sortChoices(choicesOf(s, 1)).plays.find((c) => c.info?.kind === 'defend')?.action ?? -1,
    );
    let choices = sortChoices(choicesOf(s, 0));
    assert.deepEqual([...choices.setPiece.keys()], [1, 2, 3]);
    assert.equal(placeClick(choices, NOTHING, 0, 0, 0), null, 'the keeper takes no corner');
    const taker = placeClick(choices, NOTHING, 0, 0, 2);
    assert.equal(taker?.choice.info?.kind, 'taker');
    play(s, taker.choice.action);
    choices = sortChoices(choicesOf(s, 0));
    assert.deepEqual([...choices.setPiece.keys()], [1, 3], 'the taker does not head');
    assert.equal(placeClick(choices, NOTHING, 0, 0, 3)?.choice.info?.kind, 'header');
  });

  it('puts free kicks and set pieces for nobody in the decision (NGW-9.1, NGW-9.5)', () => {
    const choices = sortChoices([
      {
        action: 210,
        label: 'Take a crossing free kick',
        info: { kind: 'free-kick', side: 'crossing' },
      },
      {
        action: 211,
        label: 'Take a shooting free kick',
        info: { kind: 'free-kick', side: 'shooting' },
      },
      { action: 220, label: 'Nobody can cross', info: { kind: 'taker', index: 0 } },
      { action: 999, label: 'Something new', info: { kind: 'unheard-of' } },
      { action: 998, label: 'No info' },
    ]);
    assert.deepEqual(
      choices.freeKicks.map((c) => c.action),
      [210, 211],
    );
    assert.deepEqual(
      choices.nobody.map((c) => c.action),
      [220],
    );
    assert.equal(choices.setPiece.size, 0);
    assert.equal(choices.plays.length, 0, 'unknown kinds stay with the shell');
  });
});

/** Every legal choice of `seat` now, as the board places it; fails where it places none. */
function checkPlaced(
  choices: NgwChoices,
  legal: readonly LegalChoice[],
  s: Parameters<typeof viewOf>[0],
  seat: number,
): void {
  const view = viewOf(s, seat);
  const own = view.teams[seat === 1 ? 1 : 0];
  const bench = benchOf(view, seat === 1 ? 1 : 0).faceUp;
  const hand = own.tactics ?? [];
  const placed = new Set<number>();
  const add = (choice: LegalChoice): void => {
    const played = choice.info?.card;
    if (played !== undefined && !['pick', 'sub-in'].includes(choice.info?.kind ?? ''))
      assert.ok(hand.includes(played), `tactic ${played} is in the hand to pick up`);
    placed.add(choice.action);
  };
  for (const [id, choice] of [...choices.picks, ...choices.subIn]) {
    assert.ok(bench.includes(id), `card ${id} is on the bench to click`);
    add(choice);
  }
  for (const [place, choice] of choices.subOut) {
    assert.notEqual(own.lineup[place], null, `somebody to take off at ${place}`);
    add(choice);
  }
  for (const [key, choice] of choices.targets) {
    assert.notEqual(view.teams[key >> 2 === 1 ? 1 : 0].lineup[key & 3], null, 'a target to click');
    add(choice);
  }
  for (const [place, list] of choices.setPiece) {
    assert.notEqual(own.lineup[place], null, `a set-piece footballer at ${place}`);
    list.forEach(add);
  }
  if (choices.plays.length > 0) assert.ok(ballShown(view), 'the ball is shown, with its tray');
  [...choices.plays, ...choices.freeKicks, ...choices.nobody].forEach(add);
  if (choices.done) add(choices.done);
  assert.deepEqual(
    [...placed].sort((a, b) => a - b),
    legal.map((c) => c.action),
    `${view.phase}: every legal choice is on the board`,
  );
}

describe('Next Goal Wins: every legal choice of a whole match has its place on the board', () => {
  it('in 30 seeded random matches', () => {
    const phases = new Set<string>();
    for (let game = 0; game < 30; game++) {
      const s = nextGoalWins.setup(
        nextGoalWins.facts.options.parse({ attacks: 3 + (game % 3), noRepeat: game % 2 === 1 }),
        2,
        Rng.fromSeed(`board-${game}`),
      );
      const rng = Rng.fromSeed(`moves-${game}`);
      for (let step = 0; nextGoalWins.actors(s).length > 0; step++) {
        assert.ok(step < 2_000, 'the match ends');
        const seat = nextGoalWins.actors(s)[rng.int(nextGoalWins.actors(s).length)] ?? 0;
        const legal = choicesOf(s, seat);
        const choices = sortChoices(legal);
        checkPlaced(choices, legal, s, seat);
        phases.add(viewOf(s, seat).phase);
        const chosen = legal[rng.int(legal.length)];
        assert.ok(chosen);
        const off = chosen.info?.kind === 'sub-out' ? (chosen.info.index ?? -1) : -1;
        const bench = benchOf(viewOf(s, seat), seat === 1 ? 1 : 0).faceUp;
        nextGoalWins.apply(s, seat, chosen.action);
        if (off >= 0) {
          const comingOn = bench[rng.int(bench.length)] ?? -1;
          const next = pendingSubIn(sortChoices(choicesOf(s, seat)), {
            card: comingOn,
            place: off,
          });
          assert.equal(next?.info?.card, comingOn, 'the bench footballer clicked first comes on');
        }
      }
    }
    // prettier-ignore
    const every = ['pick', 'substitute', 'substitute-in', 'replace', 'declare', 'defend', 'target',
      'foul-choice', 'taker', 'header', 'set-piece-defence'];
    assert.deepEqual([...phases].sort(), every.sort(), 'every kind of decision was met');
  });
});
