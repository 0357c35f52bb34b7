// What a language's catalog is made of, without any language's messages: the
// renderer imports this much at start and loads the messages themselves
// later (src/renderer/languages.ts).

export type Catalog = Readonly<Record<string, string>>;

/** The parts of every catalog, by name (each is `<locale>/<part>.json`). */
export const CATALOG_PARTS = ['words', 'content', 'rules', 'variants', 'main', 'screens', 'table', 'settings'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

export type CatalogParts = Record<CatalogPart, Catalog>;

/** A language's messages, its parts merged (ids are unique across parts). */
export function mergeParts(parts: CatalogParts): Catalog {
  return Object.assign({}, ...Object.values(parts)) as Catalog;
}
