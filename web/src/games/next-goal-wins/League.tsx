/**
 * The league (NGW-22, NGW-23): the table in order of place with points, goal difference and
 * goals, and the schedule round by round with the results so far and the match in play.
 */
import type { ReactElement } from 'react';
import type { SeatSummary } from '../../protocol.ts';
import { seatLabel } from '../../table/words.ts';
import type { SeasonView } from './season.ts';

interface LeagueProps {
  readonly view: SeasonView;
  readonly seats: readonly SeatSummary[];
}

/** The table's columns after the team, as printed in league tables: [heading, meaning]. */
const COUNT_COLUMNS = [
  ['P', 'Played'],
  ['W', 'Won'],
  ['D', 'Drawn'],
  ['L', 'Lost'],
  ['GF', 'Goals for'],
  ['GA', 'Goals against'],
  ['GD', 'Goal difference'],
  ['Pts', 'Points'],
] as const;

export function LeagueTable({ view, seats }: LeagueProps): ReactElement {
  const over = view.phase === 'over';
  return (
    <section className="ngw-league" aria-label="League table">
      <h2 className="ngw-season__heading">{over ? 'Final table' : 'League table'}</h2>
      <table className="ngw-league__table">
        <thead>
          <tr>
            <th scope="col">
              <abbr title="Place">#</abbr>
            </th>
            <th scope="col">Team</th>
            {COUNT_COLUMNS.map(([short, title]) => (
              <th scope="col" key={short}>
                <abbr title={title}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.table.map((row) => {
            const champion = over && (view.champions ?? []).includes(row.seat);
            return (
              <tr
                key={row.seat}
                className={`ngw-league__row${row.seat === view.viewer ? ' ngw-league__row--you' : ''}${champion ? ' ngw-league__row--champion' : ''}`}
                data-seat={row.seat}
              >
                <td>{row.place}</td>
                <th scope="row">
                  {seatLabel(seats, row.seat)}
                  {champion && <span className="ngw-league__cup"> — champions</span>}
                </th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.drawn}</td>
                <td>{row.lost}</td>
                <td>{row.goalsFor}</td>
                <td>{row.goalsAgainst}</td>
                <td>{row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}</td>
                <td className="ngw-league__points">{row.points}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function Schedule({ view, seats }: LeagueProps): ReactElement {
  const rounds: number[] = [];
  for (const f of view.schedule) if (!rounds.includes(f.round)) rounds.push(f.round);
  const name = (seat: number): string => seatLabel(seats, seat);
  return (
    <section className="ngw-schedule" aria-label="Schedule">
      <h2 className="ngw-season__heading">Schedule</h2>
      <ol className="ngw-schedule__rounds">
        {rounds.map((round) => {
          const fixtures = view.schedule
            .map((f, index) => ({ ...f, index }))
            .filter((f) => f.round === round);
          const playing = new Set(fixtures.flatMap((f) => [f.home, f.away]));
          const resting = Array.from({ length: view.seats }, (_, s) => s).filter(
            (s) => !playing.has(s),
          );
          return (
            <li key={round} className="ngw-schedule__round">
              <span className="ngw-schedule__title">Round {round + 1}</span>
              <ul className="ngw-schedule__fixtures">
                {fixtures.map((f) => {
                  const now = view.phase === 'match' && f.index === view.fixture;
                  return (
                    <li
                      key={f.index}
                      className={`ngw-fixture${now ? ' ngw-fixture--now' : ''}${f.goals ? ' ngw-fixture--played' : ''}`}
                    >
                      <span>{name(f.home)}</span>{' '}
                      <strong className="ngw-fixture__score">
                        {f.goals ? `${f.goals[0]}–${f.goals[1]}` : 'v'}
                      </strong>{' '}
                      <span>{name(f.away)}</span>
                      {f.forfeit && <em> (forfeit)</em>}
                      {now && <em className="ngw-fixture__live"> — playing now</em>}
                    </li>
                  );
                })}
              </ul>
              {resting.length > 0 && (
                <span className="ngw-schedule__rest">Sits out: {resting.map(name).join(', ')}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
