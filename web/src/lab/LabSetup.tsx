/**
 * The Lab page's form: the game, seats and a bot per seat, the game's options (the form built
 * from its JSON Schema, twice when two variants are compared), games, seed and workers.
 */
import type { ReactElement } from 'react';
import { OptionsForm } from '../forms/OptionsForm.tsx';
import { optionFields, type OptionValue } from '../forms/optionFields.ts';
import type { GameInfo } from '../protocol.ts';
import {
  isLabBot,
  LAB_BOTS,
  MAX_SKILL_GAMES,
  MAX_WORKERS,
  SKILL_BUDGETS_WORDS,
  newSeed,
  WEB_MAX_GAMES,
  withGame,
  withSeats,
  type LabForm,
} from './labForm.ts';

interface LabSetupProps {
  readonly games: readonly GameInfo[];
  readonly game: GameInfo;
  readonly form: LabForm;
  readonly onChange: (form: LabForm) => void;
  /** Logical processors the browser reports, if it does. */
  readonly cores: number | undefined;
}

export function LabSetup({ games, game, form, onChange, cores }: LabSetupProps): ReactElement {
  const fields = optionFields(game.options);
  const set = (change: Partial<LabForm>): void => {
    onChange({ ...form, ...change });
  };
  const seatChoices = Array.from(
    { length: game.maxSeats - game.minSeats + 1 },
    (_, i) => game.minSeats + i,
  );
  const option =
    (which: 'options' | 'optionsB') =>
    (key: string, value: OptionValue): void => {
      set({ [which]: { ...form[which], [key]: value } });
    };
  return (
    <>
      <section className="panel" aria-labelledby="lab-game-title">
        <h2 id="lab-game-title" className="panel__title">
          Game and bots
        </h2>
        <div className="fields">
          <div className="field">
            <label htmlFor="lab-game">Game</label>
            <select
              id="lab-game"
              value={form.game}
              onChange={(e) => {
                const next = games.find((g) => g.id === e.currentTarget.value);
                if (next) onChange(withGame(form, next));
              }}
            >
              {games.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.title}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="lab-seats">Seats</label>
            <select
              id="lab-seats"
              value={form.seats}
              onChange={(e) => {
                onChange(withSeats(form, Number(e.currentTarget.value)));
              }}
            >
              {seatChoices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          {form.bots.map((bot, seat) => (
            <div className="field" key={seat}>
              <label htmlFor={`lab-bot-${seat}`}>Seat {seat + 1} bot</label>
              <select
                id={`lab-bot-${seat}`}
                value={bot}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  if (isLabBot(value))
                    set({ bots: form.bots.map((b, i) => (i === seat ? value : b)) });
                }}
              >
                {LAB_BOTS.map((b) => (
                  <option key={b.value} value={b.value}>
                    {b.words}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="field field--check">
            <input
              id="lab-rotate"
              type="checkbox"
              checked={form.rotate}
              aria-describedby="lab-rotate-hint"
              onChange={(e) => {
                set({ rotate: e.currentTarget.checked });
              }}
            />
            <label htmlFor="lab-rotate">Bots change seats</label>
            <p id="lab-rotate-hint" className="field__hint">
              Each seed is played once in every arrangement, so results by bot are free of the
              seat&apos;s advantage.
            </p>
          </div>
        </div>
      </section>
      <section className="panel" aria-labelledby="lab-options-title">
        <h2 id="lab-options-title" className="panel__title">
          {form.compare ? 'Options of variant A' : 'Options'}
        </h2>
        <OptionsForm
          fields={fields}
          values={form.options}
          onChange={option('options')}
          idPrefix="lab-option"
        />
        {fields.length > 0 && (
          <div className="field field--check">
            <input
              id="lab-compare"
              type="checkbox"
              checked={form.compare}
              aria-describedby="lab-compare-hint"
              onChange={(e) => {
                set({ compare: e.currentTarget.checked });
              }}
            />
            <label htmlFor="lab-compare">Compare with a second set of options</label>
            <p id="lab-compare-hint" className="field__hint">
              Variant B plays the very same seeds, so their differences are measured game by game.
            </p>
          </div>
        )}
      </section>
      {form.compare && (
        <section className="panel" aria-labelledby="lab-options-b-title">
          <h2 id="lab-options-b-title" className="panel__title">
            Options of variant B
          </h2>
          <OptionsForm
            fields={fields}
            values={form.optionsB}
            onChange={option('optionsB')}
            idPrefix="lab-option-b"
          />
        </section>
      )}
      <section className="panel" aria-labelledby="lab-run-title">
        <h2 id="lab-run-title" className="panel__title">
          Run
        </h2>
        <div className="fields">
          <div className="field">
            <label htmlFor="lab-games">Games{form.compare ? ' per variant' : ''}</label>
            <input
              id="lab-games"
              type="number"
              min={1}
              max={WEB_MAX_GAMES}
              step={1}
              required
              value={Number.isFinite(form.games) ? form.games : ''}
              onChange={(e) => {
                set({ games: e.currentTarget.valueAsNumber });
              }}
            />
          </div>
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
              The same seed gives the same games and the same figures, whatever the number of
              workers.{' '}
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
          <div className="field">
            <label htmlFor="lab-workers">Workers</label>
            <input
              id="lab-workers"
              type="number"
              min={1}
              max={MAX_WORKERS}
              step={1}
              required
              value={Number.isFinite(form.workers) ? form.workers : ''}
              aria-describedby="lab-workers-hint"
              onChange={(e) => {
                set({ workers: e.currentTarget.valueAsNumber });
              }}
            />
            <p id="lab-workers-hint" className="field__hint">
              Web workers playing at once
              {cores ? `; this browser reports ${cores} cores` : ''}.
            </p>
          </div>
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
              Then search bots with {SKILL_BUDGETS_WORDS} iterations play ones with half as many,
              seats changing. In a game of pure luck the stronger wins one game in every{' '}
              {form.seats} not drawn, on every rung.
            </p>
          </div>
          {form.skill && (
            <div className="field">
              <label htmlFor="lab-skill-games">Games per rung</label>
              <input
                id="lab-skill-games"
                type="number"
                min={1}
                max={MAX_SKILL_GAMES}
                step={1}
                required
                value={Number.isFinite(form.skillGames) ? form.skillGames : ''}
                onChange={(e) => {
                  set({ skillGames: e.currentTarget.valueAsNumber });
                }}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
