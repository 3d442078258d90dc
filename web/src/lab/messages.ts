/**
 * What the Lab page and its coordinating worker say to each other. Types only (plain data:
 * everything crosses a worker boundary by structured clone), so the page's bundle gets none
 * of the lab's engine code from here. The coordinator and the chunk workers speak the lab's
 * own protocol (src/lab/ports.ts) over MessageChannels the page sets up.
 *
 *   page → coordinator   RunRequest (with one MessagePort per chunk worker, transferred)
 *   coordinator → page   CoordinatorMessage: progress (and looks, until decided), then done,
 *                        refused or failed
 *   page → chunk worker  ChunkWorkerStart: its end of the channel
 *   chunk worker → page  ChunkWorkerReady, once its code has loaded
 */
import type { LabConfig } from '../../../src/lab/config.ts';
import type { LabReport } from '../../../src/lab/report.ts';
import type { LabProgress } from '../../../src/lab/run.ts';
import type { PageSection } from '../../../src/lab/sections.ts';
import type { SequentialLook, SequentialPlan } from '../../../src/lab/sequential.ts';
import type { SkillLadder, StudyStage } from '../../../src/lab/study.ts';

export type { SkillLadder };

export interface RunRequest {
  readonly config: LabConfig;
  /** Also climb the skill-versus-luck ladder after the games. */
  readonly skill?: SkillLadder;
  /** One end of a channel per chunk worker, e.g. 4 of them; the run plays that many chunks at once. */
  readonly ports: readonly MessagePort[];
}

export interface ChunkWorkerStart {
  readonly port: MessagePort;
}

/** A chunk worker to the page, once its code (the engines) has loaded. */
export interface ChunkWorkerReady {
  readonly kind: 'ready';
}

/** Which part of the run a progress is about: the games, or a rung of the skill ladder. */
export type RunStage = StudyStage;

export type CoordinatorMessage =
  | { readonly kind: 'progress'; readonly stage: RunStage; readonly progress: LabProgress }
  /** A run until decided judged a look: the plan, the look and how many looks are scheduled. */
  | {
      readonly kind: 'look';
      readonly plan: SequentialPlan;
      readonly look: SequentialLook;
      readonly scheduled: number;
    }
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

/**
 * The part of a MessagePort the lab uses: the browser's and Node's both fit, so the workers'
 * logic runs in node:test over real channels.
 */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(
    type: 'message' | 'messageerror',
    listener: (event: { readonly data: unknown }) => void,
  ): void;
  start(): void;
  close(): void;
}
