/**
 * The synonym table of the discovery engine: the plain words and phrases people use, mapped to the
 * finder's use cases, with extra search words where the catalogue uses other words. One table for
 * every face (finder search, /search, the assistant, the API, MCP). The entries are data, in
 * content/vocabulary/synonyms.json, validated when lib/vocabulary.ts loads
 * (docs/decisions/0180-vocabulary-as-data.md). Phrases are matched on whole words after
 * normalisation (lower case, plurals folded), longest phrase first, so "keyword research" is SEO and
 * does not also read as Research.
 *
 * `weak` entries count only when nothing stronger matched: "write" alone is writing, but "write code"
 * is a coding question. Words in German, Spanish, French and Portuguese are included for the
 * commonest tasks.
 */
export { synonyms, type Synonym } from "@/lib/vocabulary";
