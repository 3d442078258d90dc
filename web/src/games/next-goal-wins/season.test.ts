import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seatRef } from '../../../../src/core/seat-words.ts';
import { SEASON_PHASES } from '../../../../src/games/next-goal-wins/season/view.ts';
import { footballer, tactic } from './cards.ts';
import {
  SPECTATOR,
  eventFocus,
  isDeciding,
  isSeasonView,
  lastResult,
  lastDeckNamed,
  panelOf,
  playsMatch,
  pointsBySeat,
  sideSeats,
  sinceMatchStart,
  stageWords,
  type SeasonView,
} from './season.ts';
import { engine, newSeason, playSeason, seasonViewOf } from './season-testing.ts';
import { viewOf } from './testing.ts';
import { arrange } from '../../../../src/games/next-goal-wins/fixtures.ts';

/** Every view met in a seeded 3-seat season with loans and managers, for every viewer. */
function viewsOfASeason(): { views: SeasonView[]; last: SeasonView[] } {
  const views: SeasonView[] = [];
  const s = playSeason(3, { managers: true, exchange: true }, 'board-views', ({ state }) => {
    for (const viewer of [SPECTATOR, 0, 1, 2]) views.push(seasonViewOf(state, viewer));
  });
  return { views, last: [SPECTATOR, 0, 1, 2].map((v) => seasonViewOf(s, v)) };
}

const { views, last } = viewsOfASeason();

