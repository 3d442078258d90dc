/**
 * A finished run: what was played, the summary tables of the report (results by seat with
 * intervals, scores, length, choices), the paired differences, every figure of the report's
 * sections, and the report's files to download (report.json and report.html, as
 * `matchday lab` writes them).
 */
import type { ReactElement } from 'react';
import type { LabReport, SeatReport, SkillReport, VariantReport } from '../../../src/lab/report.ts';
import { optionWords } from '../../../src/lab/optionWords.ts';
import type { PageSection } from '../../../src/lab/sections.ts';
import { count, decimal, percent } from './format.ts';
import { PlotFigure } from './PlotFigure.tsx';
import { ReportDownloads } from './ReportDownloads.tsx';
import { CardsTable } from './CardsTable.tsx';
import {
  exactLines,
  sequentialLines,
  shapeWords,
  sideBySideLines,
  worthLines,
} from '../../../src/lab/text.ts';

interface LabReportViewProps {
  readonly report: LabReport;
  readonly sections: readonly PageSection[];
}

export function LabReportView({ report, sections }: LabReportViewProps): ReactElement {
  const { speed } = report;
  return (
    <section className="lab-report" aria-labelledby="lab-report-title">
      <h2 id="lab-report-title">
        {report.game.title}: {count(report.games)} games
        {report.variants.length > 1 ? ' per variant' : ''}
      </h2>
      <p className="lab-report__meta">
        {report.game.id} {report.game.version} · {report.seats} seats · bots{' '}
        {report.bots.join(', ')}
        {report.rotate ? ' (changing seats)' : ''} · seed <code>{report.seed}</code> ·{' '}
        <span data-speed>
          {count(speed.gamesPerSecond)} games/s, {decimal(speed.seconds, 1)} s on {speed.workers}{' '}
          workers
        </span>
      </p>
      <ReportDownloads report={report} />
      {report.variants.map((variant) => (
        <VariantSummary key={variant.label} variant={variant} many={report.variants.length > 1} />
      ))}
      {worthLines(report).length > 0 && (
        <p className="lab-worth" data-cell="worth">
          {worthLines(report)
            .filter((line) => line.trim() !== '')
            .map((line) => line.trim())
            .join(' ')}
        </p>
      )}
      {(report.variants.length > 1 || report.exact) && (
        <pre className="lab-comparison" data-cell="comparison">
          {[...sideBySideLines(report), ...sequentialLines(report), ...exactLines(report)]
            .join('\n')
            .trim()}
        </pre>
      )}
      {report.differences.length > 0 && <Differences report={report} />}
      {report.skill && <SkillTable skill={report.skill} />}
      {sections.map((section) => (
        <section key={section.title} className="lab-section" aria-label={section.title}>
          <h3>{section.title}</h3>
          {section.figures.map((figure) => (
            <PlotFigure key={figure.id} figure={figure} />
          ))}
        </section>
      ))}
    </section>
  );
}

function SeatRow({ seat }: { readonly seat: SeatReport }): ReactElement {
  return (
    <tr>
      <th scope="row">{seat.label}</th>
      <td>{seat.bot}</td>
      <td data-cell="win">
        {percent(seat.win.value)}{' '}
        <small>
          [{percent(seat.win.low)}, {percent(seat.win.high)}]
        </small>
      </td>
      <td data-cell="draw">{percent(seat.draw.value)}</td>
      <td data-cell="loss">{percent(seat.loss.value)}</td>
      <td data-cell="head-to-head">
        {seat.field ? (
          <>
            {percent(seat.field.value)}{' '}
            <small>
              [{percent(seat.field.low)}, {percent(seat.field.high)}]
            </small>
          </>
        ) : (
          '–'
        )}
      </td>
    </tr>
  );
}

