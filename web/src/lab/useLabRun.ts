/**
 * Runs the lab in web workers for the Lab page: one coordinating worker (it runs the lab's
 * scheduler and merge and builds the report) and `workers` chunk workers that play the games,
 * each joined to the coordinator by a MessageChannel. The page's bundle holds none of the
 * engines: they are in the workers' bundles. Cancel, a finished run and leaving the page all
 * terminate every worker.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LabConfig } from '../../../src/lab/config.ts';
import type { LabReport } from '../../../src/lab/report.ts';
import type { LabProgress } from '../../../src/lab/run.ts';
import type { PageSection } from '../../../src/lab/sections.ts';
import { NO_ETA, addSample, type Eta } from './eta.ts';
import type { CoordinatorMessage, RunRequest, RunStage, SkillLadder } from './messages.ts';
import type { SequentialLook, SequentialPlan } from '../../../src/lab/sequential.ts';

/** A run until decided as it goes: the plan, the looks judged so far and the comparisons' labels. */
export interface LiveSequential {
  readonly plan: SequentialPlan;
  /** Looks scheduled: the most the test takes, e.g. 10. */
  readonly scheduled: number;
  readonly looks: readonly SequentialLook[];
  /** Each compared variant against the first, e.g. 'rounds=5 − rounds=3'. */
  readonly labels: readonly string[];
}

export type LabRun =
  | { readonly phase: 'idle' }
  /** `progress` is null until the first chunk is merged; it is about `stage`. */
  | {
      readonly phase: 'running';
      readonly workers: number;
      readonly stage: RunStage;
      readonly progress: LabProgress | null;
      /** Chunk workers that have loaded their code, e.g. 1 of 2. */
      readonly ready: number;
      /** The stage's smoothed rate and time left. */
      readonly eta: Eta;
      /** Until decided: the looks so far (null before the first, or in a fixed run). */
      readonly sequential: LiveSequential | null;
    }
  | {
      readonly phase: 'done';
      /** The games' last progress: every game done, at the run's rate. */
      readonly progress: LabProgress | null;
      readonly report: LabReport;
      readonly sections: readonly PageSection[];
    }
  /** Stopped by the Cancel button, during `stage`, `progress` along it. */
  | {
      readonly phase: 'cancelled';
      readonly stage: RunStage;
      readonly progress: LabProgress | null;
    }
  /** Refused before any game (bad input), or failed during the run. */
  | { readonly phase: 'refused' | 'failed'; readonly message: string };

export interface LabRunner {
  readonly run: LabRun;
  /** Starts a run with `workers` chunk workers, then the skill ladder if `skill` is given. */
  readonly start: (config: LabConfig, workers: number, skill?: SkillLadder) => void;
  readonly cancel: () => void;
}

function sameStage(a: RunStage, b: RunStage): boolean {
  return a.kind === b.kind && (a.kind === 'games' || (b.kind === 'skill' && a.rung === b.rung));
}

