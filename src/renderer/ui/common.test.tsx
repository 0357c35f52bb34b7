// The HUD's small building blocks say their words from the catalogs.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { ClanSelect, DamagedFileItem, kinName, kinTip, KinTile, ProgressBar, SeatLabel, Token, type SeatInfo } from './common.js';

const aiko: SeatInfo = {
  seat: 0,
  name: msg('seat.named', { name: 'Aiko' }),
  clan: 'crane',
  clanName: msg('clan.crane'),
  symbol: '▲',
  colour: '#D55E00',
  computer: false,
  basilisk: false,
  faction: 0,
};

describe('HUD building blocks', () => {
  it('label a seat with its name and clan, and the clan mark with its colour in words', () => {
    const html = renderToStaticMarkup(<SeatLabel info={aiko} />);
    expect(html).toContain('>Aiko<');
    expect(html).toContain('>Crane Clan<');
    expect(html).toContain('data-tip="Crane Clan (vermilion ▲)"');
  });

  it('count a token in words', () => {
    const html = renderToStaticMarkup(<Token kind="scroll" count={2} />);
    expect(html).toContain('aria-label="2 scrolls"');
    expect(html).toContain('data-tip="2 scrolls. Scrolls buy revelation cards and some paid spots."');
  });

  it('take a label as a message or as words already said', () => {
    expect(renderToStaticMarkup(<ProgressBar fraction={0.5} label={msg('content.ui.phase.day')} />)).toContain('aria-label="Daytime"');
    expect(renderToStaticMarkup(<ClanSelect label="Clan" value="koi" onChange={() => undefined} />)).toContain('● Koi Clan');
    expect(renderToStaticMarkup(<DamagedFileItem file="a.json" message={msg('content.ui.phase.end')} testId="x" />)).toContain('Game over');
  });

  it('name kin, hidden or cloaked', () => {
    expect(sayEnglish(kinName('hidden'))).toBe('Hidden kin');
    expect(sayEnglish(kinTip('guard', true))).toMatch(/^Guard \(cloaked: counts double at night, no ability\)\. Pay 1 coin/);
    expect(sayEnglish(kinTip('guard'))).toMatch(/^Guard\. Pay 1 coin/);
    expect(renderToStaticMarkup(<KinTile type="bard" clan="fox" count={2} />)).toContain('×2');
  });
});
