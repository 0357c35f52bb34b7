// Japanese's messages, part by part: a chunk of its own in the renderer (see en.ts).
import type { CatalogParts } from './parts.js';
import content from './ja/content.json' with { type: 'json' };
import main from './ja/main.json' with { type: 'json' };
import rules from './ja/rules.json' with { type: 'json' };
import screens from './ja/screens.json' with { type: 'json' };
import settings from './ja/settings.json' with { type: 'json' };
import table from './ja/table.json' with { type: 'json' };
import variants from './ja/variants.json' with { type: 'json' };
import words from './ja/words.json' with { type: 'json' };

export const PARTS: CatalogParts = { words, content, rules, variants, main, screens, table, settings };
