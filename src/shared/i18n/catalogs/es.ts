// The Spanish messages, part by part: a chunk of its own in the renderer (see en.ts).
import type { CatalogParts } from './parts.js';
import content from './es/content.json' with { type: 'json' };
import main from './es/main.json' with { type: 'json' };
import rules from './es/rules.json' with { type: 'json' };
import screens from './es/screens.json' with { type: 'json' };
import settings from './es/settings.json' with { type: 'json' };
import table from './es/table.json' with { type: 'json' };
import variants from './es/variants.json' with { type: 'json' };
import words from './es/words.json' with { type: 'json' };

export const PARTS: CatalogParts = { words, content, rules, variants, main, screens, table, settings };
