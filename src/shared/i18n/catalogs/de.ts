// German's messages, part by part: a chunk of its own in the renderer (see en.ts).
import type { CatalogParts } from './parts.js';
import content from './de/content.json' with { type: 'json' };
import main from './de/main.json' with { type: 'json' };
import rules from './de/rules.json' with { type: 'json' };
import screens from './de/screens.json' with { type: 'json' };
import settings from './de/settings.json' with { type: 'json' };
import table from './de/table.json' with { type: 'json' };
import variants from './de/variants.json' with { type: 'json' };
import words from './de/words.json' with { type: 'json' };

export const PARTS: CatalogParts = { words, content, rules, variants, main, screens, table, settings };
