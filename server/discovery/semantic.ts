import { categories, type Platform } from "@/lib/catalogue-schema";
import { synonyms } from "@/lib/discovery/synonyms";
import { tasks as taskVocabulary } from "@/lib/vocabulary";
import { stopWords, words } from "@/lib/discovery/text";
import { labelOfUseCase, type UseCaseId } from "@/lib/use-cases";
import { useCaseIntros } from "@/content/use-case-intros";
import type { Article } from "@/server/articles";

/**
 * The semantic signal of the discovery engine (docs/decisions/0185-semantic-signal.md): how near in
 * meaning a query is to each platform, beside the lexical index's word matches. A query that shares
 * no word with a platform's text ('a voice for my audiobook' and a text-to-speech tool) can still
 * be near it.
 *
 * An `Embedder` turns a text into a unit vector, synchronously (the engine's `discover()` is
 * synchronous; every face calls it). The site's embedder is built from our own text when the engine
 * builds its indexes (`corpusEmbedder`): latent semantic analysis over the catalogue's prose, the
 * guides, the use-case introductions and the synonym table's phrase groups (which tie the words in
 * five other languages to the English ones). Words seen together in those texts end up near each
 * other. The measured alternative, a sentence encoder shipped as an npm package, is in
 * bench/semantic.mts and the decision record.
 */
export type Embedder = {
  /** For the bench and logs. */
  name: string;
  dim: number;
  /** A unit vector, or undefined when the embedder knows none of the text's words. */
  embed: (text: string) => Float32Array | undefined;
};

export type SemanticIndex = {
  /** Cosine likeness of the text to the platforms near it (at least half the nearest's), by platform id. */
  scores: (text: string) => ReadonlyMap<string, number>;
};

/** How many query vectors a semantic index keeps (queries repeat: suggestions, pages, the assistant). */
const CACHE_SIZE = 1000;

/**
 * A semantic index over the platforms' texts: their vectors computed once, each query's on demand
 * (the last CACHE_SIZE kept: dim floats each, a few hundred kilobytes in all). Scoring is a
 * brute-force dot product over every platform: n x dim multiply-adds per query (161 x 96 here;
 * 10,000 x 96 is about a million, around a millisecond). Only platforms at least half as near as
 * the nearest are returned: the rest could not count in the engine's fusion.
 */
export function createSemanticIndex(docs: readonly { id: string; text: string }[], embedder: Embedder): SemanticIndex {
  const { dim } = embedder;
  const ids: string[] = [];
  const matrix = new Float32Array(docs.length * dim);
  for (const doc of docs) {
    const v = embedder.embed(doc.text);
    if (!v) continue;
    matrix.set(v, ids.length * dim);
    ids.push(doc.id);
  }
  const dots = new Float32Array(ids.length);
  const cache = new Map<string, Float32Array | undefined>();
  function vectorOf(key: string): Float32Array | undefined {
    if (cache.has(key)) {
      const v = cache.get(key);
      // Most recently used last.
      cache.delete(key);
      cache.set(key, v);
      return v;
    }
    const v = embedder.embed(key);
    // A text the embedder could not read is asked again next time (an embedder may learn it).
    if (!v) return undefined;
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, v);
    return v;
  }
  function scores(text: string): ReadonlyMap<string, number> {
    const q = vectorOf(text.trim().toLowerCase());
    const out = new Map<string, number>();
    if (!q) return out;
    let best = 0;
    for (let i = 0; i < ids.length; i++) {
      let dot = 0;
      const at = i * dim;
      for (let j = 0; j < dim; j++) dot += q[j]! * matrix[at + j]!;
      dots[i] = dot;
      if (dot > best) best = dot;
    }
    for (let i = 0; i < ids.length; i++) if (dots[i]! > 0 && dots[i]! >= best / 2) out.set(ids[i]!, dots[i]!);
    return out;
  }
  return { scores };
}

/**
 * Function words of the five other languages visitors write in (articles, prepositions, pronouns,
 * conjunctions), folded as `words()` folds them: they say nothing about a task, and in a corpus
 * whose only Spanish is the synonym table's phrases 'de' and 'una' would pull towards whichever
 * entries have the most Spanish.
 */
const functionWords: ReadonlySet<string> = new Set(
  (
    "de del al el la lo los las un una uno unos unas y o u en con sin para por que mi mis tu tus su sus se me te nos es son como mas muy " +
    "der die das den dem des ein eine einen einem einer und oder mit ohne fur von vom zu zum zur im ist sind ich mein meine meinen meiner wie auf aus bei " +
    "le les une et ou avec sans pour par du au aux est je mon ma me ce cet cette qui dans sur " +
    "os as um uma umas uns com sem do da dos das no na nos nas em meu minha meus minhas ao" +
    " il gli uno di della delle dei degli che mio mia miei per nel nella sul sulla"
  ).split(" "),
);