export function useLabRun(): LabRunner {
  const [run, setRun] = useState<LabRun>({ phase: 'idle' });
  // The workers of the run in progress, to terminate; empty when none runs.
  const workers = useRef<Worker[]>([]);

  const stop = useCallback(() => {
    for (const worker of workers.current) worker.terminate();
    workers.current = [];
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    (config: LabConfig, count: number, skill?: SkillLadder) => {
      stop();
      const { coordinator, chunkWorkers } = spawnWorkers(count);
      const all = [coordinator, ...chunkWorkers];
      workers.current = all;
      const live = (): boolean => workers.current === all;
      const shown = new ShownRun(count, setRun, comparisonLabels(config));
      const finish = (next: LabRun): void => {
        if (!live()) return;
        stop();
        setRun(next);
      };
      followCoordinator(coordinator, shown, live, finish);
      followChunkWorkers(chunkWorkers, shown, live);
      for (const worker of all)
        worker.addEventListener('error', (event: ErrorEvent) => {
          finish({
            phase: 'failed',
            message: `A lab worker stopped: ${event.message || 'no reason given'}`,
          });
        });
      startRun(coordinator, chunkWorkers, config, skill);
      shown.show();
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setRun((old) =>
      old.phase === 'running'
        ? { phase: 'cancelled', stage: old.stage, progress: old.progress }
        : { phase: 'cancelled', stage: { kind: 'games' }, progress: null },
    );
  }, [stop]);

  return { run, start, cancel };
}

/** The coordinator and `count` chunk workers, their code still loading. */
function spawnWorkers(count: number): { coordinator: Worker; chunkWorkers: Worker[] } {
  const coordinator = new Worker(new URL('./lab.worker.ts', import.meta.url), {
    type: 'module',
    name: 'lab',
  });
  const chunkWorkers = Array.from(
    { length: count },
    (_, i) =>
      new Worker(new URL('./chunk.worker.ts', import.meta.url), {
        type: 'module',
        name: `lab-chunks-${i + 1}`,
      }),
  );
  return { coordinator, chunkWorkers };
}

/** A running run as the page shows it, kept up to date from the workers' messages. */
class ShownRun {
  /** The games' last progress, kept through the skill ladder's stages. */
  last: LabProgress | null = null;
  progress: LabProgress | null = null;
  eta: Eta = NO_ETA;
  ready = 0;
  stage: RunStage = { kind: 'games' };
  sequential: LiveSequential | null = null;
  readonly count: number;
  readonly setRun: (run: LabRun) => void;
  readonly labels: readonly string[];

  constructor(count: number, setRun: (run: LabRun) => void, labels: readonly string[]) {
    this.count = count;
    this.setRun = setRun;
    this.labels = labels;
  }

  show(): void {
    const { count, stage, progress, ready, eta, sequential } = this;
    this.setRun({ phase: 'running', workers: count, stage, progress, ready, eta, sequential });
  }

  /** A look of a run until decided was judged. */
  looked(plan: SequentialPlan, look: SequentialLook, scheduled: number): void {
    const looks = [...(this.sequential?.looks ?? []), look];
    this.sequential = { plan, scheduled, looks, labels: this.labels };
    this.show();
  }

  heard(stage: RunStage, progress: LabProgress): void {
    if (stage.kind === 'games') this.last = progress;
    if (!sameStage(this.stage, stage)) this.eta = NO_ETA;
    this.eta = addSample(this.eta, progress.done, progress.elapsed);
    this.stage = stage;
    this.progress = progress;
    this.show();
  }
}

/** The coordinator's progress, report, refusal or failure, while its run is the live one. */
function followCoordinator(
  coordinator: Worker,
  shown: ShownRun,
  live: () => boolean,
  finish: (next: LabRun) => void,
): void {
  coordinator.addEventListener('message', (event: MessageEvent<CoordinatorMessage>) => {
    if (!live()) return;
    const message = event.data;
    switch (message.kind) {
      case 'progress':
        shown.heard(message.stage, message.progress);
        return;
      case 'look':
        shown.looked(message.plan, message.look, message.scheduled);
        return;
      case 'done':
        finish({
          phase: 'done',
          progress: shown.last,
          report: message.report,
          sections: message.sections,
        });
        return;
      case 'refused':
      case 'failed':
        finish({ phase: message.kind, message: message.message });
        return;
    }
  });
}

/** A chunk worker's one message to the page: its code has loaded (ChunkWorkerReady). */
function followChunkWorkers(chunkWorkers: readonly Worker[], shown: ShownRun, live: () => boolean) {
  for (const worker of chunkWorkers)
    worker.addEventListener(
      'message',
      () => {
        if (!live()) return;
        shown.ready++;
        if (!shown.progress) shown.show();
      },
      { once: true },
    );
}

/** Joins each chunk worker to the coordinator by a MessageChannel and hands it the run. */
function startRun(
  coordinator: Worker,
  chunkWorkers: readonly Worker[],
  config: LabConfig,
  skill: SkillLadder | undefined,
): void {
  const ports = chunkWorkers.map((worker) => {
    const channel = new MessageChannel();
    worker.postMessage({ port: channel.port2 }, [channel.port2]);
    return channel.port1;
  });
  const request: RunRequest = {
    config,
    ports,
    ...(skill ? { skill } : {}),
  };
  coordinator.postMessage(request, ports);
}

/** Each compared variant's label against the first, as the report names its differences. */
function comparisonLabels(config: LabConfig): string[] {
  const variants = config.variants ?? [];
  const first = variants[0]?.label ?? '';
  return variants.slice(1).map((v) => `${v.label} − ${first}`);
}
