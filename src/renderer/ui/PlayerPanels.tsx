// One panel per seat: favor, capital rank, pioneer, hand of kin, kept
// revelations, and resources and moon shards. When seats share a pool (teams,
// or allies against the Basilisk) it is shown once per faction, above its members.
import { useRef } from 'react';
import { usePanels } from '../store/panels.js';
import { FoldedPanel, PanelToggle } from './PanelToggle.js';
import type { KinType, PoolKey } from '../../engine/core/types.js';
import type { GameView } from '../../engine/view.js';
import { kinOptions } from '../store/choices.js';
import { useGame } from '../store/game.js';
import { useReplaying, useShownView } from '../store/replay.js';
import { KinTile, SeatLabel, Token, kinName, kinTip, seatInfo, type SeatInfo } from './common.js';
import { tip } from './Tooltip.js';
import { useMoreBelow } from './useMoreBelow.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { useWords } from '../i18n.js';
import { RESOURCE_KEYS, SHARD_KEYS, TRACK_TEXTS, revelationText, villageText } from './texts.js';

function PoolTokens({ pool }: { pool: Record<PoolKey, number> }) {
  const w = useWords();
  return (
    <div className="pool">
      <div className="pool-row" aria-label={w.t('table.seat.resources')}>
        {RESOURCE_KEYS.map((k) => (
          <Token key={k} kind={k} count={pool[k]} />
        ))}
      </div>
      <div className="pool-row" aria-label={w.t('table.seat.shards')}>
        {SHARD_KEYS.map((k) => (
          <Token key={k} kind={k} count={pool[k]} />
        ))}
      </div>
    </div>
  );
}

function pioneerText(view: GameView, seat: number): { short: Msg; long: Msg } {
  const p = view.players[seat];
  const site = p?.pioneer ?? 0;
  const id = view.villages.sites[site] ?? -1;
  const v = id >= 0 ? villageText(id) : null;
  const name = v?.name ?? msg('table.pioneer.site', { n: site + 1 });
  return {
    short: site === 0 ? msg('table.pioneer.start') : name,
    long: msg('table.pioneer.long', { track: TRACK_TEXTS.pioneer, name, n: site + 1, of: view.villages.sites.length }),
  };
}

