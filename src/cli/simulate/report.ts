/** A simulation's summary as a table for people. */
import { seatName } from '../../core/seats.ts';
import type { SimulationSummary } from './summary.ts';

export function reportText(s: SimulationSummary): string {
  const lines = [
    `${s.game}: ${s.games} games, seed ${s.seed}, options ${JSON.stringify(s.options)}.`,
    '',
    ...resultsTable(s),
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
      String(wins).padStart(6),
      String(s.draws[seat] ?? 0).padStart(6),
      String(s.losses[seat] ?? 0).padStart(7),
      `${((100 * wins) / s.games).toFixed(1)}%`.padStart(7),
      (s.meanScore[seat] ?? 0).toFixed(2).padStart(11),
    ];
    return `${seatName(seat).padEnd(8)}${descriptor.padEnd(agentWidth)} ${cells.join(' ')}`;
  });
  return [head, ...rows];
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
