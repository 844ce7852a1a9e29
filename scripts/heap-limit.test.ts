import { describe, expect, it } from "vitest";
import { catalogueSize, chooseHeap, containerMemoryLimit, DEFAULT_HEAP_MIB, heapArgs, SEMI_SPACE_MIB, serverEnv } from "@/scripts/heap-limit.mjs";

const files = (content: Record<string, string>) => (file: string) => {
  const value = content[file];
  if (value === undefined) throw new Error("ENOENT");
  return value;
};

describe("the container's memory limit", () => {
  it("reads cgroup v2, then v1, and treats 'max' or v1's huge number as no limit", () => {
    expect(containerMemoryLimit(files({ "/sys/fs/cgroup/memory.max": "536870912\n" }))).toBe(512 * 2 ** 20);
    expect(containerMemoryLimit(files({ "/sys/fs/cgroup/memory.max": "max\n" }))).toBeUndefined();
    expect(containerMemoryLimit(files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": "1073741824" }))).toBe(2 ** 30);
    expect(containerMemoryLimit(files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712" }))).toBeUndefined();
    expect(containerMemoryLimit(files({}))).toBeUndefined();
  });
});

describe("the heap given to the server", () => {
  it("is half a small container's limit, and at most the default in a large one", () => {
    expect(chooseHeap({ env: {}, limitBytes: 256 * 2 ** 20 })?.mib).toBe(128);
    expect(chooseHeap({ env: {}, limitBytes: 64 * 2 ** 30 })?.mib).toBe(DEFAULT_HEAP_MIB);
    expect(chooseHeap({ env: {}, limitBytes: 64 * 2 ** 20 })?.mib).toBe(64);
    expect(chooseHeap({ env: {} })).toEqual({ mib: DEFAULT_HEAP_MIB, source: expect.stringContaining("default") });
  });

  it("grows with a catalogue past 200 platforms (the default ran out at 10,000), within a container's half", () => {
    expect(chooseHeap({ env: {}, platforms: 160 })?.mib).toBe(DEFAULT_HEAP_MIB);
    expect(chooseHeap({ env: {}, platforms: 10_000 })?.mib).toBe(DEFAULT_HEAP_MIB + 154);
    expect(chooseHeap({ env: {}, platforms: 10_000, limitBytes: 256 * 2 ** 20 })?.mib).toBe(128);
    expect(chooseHeap({ env: {}, platforms: 10_000, limitBytes: 64 * 2 ** 30 })?.mib).toBe(DEFAULT_HEAP_MIB + 154);
    expect(catalogueSize({})).toBeGreaterThan(100);
  });

  it("is the operator's: MAX_HEAP_MB, or a flag already in NODE_OPTIONS or on the command line", () => {
    expect(chooseHeap({ env: { MAX_HEAP_MB: "700" }, limitBytes: 256 * 2 ** 20 })?.mib).toBe(700);
    expect(chooseHeap({ env: { NODE_OPTIONS: "--enable-source-maps --max-old-space-size=900" } })).toBeUndefined();
    expect(chooseHeap({ env: {}, execArgv: ["--max-old-space-size=300"] })).toBeUndefined();
    expect(() => chooseHeap({ env: { MAX_HEAP_MB: "lots" } })).toThrow(/MAX_HEAP_MB/);
  });
});

describe("the server's node flags and environment", () => {
  it("bound the old and the young generation, unless the operator set them", () => {
    expect(heapArgs({ MAX_HEAP_MB: "300" }, [])).toEqual(["--max-old-space-size=300", `--max-semi-space-size=${SEMI_SPACE_MIB}`]);
    expect(heapArgs({ MAX_HEAP_MB: "300", NODE_OPTIONS: "--max-semi-space-size=32" }, [])).toEqual(["--max-old-space-size=300"]);
    expect(heapArgs({ NODE_OPTIONS: "--max-old-space-size=900" }, [])).toEqual([]);
  });

  it("limit malloc to two arenas and map large blocks apart, unless the operator chose", () => {
    expect(serverEnv({ PORT: "3000" })).toEqual({ PORT: "3000", MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" });
    expect(serverEnv({ MALLOC_ARENA_MAX: "8" }).MALLOC_ARENA_MAX).toBe("8");
    expect(serverEnv({ MALLOC_MMAP_THRESHOLD_: "65536" }).MALLOC_MMAP_THRESHOLD_).toBe("65536");
  });
});
