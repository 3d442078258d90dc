/** The match in words, from a view alone, for the terminal and the golden transcripts. */
import { seatRef } from '../../core/seat-words.ts';
import { EFFECTIVE, FOOTBALLERS, TACTICS } from './cards.ts';
import { attackCount } from './facts.ts';
import { POSITIONS, STAT_COUNT, STAT_SHORT } from './stats.ts';
import type { NextGoalWinsView, TeamView } from './view.ts';
import { NOUNS } from './words.ts';
import { SET_PIECE_NAMES } from './vocabulary.ts';

/** NGW-19.4: a side by its season seat's placeholder; seats 0 and 1 in one match. */
const side = (v: NextGoalWinsView, seat: number): string => seatRef(v.teams[seat as 0 | 1].seat);

export function describeView(v: NextGoalWinsView): string {
  const m = v.match;
  const [a, b] = v.teams;
  const lines: string[] = [];
  if (v.phase === 'pick') {
    lines.push(
      `Choosing starters: ${side(v, 0)} ${a.picked} of 4, ${side(v, 1)} ${b.picked} of 4.`,
    );
  } else {
    const attack =
      v.phase === 'over'
        ? 'Full time'
        : `Attack ${attackCount({ ...v, attackNo: m.attackNo })}, ${side(v, m.attacker)} attacking`;
    lines.push(`${attack}. ${side(v, 0)} ${a.goals} - ${b.goals} ${side(v, 1)}.`);
  }
  v.teams.forEach((team, seat) => lines.push(...teamLines(v, team, seat)));
  if (v.played.length)
    lines.push(`Tactics played: ${v.played.map((id) => TACTICS[id]?.name ?? '?').join(', ')}.`);
  const ball = ballLine(v);
  if (ball) lines.push(ball);
  return lines.join('\n');
}

function teamLines(v: NextGoalWinsView, t: TeamView, seat: number): string[] {
  const you = seat === v.viewer ? ' (you)' : '';
  const lines = [`${side(v, seat)}${you}:`];
  t.lineup.forEach((card, place) => {
    const where = POSITIONS[place] ?? '?';
    if (card !== null) lines.push(`  ${where} ${footballerLine(card, place, t)}`);
    else if (v.revealed || place >= t.picked)
      lines.push(`  ${where} ${v.revealed ? '(empty)' : '—'}`);
    else lines.push(`  ${where} (face down)`);
  });
  const bench = [...t.seenBench, ...(t.secretBench ?? [])].sort((x, y) => x - y);
  const hidden = t.secretBench === null ? t.secretCount - (v.revealed ? 0 : t.picked) : 0;
  const benchText = [
    ...bench.map((c) => cardName(c)),
    ...(hidden > 0 && v.revealed ? [`${hidden} unseen`] : []),
  ];
  if (v.revealed || t.secretBench !== null)
    lines.push(`  ${v.revealed ? 'Bench' : 'To choose from'}: ${benchText.join('; ') || 'nobody'}`);
  if (t.gone.length)
    lines.push(`  Gone: ${t.gone.map((g) => `${cardName(g.card)} (${g.why})`).join('; ')}`);
  if (t.unavailable.length)
    lines.push(`  Not playing: ${t.unavailable.map((c) => cardName(c)).join('; ')}`);
  const tactics = t.tactics?.filter((id) => id >= 0).map((id) => TACTICS[id]?.name ?? '?');
  lines.push(
    `  Tactics: ${tactics ? tactics.join(', ') || 'none' : `${t.tacticCount} in hand`}${t.tacticUsed ? ' (one played this attack)' : ''}`,
  );
  return lines;
}

function cardName(card: number): string {
  const c = FOOTBALLERS[card];
  return c ? `${c.name} (${c.position} ${'★'.repeat(c.rating)})` : '?';
}

/**
 * "Erika Falcon (STK ★★★★★): PAS 4 CRO 3 … · skill": the stats it brings to its place, so out
 * of position the halved or 1 values (NGW-13) and any changes for the match (NGW-15.3).
 */
function footballerLine(card: number, place: number, t: TeamView): string {
  const c = FOOTBALLERS[card];
  if (!c) return '?';
  const stats = place === 0 ? [8, 9, 10, 11, 12, 13] : [0, 1, 2, 3, 4, 5, 6, 7];
  const shown = stats
    .map((stat) => {
      let value = EFFECTIVE[(card * 4 + place) * STAT_COUNT + stat] ?? 0;
      for (const [changed, which, amount] of t.changes)
        if (changed === card && which === stat) value += amount;
      return `${STAT_SHORT[stat] ?? '?'} ${Math.max(1, value)}`;
    })
    .join(' ');
  const away = POSITIONS[place] !== c.position;
  const skill = c.skill && !away ? ` · ${c.skill.name}` : '';
  return `${cardName(card)}: ${shown}${skill}${away ? ' · out of position' : ''}`;
}

function ballLine(v: NextGoalWinsView): string {
  const m = v.match;
  const attacker = side(v, m.attacker);
  const defender = side(v, 1 - m.attacker);
  const holder = nameIn(v, m.attacker, m.holder);
  const from = m.place !== m.holder ? `, moved up to ${POSITIONS[m.place] ?? '?'}` : '';
  const setPiece = SET_PIECE_NAMES[m.kind - 7] ?? 'set piece';
  switch (v.phase) {
    case 'substitute':
    case 'substitute-in':
      return m.subSeat === m.attacker
        ? `${attacker} may make substitutions before attacking.`
        : `${side(v, m.subSeat)} may make substitutions before defending.`;
    case 'replace':
      return `${side(v, m.replaceSeat)} must bring somebody on at ${POSITIONS[m.replacePlace] ?? '?'}.`;
    case 'target':
      return `${side(v, m.targetSeat)} chooses the footballer its tactic targets.`;
    case 'declare': {
      const how = m.beaten
        ? ', past its opponent'
        : m.canHead
          ? ', from a cross'
          : m.canShoot
            ? ', able to shoot'
            : '';
      return `Ball: ${holder} (${POSITIONS[m.holder] ?? '?'}${from}${how}). ${attacker} chooses an action.`;
    }
    case 'defend':
      return `Ball: ${holder} (${POSITIONS[m.holder] ?? '?'}${from}) tries a ${NOUNS[m.kind] ?? '?'}. ${defender} defends or not.`;
    case 'foul-choice':
      return `Foul! ${attacker} chooses a crossing or a shooting free kick.`;
    case 'taker':
      return `${attacker}'s ${setPiece}: who takes it?`;
    case 'header':
      return `${attacker}'s ${setPiece}: ${nameIn(v, m.attacker, m.taker)} crosses; who heads?`;
    case 'set-piece-defence':
      return `${attacker}'s ${setPiece}: ${defender} picks a footballer to defend it.`;
    default:
      return '';
  }
}

function nameIn(v: NextGoalWinsView, seat: number, place: number): string {
  const card = v.teams[seat as 0 | 1].lineup[place];
  return card === null || card === undefined ? 'nobody' : (FOOTBALLERS[card]?.name ?? '?');
}