function Hand({ view, info, picking }: { view: GameView; info: SeatInfo; picking: boolean }) {
  const w = useWords();
  const sv = useShownView();
  const selectKin = useGame((s) => s.selectKin);
  const selectedKin = useGame((s) => s.selectedKin);
  const hand = view.kin.filter((k) => k.seat === info.seat && k.loc === 'hand');
  const options = picking && sv ? kinOptions(sv.legal, view) : [];
  // Group identical kin: "Apprentice ×4".
  const groups: { type: KinType | 'hidden'; ids: number[] }[] = [];
  for (const k of hand) {
    const g = k.type !== 'hidden' ? groups.find((x) => x.type === k.type) : undefined;
    if (g) g.ids.push(k.id);
    else groups.push({ type: k.type, ids: [k.id] });
  }
  if (!hand.length) return <p className="muted small">{w.t('table.seat.noHand')}</p>;
  return (
    <ul className="hand" aria-label={w.t('table.seat.hand', { name: info.name })}>
      {groups.map((g) => {
        const opt = options.find((o) => g.ids.some((id) => o.ids.includes(id)));
        const selected = opt && selectedKin !== null && opt.ids.includes(selectedKin);
        const tile = <KinTile type={g.type} clan={info.clan} count={g.ids.length} />;
        return (
          <li key={g.ids[0]}>
            {opt ? (
              <button
                type="button"
                className={`hand-kin pickable${selected ? ' selected' : ''}`}
                aria-pressed={!!selected}
                aria-label={w.t('table.seat.handPick', { kin: kinName(g.type), n: g.ids.length })}
                onClick={() => selectKin(selected ? null : opt.kin)}
                {...tip(w.t('table.seat.handPick.hint', { tip: kinTip(g.type) }))}
              >
                {tile}
              </button>
            ) : (
              <span className="hand-kin" tabIndex={0} {...tip(w.say(kinTip(g.type)))}>
                {tile}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function SeatPanel({ view, seat, showPool, deciding }: { view: GameView; seat: number; showPool: boolean; deciding: boolean }) {
  const w = useWords();
  const sv = useShownView();
  const p = view.players[seat]!;
  const info = seatInfo(view, seat);
  const rank = view.capital.indexOf(seat) + 1;
  const pioneer = pioneerText(view, seat);
  const onBoard = view.kin.filter((k) => k.seat === seat && (k.loc === 'board' || k.loc === 'palace')).length;
  const bumped = view.kin.filter((k) => k.seat === seat && k.loc === 'bumped').length;
  const secretKin = view.kin.filter((k) => k.seat === seat && k.loc === 'secret');
  const secret = secretKin.length;
  const picking = deciding && !!sv && sv.seat === seat && sv.legal.some((c) => c.action.t === 'place');
  const first = view.firstPlayer === seat;
  const pool = view.pools[p.pool];
  return (
    <section
      className={`seat-panel${deciding ? ' deciding' : ''}${sv?.seat === seat ? ' on-screen' : ''}`}
      style={{ ['--clan' as string]: info.colour }}
      aria-label={w.t('table.seat.label', { name: info.name, clan: info.clanName, deciding: deciding ? 'yes' : 'no' })}
      data-testid={`seat-panel-${seat}`}
    >
      <header className="seat-head">
        <SeatLabel info={info} />
        <span className="seat-badges">
          {deciding ? (
            <span className="badge turn" {...tip(w.t('table.seat.turn.hint'))}>
              ▶ {w.t('table.seat.turn')}
            </span>
          ) : null}
          {first ? (
            <span className="badge first" tabIndex={0} {...tip(w.say(TRACK_TEXTS.firstPlayer))} aria-label={w.t('table.seat.first.label')}>
              ✦ {w.t('table.seat.first')}
            </span>
          ) : null}
          {info.computer ? <span className="badge">{w.t(info.basilisk ? 'table.seat.enemy' : 'table.seat.cpu')}</span> : null}
        </span>
      </header>
      <div className="seat-stats">
        <span className="stat fp" tabIndex={0} {...tip(w.say(TRACK_TEXTS.favor))} aria-label={w.t('table.seat.fp.label', { n: p.fp })}>
          <span className="stat-value" data-testid={`fp-${seat}`}>
            {w.number(p.fp)}
          </span>
          <span className="stat-label">{w.t('table.seat.fp')}</span>
        </span>
        <span
          className="stat"
          tabIndex={0}
          {...tip(w.t('table.seat.capital.hint', { track: TRACK_TEXTS.capital, rank: w.t('table.rank', { n: rank }) }))}
          aria-label={w.t('table.seat.capital.label', { n: rank })}
        >
          <span className="stat-value">{rank > 0 ? w.t('table.rank', { n: rank }) : '–'}</span>
          <span className="stat-label">{w.t('table.seat.capital')}</span>
        </span>
        <span className="stat pioneer" tabIndex={0} {...tip(w.say(pioneer.long))} aria-label={w.t('table.seat.pioneer.label', { at: pioneer.short })}>
          <span className="stat-value small">{w.say(pioneer.short)}</span>
          <span className="stat-label">{w.t('table.seat.pioneer')}</span>
        </span>
      </div>
      {showPool && pool ? <PoolTokens pool={pool} /> : null}
      <Hand view={view} info={info} picking={picking} />
      {view.viewer === seat && secretKin.length ? (
        <div className="secret-kin" aria-label={w.t('table.seat.secret.label')}>
          <span {...tip(w.t('table.seat.secret.hint'))}>{w.t('table.seat.secret.title')}</span>
          {secretKin.map((k) => (
            <span key={k.id} tabIndex={0} {...tip(w.say(kinTip(k.type)))}>
              <KinTile type={k.type} clan={k.clan} compact />
            </span>
          ))}
        </div>
      ) : null}
      <div className="seat-foot">
        <span {...tip(w.t('table.seat.placed.hint'))} tabIndex={0}>
          {w.t('table.seat.placed', { n: onBoard })}
        </span>
        {bumped ? <span {...tip(w.t('table.seat.bumped.hint'))}>{w.t('table.seat.bumped', { n: bumped })}</span> : null}
        {secret ? <span {...tip(w.t('table.seat.secretCount.hint'))}>{w.t('table.seat.secretCount', { n: secret })}</span> : null}
        <span {...tip(w.say(TRACK_TEXTS.pile))}>{w.t('table.seat.pile', { n: p.pile.length })}</span>
      </div>
      {p.revelations.length ? (
        <ul className="revelations" aria-label={w.t('table.seat.revelations')}>
          {p.revelations.map((id) => {
            const r = revelationText(id);
            return (
              <li key={id} tabIndex={0} className="card-chip" {...tip(w.t('table.card.dotted', { name: r.name, text: r.text }))}>
                ✧ {w.say(r.name)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

function PanelHead() {
  return (
    <div className="panel-fold-row">
      <PanelToggle id="players" />
    </div>
  );
}

export function PlayerPanels() {
  const w = useWords();
  const sv = useShownView();
  const replaying = useReplaying();
  // A replay shows who was choosing at its step; the live game's thinking is not part of it.
  const thinking = useGame((s) => (replaying ? null : s.thinking));
  const folded = usePanels((s) => s.collapsed.players);
  const column = useRef<HTMLElement>(null);
  const moreBelow = useMoreBelow(column);
  if (!sv) return null;
  if (folded) return <FoldedPanel id="players" />;
  const view = sv.view;
  const decider = thinking ? thinking.seat : (sv.decision?.seat ?? -1);
  // Fewer pools than seats: some seats play from one pool, so the pools are shown once per faction.
  const shared = view.pools.length < view.players.length;
  if (!shared) {
    return (
      <aside className={`player-panels${moreBelow ? ' more-below' : ''}`} aria-label={w.t('table.panel.players')} ref={column}>
        <PanelHead />
        {view.players.map((p) => (
          <SeatPanel key={p.seat} view={view} seat={p.seat} showPool deciding={decider === p.seat} />
        ))}
      </aside>
    );
  }
  // Shared pools: one block per pool, its members under it; with a Basilisk seat the others are its allies.
  const againstBasilisk = view.players.some((p) => p.isBasilisk);
  const pools = [...new Set(view.players.map((p) => p.pool))];
  return (
    <aside className={`player-panels${moreBelow ? ' more-below' : ''}`} aria-label={w.t('table.panel.players')} ref={column}>
      <PanelHead />
      {pools.map((poolIndex) => {
        const members = view.players.filter((p) => p.pool === poolIndex);
        const basilisk = members.some((m) => m.isBasilisk);
        const title = basilisk
          ? w.t('table.faction.basilisk')
          : againstBasilisk
            ? w.t('table.faction.allies')
            : w.t('table.faction.team', { n: poolIndex + 1 });
        return (
          <section key={poolIndex} className={`faction${basilisk ? ' enemy' : ''}`} aria-label={title}>
            <header className="faction-head" {...tip(w.t(basilisk ? 'table.faction.basilisk.hint' : 'table.faction.shared.hint'))}>
              {title}
            </header>
            {members.length > 1 || !basilisk ? <PoolTokens pool={view.pools[poolIndex]!} /> : null}
            {members.map((m) => (
              <SeatPanel key={m.seat} view={view} seat={m.seat} showPool={members.length === 1 && basilisk} deciding={decider === m.seat} />
            ))}
          </section>
        );
      })}
    </aside>
  );
}
