/**
 * The Lab page's form: the game, seats and a bot per seat, the game's options (the form built
 * from its JSON Schema, or a table of variants when several are compared: LabVariantsTable), then
 * the run's own settings (LabRunFields).
 */
import type { ReactElement } from 'react';
import { OptionsForm } from '../forms/OptionsForm.tsx';
import { optionFields, type OptionValue } from '../forms/optionFields.ts';
import type { GameInfo } from '../protocol.ts';
import { isLabBot, LAB_BOTS, withGame, withSeats, type LabForm } from './labForm.ts';
import { LabRunFields } from './LabRunFields.tsx';
import { LabVariantsTable } from './LabVariantsTable.tsx';

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
  const option = (key: string, value: OptionValue): void => {
    set({ options: { ...form.options, [key]: value } });
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
          <p className="field__hint">
            Random and heuristic bots play thousands of games a second; the easy, normal and hard
            bots search before every decision, so a few hundred games take a while.
          </p>
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
          {form.compare ? 'Variants' : 'Options'}
        </h2>
        {form.compare ? (
          <LabVariantsTable fields={fields} form={form} onChange={onChange} />
        ) : (
          <OptionsForm
            fields={fields}
            values={form.options}
            onChange={option}
            idPrefix="lab-option"
          />
        )}
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
            <label htmlFor="lab-compare">Compare several sets of options</label>
            <p id="lab-compare-hint" className="field__hint">
              Variants play the very same seeds, so their differences are measured game by game.
            </p>
          </div>
        )}
      </section>
      <LabRunFields form={form} onChange={onChange} cores={cores} />
    </>
  );
}
