/** The pitch and the match in words, for the terminal and the golden transcripts. */
import { seatRef } from '../../core/seat-words.ts';
import {
  COLUMNS,
  COUNTERS_PER_TEAM,
  CROSS_DICE,
  KEEPER_SPACE,
  KICK_OFF_SPACE,
  LONG_SHOT_SPACE,
  NONE,
  NUMBER_OF,
  ROWS,
  cellAt,
  shirtOf,
} from './board.ts';
import { CARD_KINDS, CARD_TEXTS } from './vocabulary.ts';
import { FULL_TIME, HALF_TIME, golazoTeams } from './facts.ts';
import type { GolazoView } from './view.ts';
import { ABILITY_TEXTS, MANAGERS, TARGETS, TEAM_NAMES, scoreWords } from './vocabulary.ts';

const COLUMN_NAMES = Array.from({ length: COLUMNS }, (_, c) => String.fromCharCode(97 + c));

/** A cell's mark when empty: what the pitch shows there (GZ-1). */
function groundMark(cell: number): string {
  if (KEEPER_SPACE.includes(cell)) return 'G';
  if (KICK_OFF_SPACE.includes(cell)) return 'K';
  if (LONG_SHOT_SPACE.includes(cell)) return 'L';
  if (NUMBER_OF[cell]) return String(NUMBER_OF[cell]);
  if (CROSS_DICE[cell]) return `x${CROSS_DICE[cell]}`;
  return '.';
}

/** Reds are r1–r11, Blues b1–b11; the carrier wears a star. */
function cellMark(v: GolazoView, counters: readonly number[], cell: number): string {
  const counter = counters[cell] as number;
  if (counter === NONE) return groundMark(cell).padEnd(4);
  const mark = `${counter < COUNTERS_PER_TEAM ? 'r' : 'b'}${shirtOf(counter)}`;
  return (mark + (counter === v.carrier ? '*' : '')).padEnd(4);
}

export function pitchText(v: GolazoView): string[] {
  const counters = new Array<number>(COLUMNS * ROWS).fill(NONE);
  v.cells.forEach((cell, counter) => {
    if (cell !== NONE) counters[cell] = counter;
  });
  const lines: string[] = [];
  for (let row = ROWS - 1; row >= 0; row--) {
    let line = `${String(row + 1).padStart(2)} `;
    for (let column = 0; column < COLUMNS; column++)
      line += cellMark(v, counters, cellAt(column, row));
    lines.push(line.trimEnd());
    if (row === ROWS / 2) lines.push('   ' + '-'.repeat(COLUMNS * 4 - 1));
  }
  lines.push(
    '   ' +
      COLUMN_NAMES.map((c) => c.padEnd(4))
        .join('')
        .trimEnd(),
  );
  return lines;
}

function clock(v: GolazoView): string {
  if (v.golden) return 'golden goal';
  if (v.stoppageLeft >= 0)
    return `stoppage time, ${v.stoppageLeft} turn${v.stoppageLeft === 1 ? '' : 's'} left`;
  return `timer ${v.timer} (HT at ${HALF_TIME}, FT at ${FULL_TIME}), half ${v.half}`;
}

function duty(v: GolazoView, team: number): string {
  const members = golazoTeams(v.seats)[team] as number[];
  return seatRef(members[v.turn % members.length] as number);
}

function situation(v: GolazoView): string {
  const team = (t: number): string => `${TEAM_NAMES[t]} (${duty(v, t)})`;
  switch (v.phase) {
    case 'start':
      return 'The start roll decides who kicks off.';
    case 'kick-off':
      return `${team(v.kickOffTeam)} to kick off.`;
    case 'roll':
      return `${team(v.carrier < COUNTERS_PER_TEAM ? 0 : 1)} to roll.`;
    case 'moves':
      return `${team(v.mover)} to move: ${v.movesLeft} move${v.movesLeft === 1 ? '' : 's'} left${v.canTackle ? ', may tackle' : ''}.`;
    case 'window':
      return `${team(v.actingTeam)} may spring a card.`;
    case 'key-event':
      return `${team(v.carrier < COUNTERS_PER_TEAM ? 0 : 1)} may take a key event.`;
    case 'commit':
      return `${team(v.shooter)} shoot, ${team(1 - v.shooter)} save: ${v.picked.filter(Boolean).length} of 2 picked.`;
    case 'clearance':
      return `${team(v.actingTeam)}: the keeper passes or clears.`;
    case 'choose':
      return `${team(v.actingTeam)} choose who gets the ball.`;
    case 'manager':
      return `${team(v.actingTeam)} to appoint a manager.`;
    case 'place':
      return v.placesLeft > 0
        ? `${team(v.actingTeam)} load the box: ${v.placesLeft} to place.`
        : `${team(v.actingTeam)} place their counters out of the box.`;
    case 'over':
      return `Full time: ${TEAM_NAMES[0]} ${scoreWords(v.scores)} ${TEAM_NAMES[1]}${v.winner === NONE ? '' : `, ${TEAM_NAMES[v.winner]} win on penalties`}.`;
  }
}

/** What the pitch's marks mean, under it (GZ-1). */
export const PITCH_KEY =
  'r Reds (attack up), b Blues, * the ball; G keeper, K kick-off, L long shot, 1-6 numbered spaces, x1-x4 cross zones (dice).';

export function describeView(v: GolazoView): string {
  const lines = pitchText(v);
  lines.push(PITCH_KEY);
  lines.push(
    `${TEAM_NAMES[0]} ${scoreWords(v.scores)} ${TEAM_NAMES[1]}; turn ${v.turn}; ${clock(v)}.`,
  );
  lines.push(situation(v));
  if (v.lastReveal) {
    const r = v.lastReveal;
    lines.push(
      `Last shot: aimed ${TARGETS[r.target]}, covered ${r.saves.map((t) => TARGETS[t]).join(', ')}: ${r.goal ? 'goal' : 'saved'}.`,
    );
  }
  if (v.kicks[0] || v.kicks[1])
    lines.push(
      `Penalties: ${scoreWords(v.penaltyGoals)} after ${v.kicks[0]} and ${v.kicks[1]} kicks.`,
    );
  const off = v.cells.flatMap((cell, c) =>
    cell === NONE ? [`${c < COUNTERS_PER_TEAM ? 'r' : 'b'}${shirtOf(c)}`] : [],
  );
  if (off.length > 0) lines.push(`Sent off: ${off.join(', ')}.`);
  v.managers.forEach((m, t) => {
    const manager = MANAGERS[m];
    if (!manager) return;
    const left = manager.abilities.filter((a) => ((v.used[t] ?? 0) >> a) % 2 === 0);
    lines.push(
      `${TEAM_NAMES[t]}' manager: ${manager.name}; left: ${left.map((a) => ABILITY_TEXTS[a].name).join(', ') || 'nothing'}.`,
    );
  });
  const held = CARD_KINDS.flatMap((kind, card) =>
    v.hand[card] ? [`${CARD_TEXTS[kind].name} ×${v.hand[card]}`] : [],
  );
  if (v.viewer >= 0)
    lines.push(
      `Your team's cards: ${held.join(', ') || 'none'}; cards held ${v.handSizes.join(' and ')}; deck ${v.deckSize}.`,
    );
  return lines.join('\n');
}
