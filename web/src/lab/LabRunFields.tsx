/**
 * The run's own settings on the Lab page: games, seed, workers, the game's own figures and
 * the skill ladder (games and iterations per rung, as `--skill-games` and `--skill-budgets`).
 */
import type { ReactElement } from 'react';
import { WholeNumberInput } from '../forms/WholeNumberInput.tsx';
import { LAB_METRICS, METRIC_WORDS } from '../../../src/lab/metrics.ts';
import { SHAPE_SAMPLE } from '../../../src/lab/shape.ts';
import {
  decidableMetrics,
  defaultDecidedMetric,
  MAX_LOOKS,
  MAX_SKILL_GAMES,
  MAX_WORKERS,
  newSeed,
  parseBudgets,
  WEB_MAX_GAMES,
  type LabForm,
} from './labForm.ts';

interface LabRunFieldsProps {
  readonly form: LabForm;
  readonly onChange: (form: LabForm) => void;
  /** Logical processors the browser reports, if it does. */
  readonly cores: number | undefined;
}

/** Changes some of the form's fields, keeping the rest. */
type SetFields = (change: Partial<LabForm>) => void;

interface FieldProps {
  readonly form: LabForm;
  readonly set: SetFields;
}

export function LabRunFields({ form, onChange, cores }: LabRunFieldsProps): ReactElement {
  const set: SetFields = (change) => {
    onChange({ ...form, ...change });
  };
  return (
    <section className="panel" aria-labelledby="lab-run-title">
      <h2 id="lab-run-title" className="panel__title">
        Run
      </h2>
      <div className="fields">
        <GamesField form={form} set={set} />
        <SeedField form={form} set={set} />
        <WorkersField form={form} set={set} cores={cores} />
        <ProbeField form={form} set={set} />
        <MetricFields form={form} set={set} />
        <WorthFields form={form} set={set} />
        <UntilField form={form} set={set} />
        <SkillFields form={form} set={set} />
      </div>
    </section>
  );
}

function GamesField({ form, set }: FieldProps): ReactElement {
  return (
    <div className="field">
      <label htmlFor="lab-games">
        {form.untilDecided ? 'Most games' : 'Games'}
        {form.compare || form.restrictRule !== 'off' ? ' per variant' : ''}
      </label>
      <WholeNumberInput
        id="lab-games"
        min={1}
        max={WEB_MAX_GAMES}
        value={form.games}
        onChange={(games) => {
          set({ games });
        }}
      />
    </div>
  );
}

/** The seed, with a button for a fresh one. */
function SeedField({ form, set }: FieldProps): ReactElement {
  return (
    <div className="field">
      <label htmlFor="lab-seed">Seed</label>
      <input
        id="lab-seed"
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={form.seed}
        aria-describedby="lab-seed-hint"
        onChange={(e) => {
          set({ seed: e.currentTarget.value });
        }}
      />
      <p id="lab-seed-hint" className="field__hint">
        The same seed gives the same games and the same figures, whatever the number of workers.{' '}
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            set({ seed: newSeed() });
          }}
        >
          New seed
        </button>
      </p>
    </div>
  );
}

/** Web workers playing at once, and how many cores the browser reports. */
function WorkersField({
  form,
  set,
  cores,
}: FieldProps & { readonly cores: number | undefined }): ReactElement {
  return (
    <div className="field">
      <label htmlFor="lab-workers">Workers</label>
      <WholeNumberInput
        id="lab-workers"
        min={1}
        max={MAX_WORKERS}
        value={form.workers}
        describedBy="lab-workers-hint"
        onChange={(workers) => {
          set({ workers });
        }}
      />
      <p id="lab-workers-hint" className="field__hint">
        Web workers playing at once
        {cores ? `; this browser reports ${cores} cores` : ''}.
      </p>
    </div>
  );
}

