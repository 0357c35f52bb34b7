// French's messages, part by part: a chunk of its own in the renderer (see en.ts).
import type { CatalogParts } from './parts.js';
import content from './fr/content.json' with { type: 'json' };
import main from './fr/main.json' with { type: 'json' };
import rules from './fr/rules.json' with { type: 'json' };
import screens from './fr/screens.json' with { type: 'json' };
import settings from './fr/settings.json' with { type: 'json' };
import table from './fr/table.json' with { type: 'json' };
import variants from './fr/variants.json' with { type: 'json' };
import words from './fr/words.json' with { type: 'json' };

export const PARTS: CatalogParts = { words, content, rules, variants, main, screens, table, settings };
