/** A simulation's summary as a table for people. */
import { seatName } from '../../core/seats.ts';
import type { SimulationSummary } from './summary.ts';

export function reportText(s: SimulationSummary): string {
  const lines = [
    `${s.game}: ${s.games} games, seed ${s.seed}, options ${JSON.stringify(s.options)}.`,
    '',
    ...resultsTable(s),
    ...teamsTable(s),
    ...boundLines(s),
    '',
    `Drawn games (every seat level): ${s.drawnGames}.`,
    `Game length in actions: mean ${s.meanLength.toFixed(1)}, min ${s.minLength}, max ${s.maxLength}.`,
    '',
    'Final scores (games per score):',
    ...distributionTable(s),
  ];
  return `${lines.join('\n')}\n`;
}

function resultsTable(s: SimulationSummary): string[] {
  const agentWidth = Math.max(5, ...s.seats.map((d) => d.length));
  const head = `${'Seat'.padEnd(8)}${'Agent'.padEnd(agentWidth)}   Wins  Draws  Losses   Win %  Mean score`;
  const rows = s.seats.map((descriptor, seat) => {
    const wins = s.wins[seat] ?? 0;
    const cells = [
      ...resultCells(wins, s.draws[seat] ?? 0, s.losses[seat] ?? 0),
      (s.meanScore[seat] ?? 0).toFixed(2).padStart(11),
    ];
    return `${seatName(seat).padEnd(8)}${descriptor.padEnd(agentWidth)} ${cells.join(' ')}`;
  });
  return [head, ...rows];
}

/** Wins, draws, losses and the share won of the games that finished. */
function resultCells(wins: number, draws: number, losses: number): string[] {
  const finished = wins + draws + losses;
  return [
    String(wins).padStart(6),
    String(draws).padStart(6),
    String(losses).padStart(7),
    (finished ? `${((100 * wins) / finished).toFixed(1)}%` : '–').padStart(7),
  ];
}

function teamsTable(s: SimulationSummary): string[] {
  if (!s.teams) return [];
  const names = s.teams.map((t) => t.seats.map((seat) => seat + 1).join(', '));
  const width = Math.max(5, ...names.map((n) => n.length));
  const head = `${'Team'.padEnd(8)}${'Seats'.padEnd(width)}   Wins  Draws  Losses   Win %`;
  const rows = s.teams.map(
    (t, i) =>
      `${`Team ${i + 1}`.padEnd(8)}${(names[i] ?? '').padEnd(width)} ${resultCells(t.wins, t.draws, t.losses).join(' ')}`,
  );
  return ['', head, ...rows];
}

function boundLines(s: SimulationSummary): string[] {
  if (!s.bound) return [];
  return [
    '',
    `Reached the bound of ${s.bound.actions} actions: ${s.bound.reached} of ${s.games} games (stopped there; results and scores count the ${s.games - s.bound.reached} finished).`,
  ];
}

function distributionTable(s: SimulationSummary): string[] {
  const counts = s.scoreDistribution.map((pairs) => new Map(pairs));
  const scores = [
    ...new Set(s.scoreDistribution.flatMap((pairs) => pairs.map(([score]) => score))),
  ];
  scores.sort((a, b) => a - b);
  const head = `${'Score'.padStart(7)}${s.seats.map((_, seat) => seatName(seat).padStart(9)).join('')}`;
  const rows = scores.map(
    (score) =>
      String(score).padStart(7) +
      counts.map((byScore) => String(byScore.get(score) ?? 0).padStart(9)).join(''),
  );
  return [head, ...rows];
}
