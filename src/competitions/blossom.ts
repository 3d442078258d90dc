/**
 * Maximum-weight matching on a general graph: Edmonds' blossom algorithm with Galil's dual
 * updates, O(n³), in the primal-dual form Joris van Rantwijk described (each stage grows
 * alternating trees from the single vertices, shrinks odd cycles into blossoms, and moves the
 * dual variables by the least slack until an augmenting path appears). Written here rather
 * than taken from npm: see docs/decisions.md. Integer weights keep every dual exact.
 */

/** An edge: two vertices (0 … n−1) and its weight, e.g. `[0, 3, 12]`. */
export type WeightedEdge = readonly [number, number, number];

/** `a[i]` of an array whose index is known to be in range. */
function at(a: readonly number[] | Int32Array | Float64Array, i: number): number {
  return a[i] as number;
}

/** `a[i]` counting from the end for a negative i, as the blossom walks go round a cycle. */
function round(a: readonly number[], i: number): number {
  return a[(i + a.length) % a.length] as number;
}

/**
 * The matching of largest total weight (among the matchings of most edges when
 * `maxCardinality`): for each vertex its mate, or −1.
 * Example: `maxWeightMatching(3, [[0, 1, 6], [0, 2, 10], [1, 2, 5]])` is `[2, -1, 0]`.
 *
 * `start` (indices into `edges`) is a warm start: disjoint edges of the greatest weight, matched
 * before the first stage. Every vertex's dual starts at that weight, so those edges are tight and
 * the duals feasible, as the algorithm needs; each saves one stage of O(n²).
 * Example: `maxWeightMatching(4, [[0, 1, 5], [2, 3, 5], [1, 2, 1]], true, [0])` is `[1, 0, 3, 2]`.
 */
export function maxWeightMatching(
  n: number,
  edges: readonly WeightedEdge[],
  maxCardinality = false,
  start: readonly number[] = [],
): number[] {
  const matcher = new Matcher(n, edges, maxCardinality);
  for (const k of start) matcher.preMatch(k);
  return matcher.solve();
}

class Matcher {
  private readonly endpoint: Int32Array;
  private readonly neighbend: number[][];
  private readonly mate: Int32Array;
  private readonly label: Int32Array;
  private readonly labelend: Int32Array;
  private readonly inblossom: Int32Array;
  private readonly blossomparent: Int32Array;
  private readonly blossomchilds: (number[] | null)[];
  private readonly blossombase: Int32Array;
  private readonly blossomendps: (number[] | null)[];
  private readonly bestedge: Int32Array;
  private readonly blossombestedges: (number[] | null)[];
  private readonly unusedblossoms: number[];
  private readonly dualvar: Float64Array;
  private readonly allowedge: Uint8Array;
  private readonly bestedgeto: Int32Array;
  private queue: number[] = [];
  private readonly n: number;
  private readonly edges: readonly WeightedEdge[];
  private readonly maxCardinality: boolean;

  constructor(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean) {
    this.n = n;
    this.edges = edges;
    this.maxCardinality = maxCardinality;
    const m = edges.length;
    let maxweight = 0;
    this.endpoint = new Int32Array(2 * m);
    this.neighbend = Array.from({ length: n }, () => []);
    edges.forEach(([i, j, w], k) => {
      if (i === j || i < 0 || j < 0 || i >= n || j >= n) throw new RangeError(`edge ${k}`);
      maxweight = Math.max(maxweight, w);
      this.endpoint[2 * k] = i;
      this.endpoint[2 * k + 1] = j;
      this.neighbend[i]?.push(2 * k + 1);
      this.neighbend[j]?.push(2 * k);
    });
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int32Array(2 * n);
    this.labelend = new Int32Array(2 * n).fill(-1);
    this.inblossom = Int32Array.from({ length: n }, (_, v) => v);
    this.blossomparent = new Int32Array(2 * n).fill(-1);
    this.blossomchilds = new Array<number[] | null>(2 * n).fill(null);
    this.blossombase = Int32Array.from({ length: 2 * n }, (_, v) => (v < n ? v : -1));
    this.blossomendps = new Array<number[] | null>(2 * n).fill(null);
    this.bestedge = new Int32Array(2 * n).fill(-1);
    this.blossombestedges = new Array<number[] | null>(2 * n).fill(null);
    this.unusedblossoms = Array.from({ length: n }, (_, i) => n + i);
    this.dualvar = Float64Array.from({ length: 2 * n }, (_, v) => (v < n ? maxweight : 0));
    this.allowedge = new Uint8Array(m);
    this.bestedgeto = new Int32Array(2 * n).fill(-1);
  }

