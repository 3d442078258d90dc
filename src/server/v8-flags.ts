/**
 * V8 settings the server gives itself as it starts, before the rest of it is loaded (main.ts
 * imports this first), so that `node src/server/main.ts` runs the same however it is started.
 *
 * Allocation-site pretenuring, off. V8 watches where objects are made, and when most objects
 * of one site outlive a young collection it makes that site's later objects straight in the
 * old generation. A table's views, frames and summaries live until its next change: seconds
 * while people think or a table waits to start, long enough for V8 to pretenure them; but
 * under quick play the same objects live a tenth of a second. Pretenured, each dies where only a major
 * collection frees it, and until then keeps every young object it points at alive through each
 * scavenge (which copies them, and promotes them in turn). Measured with bench:server at 1,000
 * tables, no think time, over the same 12 s of play: 343 → 115 MB promoted, 403 → 233 MB copied
 * within the young generation, 1,240 → 870 ms of scavenge pauses on the serving thread and
 * 3,497 → 1,872 ms of the collector's helpers (docs/decisions.md).
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
