// How long a process takes to read memory it touched before, straight away and after a pause.
// `node bench/idle-memory.mjs` prints, for each pause, the median of 9 reads of 32 MiB (one number
// every 64 bytes, so every page and cache line is touched) and of 1.6 MiB (which stays in the CPU's
// cache). On ordinary hardware both columns are flat. On a machine where they grow with the pause,
// any figure measured with pauses between requests (a visitor every few seconds, Lighthouse's
// loads) includes that machine's cost of touching memory again; back-to-back figures do not.
// Figures: bench/RESULTS.md section 12, "After decision 0221".
import { setTimeout as sleep } from "node:timers/promises";

const big = new Float64Array(4 * 2 ** 20).fill(1); // 32 MiB
const small = new Float64Array(200_000).fill(1); // 1.6 MiB
/** Reads one number every 64 bytes of `array`, `rounds` times. */
function read(array, rounds) {
  let sum = 0;
  for (let r = 0; r < rounds; r++) for (let i = 0; i < array.length; i += 8) sum += array[i];
  return sum;
}
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

// Compiled and paged in first.
for (let i = 0; i < 5; i++) {
  read(big, 4);
  read(small, 80);
}
console.log("| pause ms | 32 MiB read ms (median of 9) | 1.6 MiB read ms, 80 times (median of 9) |");
console.log("| --- | --- | --- |");
for (const pause of [0, 5, 20, 50, 100, 200, 500, 1000]) {
  const bigMs = [];
  const smallMs = [];
  for (let k = 0; k < 9; k++) {
    if (pause) await sleep(pause);
    let t = performance.now();
    read(big, 1);
    bigMs.push(performance.now() - t);
    if (pause) await sleep(pause);
    t = performance.now();
    read(small, 80);
    smallMs.push(performance.now() - t);
  }
  console.log(`| ${pause} | ${median(bigMs).toFixed(1)} | ${median(smallMs).toFixed(1)} |`);
}
