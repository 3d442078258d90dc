/**
 * The report as one self-contained HTML page: the report's data, d3 and Observable Plot and
 * the lab's drawing code inlined, so that it opens from a file anywhere, offline. The page is
 * built from strings only (the node side reads the scripts: see node/assets.ts).
 */
import type { LabReport, SeatReport, VariantReport } from './report.ts';
import { CARD_COLUMNS, cardCell } from './card-columns.ts';
import { optionWords } from './optionWords.ts';
import {
  boundWords,
  exactLines,
  sequentialLines,
  shapeWords,
  sideBySideLines,
  worthLines,
} from './text.ts';
import { pageSections } from './sections.ts';
import { escapeHtml } from '../core/html.ts';

/** The scripts the page inlines, as source text. */
export interface PageAssets {
  /** d3's UMD bundle, which defines `d3`. */
  readonly d3: string;
  /** Observable Plot's UMD bundle, which defines `Plot` on top of `d3`. */
  readonly plot: string;
  /** draw.ts with its types stripped: a module exporting `drawFigure`. */
  readonly draw: string;
}

/** JSON that may sit inside a script element: no '<' can close it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** Script text that may sit inside a script element. */
function scriptText(source: string): string {
  return source.replace(/<\/script/gi, '<\\/script');
}

const pct = (x: number): string => (Number.isNaN(x) ? '–' : `${(100 * x).toFixed(1)}%`);
const num = (x: number, digits = 2): string => (Number.isNaN(x) ? '–' : x.toFixed(digits));

function seatRows(seats: readonly SeatReport[]): string {
  return seats
    .map(
      (s) =>
        `<tr><td>${escapeHtml(s.label)}</td><td>${escapeHtml(s.bot)}</td>` +
        `<td>${pct(s.win.value)} <small>[${pct(s.win.low)}, ${pct(s.win.high)}]</small></td>` +
        `<td>${pct(s.draw.value)}</td><td>${pct(s.loss.value)}</td>` +
        `<td>${s.field ? `${pct(s.field.value)} <small>[${pct(s.field.low)}, ${pct(s.field.high)}]</small>` : '–'}</td></tr>`,
    )
    .join('');
}

function teamTable(teams: readonly SeatReport[] | undefined): string {
  if (!teams) return '';
  return `<table><thead><tr><th>Team</th><th>Bots</th><th>Win (95% interval)</th><th>Draw</th><th>Loss</th><th>Head-to-head</th></tr></thead><tbody>${seatRows(teams)}</tbody></table>`;
}

/**
 * The cards-and-choices table (cards.ts), sortable: a click on a column's head sorts by it (the
 * script at the page's end reads each cell's data-sort).
 */
