// The shared table in words: the palace and its lit sectors, each sector's
// spots and who stands there, the capital track, foreseen events, the
// Springs' revelation cards, the clanhouse row and the village road. The 3D
// table shows the same things; this panel makes them readable and gives every
// piece, card and spot a tooltip.
import { useRef } from 'react';
import { usePanels } from '../store/panels.js';
import { FoldedPanel, PanelToggle } from './PanelToggle.js';
import { eventSlotsLeftToRight } from '../../engine/geometry/index.js';
import type { GameView } from '../../engine/view.js';
import { msg } from '../../engine/core/message.js';
import { useShownView } from '../store/replay.js';
import { ClanMark, KinTile, kinTip, litSectors, seatInfo } from './common.js';
import { tip } from './Tooltip.js';
import { revelationText as cardText } from '../../engine/content/names.js';
import { useWords } from '../i18n.js';
import { sectorShort } from '../store/choices.js';
import { useMoreBelow } from './useMoreBelow.js';
import { Section } from './TableSection.js';
import { BasiliskSection } from './BasiliskPanels.js';
import {
  CLAN_TEXTS,
  CLANHOUSE_SLOT_TEXTS,
  PALACE_TEXT,
  POOL_TEXTS,
  SECTOR_IDS,
  SECTOR_TEXTS,
  SPOT_COSTS,
  TRACK_TEXTS,
  VILLAGE_SITE_COSTS,
  amountText,
  eventText,
  revelationText,
  sectorMarks,
  villageText,
} from './texts.js';

function KinOnSpot({ view, id }: { view: GameView; id: number }) {
  const w = useWords();
  const k = view.kin[id];
  if (!k) return null;
  const owner = seatInfo(view, k.seat);
  return (
    <span className="spot-kin" tabIndex={0} {...tip(w.t('table.kinOnSpot', { name: owner.name, clan: owner.clanName, tip: kinTip(k.type, k.cloaked) }))}>
      <KinTile type={k.type} clan={k.clan} cloaked={k.cloaked} compact />
    </span>
  );
}

function BoardSection({ view }: { view: GameView }) {
  const w = useWords();
  const lit = litSectors(view);
  const palaceKin = view.kin.filter((k) => k.loc === 'palace');
  return (
    <Section title={w.t('table.board')} hint={w.t('table.board.hint')}>
      <ul className="board-list">
        {SECTOR_IDS.map((s) => {
          const t = SECTOR_TEXTS[s];
          const spots = view.board[s] ?? [];
          const guard = view.guards.find((g) => g.sector === s);
          return (
            <li key={s} className={`board-sector${lit.includes(s) ? ' lit' : ''}`} data-sector={s}>
              <span
                className="board-sector-name"
                tabIndex={0}
                {...tip(w.t('table.sector.tip', { name: t.name, lit: lit.includes(s) ? 'yes' : 'no', day: t.day, night: t.night }))}
              >
                <span style={{ color: POOL_TEXTS[t.shard].colour }} aria-hidden>
                  ◈
                </span>{' '}
                {w.say(sectorShort(s))}
                {lit.includes(s) ? <span className="lit-mark" aria-label={w.t('table.sector.lit')}> ☀</span> : null}
                {guard ? (
                  <span className="guard-mark" aria-label={w.t('table.guard.label')} {...tip(w.t('table.guard.hint', { name: seatInfo(view, guard.seat).name }))}>
                    {' '}
                    ⛨
                  </span>
                ) : null}
                {sectorMarks(view, s).map((m) => (
                  <span key={m.badge.id} className="sector-mark" aria-label={w.say(m.label)} {...tip(w.say(m.tip))}>
                    {' '}
                    <span className="badge">{w.say(m.badge)}</span>
                  </span>
                ))}
              </span>
              <span className="board-spots">
                {spots.map((id, i) => {
                  const cost = SPOT_COSTS[s][i] ?? null;
                  if (id >= 0) return <KinOnSpot key={i} view={view} id={id} />;
                  return (
                    <span
                      key={i}
                      className="empty-spot"
                      tabIndex={0}
                      aria-label={w.t('table.emptySpot.label', { n: i + 1, paid: cost ? 'yes' : 'no', cost: cost ? POOL_TEXTS[cost].name : '' })}
                      {...tip(cost ? w.t('table.emptySpot.paid', { cost: POOL_TEXTS[cost].name }) : w.t('table.emptySpot.free'))}
                    >
                      {cost ? <span style={{ color: POOL_TEXTS[cost].colour }}>{POOL_TEXTS[cost].glyph}</span> : '·'}
                    </span>
                  );
                })}
              </span>
            </li>
          );
        })}
        <li className="board-sector palace">
          <span className="board-sector-name" tabIndex={0} {...tip(w.t('table.palace.board.tip', { day: PALACE_TEXT.day, night: PALACE_TEXT.night, note: PALACE_TEXT.note }))}>
            ⌂ {w.t('table.palace')}
          </span>
          <span className="board-spots">
            {palaceKin.length ? palaceKin.map((k) => <KinOnSpot key={k.id} view={view} id={k.id} />) : <span className="muted small">{w.t('table.empty')}</span>}
          </span>
        </li>
      </ul>
    </Section>
  );
}

