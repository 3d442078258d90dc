/**
 * On a table where this browser holds no seat but the signed-in player took one on another
 * device: "Play your seat here" moves it over (POST /api/tables/:id/mine) and opens the new
 * link it answers; the other device is told it no longer plays it.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from './useMe.ts';

interface Mine {
  readonly seats?: readonly number[];
  readonly invite?: string;
  readonly message?: string;
}

async function mine(tableId: string, method: 'GET' | 'POST'): Promise<Mine | null> {
  try {
    const response = await fetch(`/api/tables/${encodeURIComponent(tableId)}/mine`, { method });
    return (await response.json()) as Mine;
  } catch {
    return null;
  }
}

export function SeatsHere({
  tableId,
  holding,
}: {
  tableId: string;
  /** Whether this browser plays a seat here already. */
  holding: boolean;
}): ReactElement | null {
  const navigate = useNavigate();
  const { me } = useMe();
  const [seats, setSeats] = useState<readonly number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const player = me?.id;
  useEffect(() => {
    if (holding || player === undefined) return;
    let live = true;
    void mine(tableId, 'GET').then((answer) => {
      if (live) setSeats(answer?.seats ?? []);
    });
    return () => {
      live = false;
    };
  }, [tableId, holding, player]);
  if (holding || seats.length === 0) return null;
  const move = async () => {
    const answer = await mine(tableId, 'POST');
    if (answer?.invite) void navigate(answer.invite);
    else setRefusal(answer?.message ?? 'The server cannot be reached. Try again.');
  };
  return (
    <div className="notice seats-here" role="status">
      You have a seat at this table on another device.{' '}
      <button type="button" className="button" onClick={() => void move()}>
        Play your seat here
      </button>
      {refusal && <p role="alert">{refusal}</p>}
    </div>
  );
}
