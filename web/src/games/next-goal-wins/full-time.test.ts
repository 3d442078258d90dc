import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR, canSee, type GameEvent } from '../../../../src/core/game.ts';
import { seatRef } from '../../../../src/core/seat-words.ts';
import { finalMatchView, matchEventsOf, matchStory } from './full-time.ts';
import type { SeasonView } from './season.ts';
import { playSeason, seasonViewOf } from './season-testing.ts';
import { isNextGoalWinsView, type NextGoalWinsView } from './view.ts';

/** A seeded 3-seat season: the spectator's log at its end, its last view, a match's last view. */
function aSeason(seed: string): {
  log: GameEvent[];
  view: SeasonView;
  lastOfMatch: NextGoalWinsView[];
} {
  let events: readonly GameEvent[] = [];
  const lastOfMatch: NextGoalWinsView[] = [];
  const s = playSeason(3, {}, seed, (met) => {
    events = met.events;
    const view = seasonViewOf(met.state, SPECTATOR);
    if (view.phase === 'match' && isNextGoalWinsView(view.match))
      lastOfMatch[view.fixture] = view.match;
  });
  return {
    log: events.filter((e) => canSee(e, SPECTATOR)),
    view: seasonViewOf(s, SPECTATOR),
    lastOfMatch,
  };
}

const seasons = ['full-time', 'full-time-2', 'full-time-3', 'full-time-4'].map(aSeason);
const { log, view, lastOfMatch } = seasons[0] as ReturnType<typeof aSeason>;
const name = seatRef;