/** The optional figures (`--metrics cards,shape`), one box each, and the shape's sample. */
function MetricFields({ form, set }: FieldProps): ReactElement {
  return (
    <>
      {LAB_METRICS.map((metric) => (
        <div key={metric} className="field field--check">
          <input
            id={`lab-metric-${metric}`}
            type="checkbox"
            checked={form.metrics.includes(metric)}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              set({
                metrics: LAB_METRICS.filter((m) => (m === metric ? on : form.metrics.includes(m))),
              });
            }}
          />
          <label htmlFor={`lab-metric-${metric}`}>{METRIC_WORDS[metric]}</label>
        </div>
      ))}
      {form.metrics.includes('shape') && <ShapeEveryField form={form} set={set} />}
    </>
  );
}

/** The shape's sample (`--shape-every K`): typed as text, so that empty means the lab's choice. */
function ShapeEveryField({ form, set }: FieldProps): ReactElement {
  return (
    <div className="field">
      <label htmlFor="lab-shape-every">Judge every Kth game for the shape (1 = every game)</label>
      <input
        id="lab-shape-every"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="the lab's choice"
        value={form.shapeEvery}
        aria-describedby="lab-shape-every-hint"
        onChange={(e) => {
          set({ shapeEvery: e.currentTarget.value });
        }}
      />
      <p id="lab-shape-every-hint" className="field__hint">
        Lead changes, comebacks and how early a game was decided come from the games judged. Empty:
        every game where the game judges its own positions, every {SHAPE_SAMPLE}th where short
        random playouts judge them (Goalkeepers, Goal!), as these cost far more. The report says how
        many games were judged.
      </p>
    </div>
  );
}

/**
 * What a card is worth (`--never NAME` / `--always NAME`): the first bot restricted, against the
 * bots as given, seats rotated, on the same seeds.
 */
function WorthFields({ form, set }: FieldProps): ReactElement {
  return (
    <>
      <div className="field">
        <label htmlFor="lab-worth-rule">What is a card worth?</label>
        <select
          id="lab-worth-rule"
          value={form.restrictRule}
          onChange={(e) => {
            const rule = e.currentTarget.value;
            set({ restrictRule: rule === 'never' || rule === 'always' ? rule : 'off' });
          }}
        >
          <option value="off">Not measured</option>
          <option value="never">Seat 1&apos;s bot never plays it</option>
          <option value="always">Seat 1&apos;s bot plays it whenever it can</option>
        </select>
      </div>
      {form.restrictRule !== 'off' && (
        <div className="field">
          <label htmlFor="lab-worth-name">Card or choice</label>
          <input
            id="lab-worth-name"
            type="text"
            value={form.restrictName}
            placeholder="Ghost Ball"
            onChange={(e) => {
              set({ restrictName: e.currentTarget.value });
            }}
          />
          <p className="field__hint">
            As the cards table names it. Played against the bots as they are, on the same seeds, the
            bots changing seats.
          </p>
        </div>
      )}
    </>
  );
}

/** Whether the game's probe counts its own figures (`--no-probe` when off). */
function ProbeField({ form, set }: FieldProps): ReactElement {
  return (
    <div className="field field--check">
      <input
        id="lab-probe"
        type="checkbox"
        checked={form.probe}
        onChange={(e) => {
          set({ probe: e.currentTarget.checked });
        }}
      />
      <label htmlFor="lab-probe">The game&apos;s own figures</label>
    </div>
  );
}

/** The sequential stop (`--until-decided`): stop once the comparison is decided. */
function UntilField({ form, set }: FieldProps): ReactElement {
  return (
    <>
      <UntilCheck form={form} set={set} />
      {form.untilDecided && <UntilSettings form={form} set={set} />}
    </>
  );
}

function UntilCheck({ form, set }: FieldProps): ReactElement {
  return (
    <div className="field field--check">
      <input
        id="lab-until"
        type="checkbox"
        checked={form.untilDecided}
        aria-describedby="lab-until-hint"
        onChange={(e) => {
          set({ untilDecided: e.currentTarget.checked });
        }}
      />
      <label htmlFor="lab-until">Until decided</label>
      <p id="lab-until-hint" className="field__hint">
        Stop comparing as soon as the difference is established, or shown negligible, at the
        confidence asked (a group-sequential test); the games are then the most it plays.
      </p>
    </div>
  );
}

/**
 * The test's settings, as `--decide-on`, `--negligible`, `--confidence` and `--looks` take them;
 * the most games is the Games field.
 */
