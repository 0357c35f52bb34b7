// The Simplified Chinese messages, part by part: a chunk of its own in the renderer (see en.ts).
import type { CatalogParts } from './parts.js';
import content from './zh-Hans/content.json' with { type: 'json' };
import main from './zh-Hans/main.json' with { type: 'json' };
import rules from './zh-Hans/rules.json' with { type: 'json' };
import screens from './zh-Hans/screens.json' with { type: 'json' };
import settings from './zh-Hans/settings.json' with { type: 'json' };
import table from './zh-Hans/table.json' with { type: 'json' };
import variants from './zh-Hans/variants.json' with { type: 'json' };
import words from './zh-Hans/words.json' with { type: 'json' };

export const PARTS: CatalogParts = { words, content, rules, variants, main, screens, table, settings };
