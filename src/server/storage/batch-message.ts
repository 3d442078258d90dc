/**
 * A batch as it crosses to the writer thread: its actions as one string of table ids and one
 * Float64Array whose buffer is transferred, not copied, and the few other writes as they are,
 * each with its place among the actions. Packed into a run per stretch of actions
 * (action-runs.ts), a batch of a thousand tables' actions crossed as a few dozen typed arrays
 * and id arrays, each cloned on the serving thread.
 */
import type { ActionRun, PackedOp } from './action-runs.ts';
import type { WriteOp } from './writes.ts';

type OtherOp = Exclude<WriteOp, { kind: 'action' }>;

export interface BatchMessage {
  /** Every action's table id, one after the other. */
  readonly tableIds: string;
  /** Per action: its table id's length, idx, seat, action, timeout (0 or 1), at. */
  readonly numbers: Float64Array;
  /** The writes that are not actions, in order. */
  readonly others: readonly OtherOp[];
  /** For each of `others`, how many actions come before it. */
  readonly places: readonly number[];
}

const FIELDS = 6;

/** The message, and the buffer to transfer with it. */
export function encodeBatch(ops: readonly WriteOp[]): {
  message: BatchMessage;
  transfer: ArrayBuffer[];
} {
  let actions = 0;
  for (const op of ops) if (op.kind === 'action') actions++;
  const numbers = new Float64Array(actions * FIELDS);
  const others: OtherOp[] = [];
  const places: number[] = [];
  let tableIds = '';
  let at = 0;
  for (const op of ops) {
    if (op.kind !== 'action') {
      others.push(op);
      places.push(at / FIELDS);
      continue;
    }
    const { row } = op;
    tableIds += row.tableId;
    numbers[at++] = row.tableId.length;
    numbers[at++] = row.idx;
    numbers[at++] = row.seat;
    numbers[at++] = row.action;
    numbers[at++] = row.timeout ? 1 : 0;
    numbers[at++] = row.at;
  }
  return { message: { tableIds, numbers, others, places }, transfer: [numbers.buffer] };
}

/** The batch in order, every stretch of actions as one run (what prepareWrites applies). */
export function decodeBatch(message: BatchMessage): PackedOp[] {
  const { numbers, others, places } = message;
  const reader = { text: message.tableIds, offset: 0 };
  const ops: PackedOp[] = [];
  let from = 0;
  others.forEach((op, i) => {
    const to = places[i] ?? 0;
    if (to > from) ops.push(runOf(numbers, from, to, reader));
    ops.push(op);
    from = to;
  });
  const total = numbers.length / FIELDS;
  if (total > from) ops.push(runOf(numbers, from, total, reader));
  return ops;
}

/** Actions `from` to `to` as a run: the numbers after each id's length, five to a row. */
function runOf(
  numbers: Float64Array,
  from: number,
  to: number,
  ids: { readonly text: string; offset: number },
): ActionRun {
  const tableIds: string[] = [];
  const run = new Float64Array((to - from) * (FIELDS - 1));
  let at = 0;
  for (let i = from; i < to; i++) {
    const row = i * FIELDS;
    const length = numbers[row] as number;
    tableIds.push(ids.text.slice(ids.offset, ids.offset + length));
    ids.offset += length;
    for (let field = 1; field < FIELDS; field++) run[at++] = numbers[row + field] as number;
  }
  return { kind: 'actions', tableIds, numbers: run };
}
