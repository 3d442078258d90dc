/**
 * What the Lab page, its coordinating worker and its chunk workers say to each other. Types
 * only (plain data: everything crosses a worker boundary by structured clone), so the page's
 * bundle gets none of the lab's engine code from here.
 *
 *   page → coordinator   RunRequest (with one MessagePort per chunk worker, transferred)
 *   coordinator → page   CoordinatorMessage: progress, then done, refused or failed
 *   coordinator → chunk  ChunkRequest over its port: the config once, then chunks
 *   chunk → coordinator  ChunkReply per chunk
 */
import type { LabConfig } from '../../../src/lab/config.ts';
import type { ChunkResult, ChunkTask } from '../../../src/lab/play.ts';
import type { LabReport } from '../../../src/lab/report.ts';
import type { LabProgress } from '../../../src/lab/run.ts';
import type { PageSection } from '../../../src/lab/sections.ts';

export interface RunRequest {
  readonly config: LabConfig;
  /** One end of a channel per chunk worker, e.g. 4 of them; the run plays that many chunks at once. */
  readonly ports: readonly MessagePort[];
}

export type CoordinatorMessage =
  | { readonly kind: 'progress'; readonly progress: LabProgress }
  | {
      readonly kind: 'done';
      readonly report: LabReport;
      /** The report's figures in reading order, as the lab's HTML page lays them out. */
      readonly sections: readonly PageSection[];
    }
  /** The config was refused before any game was played, e.g. options out of range. */
  | { readonly kind: 'refused'; readonly code: string; readonly message: string }
  /** Something broke during the run, e.g. a bot chose an illegal action. */
  | { readonly kind: 'failed'; readonly message: string };

export type ChunkRequest =
  | { readonly kind: 'config'; readonly config: LabConfig }
  | { readonly kind: 'chunk'; readonly task: ChunkTask };

export type ChunkReply =
  | { readonly ok: true; readonly result: ChunkResult }
  | { readonly ok: false; readonly message: string };

/**
 * The part of a MessagePort the lab uses: the browser's and Node's both fit, so the workers'
 * logic runs in node:test over real channels.
 */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  start(): void;
  close(): void;
}
