// English's messages, part by part. One module per language, so that the
// renderer can load each language as a chunk of its own when it is spoken
// (src/renderer/languages.ts): the first download carries only one.
import type { CatalogParts } from './parts.js';
import content from './en/content.json' with { type: 'json' };
import main from './en/main.json' with { type: 'json' };
import rules from './en/rules.json' with { type: 'json' };
import screens from './en/screens.json' with { type: 'json' };
import settings from './en/settings.json' with { type: 'json' };
import table from './en/table.json' with { type: 'json' };
import variants from './en/variants.json' with { type: 'json' };
import words from './en/words.json' with { type: 'json' };

export const PARTS: CatalogParts = { words, content, rules, variants, main, screens, table, settings };
