// "List all" in the board-first decision bar: opened, the list shows every
// choice once, each with its own number key. The off-table choices of the
// compact row (a pass, a yes/no) must not show a second time with the same key.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LegalChoice } from '../../shared/views.js';
import { ChoiceList, waitingText } from './DecisionBar.js';
import { sayEnglish, wordsFor } from '../../shared/i18n/format.js';
import { msg } from '../../engine/core/message.js';

const choices: LegalChoice[] = [
  // The engine words a pass in its decision's own plainer words (buttonLabel).
  { index: 0, action: { t: 'pass' }, label: msg('rules.passButton.discardEvent'), target: null },
  { index: 1, action: { t: 'slot', slot: 0 }, label: msg('legacy.text', { text: 'Discard “Bandit Raid” (event slot 1)' }), target: { on: 'eventSlot', slot: 0 } },
  { index: 2, action: { t: 'slot', slot: 1 }, label: msg('legacy.text', { text: 'Discard “Moonrise” (event slot 2)' }), target: { on: 'eventSlot', slot: 1 } },
];

/** The choice buttons a render shows outside hidden parts, as [choice index, key] pairs. */
function shownButtons(html: string): [number, string | null][] {
  // Cut out the hidden list (closed) before reading the buttons.
  const visible = html.replace(/<div[^>]*hidden=""[^>]*>[\s\S]*?<\/div>/g, '');
  return [...visible.matchAll(/<button[^>]*data-testid="choice"[^>]*>/g)].map((m) => {
    const tag = m[0];
    return [Number(/data-index="(\d+)"/.exec(tag)![1]), /data-key="([^"]+)"/.exec(tag)?.[1] ?? null];
  });
}

function render(open: boolean): string {
  return renderToStaticMarkup(<ChoiceList choices={choices} disabled={false} compact open={open} onToggle={() => undefined} />);
}

describe('the decision bar\'s "List all"', () => {
  it('opened, shows each choice once, and no two buttons share a number key', () => {
    const shown = shownButtons(render(true));
    const indexes = shown.map(([i]) => i);
    expect(indexes.slice().sort()).toEqual(choices.map((c) => c.index));
    const keys = shown.map(([, k]) => k).filter((k) => k !== null);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('closed, still offers the choice that has no place on the table, with the key it has in the full list', () => {
    const shown = shownButtons(render(false));
    expect(shown).toEqual([[0, '1']]);
  });
});

describe('the decision bar in the player’s language', () => {
  it('says a plainer pass and the list toggle from the catalogs, in every language', () => {
    const html = render(false);
    expect(html).toContain('Keep every event');
    expect(html).toContain('List all 3');
    // (A server render reads the settings' first state: the other languages are read from their words.)
    expect(wordsFor('de').say(msg('rules.passButton.discardEvent'))).toBe('Alle Ereignisse behalten');
    expect(wordsFor('ja').t('table.list.all', { n: 3 })).toBe('すべて表示（3）');
    expect(wordsFor('fr').t('table.waiting.secret', { name: 'Aiko', where: 'device' })).toBe('Aiko choisit en secret sur son propre appareil…');
  });

  it('says who is being waited for, as a message', () => {
    expect(sayEnglish(waitingText('Aiko', false, false))).toBe('Waiting for Aiko…');
    expect(sayEnglish(waitingText('Aiko', true, true))).toBe('Aiko is choosing in secret on their own device…');
  });
});
