/**
 * A player's fixtures in one competition (issue #35, "the player's fixtures"): the games they
 * played (with results), the one being played, and what is still to come: a competition not
 * yet started, a game drawn whose table is being made, a league's later rounds (its schedule is
 * fixed at the start), or in any other format the next round, drawn when this one ends, while
 * the player is still in it. Pure: read from the competition as the store loads it.
 */
import { knockoutBracket } from '../../competitions/bracket.ts';
import { roundRobin } from '../../competitions/round-robin.ts';
import { knockoutStageName, knockoutStages, roundName } from '../../competitions/round-names.ts';
import { seatsOf, type Competition } from './model.ts';
import { lastRound } from './pairing.ts';
import type { PlayerFixture } from './wire.ts';

export function fixturesOf(c: Competition, player: string): PlayerFixture[] {
  const { row } = c;
  const competition = {
    id: row.id,
    name: row.name,
    game: row.settings.game,
    format: row.settings.format,
    status: row.status,
    startsAt: row.startsAt,
  };
  const names = new Map(c.entrants.map((e) => [e.player, e.name]));
  const nameOf = (p: string): string => names.get(p) ?? 'a former entrant';
  const base = { competition, tableId: null, result: null, bye: false, seat: 0 };
  if (row.status === 'entry')
    return [{ ...base, state: 'upcoming', round: null, roundName: null, opponents: [] }];
  const out: PlayerFixture[] = [];
  for (const f of c.fixtures) {
    const seats = seatsOf(f);
    const seat = seats.indexOf(player);
    if (seat < 0) continue;
    out.push({
      ...base,
      state: f.result || f.second === null ? 'played' : f.tableId ? 'playing' : 'upcoming',
      round: f.round,
      roundName: roundName(c, f),
      opponents: seats.filter((p) => p !== player).map(nameOf),
      bye: f.second === null,
      tableId: f.tableId,
      result: f.result,
      seat,
    });
  }
  if (row.status !== 'running') return out;
  const me = c.entrants.find((e) => e.player === player);
  if (!me) return out;
  const last = lastRound(c);
  if (row.settings.format === 'league') {
    // The league's schedule is the circle method's, fixed by the order of entry.
    const schedule = roundRobin(
      c.entrants.map((e) => e.player),
      row.settings.legs,
    );
    schedule.slice(last).forEach((pairs, i) => {
      // A round without the player is their rest (an odd field).
      const pair = pairs.find(([a, b]) => a === player || b === player);
      if (!pair) return;
      const seat = pair[0] === player ? 0 : 1;
      const other = pair[1 - seat] ?? '';
      out.push({
        ...base,
        state: 'upcoming',
        round: last + i + 1,
        roundName: `Round ${String(last + i + 1)}`,
        opponents: [nameOf(other)],
        seat,
      });
    });
    return out;
  }
  // The next round, once this one's game is played: a Swiss pairs a withdrawn entrant no
  // more, a knockout only those still in.
  if (out.some((f) => f.state !== 'played')) return out;
  if (row.settings.format === 'swiss' && me.withdrawnAt !== null) return out;
  let opponents: string[] = [];
  let name = `Round ${String(last + 1)}`;
  if (row.settings.format === 'knockout') {
    // Still in: their latest tie is one to come (the winners carried into it), not yet decided.
    const ties = knockoutBracket(c)
      .flat()
      .filter((t) => t.first === player || t.second === player);
    const next = ties.at(-1);
    if (!next || next.winner !== null) return out;
    const other = next.first === player ? next.second : next.first;
    opponents = other === null ? [] : [nameOf(other)];
    name = knockoutStageName(next.stage, knockoutStages(c.fixtures));
  }
  out.push({ ...base, state: 'upcoming', round: last + 1, roundName: name, opponents });
  return out;
}