function CapitalSection({ view }: { view: GameView }) {
  const w = useWords();
  return (
    <Section title={w.t('table.capital')} hint={w.say(TRACK_TEXTS.capital)}>
      <ol className="capital">
        {view.capital.map((seat, i) => {
          const info = seatInfo(view, seat);
          return (
            <li key={seat} tabIndex={0} {...tip(w.t('table.capital.tip', { rank: w.t('table.rank', { n: i + 1 }), name: info.name, track: TRACK_TEXTS.capital }))}>
              <span className="rank">{w.t('table.rank', { n: i + 1 })}</span> <ClanMark clan={info.clan} size="sm" /> {w.say(info.name)}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

function EventsSection({ view }: { view: GameView }) {
  const w = useWords();
  return (
    <Section title={w.t('table.events')} hint={w.t('table.events.hint')}>
      <ul className="cards">
        {/* In the order the cards lie in the Gates, which is the order they resolve in. */}
        {eventSlotsLeftToRight(view.events.foreseen.length).map((i) => {
          const id = view.events.foreseen[i]!;
          if (id < 0) return (
            <li key={i} className="card empty" data-slot={i} tabIndex={0} {...tip(w.t('table.events.emptySlot', { n: i + 1 }))}>
              {w.t('table.empty')}
            </li>
          );
          const e = eventText(id);
          return (
            <li key={i} className="card event" data-slot={i} tabIndex={0} {...tip(w.t('table.events.slot', { n: i + 1, name: e.name, text: e.text }))}>
              <span className="card-name">{w.say(e.name)}</span>
            </li>
          );
        })}
      </ul>
      <p className="muted small">
        {w.t('table.events.counts', { deck: view.events.deck.length, discard: view.events.discard.length })}
      </p>
    </Section>
  );
}

function SpringsSection({ view }: { view: GameView }) {
  const w = useWords();
  // At an asymmetric start the display is dealt only after the secret purchases; until then the
  // viewer sees the cards it was dealt (its view holds no other seat's).
  const dealt = view.revelations.slots.every((id) => id < 0) ? view.screen.dealtCards : [];
  if (dealt.length) {
    return (
      <Section title={w.t('table.springs.dealt')} hint={w.t('table.springs.dealt.hint')}>
        <ul className="cards" data-testid="springs-dealt">
          {dealt.map((id) => {
            const r = revelationText(id);
            const cost = r.cost ?? 0;
            return (
              <li key={id} className="card revelation" tabIndex={0} {...tip(w.t('table.card.named', { name: r.name, text: cardText(id) }))}>
                <span className="card-name">{w.say(r.name)}</span>
                <span className="card-cost">{cost === 0 ? w.t('table.cost.free') : `${w.number(cost)}§`}</span>
              </li>
            );
          })}
        </ul>
        <p className="muted small">{w.t('table.springs.dealtLater')}</p>
      </Section>
    );
  }
  return (
    <Section title={w.t('table.springs')} hint={w.t('table.springs.hint')}>
      <ul className="cards">
        {view.revelations.slots.map((id, i) => {
          if (id < 0) return (
            <li key={i} className="card empty">
              {w.t('table.empty')}
            </li>
          );
          const r = revelationText(id);
          return (
            <li key={i} className="card revelation" tabIndex={0} {...tip(w.t('table.card.named', { name: r.name, text: r.text }))}>
              <span className="card-name">{w.say(r.name)}</span>
              {r.cost !== undefined ? (
                <span className="card-cost" aria-label={w.t('table.springs.cost', { cost: r.cost, fp: r.fp ?? 0 })}>
                  {r.cost}§ · {r.fp}★
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function ClanhouseSection({ view }: { view: GameView }) {
  const w = useWords();
  return (
    <Section title={w.t('table.clanhouse')} open={false} hint={w.t('table.clanhouse.hint')}>
      <ul className="clanhouse">
        {view.clanhouse.map((id, i) => {
          const slot = CLANHOUSE_SLOT_TEXTS[i];
          const k = id >= 0 ? view.kin[id] : undefined;
          return (
            <li
              key={i}
              tabIndex={0}
              {...tip(
                w.t('table.clanhouse.slot', { n: i + 1, cost: slot?.cost ?? 0, fp: slot?.fp ?? 0 }) +
                  ' ' +
                  (k ? w.t('table.card.named', { name: CLAN_TEXTS[k.clan].name, text: kinTip(k.type) }) : w.t('table.clanhouse.empty')),
              )}
            >
              {k ? <KinTile type={k.type} clan={k.clan} compact /> : <span className="empty-spot">·</span>}
              <span className="slot-cost">
                {slot?.cost}¤/{slot?.fp}★
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function VillagesSection({ view }: { view: GameView }) {
  const w = useWords();
  const top = view.villages.pile[view.villages.pile.length - 1];
  const next = top !== undefined && top >= 0 ? villageText(top) : null;
  return (
    <Section title={w.t('table.villages')} open={false} hint={w.t('table.villages.hint')}>
      <ol className="villages">
        {view.villages.sites.map((id, i) => {
          const v = id >= 0 ? villageText(id) : null;
          const here = view.players.filter((p) => p.pioneer === i);
          const site = VILLAGE_SITE_COSTS[i];
          const shrine = i === view.villages.sites.length - 1;
          const label = v ? w.say(v.name) : w.t(shrine ? 'table.villages.shrine' : 'table.villages.empty');
          const text = v ? v.text : msg('table.villages.cost', { cost: amountText(site?.cost ?? {}), fp: site?.fp ?? 0 });
          return (
            <li key={i} className={v ? 'built' : 'unbuilt'} tabIndex={0} {...tip(w.t('table.card.dotted', { name: label, text }))}>
              <span className="village-name">{label}</span>
              <span className="pioneers">
                {here.map((p) => (
                  <ClanMark key={p.seat} clan={p.clan} size="sm" />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
      {next ? (
        <p className="muted small" {...tip(w.say(next.text))}>
          {w.t('table.villages.next', { name: next.name })}
        </p>
      ) : null}
    </Section>
  );
}

export function TablePanel() {
  const w = useWords();
  const sv = useShownView();
  const folded = usePanels((s) => s.collapsed.table);
  const panel = useRef<HTMLElement>(null);
  const moreBelow = useMoreBelow(panel);
  if (!sv) return null;
  if (folded) return <FoldedPanel id="table" />;
  const view = sv.view;
  return (
    <section className={`table-panel${moreBelow ? ' more-below' : ''}`} aria-label={w.t('table.panel.table.label')} ref={panel}>
      <div className="panel-fold-row">
        <PanelToggle id="table" />
      </div>
      <BasiliskSection view={view} />
      <BoardSection view={view} />
      <EventsSection view={view} />
      <SpringsSection view={view} />
      <CapitalSection view={view} />
      <VillagesSection view={view} />
      <ClanhouseSection view={view} />
    </section>
  );
}
