/**
 * A knockout's bracket (issue #35), drawn from the server's own model (view.bracket, built by
 * src/competitions/bracket.ts): a column a stage, the first on the left and the final on the
 * right, each tie joined by lines to the tie its winner goes to. A tie shows its two entrants
 * (or who is still to be decided, or a bye), each game's goals (both legs, then any deciding
 * game), a two-legged tie's aggregate, the winner marked, and each game's replay, watch or
 * "Play your game". A CSS grid of equal rows: tie t of stage s spans rows t·2^(s−1) to
 * (t+1)·2^(s−1), so each tie sits level with the middle of the two that feed it. It scrolls
 * sideways when wider than the screen (a phone).
 */
import type { CSSProperties, ReactElement } from 'react';
import type { BracketTieView, CompetitionView } from '../../../src/server/competitions/wire.ts';
import { gameName, goalsIn, sideName, stageName, tieLabel } from './bracketWords.ts';
import { TableLinks } from './TableLinks.tsx';
import './competitions.css';

export function Bracket({
  view,
  nameOf,
  mine,
}: {
  view: Pick<CompetitionView, 'bracket' | 'settings'>;
  nameOf: (player: string) => string;
  mine: string | null;
}): ReactElement {
  const stages = view.bracket.length;
  const rows = view.bracket[0]?.length ?? 0;
  const legs = view.settings.legs === 2 ? 2 : 1;
  const shootOut = view.settings.shootOut === true;
  return (
    <div
      className="bracket"
      role="region"
      aria-label="Bracket"
      // Focusable, so that a keyboard can scroll it sideways on a narrow screen.
      tabIndex={0}
      style={{ '--bracket-stages': stages, '--bracket-rows': rows } as CSSProperties}
    >
      {view.bracket.map((ties, s) => (
        <BracketStage
          key={s}
          ties={ties}
          stages={stages}
          nameOf={nameOf}
          mine={mine}
          legs={legs}
          shootOut={shootOut}
        />
      ))}
    </div>
  );
}

function BracketStage({
  ties,
  stages,
  nameOf,
  mine,
  legs,
  shootOut,
}: {
  ties: readonly BracketTieView[];
  stages: number;
  nameOf: (player: string) => string;
  mine: string | null;
  legs: 1 | 2;
  shootOut: boolean;
}): ReactElement {
  const stage = ties[0]?.stage ?? 1;
  const span = 2 ** (stage - 1);
  return (
    <>
      <h3 className="bracket__stage" style={{ gridColumn: stage }}>
        {stageName(stage, stages)}
      </h3>
      {ties.map((tie) => (
        <div
          key={tie.tie}
          className={`bracket__slot bracket__slot--${tie.tie % 2 === 0 ? 'upper' : 'lower'}${
            stage === stages ? ' bracket__slot--final' : ''
          }${stage === 1 ? ' bracket__slot--first' : ''}`}
          style={{
            gridColumn: stage,
            gridRow: `${String(tie.tie * span + 2)} / span ${String(span)}`,
          }}
        >
          <Tie
            tie={tie}
            stages={stages}
            nameOf={nameOf}
            mine={mine}
            legs={legs}
            shootOut={shootOut}
          />
        </div>
      ))}
    </>
  );
}

function Tie({
  tie,
  stages,
  nameOf,
  mine,
  legs,
  shootOut,
}: {
  tie: BracketTieView;
  stages: number;
  nameOf: (player: string) => string;
  mine: string | null;
  legs: 1 | 2;
  /** A level tie goes to the game's own shoot-out, not to deciding games. */
  shootOut: boolean;
}): ReactElement {
  const label = tieLabel(tie, stages, nameOf, legs, shootOut);
  const played = tie.games.filter((g) => g.tableId !== null);
  return (
    <div
      className="bracket-tie"
      role="group"
      aria-label={label}
      data-stage={tie.stage}
      data-tie={tie.tie}
      data-first={tie.first ?? ''}
      data-second={tie.second ?? ''}
      data-winner={tie.winner ?? ''}
    >
      {([0, 1] as const).map((side) => {
        const player = side === 0 ? tie.first : tie.second;
        const won = player !== null && player === tie.winner;
        return (
          <div
            key={side}
            className={`bracket-tie__side${won ? ' bracket-tie__side--winner' : ''}`}
            aria-hidden="true"
          >
            <span className="bracket-tie__name">
              {tie.bye && side === 1 ? (
                <em>bye</em>
              ) : player === null ? (
                <em>{sideName(tie, side, stages, nameOf)}</em>
              ) : (
                sideName(tie, side, stages, nameOf)
              )}
            </span>
            {tie.games.map((g) => (
              <span key={g.round} className="bracket-tie__goals">
                {goalsIn(g, player) ?? ''}
              </span>
            ))}
            {tie.aggregate && <span className="bracket-tie__aggregate">{tie.aggregate[side]}</span>}
          </div>
        );
      })}
      {played.length > 0 && (
        <ul className="bracket-tie__games">
          {tie.games.map((g, i) =>
            g.tableId === null && g.result === null ? null : (
              <li key={g.round}>
                {gameName(i, legs, shootOut) && <>{gameName(i, legs, shootOut)}: </>}
                <TableLinks game={g} mine={mine} />
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
