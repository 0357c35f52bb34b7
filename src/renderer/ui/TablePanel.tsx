// The shared table in words: the palace and its lit sectors, each sector's
// spots and who stands there, the capital track, foreseen events, the
// Springs' revelation cards, the clanhouse row and the village road. The 3D
// table shows the same things; this panel makes them readable and gives every
// piece, card and spot a tooltip.
import { useRef } from 'react';
import { usePanels } from '../store/panels.js';
import { FoldedPanel, PanelToggle } from './PanelToggle.js';
import type { Sector } from '../../engine/core/types.js';
import { eventSlotsLeftToRight } from '../../engine/geometry/index.js';
import type { GameView } from '../../engine/view.js';
import { useShownView } from '../store/replay.js';
import { ClanMark, KinTile, kinTip, litSectors, roman, seatInfo } from './common.js';
import { tip } from './Tooltip.js';
import { CATALOG } from '../catalog.generated.js';
import { dealtToViewer } from '../scene/pure/dealtCards.js';
import { useMoreBelow } from './useMoreBelow.js';
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

function Section({ title, children, open = true, hint }: { title: string; children: React.ReactNode; open?: boolean; hint?: string }) {
  return (
    <details className="table-section" open={open}>
      <summary {...tip(hint)}>{title}</summary>
      <div className="table-section-body">{children}</div>
    </details>
  );
}

function KinOnSpot({ view, id }: { view: GameView; id: number }) {
  const k = view.kin[id];
  if (!k) return null;
  const owner = seatInfo(view, k.seat);
  return (
    <span className="spot-kin" tabIndex={0} {...tip(`${owner.name} (${owner.clanName}): ${kinTip(k.type, k.cloaked)}`)}>
      <KinTile type={k.type} clan={k.clan} cloaked={k.cloaked} compact />
    </span>
  );
}