/** The words an embedder of our own text reads: folded, singular, no stop or function words, no numbers. */
function termsOf(text: string): string[] {
  return words(text).filter((w) => w.length >= 2 && !stopWords.has(w) && !functionWords.has(w) && !/^\d+$/.test(w));
}

export type CorpusOptions = {
  /** Dimensions kept (the largest singular values). */
  dim?: number;
  /** A word must occur in at least this many documents to get a vector. */
  minDocs?: number;
};

/**
 * Word vectors by latent semantic analysis over a corpus of short documents: a TF-IDF term-document
 * matrix X (sublinear term frequency), its `dim` largest singular vectors found by subspace iteration
 * on the small document-by-document matrix XᵀX, and each word's vector the row of U = X V S⁻¹ scaled
 * by S (so a text's vector is the fold-in Σ idf·tf·u_w, as LSA's own document vectors are). A text
 * is the normalised sum of its words' vectors; words the corpus lacks are skipped.
 *
 * Deterministic (a fixed seed), dependency-free, and small: documents x documents x dim work to
 * build (about 700 x 700 x 96 here: well under a second), vocabulary x dim floats to keep.
 */
export function corpusEmbedder(corpus: readonly string[], options: CorpusOptions = {}): Embedder {
  const minDocs = options.minDocs ?? 2;
  const docs = corpus.map(termsOf).filter((t) => t.length > 0);
  const df = new Map<string, number>();
  for (const terms of docs) for (const w of new Set(terms)) df.set(w, (df.get(w) ?? 0) + 1);
  const vocab = new Map<string, number>();
  for (const [w, n] of df) if (n >= minDocs && n < docs.length * 0.5) vocab.set(w, vocab.size);
  const V = vocab.size;
  const D = docs.length;
  const idf = new Float32Array(V);
  for (const [w, i] of vocab) idf[i] = Math.log(D / df.get(w)!);
  const dim = Math.max(1, Math.min(options.dim ?? 96, D - 1, V - 1));

  // X as sparse columns (one per document), unit length.
  const cols: { idx: Int32Array; val: Float64Array }[] = docs.map((terms) => {
    const tf = new Map<number, number>();
    for (const w of terms) {
      const i = vocab.get(w);
      if (i !== undefined) tf.set(i, (tf.get(i) ?? 0) + 1);
    }
    const idx = Int32Array.from(tf.keys());
    const val = Float64Array.from([...tf.entries()].map(([i, n]) => (1 + Math.log(n)) * idf[i]!));
    const norm = Math.hypot(...val) || 1;
    for (let k = 0; k < val.length; k++) val[k]! /= norm;
    return { idx, val };
  });

  // Subspace iteration on G = XᵀX without forming it (X is sparse): Q (D x m) ← orth(Xᵀ(X Q)), a few
  // times, then Rayleigh-Ritz by Jacobi on QᵀGQ = (XQ)ᵀ(XQ).
  const m = Math.min(D, dim + 16);
  // Each document's row of the start is drawn from its own words, so a document added or changed
  // elsewhere leaves the others' start as it was (a vocabulary edit no longer reshuffles every row).
  let Q: Float64Array = new Float64Array(D * m);
  docs.forEach((terms, d) => {
    let seed = 0x2545f491;
    for (const w of terms) for (let k = 0; k < w.length; k++) seed = (Math.imul(seed ^ w.charCodeAt(k), 0x01000193) | 0) || 1;
    for (let j = 0; j < m; j++) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      Q[d * m + j] = (seed >>> 0) / 2 ** 32 - 0.5;
    }
  });
  /** X M: (V x D)(D x m). */
  const timesX = (M: Float64Array): Float64Array => {
    const out = new Float64Array(V * m);
    for (let d = 0; d < D; d++) {
      const c = cols[d]!;
      for (let k = 0; k < c.idx.length; k++) {
        const dst = c.idx[k]! * m;
        const x = c.val[k]!;
        for (let j = 0; j < m; j++) out[dst + j]! += x * M[d * m + j]!;
      }
    }
    return out;
  };
  /** Xᵀ Z: (D x V)(V x m). */
  const timesXt = (Z: Float64Array): Float64Array => {
    const out = new Float64Array(D * m);
    for (let d = 0; d < D; d++) {
      const c = cols[d]!;
      for (let k = 0; k < c.idx.length; k++) {
        const src = c.idx[k]! * m;
        const x = c.val[k]!;
        for (let j = 0; j < m; j++) out[d * m + j]! += x * Z[src + j]!;
      }
    }
    return out;
  };
  /** Orthonormal columns in place, by Cholesky QR twice (row-major, so every inner loop runs along a row). */
  const orthonormalise = (M: Float64Array) => {
    for (let pass = 0; pass < 2; pass++) {
      const C = new Float64Array(m * m);
      for (let i = 0; i < D; i++) {
        const row = i * m;
        for (let a = 0; a < m; a++) {
          const x = M[row + a]!;
          for (let b = a; b < m; b++) C[a * m + b]! += x * M[row + b]!;
        }
      }
      // C = RᵀR (R upper triangular), a column with nothing left of its own kept at zero.
      const R = new Float64Array(m * m);
      for (let a = 0; a < m; a++) {
        let d = C[a * m + a]!;
        for (let k = 0; k < a; k++) d -= R[k * m + a]! ** 2;
        const r = d > 1e-12 * (C[a * m + a]! || 1) ? Math.sqrt(d) : 0;
        R[a * m + a] = r;
        for (let b = a + 1; b < m; b++) {
          let v = C[a * m + b]!;
          for (let k = 0; k < a; k++) v -= R[k * m + a]! * R[k * m + b]!;
          R[a * m + b] = r ? v / r : 0;
        }
      }
      // M ← M R⁻¹, row by row (forward substitution).
      for (let i = 0; i < D; i++) {
        const row = i * m;
        for (let b = 0; b < m; b++) {
          let v = M[row + b]!;
          for (let k = 0; k < b; k++) v -= M[row + k]! * R[k * m + b]!;
          M[row + b] = R[b * m + b] ? v / R[b * m + b]! : 0;
        }
      }
    }
  };
  orthonormalise(Q);
  // Eight rounds, not four: near the cut at `dim` the vectors had not settled, so any edit to the
  // vocabulary moved the nearest platforms of unrelated requests (decision 0238).
  for (let iter = 0; iter < 8; iter++) {
    Q = timesXt(timesX(Q));
    orthonormalise(Q);
  }
  // T = QᵀGQ (m x m), diagonalised by cyclic Jacobi: T = W Λ Wᵀ.
  const XQ = timesX(Q);
  const T = new Float64Array(m * m);
  for (let w = 0; w < V; w++) {
    const row = w * m;
    for (let a = 0; a < m; a++) {
      const x = XQ[row + a]!;
      if (x === 0) continue;
      for (let b = a; b < m; b++) T[a * m + b]! += x * XQ[row + b]!;
    }
  }
  for (let a = 0; a < m; a++) for (let b = 0; b < a; b++) T[a * m + b] = T[b * m + a]!;
  const W = new Float64Array(m * m);
  for (let i = 0; i < m; i++) W[i * m + i] = 1;
  const diagonal = () => {
    let sum = 0;
    for (let p = 0; p < m; p++) sum += T[p * m + p]! ** 2;
    return sum;
  };
  for (let sweep = 0; sweep < 12; sweep++) {
    let off = 0;
    for (let p = 0; p < m; p++) for (let q = p + 1; q < m; q++) off += T[p * m + q]! ** 2;
    if (off < 1e-12 * diagonal()) break;
    for (let p = 0; p < m; p++) {
      for (let q = p + 1; q < m; q++) {
        const apq = T[p * m + q]!;
        if (Math.abs(apq) < 1e-15) continue;
        const theta = (T[q * m + q]! - T[p * m + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < m; k++) {
          const tkp = T[k * m + p]!;
          const tkq = T[k * m + q]!;
          T[k * m + p] = c * tkp - s * tkq;
          T[k * m + q] = s * tkp + c * tkq;
        }
        for (let k = 0; k < m; k++) {
          const tpk = T[p * m + k]!;
          const tqk = T[q * m + k]!;
          T[p * m + k] = c * tpk - s * tqk;
          T[q * m + k] = s * tpk + c * tqk;
        }
        for (let k = 0; k < m; k++) {
          const wkp = W[k * m + p]!;
          const wkq = W[k * m + q]!;
          W[k * m + p] = c * wkp - s * wkq;
          W[k * m + q] = s * wkp + c * wkq;
        }
      }
    }
  }
  const order = Array.from({ length: m }, (_, i) => i).sort((a, b) => T[b * m + b]! - T[a * m + a]!).slice(0, dim);
  // Right singular vectors V_k = Q W (D x dim); eigenvalues are σ².
  const Vk = new Float64Array(D * dim);
  for (let i = 0; i < D; i++) for (let j = 0; j < dim; j++) {
    const col = order[j]!;
    let s = 0;
    for (let k = 0; k < m; k++) s += Q[i * m + k]! * W[k * m + col]!;
    Vk[i * dim + j] = s;
  }
  // Word rows: u_w S = (X V_k)_w, so a text's fold-in Σ x_w u_w lands where LSA puts its documents, up to S.
  const wordVectors = new Float32Array(V * dim);
  for (let d = 0; d < D; d++) {
    const c = cols[d]!;
    for (let k = 0; k < c.idx.length; k++) {
      const row = c.idx[k]! * dim;
      const x = c.val[k]!;
      for (let j = 0; j < dim; j++) wordVectors[row + j]! += x * Vk[d * dim + j]!;
    }
  }
  for (let w = 0; w < V; w++) {
    let norm = 0;
    for (let j = 0; j < dim; j++) norm += wordVectors[w * dim + j]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let j = 0; j < dim; j++) wordVectors[w * dim + j]! /= norm;
  }

  function embed(text: string): Float32Array | undefined {
    const v = new Float32Array(dim);
    let any = false;
    const tf = new Map<number, number>();
    for (const w of termsOf(text)) {
      const i = vocab.get(w);
      if (i !== undefined) tf.set(i, (tf.get(i) ?? 0) + 1);
    }
    for (const [i, n] of tf) {
      const weight = (1 + Math.log(n)) * idf[i]!;
      for (let j = 0; j < dim; j++) v[j]! += weight * wordVectors[i * dim + j]!;
      any = true;
    }
    if (!any) return undefined;
    let norm = 0;
    for (let j = 0; j < dim; j++) norm += v[j]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let j = 0; j < dim; j++) v[j]! /= norm;
    return v;
  }
  return { name: `corpus-lsa-${dim}`, dim, embed };
}

