// One panel per seat: favor, capital rank, pioneer, hand of kin, kept
// revelations, and resources and moon shards. In team and coop games the
// shared pool is shown once per faction, above its members.
import { useRef } from 'react';
import { usePanels } from '../store/panels.js';
import { FoldedPanel, PanelToggle } from './PanelToggle.js';
import type { KinType, PoolKey } from '../../engine/core/types.js';
import type { GameView } from '../../engine/view.js';
import { kinOptions } from '../store/choices.js';
import { useGame } from '../store/game.js';
import { useReplaying, useShownView } from '../store/replay.js';
import { KinTile, SeatLabel, Token, kinName, kinTip, roman, seatInfo, type SeatInfo } from './common.js';
import { tip } from './Tooltip.js';
import { useMoreBelow } from './useMoreBelow.js';
import { RESOURCE_KEYS, SHARD_KEYS, TRACK_TEXTS, revelationText, villageText } from './texts.js';

function PoolTokens({ pool }: { pool: Record<PoolKey, number> }) {
  return (
    <div className="pool">
      <div className="pool-row" aria-label="Resources">
        {RESOURCE_KEYS.map((k) => (
          <Token key={k} kind={k} count={pool[k]} />
        ))}
      </div>
      <div className="pool-row" aria-label="Moon shards">
        {SHARD_KEYS.map((k) => (
          <Token key={k} kind={k} count={pool[k]} />
        ))}
      </div>
    </div>
  );
}

function pioneerText(view: GameView, seat: number): { short: string; long: string } {
  const p = view.players[seat];
  const site = p?.pioneer ?? 0;
  const id = view.villages.sites[site] ?? -1;
  const v = id >= 0 ? villageText(id) : null;
  const name = v?.name ?? `site ${site + 1}`;
  return { short: site === 0 ? 'Start' : name, long: `${TRACK_TEXTS.pioneer} Now at ${name} (site ${site + 1} of ${view.villages.sites.length}).` };
}

function Hand({ view, info, picking }: { view: GameView; info: SeatInfo; picking: boolean }) {
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
  if (!hand.length) return <p className="muted small">No kin left in hand.</p>;
  return (
    <ul className="hand" aria-label={`${info.name}'s hand of kin`}>
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
                aria-label={`${kinName(g.type)}${g.ids.length > 1 ? `, ${g.ids.length} in hand` : ' from the hand'}: choose where to place it`}
                onClick={() => selectKin(selected ? null : opt.kin)}
                {...tip(kinTip(g.type) + ' Click to choose where to place it.')}
              >
                {tile}
              </button>
            ) : (
              <span className="hand-kin" tabIndex={0} {...tip(kinTip(g.type))}>
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
      aria-label={`${info.name}, ${info.clanName}${deciding ? ', choosing now' : ''}`}
      data-testid={`seat-panel-${seat}`}
    >
      <header className="seat-head">
        <SeatLabel info={info} />
        <span className="seat-badges">
          {deciding ? (
            <span className="badge turn" {...tip('This player is choosing now.')}>
              ▶ turn
            </span>
          ) : null}
          {first ? (
            <span className="badge first" tabIndex={0} {...tip(TRACK_TEXTS.firstPlayer)} aria-label="Holds the first player token">
              ✦ 1st
            </span>
          ) : null}
          {info.computer ? <span className="badge">{info.basilisk ? 'enemy' : 'cpu'}</span> : null}
        </span>
      </header>
      <div className="seat-stats">
        <span className="stat fp" tabIndex={0} {...tip(TRACK_TEXTS.favor)} aria-label={`${p.fp} favor points`}>
          <span className="stat-value" data-testid={`fp-${seat}`}>
            {p.fp}
          </span>
          <span className="stat-label">favor</span>
        </span>
        <span className="stat" tabIndex={0} {...tip(`${TRACK_TEXTS.capital} This herald is at place ${roman(rank)}.`)} aria-label={`Capital rank ${rank}`}>
          <span className="stat-value">{roman(rank) || '–'}</span>
          <span className="stat-label">capital</span>
        </span>
        <span className="stat pioneer" tabIndex={0} {...tip(pioneer.long)} aria-label={`Pioneer at ${pioneer.short}`}>
          <span className="stat-value small">{pioneer.short}</span>
          <span className="stat-label">pioneer</span>
        </span>
      </div>
      {showPool && pool ? <PoolTokens pool={pool} /> : null}
      <Hand view={view} info={info} picking={picking} />
      {view.viewer === seat && secretKin.length ? (
        <div className="secret-kin" aria-label="Kin you drew in secret">
          <span {...tip('Drawn in secret at setup: only you can see them until they are revealed.')}>Your secret draw:</span>
          {secretKin.map((k) => (
            <span key={k.id} tabIndex={0} {...tip(kinTip(k.type))}>
              <KinTile type={k.type} clan={k.clan} compact />
            </span>
          ))}
        </div>
      ) : null}
      <div className="seat-foot">
        <span {...tip('Kin of this clan on the board and in the palace this round.')} tabIndex={0}>
          {onBoard} placed
        </span>
        {bumped ? <span {...tip('Knocked off the pinnacle: out until the next round.')}>{bumped} bumped</span> : null}
        {secret ? <span {...tip('Drawn in secret at setup.')}>{secret} secret</span> : null}
        <span {...tip(TRACK_TEXTS.pile)}>{p.pile.length} in pile</span>
      </div>
      {p.revelations.length ? (
        <ul className="revelations" aria-label="Kept revelation cards">
          {p.revelations.map((id) => {
            const r = revelationText(id);
            return (
              <li key={id} tabIndex={0} className="card-chip" {...tip(`${r.name}. ${r.text}`)}>
                ✧ {r.name}
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
  const shared = view.config.mode !== 'standard';
  if (!shared) {
    return (
      <aside className={`player-panels${moreBelow ? ' more-below' : ''}`} aria-label="Players" ref={column}>
        <PanelHead />
        {view.players.map((p) => (
          <SeatPanel key={p.seat} view={view} seat={p.seat} showPool deciding={decider === p.seat} />
        ))}
      </aside>
    );
  }
  // Team and coop: one block per pool, its members under it.
  const pools = [...new Set(view.players.map((p) => p.pool))];
  return (
    <aside className={`player-panels${moreBelow ? ' more-below' : ''}`} aria-label="Players" ref={column}>
      <PanelHead />
      {pools.map((poolIndex) => {
        const members = view.players.filter((p) => p.pool === poolIndex);
        const basilisk = members.some((m) => m.isBasilisk);
        const title = basilisk ? 'The Basilisk' : view.config.mode === 'coop' ? 'The allies · shared pool' : `Faction ${poolIndex + 1} · shared pool`;
        return (
          <section key={poolIndex} className={`faction${basilisk ? ' enemy' : ''}`} aria-label={title}>
            <header className="faction-head" {...tip(basilisk ? 'The enemy clan, played by the game itself.' : 'Teammates share one pool of resources and moon shards; everything else is their own.')}>
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