function BoardSection({ view }: { view: GameView }) {
  const lit = litSectors(view);
  const palaceKin = view.kin.filter((k) => k.loc === 'palace');
  return (
    <Section title="Board" hint="Who stands where. Lit sectors are the three the palace faces now.">
      <ul className="board-list">
        {SECTOR_IDS.map((s) => {
          const t = SECTOR_TEXTS[s];
          const spots = view.board[s] ?? [];
          const guard = view.guards.find((g) => g.sector === s);
          return (
            <li key={s} className={`board-sector${lit.includes(s) ? ' lit' : ''}`} data-sector={s}>
              <span className="board-sector-name" tabIndex={0} {...tip(`${t.name}${lit.includes(s) ? ' (lit by the palace)' : ''}. By day: ${t.day} At night: ${t.night}`)}>
                <span style={{ color: POOL_TEXTS[t.shard].colour }} aria-hidden>
                  ◈
                </span>{' '}
                {t.name.replace(/^The /, '')}
                {lit.includes(s) ? <span className="lit-mark" aria-label="lit"> ☀</span> : null}
                {guard ? (
                  <span className="guard-mark" aria-label="sealed by a guard" {...tip(`Sealed by ${seatInfo(view, guard.seat).name}'s guard until their next turn.`)}>
                    {' '}
                    ⛨
                  </span>
                ) : null}
                {sectorMarks(view, s).map((m) => (
                  <span key={m.badge} className="sector-mark" aria-label={m.label} {...tip(m.tip)}>
                    {' '}
                    <span className="badge">{m.badge}</span>
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
                      aria-label={`Empty spot ${i + 1}${cost ? `, costs 1 ${cost}` : ''}`}
                      {...tip(cost ? `Empty paid spot: 1 ${POOL_TEXTS[cost].name} to place here.` : 'Empty free spot.')}
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
          <span className="board-sector-name" tabIndex={0} {...tip(`${PALACE_TEXT.day} ${PALACE_TEXT.night} ${PALACE_TEXT.note}`)}>
            ⌂ Palace
          </span>
          <span className="board-spots">
            {palaceKin.length ? palaceKin.map((k) => <KinOnSpot key={k.id} view={view} id={k.id} />) : <span className="muted small">empty</span>}
          </span>
        </li>
      </ul>
    </Section>
  );
}

function CapitalSection({ view }: { view: GameView }) {
  return (
    <Section title="Capital track" hint={TRACK_TEXTS.capital}>
      <ol className="capital">
        {view.capital.map((seat, i) => {
          const info = seatInfo(view, seat);
          return (
            <li key={seat} tabIndex={0} {...tip(`${roman(i + 1)}: ${info.name}. ${TRACK_TEXTS.capital}`)}>
              <span className="rank">{roman(i + 1)}</span> <ClanMark clan={info.clan} size="sm" /> {info.name}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

function EventsSection({ view }: { view: GameView }) {
  return (
    <Section title="Foreseen events" hint="Tonight every clan resolves these, left to right, in turn order. The Gates and some kin can throw them away first.">
      <ul className="cards">
        {/* In the order the cards lie in the Gates, which is the order they resolve in. */}
        {eventSlotsLeftToRight(view.events.foreseen.length).map((i) => {
          const id = view.events.foreseen[i]!;
          if (id < 0) return (
            <li key={i} className="card empty" data-slot={i} tabIndex={0} {...tip(`Event slot ${i + 1} is empty.`)}>
              empty
            </li>
          );
          const e = eventText(id);
          return (
            <li key={i} className="card event" data-slot={i} tabIndex={0} {...tip(`Event slot ${i + 1}, ${e.name}: ${e.text}`)}>
              <span className="card-name">{e.name}</span>
            </li>
          );
        })}
      </ul>
      <p className="muted small">
        {view.events.deck.length} in the deck · {view.events.discard.length} discarded
      </p>
    </Section>
  );
}

function SpringsSection({ view }: { view: GameView }) {
  // At an asymmetric start the display is dealt only after the secret purchases; until then the
  // viewer sees the cards it was dealt (its view holds no other seat's).
  const dealt = view.revelations.slots.every((id) => id < 0) ? dealtToViewer(view) : [];
  if (dealt.length) {
    return (
      <Section title="The Springs: dealt to you" hint="Dealt to you face down at this asymmetric start: only you see them. Buy any with scrolls; the rest go back into the deck.">
        <ul className="cards" data-testid="springs-dealt">
          {dealt.map((id) => {
            const r = revelationText(id);
            const cost = r.cost ?? 0;
            return (
              <li key={id} className="card revelation" tabIndex={0} {...tip(`${r.name}: ${CATALOG.revelations[id]?.text ?? ''}`)}>
                <span className="card-name">{r.name}</span>
                <span className="card-cost">{cost === 0 ? 'free' : `${cost}§`}</span>
              </li>
            );
          })}
        </ul>
        <p className="muted small">The display is dealt once every seat has chosen.</p>
      </Section>
    );
  }
  return (
    <Section title="The Springs: revelations" hint="Revelation cards on offer. The Springs and the Philosopher buy them with scrolls.">
      <ul className="cards">
        {view.revelations.slots.map((id, i) => {
          if (id < 0) return (
            <li key={i} className="card empty">
              empty
            </li>
          );
          const r = revelationText(id);
          return (
            <li key={i} className="card revelation" tabIndex={0} {...tip(`${r.name}: ${r.text}`)}>
              <span className="card-name">{r.name}</span>
              {r.cost !== undefined ? (
                <span className="card-cost" aria-label={`costs ${r.cost} scrolls, worth ${r.fp} favor`}>
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
  return (
    <Section title="Clanhouse row" open={false} hint="Revealed kin wait here, ready to be recruited by their own clan for coins; the slot pays favor back.">
      <ul className="clanhouse">
        {view.clanhouse.map((id, i) => {
          const slot = CLANHOUSE_SLOT_TEXTS[i];
          const k = id >= 0 ? view.kin[id] : undefined;
          return (
            <li key={i} tabIndex={0} {...tip(`Slot ${i + 1}: recruiting costs ${slot?.cost ?? '?'} coins and scores ${slot?.fp ?? 0} favor.${k ? ` ${CLAN_TEXTS[k.clan].name}: ${kinTip(k.type)}` : ' Empty.'}`)}>
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
  const top = view.villages.pile[view.villages.pile.length - 1];
  const next = top !== undefined && top >= 0 ? villageText(top) : null;
  return (
    <Section title="Village road" open={false} hint="Pioneers walk this road. Build on the next empty site to extend it; collect from any village you have reached.">
      <ol className="villages">
        {view.villages.sites.map((id, i) => {
          const v = id >= 0 ? villageText(id) : null;
          const here = view.players.filter((p) => p.pioneer === i);
          const site = VILLAGE_SITE_COSTS[i];
          const shrine = i === view.villages.sites.length - 1;
          const label = v ? v.name : shrine ? 'Shrine (not built)' : 'Empty site';
          const text = v ? v.text : `Building here costs ${amountText(site?.cost ?? {})} and scores ${site?.fp ?? 0} favor.`;
          return (
            <li key={i} className={v ? 'built' : 'unbuilt'} tabIndex={0} {...tip(`${label}. ${text}`)}>
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
      {next ? <p className="muted small" {...tip(next.text)}>Next tile to build: {next.name}</p> : null}
    </Section>
  );
}

interface CoopExt {
  stack?: number[];
  blocked?: number[];
  card?: number;
  acts?: number[];
  extraTurns?: number;
}

function CoopSection({ view }: { view: GameView }) {
  const coop = (view.ext as { coop?: CoopExt }).coop;
  if (!coop) return null;
  const story = view.config.story;
  return (
    <Section title="The Basilisk" hint="The enemy clan, played by the game: it reveals an enemy card and places its next kin there.">
      <p className="small">
        {coop.stack?.length ?? 0} kin left in its stack
        {coop.blocked?.length ? ` · allies may not enter ${coop.blocked.map((s) => SECTOR_TEXTS[s as Sector]?.name ?? s).join(', ')}` : ''}
      </p>
      {story ? <p className="small muted">Story acts revealed: {(coop.acts ?? []).map((a) => roman(a)).join(', ') || 'none'}</p> : null}
    </Section>
  );
}

export function TablePanel() {
  const sv = useShownView();
  const folded = usePanels((s) => s.collapsed.table);
  const panel = useRef<HTMLElement>(null);
  const moreBelow = useMoreBelow(panel);
  if (!sv) return null;
  if (folded) return <FoldedPanel id="table" />;
  const view = sv.view;
  return (
    <section className={`table-panel${moreBelow ? ' more-below' : ''}`} aria-label="The table" ref={panel}>
      <div className="panel-fold-row">
        <PanelToggle id="table" />
      </div>
      <CoopSection view={view} />
      <BoardSection view={view} />
      <EventsSection view={view} />
      <SpringsSection view={view} />
      <CapitalSection view={view} />
      <VillagesSection view={view} />
      <ClanhouseSection view={view} />
    </section>
  );
}
