/** The lab's Supernatural Soccer probe counts what the games' own events say happened. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { botFor } from '../../bots/agents.ts';
import { runMatch } from '../../core/match.ts';
import { replayRecord } from '../../core/record.ts';
import { ok } from '../../core/result.ts';
import { inlineExecutor, runLab } from '../../lab/run.ts';
import { NONE } from './board.ts';
import { playable } from './playable.ts';
import type { SsState } from './state.ts';

const bump = (histogram: number[], value: number): void => {
  histogram[value] = (histogram[value] ?? 0) + 1;
};
const dense = (xs: (number | undefined)[]): number[] => Array.from(xs, (x) => x ?? 0);

describe('Supernatural Soccer lab probe', () => {
  it('counts phases per round (SS-4), combat (SS-8), cards, chains (SS-10.4) and what each card resolved or nullified was followed by, as the events do', async () => {
    const bots = ['bot:heuristic', 'bot:random'];
    const games = 20;
    const result = await runLab(
      { game: 'supernatural-soccer', bots, seed: 'probe', games },
      inlineExecutor,
    );
    const probe = result.tallies[0]?.probe;
    assert.ok(probe);

    const players = bots.map((agent, seat) => {
      const bot = botFor(agent, playable);
      assert.ok(bot.ok);
      return { name: `Seat ${seat + 1}`, agent, make: bot.value };
    });
    const roundPhases: number[] = [];
    const rounds: number[] = [];
    const chains: number[] = [];
    const played = new Array<number>(10).fill(0);
    // Per kind: cards resolved, nullified, and followed by their team's point that phase.
    const resolvedCards = new Array<number>(10).fill(0);
    const nullified = new Array<number>(10).fill(0);
    const scored = new Array<number>(10).fill(0);
    let [changes, roundsCounted, attacks, wins, fouls] = [0, 0, 0, 0, 0];
    for (let i = 0; i < games; i++) {
      const match = runMatch(playable.engine, { players, seed: `probe/${i}` });
      assert.ok(match.ok);
      let phases = 0;
      let goals = 0;
      let holder = NONE;
      let pending: { card: number; team: number }[] = [];
      const replayed = replayRecord(
        match.value,
        () => ok(playable.engine),
        (step, state) => {
          const s = state as SsState;
          if (s.carrier !== NONE) {
            if (holder !== NONE && s.carrier >> 1 !== holder) changes++;
            holder = s.carrier >> 1;
          }
          const resolved = step.events.find((e) => e.kind === 'resolve');
          if (resolved) bump(chains, resolved.data?.link as number);
          for (const e of step.events) {
            if (e.kind === 'reveal') phases++;
            // A phase starts with its commitments; cards may resolve before the reveal (SS-10.1).
            if (e.kind === 'commit') pending = [];
            if (e.kind === 'resolve') {
              const card = e.data?.card as number;
              if (e.data?.cancelled === true) bump(nullified, card);
              else {
                bump(resolvedCards, card);
                pending.push({ card, team: (e.seat ?? 0) % 2 });
              }
            }
            if (e.kind === 'play') bump(played, e.data?.card as number);
            if (e.kind === 'combat') {
              const [a, d] = (e.data as { rolls: [number, number] }).rolls;
              attacks++;
              if (a === 8 || d === 8) fouls++;
              else if (a >= d) wins++;
            }
            if (e.kind === 'goal') {
              for (const p of pending) if (p.team === e.data?.team) bump(scored, p.card);
              pending = [];
              bump(roundPhases, phases);
              roundsCounted++;
              phases = 0;
              goals++;
              holder = NONE;
            }
          }
        },
      );
      assert.ok(replayed.ok);
      bump(rounds, goals);
    }
    assert.deepEqual(probe['round.phases'], dense(roundPhases));
    assert.deepEqual(probe.rounds, dense(rounds));
    assert.deepEqual(probe['chain.links'], dense(chains));
    assert.deepEqual(probe.played, played);
    assert.deepEqual(probe.counts, [changes, roundsCounted, attacks, wins, fouls]);
    assert.deepEqual(probe['impact.resolved'], dense(resolvedCards));
    assert.deepEqual(probe['impact.nullified'], dense(nullified));
    assert.deepEqual(probe['impact.scored'], dense(scored));
    assert.ok(attacks > 0 && chains.length > 1, 'combat and chains happened');
    assert.ok(resolvedCards.filter((n) => n > 0).length >= 8, 'most kinds resolved');
  });
});
