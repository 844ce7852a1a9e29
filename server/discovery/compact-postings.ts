import "server-only";
import type MiniSearch from "minisearch";

/**
 * MiniSearch keeps, for every term and field, a `Map` from document to term frequency: at 10,000
 * platforms the site's text index holds about a million such entries, 30 to 40 bytes each in a
 * `Map`, most of its 52 MiB (docs/decisions/0208-compact-postings.md). The engine builds its indexes
 * once and never adds or removes a document after, so once built each of those maps can be a
 * read-only view over two typed arrays shared by the whole index (document numbers and
 * frequencies, 6 bytes an entry), in the same order: MiniSearch's search reads them through
 * `size`, `keys()` and `get()` only (`termResults`), so every score is computed from the same
 * numbers in the same order as before.
 */

/** A term's documents in one field, as MiniSearch reads them: `size`, `keys()`, `get()`, `has()`. */
class Postings {
  /** The entry `keys()` reached last: `get` of the document just yielded needs no search. */
  private at: number;

  constructor(
    private readonly ids: Uint32Array,
    private readonly freqs: Uint16Array,
    private readonly start: number,
    readonly size: number,
  ) {
    this.at = start;
  }

  keys(): IterableIterator<number> {
    return new Keys(this, this.start, this.start + this.size);
  }

  /** The document at `i`, which becomes the one `get` looks at first. */
  idAt(i: number): number {
    this.at = i;
    return this.ids[i]!;
  }

  get(id: number): number | undefined {
    if (this.ids[this.at] === id) return this.freqs[this.at];
    const end = this.start + this.size;
    for (let i = this.start; i < end; i++) if (this.ids[i] === id) return this.freqs[i];
    return undefined;
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  *entries(): IterableIterator<[number, number]> {
    for (const id of this.keys()) yield [id, this.freqs[this.at]!];
  }

  [Symbol.iterator](): IterableIterator<[number, number]> {
    return this.entries();
  }

  forEach(callback: (freq: number, id: number) => void): void {
    for (const [id, freq] of this.entries()) callback(freq, id);
  }

  /** Writes are refused: the index is built once (a change would need MiniSearch's own maps back). */
  set(): never {
    throw new Error("The search index is read-only once built (compact-postings.ts).");
  }

  delete(): never {
    throw new Error("The search index is read-only once built (compact-postings.ts).");
  }
}

/**
 * `keys()` of a Postings: a plain iterator (one object, one result reused) rather than a generator,
 * which made a search at 10,000 platforms a tenth slower.
 */
class Keys implements IterableIterator<number> {
  private readonly result: IteratorResult<number> = { value: 0, done: false };

  constructor(
    private readonly postings: Postings,
    private i: number,
    private readonly end: number,
  ) {}

  next(): IteratorResult<number> {
    if (this.i >= this.end) return { value: undefined, done: true };
    this.result.value = this.postings.idAt(this.i++);
    return this.result;
  }

  [Symbol.iterator](): IterableIterator<number> {
    return this;
  }
}

type FieldTermData = Map<number, Map<number, number> | Postings>;
/** The part of MiniSearch's internals this reads: its radix tree of terms (`SearchableMap`) and each document's field lengths. */
type Internals = { _index: Iterable<[string, FieldTermData]>; _fieldLength: Map<number, number[]> };

/**
 * Replaces every term's per-field document maps in a built MiniSearch index by read-only views over
 * two shared typed arrays, and trims each document's field lengths. Returns how many entries were moved. Call it once, after `addAll`; the
 * index must not be changed afterwards (a write throws).
 */
export function compactPostings(index: MiniSearch<never> | MiniSearch<object>): number {
  const terms = (index as unknown as Internals)._index;
  let total = 0;
  for (const [, fields] of terms) for (const docs of fields.values()) if (docs instanceof Map) total += docs.size;
  const ids = new Uint32Array(total);
  const freqs = new Uint16Array(total);
  let next = 0;
  for (const [, fields] of terms) {
    for (const [field, docs] of fields) {
      if (!(docs instanceof Map)) continue;
      const start = next;
      for (const [id, freq] of docs) {
        if (freq > 0xffff) throw new Error(`A term occurs ${freq} times in one field of one document: more than compact-postings.ts holds.`);
        ids[next] = id;
        freqs[next] = freq;
        next++;
      }
      fields.set(field, new Postings(ids, freqs, start, docs.size));
    }
  }
  // Each document's field lengths: MiniSearch grows an empty array to them, 17 slots for one to
  // eight numbers (about 220 bytes a document and index, 2.2 MiB at 10,000 platforms); a copy holds
  // just its own, holes (an empty field) and all.
  const lengths = (index as unknown as Internals)._fieldLength;
  for (const [id, list] of lengths) lengths.set(id, list.slice());
  return total;
}
