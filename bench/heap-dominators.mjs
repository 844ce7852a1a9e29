// What a heap snapshot's objects keep alive (decision 0219): reads a V8 `.heapsnapshot` (the
// server's, from `--heapsnapshot-signal=SIGUSR2`, or `v8.writeHeapSnapshot()`), works out each
// object's immediate dominator (Cooper, Harvey and Kennedy's iterative algorithm over a reverse
// postorder; weak edges left out) and so its retained size, native stores included, and prints the
// dominator tree down to a size, with the property or variable name each object is reached by.
//   node --max-old-space-size=8000 bench/heap-dominators.mjs <file> [min MiB, 1] [depth, 8]
//   ... --roots   the objects no single object keeps, grouped by kind (10,000 platforms show as one line)
import fs from "node:fs";

const [file, minArg = "1", depthArg = "8"] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!file) {
  console.error("usage: node bench/heap-dominators.mjs <file.heapsnapshot> [min MiB] [depth] [--roots]");
  process.exit(2);
}
const snapshot = JSON.parse(fs.readFileSync(file, "utf8"));
const meta = snapshot.snapshot.meta;
const NODE = meta.node_fields.length;
const EDGE = meta.edge_fields.length;
const [TYPE, NAME, SELF, EDGES] = ["type", "name", "self_size", "edge_count"].map((f) => meta.node_fields.indexOf(f));
const [EDGE_TYPE, EDGE_NAME, TO] = ["type", "name_or_index", "to_node"].map((f) => meta.edge_fields.indexOf(f));
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const { nodes, edges, strings } = snapshot;
const count = nodes.length / NODE;

const firstEdge = new Int32Array(count + 1);
for (let n = 0, e = 0; n < count; n++) {
  firstEdge[n] = e;
  e += nodes[n * NODE + EDGES] * EDGE;
  firstEdge[n + 1] = e;
}
const strong = (e) => !["weak", "shortcut"].includes(edgeTypes[edges[e + EDGE_TYPE]]);
const target = (e) => edges[e + TO] / NODE;

// Postorder from the root (node 0), without recursion.
const order = new Int32Array(count).fill(-1);
const postorder = [];
{
  const stack = [0];
  const next = [firstEdge[0]];
  order[0] = -2;
  while (stack.length) {
    const n = stack.at(-1);
    const e = next.at(-1);
    if (e < firstEdge[n + 1]) {
      next[next.length - 1] = e + EDGE;
      if (!strong(e) || order[target(e)] !== -1) continue;
      order[target(e)] = -2;
      stack.push(target(e));
      next.push(firstEdge[target(e)]);
    } else {
      stack.pop();
      next.pop();
      order[n] = postorder.length;
      postorder.push(n);
    }
  }
}

// Predecessors of every reachable node.
const predStart = new Int32Array(count + 1);
for (let n = 0; n < count; n++) if (order[n] >= 0) for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += EDGE) if (strong(e)) predStart[target(e) + 1]++;
for (let n = 0; n < count; n++) predStart[n + 1] += predStart[n];
const preds = new Int32Array(predStart[count]);
const filled = predStart.slice(0, count);
for (let n = 0; n < count; n++) if (order[n] >= 0) for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += EDGE) if (strong(e)) preds[filled[target(e)]++] = n;

const idom = new Int32Array(count).fill(-1);
idom[0] = 0;
const intersect = (a, b) => {
  while (a !== b) {
    while (order[a] < order[b]) a = idom[a];
    while (order[b] < order[a]) b = idom[b];
  }
  return a;
};
for (let changed = true; changed; ) {
  changed = false;
  for (let i = postorder.length - 2; i >= 0; i--) {
    const n = postorder[i];
    let dom = -1;
    for (let k = predStart[n]; k < predStart[n + 1]; k++) {
      const p = preds[k];
      if (order[p] >= 0 && idom[p] !== -1) dom = dom === -1 ? p : intersect(p, dom);
    }
    if (dom !== -1 && idom[n] !== dom) {
      idom[n] = dom;
      changed = true;
    }
  }
}

const retained = new Float64Array(count);
const children = new Map();
for (const n of postorder) {
  retained[n] += nodes[n * NODE + SELF];
  if (n === 0) continue;
  retained[idom[n]] += retained[n];
  if (!children.has(idom[n])) children.set(idom[n], []);
  children.get(idom[n]).push(n);
}

const MiB = 2 ** 20;
const label = (n) => {
  const type = nodeTypes[nodes[n * NODE + TYPE]];
  return type === "string" ? "string" : `${type}:${strings[nodes[n * NODE + NAME]].slice(0, 60)}`;
};
/** The name of the edge by which `parent` holds `n`: a property, a closure's variable, or an index. */
const edgeName = (parent, n) => {
  for (let e = firstEdge[parent]; e < firstEdge[parent + 1]; e += EDGE) {
    if (target(e) !== n) continue;
    const type = edgeTypes[edges[e + EDGE_TYPE]];
    return type === "element" || type === "hidden" ? `[${edges[e + EDGE_NAME]}]` : strings[edges[e + EDGE_NAME]];
  }
  return "?";
};
const mib = (bytes) => (bytes / MiB).toFixed(2).padStart(7);

console.log(`${mib(retained[0])} MiB reachable, ${postorder.length} objects`);
if (process.argv.includes("--roots")) {
  const groups = new Map();
  const top = (children.get(0) ?? []).flatMap((c) => (label(c).startsWith("synthetic") ? (children.get(c) ?? []) : [c]));
  for (const c of top) {
    const group = groups.get(label(c)) ?? { bytes: 0, n: 0 };
    group.bytes += retained[c];
    group.n++;
    groups.set(label(c), group);
  }
  for (const [name, { bytes, n }] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 40)) console.log(`${mib(bytes)} ${String(n).padStart(7)} x ${name}`);
} else {
  const min = Number(minArg) * MiB;
  const show = (n, depth) => {
    const big = (children.get(n) ?? []).filter((c) => retained[c] >= min).sort((a, b) => retained[b] - retained[a]);
    for (const c of big) {
      console.log(`${"  ".repeat(depth)}${mib(retained[c])} ${edgeName(n, c)} -> ${label(c)}`);
      if (depth < Number(depthArg)) show(c, depth + 1);
    }
  };
  show(0, 0);
}