describe('Next Goal Wins: the full time of a season match, from the log (NGW-24)', () => {
  it("cuts each match's events from its first line to its result", () => {
    view.schedule.forEach((fixture, i) => {
      const events = matchEventsOf(log, i);
      assert.ok(events, `match ${i + 1} is in the log`);
      assert.ok(events.length > 0);
      assert.ok(
        events.every((e) => e.kind !== 'season'),
        'no season line inside a match',
      );
      assert.equal(events.at(-1)?.kind, 'full-time');
      assert.equal(
        events.at(-1)?.text,
        `Full time: ${name(fixture.home)} ${fixture.goals?.[0]} - ${fixture.goals?.[1]} ${name(fixture.away)}.`,
      );
    });
    assert.equal(matchEventsOf(log, view.schedule.length), null, 'no such match');
    // While a match is played its events run to the end of the log.
    const start = log.findIndex((e) => e.text.startsWith('Match 2:'));
    assert.equal(matchEventsOf(log.slice(0, start + 4), 1)?.length, 3);
  });

  it('counts the goals of the result, with the score after each and who scored how', () => {
    let named = 0;
    // Several seasons, so that undefended actions and set pieces score too.
    for (const { log, view } of seasons)
      view.schedule.forEach((fixture, i) => {
        const events = matchEventsOf(log, i) ?? [];
        const playing = [fixture.home, fixture.away] as const;
        const story = matchStory(events, playing);
        assert.ok(story.whistle);
        assert.equal(story.attacks, 6, 'three attacks each (NGW-4.2)');
        const goals = fixture.goals ?? [-1, -1];
        assert.equal(story.goals.filter((g) => g.side === 0).length, goals[0]);
        assert.equal(story.goals.filter((g) => g.side === 1).length, goals[1]);
        assert.deepEqual(story.goals.at(-1)?.score ?? [0, 0], goals);
        for (const goal of story.goals) {
          assert.ok(goal.attack >= 1 && goal.attack <= 6);
          assert.notEqual(goal.how, 'goal', 'every goal is told how');
          if (goal.how !== 'penalty') {
            named++;
            assert.ok(goal.scorer, `a scorer for ${goal.how}`);
            // The scorer played for the scoring side: in its lineup, or brought on.
            const side = events.filter(
              (e) =>
                e.seat === playing[goal.side] && (e.kind === 'reveal' || e.kind === 'substitution'),
            );
            assert.ok(
              side.some((e) => e.text.includes(goal.scorer ?? '?')),
              `${goal.scorer} played for side ${goal.side}`,
            );
          }
        }
      });
    assert.ok(named > 20, `named scorers: ${named}`);
  });

  it('names the scorer: the action declared, defended or not, a set piece’s taker, nobody for a penalty', () => {
    const events: GameEvent[] = [
      { kind: 'attack', seat: 2, text: 'Attack 2 of 6: {seat:2} attacks. Score 0 - 0.' },
      { kind: 'set-piece', seat: 2, text: '{seat:2} is given a corner.' },
      { kind: 'taker', seat: 2, text: 'Ada Lind crosses.' },
      { kind: 'taker', seat: 2, text: "Bruno 'El' Toro goes up to head it." },
      { kind: 'taker', seat: 0, text: 'Max Gass challenges in the air.' },
      {
        kind: 'roll',
        seat: 2,
        text: "{seat:2}'s corner: 9 against 7. GOAL!",
        data: { setPiece: 'corner', dice: [3, 2] },
      },
      { kind: 'goal', seat: 2, text: 'GOAL for {seat:2}! {seat:0} 0 - 1 {seat:2}.' },
      { kind: 'attack', seat: 0, text: 'Attack 3 of 6: {seat:0} attacks. Score 0 - 1.' },
      { kind: 'declare', seat: 0, text: "{seat:0}'s Ada Lind (STK) dribbles at Max Gass." },
      { kind: 'set-piece', seat: 0, text: '{seat:0} is given a penalty.' },
      {
        kind: 'roll',
        seat: 0,
        text: "{seat:0}'s penalty: 6 against 1. GOAL!",
        data: { setPiece: 'penalty', dice: [6, 1] },
      },
      { kind: 'goal', seat: 0, text: 'GOAL for {seat:0}! {seat:0} 1 - 1 {seat:2}.' },
      { kind: 'attack', seat: 2, text: 'Attack 4 of 6: {seat:2} attacks. Score 1 - 1.' },
      { kind: 'set-piece', seat: 2, text: '{seat:2} is given a shooting free kick.' },
      { kind: 'taker', seat: 2, text: "Bruno 'El' Toro shoots." },
      {
        kind: 'roll',
        seat: 2,
        text: "{seat:2}'s shooting free kick: 12 against 9. GOAL!",
        data: { setPiece: 'shooting free kick', dice: [3, 4, 2] },
      },
      { kind: 'goal', seat: 2, text: 'GOAL for {seat:2}! {seat:0} 1 - 2 {seat:2}.' },
      { kind: 'attack', seat: 0, text: 'Attack 5 of 6: {seat:0} attacks. Score 1 - 2.' },
      {
        kind: 'declare',
        seat: 0,
        text: "{seat:0}'s Ana 'Zizi' Cruz (STK) shoots at Max Gass in a speed battle.",
      },
      {
        kind: 'roll',
        seat: 0,
        text: "Ana 'Zizi' Cruz's shot (speed battle): 6 against 2. It comes off.",
        data: { dice: [6, 2] },
      },
      { kind: 'booking', seat: 2, text: "{seat:2}'s Max Gass (DEF) is shown a red card." },
      { kind: 'goal', seat: 0, text: 'GOAL for {seat:0}! {seat:0} 2 - 2 {seat:2}.' },
      { kind: 'booking', seat: 2, text: '{seat:2} plays on with the place empty.' },
      { kind: 'attack', seat: 2, text: 'Attack 6 of 6: {seat:2} attacks. Score 2 - 2.' },
      { kind: 'declare', seat: 2, text: "{seat:2}'s Bruno 'El' Toro (STK) dribbles at Rangi." },
      { kind: 'defend', seat: 0, text: '{seat:0} does not defend.' },
      { kind: 'goal', seat: 2, text: 'GOAL for {seat:2}! {seat:0} 2 - 3 {seat:2}.' },
      {
        kind: 'booking',
        seat: 0,
        text: "{seat:0}'s Ada Lind (MID) is injured and leaves the match.",
      },
    ];
    // Seat 1 (seat 0) at home against Seat 3 (seat 2): events name season seats.
    const story = matchStory(events, [0, 2]);
    assert.deepEqual(
      story.goals.map((g) => [g.side, g.attack, g.scorer, g.how, g.score.join('-')]),
      [
        [1, 2, "Bruno 'El' Toro", 'corner', '0-1'],
        [0, 3, null, 'penalty', '1-1'],
        [1, 4, "Bruno 'El' Toro", 'shooting free kick', '1-2'],
        [0, 5, "Ana 'Zizi' Cruz", 'shot', '2-2'],
        [1, 6, "Bruno 'El' Toro", 'dribble', '2-3'],
      ],
    );
    assert.deepEqual(story.incidents, [
      "{seat:2}'s Max Gass (DEF) is shown a red card.",
      "{seat:0}'s Ada Lind (MID) is injured and leaves the match.",
    ]);
    assert.equal(story.whistle, false, 'no whistle in this log');
    assert.equal(story.attacks, 6);
  });

  it('freezes the last picture of a match at the final whistle, its score the result', () => {
    view.schedule.forEach((fixture, i) => {
      const last = lastOfMatch[i];
      assert.ok(last && fixture.goals);
      const story = matchStory(matchEventsOf(log, i) ?? [], [fixture.home, fixture.away]);
      const frozen = finalMatchView(last, fixture.goals, story.attacks);
      assert.equal(frozen.phase, 'over');
      assert.deepEqual(
        frozen.teams.map((t) => t.goals),
        fixture.goals,
      );
      assert.equal(frozen.match.attackNo, 6);
      assert.deepEqual(frozen.teams[0].lineup, last.teams[0].lineup, 'the pitch as last seen');
      assert.notEqual(last.phase, 'over', 'the last view itself is left alone');
    });
    const first = lastOfMatch[0];
    assert.ok(first);
    // Without the log's attacks, the attack in play is taken as the last.
    const guessed = finalMatchView({ ...first, match: { ...first.match, attackNo: 5 } }, [0, 0], 0);
    assert.equal(guessed.match.attackNo, 6);
  });
});