function cardsTable(v: VariantReport): string {
  if (!v.cards) return '';
  const head = CARD_COLUMNS.map(
    (c) =>
      `<th title="${escapeHtml(c.title)}" data-numeric="${c.numeric ? 1 : 0}">${escapeHtml(c.label)}</th>`,
  ).join('');
  const rows = v.cards.rows
    .map((r) => {
      const cells = CARD_COLUMNS.map((c) => {
        const cell = cardCell(c.id, r);
        const small = cell.interval ? ` <small>${escapeHtml(cell.interval)}</small>` : '';
        return `<td data-sort="${escapeHtml(String(cell.sort))}">${escapeHtml(cell.text)}${small}</td>`;
      }).join('');
      const flag = r.improvement.low > 0 || r.improvement.high < 0 ? ' class="flag"' : '';
      return `<tr${flag}>${cells}</tr>`;
    })
    .join('');
  return `<p>Cards and choices over ${v.cards.seatGames} seat-games (every seat ${pct(v.cards.overall.value)}); click a column to sort.</p>
<table class="sortable cards"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** Sorts a table by the clicked column's data-sort values, again to reverse. */
const SORT_SCRIPT = `for (const table of document.querySelectorAll('table.sortable')) {
  table.querySelectorAll('th').forEach((th, col) => th.addEventListener('click', () => {
    const numeric = th.dataset.numeric === '1';
    const down = th.dataset.dir !== 'down';
    table.querySelectorAll('th').forEach((h) => delete h.dataset.dir);
    th.dataset.dir = down ? 'down' : 'up';
    const body = table.tBodies[0];
    const key = (tr) => tr.cells[col].dataset.sort;
    const rows = [...body.rows].sort((a, b) => {
      const x = key(a), y = key(b);
      const c = numeric ? (Number(x) - Number(y)) || 0 : x.localeCompare(y);
      return down ? -c : c;
    });
    body.append(...rows);
  }));
}`;

/** A restricted run's answer (text.ts worthLines), as the terminal and the Lab page give it. */
function worthParagraph(report: LabReport): string {
  const lines = worthLines(report)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length > 0 ? `<p class="worth">${escapeHtml(lines.join(' '))}</p>\n` : '';
}

/**
 * The variants side by side and the sequential stop's answer (text.ts), as the terminal prints
 * them: preformatted, so the numbers are the terminal's, byte for byte.
 */
function comparisonBlock(report: LabReport): string {
  const lines = [...sideBySideLines(report), ...sequentialLines(report), ...exactLines(report)];
  return lines.length > 0
    ? `<pre class="comparison">${escapeHtml(lines.join('\n').trim())}</pre>\n`
    : '';
}

function variantTable(report: LabReport): string {
  return report.variants
    .map((v) => {
      const scoreMeans = v.scores.map((s) => num(s.summary.mean)).join(' / ');
      return `<section class="summary"><h2>${escapeHtml(report.variants.length > 1 ? `Variant: ${v.label}` : 'Summary')}</h2>
<p>Options: ${escapeHtml(optionWords(v.options))} · ${v.games} games · ${v.drawnGames} drawn${v.bound ? ` · ${escapeHtml(boundWords(v.bound, v.games))}` : ''}</p>
<table><thead><tr><th>Seat</th><th>Bot</th><th>Win (95% interval)</th><th>Draw</th><th>Loss</th><th title="Share of head-to-heads: ahead of an opponent 1, level 1/2, behind 0; 50% is fair at any number of seats">Head-to-head (95% interval)</th></tr></thead><tbody>${seatRows(v.bots ?? v.seats)}</tbody></table>${teamTable(v.teams)}
<p>Mean final ${escapeHtml(v.score.unit.toLowerCase())} by seat ${scoreMeans} · ${escapeHtml(v.score.unit.toLowerCase())} per ${escapeHtml(v.score.game)}, all seats added, ${num(v.totalScore.summary.mean)} · length ${num(v.decisions.summary.mean, 1)} decisions, ${num(v.turns.summary.mean, 1)} turns · ${num(v.branching.summary.mean)} choices per decision (${pct(v.branching.forcedShare)} forced)</p>${v.shape ? `<p class="shape">${escapeHtml(shapeWords(v.shape))}</p>` : ''}${cardsTable(v)}</section>`;
    })
    .join('\n');
}

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1000px;padding:0 1rem;color:#222}
h1{margin-bottom:.2rem}h2{margin-top:2.2rem;border-bottom:1px solid #ddd}figure{margin:1.5rem 0}
figcaption{font-weight:600}figure p{margin:.2rem 0 .5rem;color:#555;font-size:13px}
table{border-collapse:collapse}td,th{padding:.2rem .7rem;border-bottom:1px solid #eee;text-align:left}
small{color:#666}code{font-size:13px}.meta{color:#555}
table.sortable th{cursor:pointer}table.sortable th[data-dir=down]::after{content:' ▼'}table.sortable th[data-dir=up]::after{content:' ▲'}
tr.flag td:first-child{color:#d62828;font-weight:600}`;

export function reportHtml(report: LabReport, assets: PageAssets): string {
  const sections = pageSections(report);
  const figures = sections.flatMap((s) => s.figures);
  let index = 0;
  const body = sections
    .map((section) => {
      const items = section.figures
        .map((f) => {
          const note = f.note ? `<p>${escapeHtml(f.note)}</p>` : '';
          return `<figure><figcaption>${escapeHtml(f.title)}</figcaption>${note}<div class="plot" data-figure="${index++}"></div></figure>`;
        })
        .join('\n');
      return `<h2>${escapeHtml(section.title)}</h2>\n${items}`;
    })
    .join('\n');
  const played = report.variants[0]?.games ?? 0;
  const title = `${report.game.title}: balance lab`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p class="meta">${escapeHtml(report.game.id)} ${escapeHtml(report.game.version)} · ${report.seats} seats · bots ${escapeHtml(report.bots.join(', '))} · seed <code>${escapeHtml(report.seed)}</code> · ${played} games per variant · ${Math.round(report.speed.gamesPerSecond)} games/s on ${report.speed.workers} worker${report.speed.workers === 1 ? '' : 's'}</p>
${variantTable(report)}
${worthParagraph(report)}${comparisonBlock(report)}${body}
<script type="application/json" id="lab-figures">${scriptJson(figures)}</script>
<script>${scriptText(assets.d3)}</script>
<script>${scriptText(assets.plot)}</script>
<script type="module">${scriptText(assets.draw)}
const figures = JSON.parse(document.getElementById('lab-figures').textContent);
for (const el of document.querySelectorAll('.plot')) {
  const width = Math.min(960, el.clientWidth || 960);
  el.append(drawFigure(Plot, figures[Number(el.dataset.figure)], width));
}
document.body.dataset.drawn = String(figures.length);
</script>
<script>${SORT_SCRIPT}</script>
</body></html>
`;
}
