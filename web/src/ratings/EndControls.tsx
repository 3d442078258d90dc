/**
 * Ending a two-sided table before its finish (src/server/ratings/resign.ts), on the table
 * page: "Resign…" asks to be sure, then resigns the shown seat (a loss; at 2v2 the side
 * resigns once both its persons have); "Claim the win" appears at an untimed rated table
 * whose opponent has had no device here for 5 minutes. At 2v2, a teammate's resignation is
 * said at once (the server's 'resign' notice in the log; after a reload, its endings). At a
 * closed table, EndingWords says who resigned or lost by a claim. Refusals are shown in the
 * server's words.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { EndAnswer, TableEnding } from '../../../src/server/ratings/wire.ts';
import { request, type ApiError } from '../api/http.ts';
import type { GameEvent } from '../protocol.ts';
import { loadHeld } from '../table/seatTokens.ts';
import { endingWords, resignedSeats, sideResignedWords } from './resigned.ts';

const path = (tableId: string, what: string): string =>
  `/api/tables/${encodeURIComponent(tableId)}/${what}`;

export const endingApi = {
  ending: (tableId: string, token?: string) =>
    request<TableEnding>(
      path(tableId, 'ending') + (token ? `?token=${encodeURIComponent(token)}` : ''),
    ),
  end: (tableId: string, what: 'resign' | 'claim-win', token: string) =>
    request<EndAnswer>(path(tableId, what), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    }),
};

/** How often a playing table asks whether the win may be claimed: every 20 s. */
const CLAIM_CHECK_MS = 20_000;

interface EndControlsProps {
  readonly tableId: string;
  /** The seat this page shows and plays. */
  readonly seat: number;
  /** A seat's name, e.g. 'Bo'. */
  readonly name: (seat: number) => string;
  /** The table's sides, e.g. [[0, 2], [1, 3]]. */
  readonly teams: readonly (readonly number[])[];
  /** The event log so far: its 'resign' notices say who resigned. */
  readonly log: readonly GameEvent[];
}

export function EndControls(props: EndControlsProps): ReactElement | null {
  const { tableId, seat, name } = props;
  const token = loadHeld(tableId).tokens[seat];
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [resignedHere, setResignedHere] = useState(false);
  const { claimAt, endings } = useClaimableAt(tableId, token);
  const resigned = resignedSeats(props.log, endings);
  if (resignedHere && !resigned.includes(seat)) resigned.push(seat);
  const said = sideResignedWords(resigned, seat, props.teams, name);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (claimAt === null || claimAt <= now) return undefined;
    const timer = setTimeout(() => {
      setNow(Date.now());
    }, claimAt - now);
    return () => {
      clearTimeout(timer);
    };
  }, [claimAt, now]);
  if (token === undefined) return null;
  const send = async (what: 'resign' | 'claim-win'): Promise<void> => {
    setError(null);
    const reply = await endingApi.end(tableId, what, token);
    setAsking(false);
    if (!reply.ok) setError(reply.error);
    else if (!reply.value.ended) setResignedHere(true);
  };
  return (
    <section className="panel end-controls" aria-label="Resign or claim">
      {claimAt !== null && (
        <p className="notice" role="status">
          Your opponent has gone.{' '}
          {claimAt <= now ? (
            <button type="button" className="button" onClick={() => void send('claim-win')}>
              Claim the win
            </button>
          ) : (
            <>
              If they are not back by{' '}
              <time dateTime={new Date(claimAt).toISOString()}>
                {new Date(claimAt).toLocaleTimeString()}
              </time>
              , you may claim the win.
            </>
          )}
        </p>
      )}
      {asking ? (
        <p role="group" aria-label="Resign this game?">
          Resign as {name(seat)}? It counts as a loss.{' '}
          <button type="button" className="button" onClick={() => void send('resign')}>
            Yes, resign
          </button>{' '}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setAsking(false);
            }}
          >
            Keep playing
          </button>
        </p>
      ) : (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            setAsking(true);
          }}
        >
          Resign…
        </button>
      )}
      {said && <p role="status">{said}</p>}
      {error && (
        <p className="notice" role="alert" data-code={error.code}>
          {error.message}
        </p>
      )}
    </section>
  );
}

/**
 * When this seat may claim the win (epoch ms, the server's word), or null, and the endings
 * noted so far (a teammate's resignation before a reload); asked now and then.
 */
function useClaimableAt(
  tableId: string,
  token: string | undefined,
): { readonly claimAt: number | null; readonly endings: TableEnding['endings'] } {
  const [at, setAt] = useState<number | null>(null);
  const [endings, setEndings] = useState<TableEnding['endings']>([]);
  useEffect(() => {
    if (token === undefined) return undefined;
    let live = true;
    const ask = async (): Promise<void> => {
      const reply = await endingApi.ending(tableId, token);
      if (!live || !reply.ok) return;
      setAt(reply.value.claimableAt);
      setEndings(reply.value.endings);
    };
    void ask();
    const timer = setInterval(() => void ask(), CLAIM_CHECK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tableId, token]);
  return { claimAt: at, endings };
}

/** At a closed table: who resigned or lost by a claim, e.g. 'Ana resigned.', or null. */
export function useEndingWords(tableId: string, name: (seat: number) => string): string | null {
  const [ending, setEnding] = useState<TableEnding | null>(null);
  useEffect(() => {
    let live = true;
    void endingApi.ending(tableId).then((reply) => {
      if (live && reply.ok) setEnding(reply.value);
    });
    return () => {
      live = false;
    };
  }, [tableId]);
  return ending ? endingWords(ending, name) : null;
}

/** The ending of a resigned or claimed table, as a note (the replay's last step), or nothing. */
export function EndingNote(props: {
  readonly tableId: string;
  readonly name: (seat: number) => string;
}): ReactElement | null {
  const words = useEndingWords(props.tableId, props.name);
  return words ? (
    <p className="panel" data-ending="">
      {words}
    </p>
  ) : null;
}