function VariantSummary({
  variant,
  many,
}: {
  readonly variant: VariantReport;
  readonly many: boolean;
}): ReactElement {
  const title = many ? `Variant ${variant.label}` : 'Summary';
  const rows = variant.bots ?? variant.seats;
  return (
    <section className="lab-summary" aria-label={title} data-variant={variant.label}>
      <h3>{title}</h3>
      <p>
        Options: {optionWords(variant.options)} · {count(variant.games)} games ·{' '}
        {count(variant.drawnGames)} drawn
      </p>
      <table className="lab-table">
        <caption className="visually-hidden">
          Results by {variant.bots ? 'bot' : 'seat'}, with 95% intervals
        </caption>
        <thead>
          <tr>
            <th scope="col">{variant.bots ? 'Bot' : 'Seat'}</th>
            <th scope="col">Bot</th>
            <th scope="col">Win (95% interval)</th>
            <th scope="col">Draw</th>
            <th scope="col">Loss</th>
            <th
              scope="col"
              title="Share of head-to-heads: ahead of an opponent 1, level 1/2, behind 0; 50% is fair at any number of seats"
            >
              Head-to-head (95% interval)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((seat) => (
            <SeatRow key={seat.label} seat={seat} />
          ))}
        </tbody>
      </table>
      <dl className="lab-figures-list">
        <dt>Mean final {variant.score.unit.toLowerCase()} by seat</dt>
        <dd data-cell="scores">{variant.scores.map((s) => decimal(s.summary.mean)).join(' / ')}</dd>
        <dt>
          {variant.score.unit} per {variant.score.game}, all seats added
        </dt>
        <dd data-cell="total-score">{decimal(variant.totalScore.summary.mean)}</dd>
        <dt>Length</dt>
        <dd data-cell="length">
          {decimal(variant.decisions.summary.mean, 1)} decisions,{' '}
          {decimal(variant.turns.summary.mean, 1)} turns
        </dd>
        <dt>Choices per decision</dt>
        <dd data-cell="branching">
          {decimal(variant.branching.summary.mean)} ({percent(variant.branching.forcedShare)}{' '}
          forced)
        </dd>
        {variant.shape && (
          <>
            <dt>Shape</dt>
            <dd data-cell="shape">{shapeWords(variant.shape).replace(/^Shape: /, '')}</dd>
          </>
        )}
      </dl>
      {variant.cards && <CardsTable cards={variant.cards} variant={variant.label} />}
    </section>
  );
}

function Differences({ report }: { readonly report: LabReport }): ReactElement {
  return (
    <section className="lab-summary" aria-label="Paired differences">
      <h3>Paired differences</h3>
      {report.differences.map((d) => (
        <table key={d.variant} className="lab-table">
          <caption>
            {d.variant} minus {d.against}, on the same seeds (95% interval)
          </caption>
          <tbody>
            {d.metrics.map((m) => (
              <tr key={m.metric} className={m.low > 0 || m.high < 0 ? 'lab-table__flag' : ''}>
                <th scope="row">{m.metric}</th>
                <td>
                  {decimal(m.value, 4)}{' '}
                  <small>
                    [{decimal(m.low, 4)}, {decimal(m.high, 4)}]
                  </small>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

function SkillTable({ skill }: { readonly skill: SkillReport }): ReactElement {
  return (
    <section className="lab-summary" aria-label="Skill ladder">
      <h3>Skill versus luck</h3>
      <table className="lab-table">
        <caption>
          The stronger bot&apos;s share of the games not drawn, seats changing (luck alone:{' '}
          {percent(skill.chance)})
        </caption>
        <thead>
          <tr>
            <th scope="col">Rung</th>
            <th scope="col">Stronger wins (95% interval)</th>
            <th scope="col">Games</th>
            <th scope="col">Drawn</th>
          </tr>
        </thead>
        <tbody>
          {skill.rungs.map((r) => (
            <tr key={r.strong}>
              <th scope="row">
                {r.strong} vs {r.weak}
              </th>
              <td data-cell="skill-win">
                {percent(r.win.value)}{' '}
                <small>
                  [{percent(r.win.low)}, {percent(r.win.high)}]
                </small>
              </td>
              <td>{count(r.games)}</td>
              <td>{count(r.draws)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