describe('Next Goal Wins: the season board reads a season view (NGW-20 on)', () => {
  it('knows a season view from a match view and from anything else', () => {
    for (const view of views) assert.ok(isSeasonView(view));
    // NGW-20.2: the one-match mode deals two random squads; its view is a season's too.
    const matchMode = seasonViewOf(newSeason(2, { mode: 'match' }, 'match-mode'), 0);
    assert.ok(isSeasonView(matchMode));
    assert.equal(matchMode.mode, 'match');
    assert.deepEqual(sideSeats(matchMode), [0, 1]);
    assert.ok(!isSeasonView(viewOf(arrange({}), 0)), "a match's own view is not a season's");
    for (const junk of [null, 3, 'season', {}, { viewer: 0, mode: 'cup' }])
      assert.ok(!isSeasonView(junk));
  });

  it('gives every phase a panel, and the phases met in a season their own', () => {
    const panels = new Set(
      SEASON_PHASES.map((phase) => panelOf({ ...views[0], phase } as SeasonView)),
    );
    assert.deepEqual([...panels].sort(), [
      'champion',
      'discard',
      'draft',
      'event',
      'loan',
      'match',
      'transfer',
    ]);
    const met = new Set(views.map((v) => v.phase));
    for (const phase of ['draft-deck', 'draft-tactic', 'loan', 'match', 'transfer'])
      assert.ok(met.has(phase as SeasonView['phase']), `the season met ${phase}`);
  });

  it("speaks to the seat deciding and names it to everyone else, never an offer's cards (NGW-30.4)", () => {
    let drafts = 0;
    let discards = 0;
    for (const view of views) {
      const words = stageWords(view);
      assert.ok(words.length > 0, `words for ${view.phase}`);
      const p = view.pending;
      if (!p || p.seat < 0) continue;
      if (p.seat === view.viewer) assert.match(words, /^You /);
      else assert.ok(words.startsWith(`${seatRef(p.seat)} `), words);
      if (view.phase === 'draft-tactic' && p.seat !== view.viewer) {
        drafts++;
        assert.equal(p.offer, null, 'the offer is hidden from others');
        const mine = views.find(
          (v) => v.viewer === p.seat && v.phase === 'draft-tactic' && v.pending?.seat === p.seat,
        );
        for (const id of mine?.pending?.offer ?? [])
          assert.ok(!words.includes(tactic(id)?.name ?? '?'));
      }
      if (view.phase === 'discard') {
        const held = view.players[p.seat];
        assert.ok(held);
        discards++;
        // NGW-24.4: footballers over 7 go first, then tactic cards over 3.
        if (held.footballers > 7) assert.match(words, /must let a footballer go.*the limit is 7/);
        else assert.match(words, new RegExp(`let a tactic card go: ${held.tacticCount} held`));
      }
      if (view.phase === 'draft-deck')
        assert.match(words, /drafting: (drew from [A-Z]+; )?\d more footballers? to draw/);
    }
    assert.ok(drafts > 0 && discards > 0);
  });

  it('tells the others which deck a seat drafted or signed from, never the card (NGW-21.2, NGW-25.3)', () => {
    let told = 0;
    for (let i = 0; i + 3 < views.length; i += 4) {
      const [spectator, ...seats] = views.slice(i, i + 4);
      const p = spectator?.pending;
      if (!spectator || !p || (p.phase !== 'draft-deck' && p.phase !== 'transfer')) continue;
      const own = seats[p.seat];
      const verb = p.phase === 'draft-deck' ? 'drew' : 'signed';
      const deck = lastDeckNamed(
        spectator,
        p.seat,
        p.phase === 'draft-deck' ? 'drafts' : 'transfers',
      );
      if (p.phase === 'draft-deck') {
        // The last footballer the seat drafted is the one from that deck.
        const drafted = p.picksLeft < 3 ? own?.hand?.footballers.at(-1) : undefined;
        assert.equal(deck, drafted === undefined ? null : footballer(drafted)?.position);
      }
      if (deck === null) continue;
      told++;
      assert.ok(stageWords(spectator).includes(`${verb} from ${deck}; `));
      assert.ok(
        !stageWords(own ?? spectator).includes(`${verb} from`),
        'the seat itself sees its card',
      );
      for (const card of own?.hand?.footballers ?? [])
        assert.ok(!stageWords(spectator).includes(footballer(card)?.name ?? '?'));
    }
    assert.ok(told > 0);
  });

  it('says who plays the match in play and who only watches it (NGW-22.4)', () => {
    const matches = views.filter((v) => v.phase === 'match');
    assert.ok(matches.length > 0);
    for (const view of matches) {
      const [a, b] = sideSeats(view);
      assert.equal(playsMatch(view), view.viewer === a || view.viewer === b);
      assert.equal(
        stageWords(view),
        `Match ${view.fixture + 1}: ${seatRef(a)} against ${seatRef(b)}`,
      );
      assert.equal(view.schedule[view.fixture]?.home, a);
      assert.equal(view.schedule[view.fixture]?.away, b);
    }
  });

  it('marks every seat still to choose a loan, and only the actor otherwise (NGW-29.1)', () => {
    for (const view of views) {
      const deciding = view.players.filter((p) => isDeciding(view, p.seat)).map((p) => p.seat);
      if (view.phase === 'loan')
        assert.deepEqual(
          deciding,
          view.players.filter((p) => !p.loanChosen).map((p) => p.seat),
        );
      else if (view.pending) assert.deepEqual(deciding, [view.pending.seat]);
      else assert.deepEqual(deciding, []);
    }
  });

  it('names the champions and scores points as the outcome does (NGW-23.4)', () => {
    const outcome = engine.outcome(
      playSeason(3, { managers: true, exchange: true }, 'board-views', () => {}),
    );
    assert.ok(outcome);
    for (const view of last) {
      assert.equal(view.phase, 'over');
      assert.equal(panelOf(view), 'champion');
      assert.deepEqual(pointsBySeat(view), outcome.scores);
      const champions = view.champions ?? [];
      assert.ok(champions.length >= 1);
      const words = stageWords(view);
      for (const seat of champions) assert.ok(words.includes(seatRef(seat)), words);
    }
  });

  it('finds the latest result for the after-match panel (NGW-24)', () => {
    for (const view of views) {
      const played = view.schedule.filter((f) => f.goals !== null).length;
      const latest = lastResult(view);
      // Matches are played in the listed order (NGW-22.4): the latest is the last one scored.
      assert.equal(latest === undefined ? 0 : latest.index + 1, played);
    }
    assert.equal(lastResult(last[0] as SeasonView)?.index, 2);
  });

  it('shows the event being resolved while its drawer chooses, else the latest drawn (NGW-26)', () => {
    const met = new Set<string>();
    // Seasons whose events ask for a footballer, a deck, and one of Lucky Charm's two.
    for (const seed of ['events-0', 'events-4'])
      playSeason(3, { managers: true, exchange: true }, seed, ({ state }) => {
        for (const viewer of [SPECTATOR, 0, 1, 2]) {
          const view = seasonViewOf(state, viewer);
          const focus = eventFocus(view);
          const p = view.pending;
          met.add(view.phase);
          if (p && (p.phase === 'event-target' || p.phase === 'event-deck'))
            assert.deepEqual(focus, {
              event: p.event,
              drawer: p.drawer,
              team: p.phase === 'event-target' ? p.eventTeam : -1,
              resolving: true,
            });
          else if (view.eventsUsed.length === 0) assert.equal(focus, null);
          else
            // NGW-27.2: while Lucky Charm's two are on offer, none of them is resolved yet.
            assert.deepEqual(focus, {
              event: view.eventsUsed.at(-1),
              drawer: view.eventDrawers.at(-1),
              team: -1,
              resolving: false,
            });
        }
      });
    for (const phase of ['event-target', 'event-deck', 'event-choice'])
      assert.ok(met.has(phase), `the seasons met ${phase}`);
  });

  it("hands the match board only the match's own log, from its first line", () => {
    const log = [
      { kind: 'season', text: 'Match 1: Seat 1 against Seat 2.' },
      { kind: 'roll', text: 'old roll' },
      { kind: 'season', text: 'Seat 1 draws the event Game Plan.' },
      { kind: 'season', text: 'Match 2: Seat 1 against Seat 3.' },
      { kind: 'roll', text: 'new roll' },
    ];
    assert.deepEqual(
      sinceMatchStart(log).map((e) => e.text),
      ['new roll'],
    );
    assert.equal(sinceMatchStart(log.slice(1, 3)).length, 2, 'no match line: the whole log');
  });

  it('draws every footballer a season view names', () => {
    for (const view of views)
      for (const card of view.hand?.footballers ?? []) assert.ok(footballer(card), `card ${card}`);
  });
});
