// The decision bar on a phone: the words follow the input at hand
// (store/input.ts). The page's media queries are set before the bar's modules
// load, as a phone's browser answers them.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalChoice } from '../../shared/views.js';
import { msg } from '../../engine/core/message.js';

const choices: LegalChoice[] = [
  { index: 0, action: { t: 'pass' }, label: msg('rules.passButton.discardEvent'), target: null },
  { index: 1, action: { t: 'slot', slot: 0 }, label: msg('legacy.text', { text: 'Discard “Bandit Raid” (event slot 1)' }), target: { on: 'eventSlot', slot: 0 } },
  { index: 2, action: { t: 'slot', slot: 1 }, label: msg('legacy.text', { text: 'Discard “Moonrise” (event slot 2)' }), target: { on: 'eventSlot', slot: 1 } },
];

/** The bar's "List all", rendered on a page whose browser says `coarse` (a finger, no hover) or not. */
async function renderOn(coarse: boolean): Promise<string> {
  vi.resetModules();
  vi.stubGlobal('window', { matchMedia: (q: string) => ({ matches: coarse && (q === '(pointer: coarse)' || q === '(hover: none)') }) });
  // Fresh modules: the catalogs too (tests/setup/all-languages.ts loads them for the first ones).
  await import('../../shared/i18n/format.js');
  const { ChoiceList } = await import('./DecisionBar.js');
  return renderToStaticMarkup(<ChoiceList choices={choices} disabled={false} compact open onToggle={() => undefined} />);
}

const words = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('the decision bar by the input at hand', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone: says tap, never click or point, and shows no key caps', async () => {
    const html = await renderOn(true);
    expect(words(html)).toContain('Tap a lit place to see what it does');
    expect(words(html)).not.toMatch(/click|point/i);
    expect(html).not.toContain('<kbd');
    expect(html).not.toContain('aria-keyshortcuts');
  });

  it('with a mouse and a keyboard: the pointer words and the number keys', async () => {
    const html = await renderOn(false);
    expect(words(html)).toContain('Point at a lit place');
    expect(html).toContain('<kbd');
  });
});