function UntilSettings({ form, set }: FieldProps): ReactElement {
  const restricted = form.restrictRule !== 'off';
  const metrics = decidableMetrics(form.seats, restricted);
  const chosen = form.decideOn === '' ? defaultDecidedMetric(restricted) : form.decideOn;
  return (
    <>
      <div className="field">
        <label htmlFor="lab-until-metric">Decide on</label>
        <select
          id="lab-until-metric"
          value={chosen}
          onChange={(e) => {
            const metric = e.currentTarget.value;
            set({ decideOn: metric === defaultDecidedMetric(restricted) ? '' : metric });
          }}
        >
          {(metrics.includes(chosen) ? metrics : [chosen, ...metrics]).map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="lab-until-negligible">Negligible below</label>
        <input
          id="lab-until-negligible"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={form.negligible}
          aria-describedby="lab-until-negligible-hint"
          onChange={(e) => {
            set({ negligible: e.currentTarget.value });
          }}
        />
        <p id="lab-until-negligible-hint" className="field__hint">
          In the metric&apos;s units: 0.02 is 2 points of a rate, 1 is a decision per game.
        </p>
      </div>
      <div className="field">
        <label htmlFor="lab-until-confidence">Confidence (%)</label>
        <input
          id="lab-until-confidence"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={form.confidence}
          onChange={(e) => {
            set({ confidence: e.currentTarget.value });
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="lab-until-looks">Most looks</label>
        <WholeNumberInput
          id="lab-until-looks"
          min={1}
          max={MAX_LOOKS}
          value={form.looks}
          describedBy="lab-until-looks-hint"
          onChange={(looks) => {
            set({ looks });
          }}
        />
        <p id="lab-until-looks-hint" className="field__hint">
          Looks at equal steps up to the games above, the most it plays per variant.
        </p>
      </div>
    </>
  );
}

/** The skill ladder: on or off, then its games and budgets per rung when on. */
function SkillFields({ form, set }: FieldProps): ReactElement {
  return (
    <>
      <div className="field field--check">
        <input
          id="lab-skill"
          type="checkbox"
          checked={form.skill}
          aria-describedby="lab-skill-hint"
          onChange={(e) => {
            set({ skill: e.currentTarget.checked });
          }}
        />
        <label htmlFor="lab-skill">Skill versus luck ladder</label>
        <p id="lab-skill-hint" className="field__hint">
          Then search bots play ones with half their iterations, seats changing, one rung per
          budget. In a game of pure luck the stronger wins one game in every {form.seats} not drawn,
          on every rung.
        </p>
      </div>
      {form.skill && <SkillLadderFields form={form} set={set} />}
    </>
  );
}

/** Games per rung (`--skill-games`) and the iterations per rung (`--skill-budgets`). */
function SkillLadderFields({ form, set }: FieldProps): ReactElement {
  return (
    <>
      <div className="field">
        <label htmlFor="lab-skill-games">Games per rung</label>
        <WholeNumberInput
          id="lab-skill-games"
          min={1}
          max={MAX_SKILL_GAMES}
          value={form.skillGames}
          onChange={(skillGames) => {
            set({ skillGames });
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="lab-skill-budgets">Iterations per rung</label>
        <input
          id="lab-skill-budgets"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={form.skillBudgets}
          aria-describedby="lab-skill-budgets-hint"
          onChange={(e) => {
            set({ skillBudgets: e.currentTarget.value });
          }}
        />
        <p id="lab-skill-budgets-hint" className="field__hint">
          <BudgetsHint text={form.skillBudgets} />
        </p>
      </div>
    </>
  );
}

/** What the budgets typed will play, e.g. 'search:16 against search:8, then …'. */
function BudgetsHint({ text }: { readonly text: string }): ReactElement {
  const budgets = parseBudgets(text);
  if (typeof budgets === 'string') return <>{budgets}</>;
  const rungs = budgets.map((b) => `search:${b} against search:${Math.max(1, Math.floor(b / 2))}`);
  return <>The stronger bot&apos;s iterations, one rung each: {rungs.join(', then ')}.</>;
}
