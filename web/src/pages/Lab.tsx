/**
 * The balance lab in the browser: choose a game, its options and a bot per seat, play a few
 * thousand games in web workers, watch them go, and read the report's tables and figures
 * (the same as `matchday lab`'s page). A run puts its settings in the address (labQuery.ts),
 * so that its link plays it again exactly; `/lab?game=goal` starts on a given game.
 */
import { useState, type ReactElement } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';
import { api } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import { labPlan, newSeed, type LabForm } from '../lab/labForm.ts';
import { formFromQuery, formQuery } from '../lab/labQuery.ts';
import { cancelledWords } from '../lab/progressView.ts';
import { LabProgressView } from '../lab/LabProgressView.tsx';
import { LabReportView } from '../lab/LabReportView.tsx';
import { LabSetup } from '../lab/LabSetup.tsx';
import { useLabRun, type LabRun } from '../lab/useLabRun.ts';
import '../lab/lab.css';
import type { GameInfo } from '../protocol.ts';
import { Loaded } from '../ui/Loaded.tsx';

export function Lab(): ReactElement {
  const games = useApi(api.games, 'games');
  const [search, setSearch] = useSearchParams();
  return (
    <main className="page page--wide" id="main">
      <h1>Balance lab</h1>
      <p className="lead">
        Bots play thousands of games in your browser; the lab counts who wins from which seat, the
        scores, how long games last and the game&apos;s own figures, with 95% intervals.
      </p>
      <Loaded state={games} what="the games">
        {(list) => {
          const playable = list.filter((g) => g.playable);
          const first = playable.find((g) => g.id === search.get('game')) ?? playable[0];
          return first ? (
            <LabBench games={playable} first={first} query={search} setQuery={setSearch} />
          ) : (
            <p>No game can be played yet.</p>
          );
        }}
      </Loaded>
    </main>
  );
}

interface LabBenchProps {
  readonly games: readonly GameInfo[];
  /** The game the form starts on. */
  readonly first: GameInfo;
  /** The address's query, read once when the form starts, written when a run starts. */
  readonly query: URLSearchParams;
  readonly setQuery: SetURLSearchParams;
}

function LabBench({ games, first, query, setQuery }: LabBenchProps): ReactElement {
  const cores = typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency;
  const [form, setForm] = useState<LabForm>(() => formFromQuery(query, first, newSeed(), cores));
  const [problems, setProblems] = useState<readonly string[]>([]);
  const { run, start, cancel } = useLabRun();
  const game = games.find((g) => g.id === form.game) ?? first;
  const running = run.phase === 'running';

  return (
    <>
      <form
        className="create lab-form"
        // The page's own checks name every problem at once, in words.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const plan = labPlan(form, game);
          setProblems(plan.ok ? [] : plan.problems);
          if (!plan.ok) return;
          setQuery(formQuery(form, game), { replace: true });
          start(plan.config, plan.workers, plan.skill);
        }}
      >
        <fieldset disabled={running} className="lab-form__fields">
          <legend className="visually-hidden">The run</legend>
          <LabSetup games={games} game={game} form={form} onChange={setForm} cores={cores} />
        </fieldset>
        {problems.length > 0 && (
          <div className="notice notice--error" role="alert">
            <p>The lab cannot run this:</p>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        <button type="submit" className="button button--primary button--big" disabled={running}>
          {running ? 'Running…' : 'Run the lab'}
        </button>
      </form>
      <RunView run={run} onCancel={cancel} />
    </>
  );
}

function RunView({
  run,
  onCancel,
}: {
  readonly run: LabRun;
  readonly onCancel: () => void;
}): ReactElement | null {
  switch (run.phase) {
    case 'idle':
      return null;
    case 'running':
      return (
        <LabProgressView
          progress={run.progress}
          eta={run.eta}
          workers={run.workers}
          ready={run.ready}
          stage={run.stage}
          onCancel={onCancel}
          sequential={run.sequential}
        />
      );
    case 'cancelled':
      return (
        <p role="status" className="notice">
          {cancelledWords(run.stage, run.progress)}
        </p>
      );
    case 'refused':
    case 'failed':
      return (
        <p className="notice notice--error" role="alert">
          {run.phase === 'refused' ? 'The lab refused this run: ' : 'The run failed: '}
          {run.message}
        </p>
      );
    case 'done':
      return (
        <>
          <LabProgressView
            progress={run.progress}
            workers={run.report.speed.workers}
            stage={{ kind: 'games' }}
          />
          <LabReportView report={run.report} sections={run.sections} />
        </>
      );
  }
}