/** The most platforms whose text the corpus embedder learns from. */
const LEARN_PLATFORMS = 1500;

const categoryLabel = new Map<string, string>(categories.map((c) => [c.id, c.label]));

const taskLabel = new Map(taskVocabulary.map((t) => [t.id, t.label]));
/**
 * What a platform does, in the catalogue's words (not its name: names are the lexical index's): its
 * prose and the labels of the tasks its vocabulary lists, so it is placed by what it does as well as
 * by how its copy reads.
 */
export function platformText(p: Platform): string {
  const tasks = (p.vocabulary?.tasks ?? []).map((t) => taskLabel.get(t) ?? "");
  return [p.description, ...p.strengths, ...p.useCases.map(labelOfUseCase), ...p.capabilities, categoryLabel.get(p.category) ?? p.category, ...tasks].join(". ");
}

/**
 * The text the corpus embedder learns from, in short documents: each platform's prose; each
 * paragraph of the guides; each use case's introduction; each synonym-table entry (its phrases in
 * every language, its use cases' labels and its search words), which ties 'quitar el fondo' to
 * 'background'; each task of the task vocabulary (its label, its phrases in every language and its
 * use cases' labels). No evaluation query is in it.
 */
export function semanticCorpus(platforms: readonly Platform[], articles: readonly Article[]): string[] {
  const strip = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/g, " ");
  const paragraphs = (html: string) => html.split(/<\/(?:p|li|h[1-6])>/).map(strip).filter((t) => t.trim().length > 40);
  // The vectors are learnt from at most LEARN_PLATFORMS platforms (evenly spread over the catalogue),
  // so building stays well under a second at 10,000; every platform is then placed by its words.
  const step = Math.ceil(platforms.length / LEARN_PLATFORMS);
  return [
    ...platforms.filter((_, i) => i % step === 0).map(platformText),
    ...articles.flatMap((a) => [`${a.title}. ${a.excerpt}`, ...paragraphs(a.bodyHtml)]),
    ...Object.entries(useCaseIntros).flatMap(([id, intro]) => [`${labelOfUseCase(id as UseCaseId)}. ${intro.title}. ${intro.summary}`, ...intro.intro]),
    ...synonyms.map((e) => [...e.phrases, ...e.useCases.map(labelOfUseCase), ...(e.also ?? [])].join(". ")),
    ...taskVocabulary.map((t) => [t.label, ...Object.values(t.phrases).flat(), ...t.useCases.map(labelOfUseCase)].join(". ")),
  ];
}

/**
 * The semantic index of an engine: over its platforms' text, with the given embedder, or by default
 * one built from the corpus of its own catalogue and guides.
 */
export function buildSemantic(platforms: readonly Platform[], articles: readonly Article[], model?: (corpus: readonly string[]) => Embedder): SemanticIndex {
  const corpus = semanticCorpus(platforms, articles);
  const embedder = model ? model(corpus) : corpusEmbedder(corpus);
  return createSemanticIndex(platforms.map((p) => ({ id: p.id, text: platformText(p) })), embedder);
}
