/**
 * The seats this browser holds at a table (see TablePage): the tokens kept in storage, an
 * invite link's seat tried alone until the server seats it, and why a link or the held seats
 * were refused. Each hook below keeps them in step with one thing: the address bar, a
 * refusal, a rematch, the table's seat count.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, type ApiError } from '../api/http.ts';
import type { JoinedTable, RematchOffer } from '../protocol.ts';
import {
  carryOver,
  dropSeat,
  dropTokens,
  forgetRefused,
  holdInvite,
  holdToken,
  inviteFromLocation,
  keepJoined,
  loadHeld,
  pruneSeats,
  type HeldSeats,
} from '../table/seatTokens.ts';
import type { Device } from '../table/useTable.ts';

/** An invite link's seat and token, as the address carried them. */
type Opened = NonNullable<ReturnType<typeof inviteFromLocation>>;

export interface Holding {
  readonly held: HeldSeats;
  /** The tokens to join with: the invite link's alone while one is tried. */
  readonly tokens: readonly string[];
  readonly device: Device;
  /** Why an invite link or this browser's seats were refused: shown above the watched table. */
  readonly lost: ApiError | null;
  /** Reads the held seats again after storage changed. */
  readonly reload: () => void;
  /** Tries an invite link opened in this tab. */
  readonly open: (invite: Opened) => void;
  /** Lets go of a refused link or refused held tokens; false if `failure` refuses neither. */
  readonly letGo: (failure: ApiError) => boolean;
  /** Forgets every seat held here, and the link tried: the table is watched. */
  readonly forget: () => void;
  /** The host's: gives a seat a new link; resolves to the refusal, if any. */
  readonly reissue: ((seat: number) => Promise<ApiError | null>) | undefined;
}

export function useHeldSeats(tableId: string): Holding {
  const location = useLocation();
  const [held, setHeld] = useState(() => loadHeld(tableId));
  // An invite link's seat and token: tried alone, and kept only once the server seats it.
  const [invite, setInvite] = useState(() => inviteFromLocation(location.search, location.hash));
  const [lost, setLost] = useState<ApiError | null>(null);
  const reload = useCallback(() => {
    setHeld(loadHeld(tableId));
  }, [tableId]);
  const open = useCallback((opened: Opened) => {
    setInvite(opened);
    setLost(null);
  }, []);
  const letGo = useCallback(
    (failure: ApiError) => {
      if (invite) setInvite(null);
      else if (forgetRefused(tableId, failure.code)) reload();
      else return false;
      setLost(failure);
      return true;
    },
    [invite, tableId, reload],
  );
  const joined = (seated: JoinedTable): void => {
    keepJoined(tableId, seated, invite);
    if (invite) {
      setInvite(null);
      setLost(null);
    }
    reload();
  };
  const forget = (): void => {
    setInvite(null);
    dropTokens(tableId);
    reload();
  };
  const host = held.host;
  const reissue = host
    ? async (seat: number): Promise<ApiError | null> => {
        const reply = await api.reissue(tableId, host, seat);
        if (!reply.ok) return reply.error;
        holdInvite(tableId, { seat, invite: reply.value.invite });
        dropSeat(tableId, seat);
        reload();
        return null;
      }
    : undefined;
  const tokens = invite ? [invite.token] : Object.values(held.tokens);
  const device = { token: held.device, joined };
  return { held, tokens, device, lost, reload, open, letGo, forget, reissue };
}

/** A link opened in this tab, now or later: the token leaves the address bar at once. */
export function useInviteLink(open: (invite: Opened) => void): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const opened = inviteFromLocation(location.search, location.hash);
    if (!opened) return;
    open(opened);
    void navigate(location.pathname, { replace: true });
  }, [location.search, location.hash, location.pathname, navigate, open]);
}

/** A refused link (never kept) or refused held tokens (let go): the table is watched instead. */
export function useLetGoRefused(failure: ApiError | null, letGo: Holding['letGo']): void {
  const [handled, setHandled] = useState<ApiError | null>(null);
  useEffect(() => {
    if (!failure || failure === handled) return;
    if (letGo(failure)) setHandled(failure);
  }, [failure, handled, letGo]);
}

/**
 * Holds the seats a rematch offers at its new table and, once this browser has asked for the
 * rematch, follows it there. Returns what asking does.
 */
export function useRematchOffer(
  tableId: string,
  offer: RematchOffer | null,
  reload: () => void,
): () => void {
  const navigate = useNavigate();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!offer) return;
    carryOver(tableId, offer.to);
    for (const { seat, token } of offer.tokens) holdToken(offer.to, seat, token);
    reload();
    if (asked) void navigate(`/table/${offer.to}`);
  }, [offer, asked, navigate, tableId, reload]);
  return useCallback(() => {
    setAsked(true);
  }, []);
}

/** Lets go of held seats the table does not have (its seat count once known). */
export function usePruneSeats(
  tableId: string,
  seatCount: number | undefined,
  reload: () => void,
): void {
  useEffect(() => {
    if (seatCount !== undefined && pruneSeats(tableId, seatCount)) reload();
  }, [seatCount, tableId, reload]);
}
