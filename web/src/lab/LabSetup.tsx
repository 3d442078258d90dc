/**
 * The Lab page's form: the game, seats and a bot per seat, the game's options (the form built
 * from its JSON Schema, or a table of variants when several are compared: LabVariantsTable), then
 * the run's own settings (LabRunFields).
 */
import type { ReactElement } from 'react';
import { OptionsForm } from '../forms/OptionsForm.tsx';
import { optionFields, type OptionValue } from '../forms/optionFields.ts';
import type { GameInfo } from '../protocol.ts';
import { isLabBot, LAB_BOTS, withGame, withSeats, type LabBot, type LabForm } from './labForm.ts';
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
  return (
    <>
      <GameAndBots games={games} game={game} form={form} onChange={onChange} />
      <OptionsPanel game={game} form={form} onChange={onChange} />
      <LabRunFields form={form} onChange={onChange} cores={cores} />
    </>
  );
}

interface PanelProps {
  readonly game: GameInfo;
  readonly form: LabForm;
  readonly onChange: (form: LabForm) => void;
}

/** The first panel: which game, how many seats, a bot per seat, and whether bots change seats. */
function GameAndBots({
  games,
  game,
  form,
  onChange,
}: PanelProps & { readonly games: readonly GameInfo[] }): ReactElement {
  return (
    <section className="panel" aria-labelledby="lab-game-title">
      <h2 id="lab-game-title" className="panel__title">
        Game and bots
      </h2>
      <div className="fields">
        <GameField games={games} form={form} onChange={onChange} />
        <SeatsField game={game} form={form} onChange={onChange} />
        {form.bots.map((bot, seat) => (
          <BotField key={seat} seat={seat} bot={bot} form={form} onChange={onChange} />
        ))}
        <p className="field__hint">
          Random and heuristic bots play thousands of games a second; the easy, normal and hard bots
          search before every decision, so a few hundred games take a while.
        </p>
        <RotateField form={form} onChange={onChange} />
      </div>
    </section>
  );
}

function GameField({
  games,
  form,
  onChange,
}: Omit<PanelProps, 'game'> & { readonly games: readonly GameInfo[] }): ReactElement {
  return (
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
  );
}

/** The seat counts the game allows, e.g. 2 to 5. */
function SeatsField({ game, form, onChange }: PanelProps): ReactElement {
  const seatChoices = Array.from(
    { length: game.maxSeats - game.minSeats + 1 },
    (_, i) => game.minSeats + i,
  );
  return (
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
  );
}

function BotField({
  seat,
  bot,
  form,
  onChange,
}: Omit<PanelProps, 'game'> & { readonly seat: number; readonly bot: LabBot }): ReactElement {
  return (
    <div className="field">
      <label htmlFor={`lab-bot-${seat}`}>Seat {seat + 1} bot</label>
      <select
        id={`lab-bot-${seat}`}
        value={bot}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isLabBot(value))
            onChange({ ...form, bots: form.bots.map((b, i) => (i === seat ? value : b)) });
        }}
      >
        {LAB_BOTS.map((b) => (
          <option key={b.value} value={b.value}>
            {b.words}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Bots change seats game by game (LabConfig.rotate). */
function RotateField({ form, onChange }: Omit<PanelProps, 'game'>): ReactElement {
  return (
    <div className="field field--check">
      <input
        id="lab-rotate"
        type="checkbox"
        checked={form.rotate}
        aria-describedby="lab-rotate-hint"
        onChange={(e) => {
          onChange({ ...form, rotate: e.currentTarget.checked });
        }}
      />
      <label htmlFor="lab-rotate">Bots change seats</label>
      <p id="lab-rotate-hint" className="field__hint">
        Each seed is played once in every arrangement, so results by bot are free of the seat&apos;s
        advantage.
      </p>
    </div>
  );
}

/**
 * The second panel: the game's options (the form built from its JSON Schema), or a table of
 * variants when several are compared, and the switch between the two.
 */
function OptionsPanel({ game, form, onChange }: PanelProps): ReactElement {
  const fields = optionFields(game.options);
  const option = (key: string, value: OptionValue): void => {
    onChange({ ...form, options: { ...form.options, [key]: value } });
  };
  return (
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
      {fields.length > 0 && <CompareField form={form} onChange={onChange} />}
    </section>
  );
}

function CompareField({ form, onChange }: Omit<PanelProps, 'game'>): ReactElement {
  return (
    <div className="field field--check">
      <input
        id="lab-compare"
        type="checkbox"
        checked={form.compare}
        aria-describedby="lab-compare-hint"
        onChange={(e) => {
          onChange({ ...form, compare: e.currentTarget.checked });
        }}
      />
      <label htmlFor="lab-compare">Compare several sets of options</label>
      <p id="lab-compare-hint" className="field__hint">
        Variants play the very same seeds, so their differences are measured game by game.
      </p>
    </div>
  );
}
