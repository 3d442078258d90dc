/** Progress in words: share done, rate and time left, for a bar on a terminal or a web page. */
import type { LabProgress } from './run.ts';

export interface ProgressFigures {
  /** 0 to 1. */
  readonly share: number;
  /** Games per second so far. */
  readonly rate: number;
  /** Seconds left at that rate; NaN before any game is done. */
  readonly eta: number;
}

export function progressFigures(p: LabProgress): ProgressFigures {
  const seconds = p.elapsed / 1000;
  const rate = seconds > 0 ? p.done / seconds : 0;
  return {
    share: p.total ? p.done / p.total : 1,
    rate,
    eta: rate > 0 ? (p.total - p.done) / rate : NaN,
  };
}

/** '1m05s', '42s'. */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.ceil(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** '[######      ]  52% 520000/1000000 games · 81234 games/s · ETA 6s' in `width` bar cells. */
export function progressLine(p: LabProgress, width = 24, label = 'games'): string {
  const f = progressFigures(p);
  const filled = Math.round(f.share * width);
  const bar = '#'.repeat(filled) + ' '.repeat(width - filled);
  const percent = `${Math.floor(f.share * 100)}%`.padStart(4);
  return `[${bar}] ${percent} ${p.done}/${p.total} ${label} · ${Math.round(f.rate)} games/s · ETA ${formatSeconds(f.eta)}`;
}