  /** Matches edge k before the first stage: it must be of the greatest weight, its ends free. */
  preMatch(k: number): void {
    const [i, j, w] = this.edges[k] as WeightedEdge;
    if (this.slack(k) !== 0 || w <= 0)
      throw new RangeError(`edge ${k} is not of the greatest weight`);
    if (at(this.mate, i) !== -1 || at(this.mate, j) !== -1)
      throw new RangeError(`edge ${k} meets a matched vertex`);
    this.mate[i] = 2 * k + 1;
    this.mate[j] = 2 * k;
  }

  private slack(k: number): number {
    const [i, j, w] = this.edges[k] as WeightedEdge;
    return at(this.dualvar, i) + at(this.dualvar, j) - 2 * w;
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const t of this.blossomchilds[b] ?? []) this.leaves(t, out);
    return out;
  }

  /** Labels the top blossom of w S (1) or T (2), reached through endpoint p. */
  private assignLabel(w: number, t: number, p: number): void {
    const b = at(this.inblossom, w);
    this.label[w] = this.label[b] = t;
    this.labelend[w] = this.labelend[b] = p;
    this.bestedge[w] = this.bestedge[b] = -1;
    if (t === 1) this.queue.push(...this.leaves(b));
    else {
      const base = at(this.blossombase, b);
      const mateBase = at(this.mate, base);
      this.assignLabel(at(this.endpoint, mateBase), 1, mateBase ^ 1);
    }
  }

  /** The base of the new blossom the S-S edge v–w closes, or −1 for an augmenting path. */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = at(this.inblossom, v);
      if (at(this.label, b) & 4) {
        base = at(this.blossombase, b);
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (at(this.labelend, b) === -1) v = -1;
      else {
        v = at(this.endpoint, at(this.labelend, b));
        b = at(this.inblossom, v);
        v = at(this.endpoint, at(this.labelend, b));
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    let [v, w] = this.edges[k] as WeightedEdge;
    const bb = at(this.inblossom, base);
    let bv = at(this.inblossom, v);
    let bw = at(this.inblossom, w);
    const b = this.unusedblossoms.pop() as number;
    this.blossombase[b] = base;
    this.blossomparent[b] = -1;
    this.blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomparent[bv] = b;
      path.push(bv);
      endps.push(at(this.labelend, bv));
      v = at(this.endpoint, at(this.labelend, bv));
      bv = at(this.inblossom, v);
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomparent[bw] = b;
      path.push(bw);
      endps.push(at(this.labelend, bw) ^ 1);
      w = at(this.endpoint, at(this.labelend, bw));
      bw = at(this.inblossom, w);
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = 1;
    this.labelend[b] = at(this.labelend, bb);
    this.dualvar[b] = 0;
    for (const leaf of this.leaves(b)) {
      if (at(this.label, at(this.inblossom, leaf)) === 2) this.queue.push(leaf);
      this.inblossom[leaf] = b;
    }
    // The least-slack edge from the new blossom to each other S-blossom, in scratch space
    // reset after use (a fresh array per blossom made big fields quadratic per stage).
    const bestedgeto = this.bestedgeto;
    const touched: number[] = [];
    const consider = (e: number): void => {
      const [i, j] = this.edges[e] as WeightedEdge;
      // The end outside the new blossom.
      const bj = at(this.inblossom, at(this.inblossom, j) === b ? i : j);
      if (bj === b || at(this.label, bj) !== 1) return;
      const best = at(bestedgeto, bj);
      if (best === -1) touched.push(bj);
      if (best === -1 || this.slack(e) < this.slack(best)) bestedgeto[bj] = e;
    };
    for (const child of path) {
      const kept = this.blossombestedges[child];
      if (kept) for (const e of kept) consider(e);
      else
        for (const leaf of this.leaves(child))
          for (const p of this.neighbend[leaf] ?? []) consider(p >> 1);
      this.blossombestedges[child] = null;
      this.bestedge[child] = -1;
    }
    const kept = touched.map((bj) => at(bestedgeto, bj));
    for (const bj of touched) bestedgeto[bj] = -1;
    this.blossombestedges[b] = kept;
    let best = -1;
    for (const e of kept) if (best === -1 || this.slack(e) < this.slack(best)) best = e;
    this.bestedge[b] = best;
  }

  private expandBlossom(b: number, endstage: boolean): void {
    const childs = this.blossomchilds[b] as number[];
    const endps = this.blossomendps[b] as number[];
    for (const s of childs) {
      this.blossomparent[s] = -1;
      if (s < this.n) this.inblossom[s] = s;
      else if (endstage && at(this.dualvar, s) === 0) this.expandBlossom(s, endstage);
      else for (const leaf of this.leaves(s)) this.inblossom[leaf] = s;
    }
    if (!endstage && at(this.label, b) === 2) {
      // Relabel the children on the even path from the entry child to the base as T and S.
      const entrychild = at(this.inblossom, at(this.endpoint, at(this.labelend, b) ^ 1));
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = at(this.labelend, b);
      while (j !== 0) {
        this.label[at(this.endpoint, p ^ 1)] = 0;
        this.label[at(this.endpoint, round(endps, j - endptrick) ^ endptrick ^ 1)] = 0;
        this.assignLabel(at(this.endpoint, p ^ 1), 2, p);
        this.allowedge[round(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = round(endps, j - endptrick) ^ endptrick;
        this.allowedge[p >> 1] = 1;
        j += jstep;
      }
      const bv = round(childs, j);
      this.label[at(this.endpoint, p ^ 1)] = this.label[bv] = 2;
      this.labelend[at(this.endpoint, p ^ 1)] = this.labelend[bv] = p;
      this.bestedge[bv] = -1;
      j += jstep;
      while (round(childs, j) !== entrychild) {
        const child = round(childs, j);
        j += jstep;
        if (at(this.label, child) === 1) continue;
        const labelled = this.leaves(child).find((leaf) => at(this.label, leaf) !== 0);
        if (labelled !== undefined) {
          this.label[labelled] = 0;
          this.label[at(this.endpoint, at(this.mate, at(this.blossombase, child)))] = 0;
          this.assignLabel(labelled, 2, at(this.labelend, labelled));
        }
      }
    }
    this.label[b] = this.labelend[b] = -1;
    this.blossomchilds[b] = this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.unusedblossoms.push(b);
  }

  /** Swaps matched and unmatched edges on the even path from vertex v to blossom b's base. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (at(this.blossomparent, t) !== b) t = at(this.blossomparent, t);
    if (t >= this.n) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b] as number[];
    const endps = this.blossomendps[b] as number[];
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = round(childs, j);
      const p = round(endps, j - endptrick) ^ endptrick;
      if (t >= this.n) this.augmentBlossom(t, at(this.endpoint, p));
      j += jstep;
      t = round(childs, j);
      if (t >= this.n) this.augmentBlossom(t, at(this.endpoint, p ^ 1));
      this.mate[at(this.endpoint, p)] = p ^ 1;
      this.mate[at(this.endpoint, p ^ 1)] = p;
    }
    // The child holding v becomes the base.
    this.blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.blossombase[b] = at(this.blossombase, at(this.blossomchilds[b], 0));
  }

  private augmentMatching(k: number): void {
    const [v, w] = this.edges[k] as WeightedEdge;
    for (let [s, p] of [
      [v, 2 * k + 1],
      [w, 2 * k],
    ] as [number, number][]) {
      for (;;) {
        const bs = at(this.inblossom, s);
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (at(this.labelend, bs) === -1) break;
        const t = at(this.endpoint, at(this.labelend, bs));
        const bt = at(this.inblossom, t);
        s = at(this.endpoint, at(this.labelend, bt));
        const j = at(this.endpoint, at(this.labelend, bt) ^ 1);
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = at(this.labelend, bt);
        p = at(this.labelend, bt) ^ 1;
      }
    }
  }

  solve(): number[] {
    const n = this.n;
    if (this.edges.length === 0) return new Array<number>(n).fill(-1);
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(0);
      this.bestedge.fill(-1);
      this.blossombestedges.fill(null, n);
      this.allowedge.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++)
        if (at(this.mate, v) === -1 && at(this.label, at(this.inblossom, v)) === 0)
          this.assignLabel(v, 1, -1);
      let augmented: boolean;
      for (;;) {
        augmented = this.grow();
        if (augmented || this.updateDuals()) break;
      }
      if (!augmented) break;
      // Blossoms of zero dual at the end of a stage are expanded.
      for (let b = n; b < 2 * n; b++)
        if (
          at(this.blossomparent, b) === -1 &&
          at(this.blossombase, b) >= 0 &&
          at(this.label, b) === 1 &&
          at(this.dualvar, b) === 0
        )
          this.expandBlossom(b, true);
    }
    return Array.from(this.mate, (p) => (p >= 0 ? at(this.endpoint, p) : -1));
  }

  /** Scans the queued S-vertices' tight edges; true once the matching grew. */
  private grow(): boolean {
    while (this.queue.length > 0) {
      const v = this.queue.pop() as number;
      for (const p of this.neighbend[v] ?? []) {
        const k = p >> 1;
        const w = at(this.endpoint, p);
        if (at(this.inblossom, v) === at(this.inblossom, w)) continue;
        let kslack = 0;
        if (!this.allowedge[k]) {
          kslack = this.slack(k);
          if (kslack <= 0) this.allowedge[k] = 1;
        }
        const bw = at(this.inblossom, w);
        if (this.allowedge[k]) {
          if (at(this.label, bw) === 0) this.assignLabel(w, 2, p ^ 1);
          else if (at(this.label, bw) === 1) {
            const base = this.scanBlossom(v, w);
            if (base >= 0) this.addBlossom(base, k);
            else {
              this.augmentMatching(k);
              return true;
            }
          } else if (at(this.label, w) === 0) {
            this.label[w] = 2;
            this.labelend[w] = p ^ 1;
          }
        } else if (at(this.label, bw) === 1) {
          const b = at(this.inblossom, v);
          const best = at(this.bestedge, b);
          if (best === -1 || kslack < this.slack(best)) this.bestedge[b] = k;
        } else if (at(this.label, w) === 0) {
          const best = at(this.bestedge, w);
          if (best === -1 || kslack < this.slack(best)) this.bestedge[w] = k;
        }
      }
    }
    return false;
  }

  /** The least dual of a vertex (a loop: a spread of a big field would overflow the stack). */
  private leastVertexDual(): number {
    let least = Infinity;
    for (let v = 0; v < this.n; v++) least = Math.min(least, at(this.dualvar, v));
    return least;
  }

  /** Moves the duals by the least slack; true when the stage is over (no augmenting path). */
  private updateDuals(): boolean {
    const n = this.n;
    let deltatype = -1;
    let delta = 0;
    let deltaedge = -1;
    let deltablossom = -1;
    if (!this.maxCardinality) {
      deltatype = 1;
      delta = this.leastVertexDual();
    }
    for (let v = 0; v < n; v++) {
      const best = at(this.bestedge, v);
      if (at(this.label, at(this.inblossom, v)) === 0 && best !== -1) {
        const d = this.slack(best);
        if (deltatype === -1 || d < delta) [delta, deltatype, deltaedge] = [d, 2, best];
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      const best = at(this.bestedge, b);
      if (at(this.blossomparent, b) === -1 && at(this.label, b) === 1 && best !== -1) {
        const d = this.slack(best) / 2;
        if (deltatype === -1 || d < delta) [delta, deltatype, deltaedge] = [d, 3, best];
      }
    }
    for (let b = n; b < 2 * n; b++)
      if (
        at(this.blossombase, b) >= 0 &&
        at(this.blossomparent, b) === -1 &&
        at(this.label, b) === 2 &&
        (deltatype === -1 || at(this.dualvar, b) < delta)
      )
        [delta, deltatype, deltablossom] = [at(this.dualvar, b), 4, b];
    if (deltatype === -1) {
      deltatype = 1;
      delta = Math.max(0, this.leastVertexDual());
    }
    for (let v = 0; v < n; v++) {
      const l = at(this.label, at(this.inblossom, v));
      if (l === 1) this.dualvar[v] = at(this.dualvar, v) - delta;
      else if (l === 2) this.dualvar[v] = at(this.dualvar, v) + delta;
    }
    for (let b = n; b < 2 * n; b++)
      if (at(this.blossombase, b) >= 0 && at(this.blossomparent, b) === -1) {
        if (at(this.label, b) === 1) this.dualvar[b] = at(this.dualvar, b) + delta;
        else if (at(this.label, b) === 2) this.dualvar[b] = at(this.dualvar, b) - delta;
      }
    if (deltatype === 1) return true;
    if (deltatype === 2 || deltatype === 3) {
      this.allowedge[deltaedge] = 1;
      const [i, j] = this.edges[deltaedge] as WeightedEdge;
      // The S end: for an edge to a free vertex, the end already labelled.
      this.queue.push(deltatype === 2 && at(this.label, at(this.inblossom, i)) === 0 ? j : i);
    } else this.expandBlossom(deltablossom, false);
    return false;
  }
}
