/** The attribute naming a use-case button of the finder's grid (use-case-tiles.tsx writes it, finder.tsx reads it). */
export const useCaseAttribute = "data-use-case";
