// Small building blocks shared by the HUD: clan marks (symbol + name, never
// colour alone), tokens, kin tiles, who-is-who helpers. Their words are
// messages (texts.ts), said in the player's language with useWords().
import type { ClanId, KinType, PoolKey, Sector } from '../../engine/core/types.js';
import { msg, type Msg } from '../../engine/core/message.js';
import type { GameView } from '../../engine/view.js';
import { sayWords, useWords } from '../i18n.js';
import { tip } from './Tooltip.js';
import { CATALOG } from '../catalog.generated.js';
import { CLAN_IDS, CLAN_TEXTS, HIDDEN_KIN_TEXT, KIN_TEXTS, POOL_TEXTS } from './texts.js';

/** Everything the HUD says about one seat. */
export interface SeatInfo {
  seat: number;
  name: Msg;
  clan: ClanId;
  clanName: Msg;
  symbol: string;
  colour: string;
  computer: boolean;
  basilisk: boolean;
  faction: number;
}

export function seatInfo(view: GameView, seat: number): SeatInfo {
  const p = view.players[seat];
  const clan = (p?.clan ?? 'crane') as ClanId;
  const c = CLAN_TEXTS[clan];
  const cfg = view.config.seats[seat];
  const basilisk = !!p?.isBasilisk;
  return {
    seat,
    name: basilisk ? msg('seat.basilisk') : cfg?.name ? msg('seat.named', { name: cfg.name }) : msg('seat.player', { n: seat + 1 }),
    clan,
    clanName: c.name,
    symbol: c.symbol,
    colour: c.colour,
    computer: basilisk || (cfg?.controller !== undefined && cfg.controller !== 'human'),
    basilisk,
    faction: p?.faction ?? seat,
  };
}

/** The clan's symbol in its colour, with the name for screen readers. */
export function ClanMark({ clan, size = 'md' }: { clan: ClanId; size?: 'sm' | 'md' | 'lg' }) {
  const w = useWords();
  const c = CLAN_TEXTS[clan];
  const name = w.say(c.name);
  return (
    <span
      className={`clan-mark ${size}`}
      style={{ color: c.colour }}
      aria-label={name}
      role="img"
      {...tip(w.t('content.ui.clan.tip', { name: c.name, colour: c.colourName, symbol: c.symbol }))}
    >
      {c.symbol}
    </span>
  );
}

/** "▲ Aiko · Crane Clan" */
export function SeatLabel({ info, showClan = true }: { info: SeatInfo; showClan?: boolean }) {
  const w = useWords();
  return (
    <span className="seat-label" data-clan={info.clan}>
      <ClanMark clan={info.clan} />
      <span className="seat-name">{w.say(info.name)}</span>
      {showClan && !info.basilisk ? <span className="seat-clan">{w.say(info.clanName)}</span> : null}
      {info.basilisk ? <span className="seat-clan">{w.say(info.clanName)}</span> : null}
    </span>
  );
}

/** A label a component is given: a message to say, or words already said. */
export type Label = Msg | string;


export function Token({ kind, count, label }: { kind: PoolKey; count: number; label?: Label }) {
  const w = useWords();
  const t = POOL_TEXTS[kind];
  const words = w.say(t.count(count));
  return (
    <span
      className={`token token-${kind}`}
      tabIndex={0}
      aria-label={label === undefined ? words : sayWords(w, label)}
      {...tip(w.t('content.ui.token.tip', { amount: t.count(count), text: t.text }))}
    >
      <span className="token-glyph" style={{ color: t.colour }} aria-hidden>
        {t.glyph}
      </span>
      <span className="token-count">{count}</span>
    </span>
  );
}

export function kinName(type: KinType | 'hidden'): Msg {
  return type === 'hidden' ? msg('content.ui.kin.hidden') : KIN_TEXTS[type].name;
}

export function kinTip(type: KinType | 'hidden', cloaked = false): Msg {
  if (type === 'hidden') return HIDDEN_KIN_TEXT;
  const k = KIN_TEXTS[type];
  return msg('content.ui.kin.tip', { name: k.name, cloaked: cloaked ? 'yes' : 'no', ability: k.text });
}

/**
 * A kin tile: its code (the one the 3D tile prints) in the clan colour, with its name.
 * The clan symbol and the code are drawn by the style sheet from data
 * attributes: they are a picture of the tile, so a button showing a tile is
 * named by the kin's name alone, and speech input finds it by that name.
 */
export function KinTile({
  type,
  clan,
  cloaked = false,
  count,
  compact = false,
}: {
  type: KinType | 'hidden';
  clan: ClanId;
  cloaked?: boolean;
  count?: number;
  compact?: boolean;
}) {
  const w = useWords();
  const c = CLAN_TEXTS[clan];
  const code = type === 'hidden' ? '?' : w.say(KIN_TEXTS[type].code);
  return (
    <span className={`kin-tile${cloaked ? ' cloaked' : ''}${compact ? ' compact' : ''}`}>
      <span className="kin-glyph" style={{ borderColor: c.colour }} aria-hidden data-code={code}>
        <span className="kin-glyph-clan" style={{ color: c.colour }} data-symbol={c.symbol} />
      </span>
      {compact ? null : <span className="kin-name">{w.say(kinName(type))}</span>}
      {count && count > 1 ? <span className="kin-count">{w.t('content.ui.kin.count', { n: count })}</span> : null}
    </span>
  );
}

export function roman(n: number): string {
  return ['', 'I', 'II', 'III', 'IV', 'V'][n] ?? String(n);
}

export function ProgressBar({ fraction, label }: { fraction: number; label: Label }) {
  const w = useWords();
  const pct = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <div className="progress" role="progressbar" aria-label={sayWords(w, label)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
      <div className="progress-fill" style={{ width: `${Math.max(4, pct)}%` }} />
    </div>
  );
}

/** The sectors the palace lights at its rotation. */
export function litSectors(view: Pick<GameView, 'palace'>): Sector[] {
  const r = view.palace.rotation;
  return CATALOG.highlightOffsets.map((o) => ((r + o) % 6) as Sector);
}

/** A clan picker: symbol and name, so colour is never the only cue. */
export function ClanSelect({ label, value, onChange }: { label: Label; value: ClanId; onChange: (clan: ClanId) => void }) {
  const w = useWords();
  return (
    <select aria-label={sayWords(w, label)} value={value} onChange={(e) => onChange(e.target.value as ClanId)}>
      {CLAN_IDS.map((id) => (
        <option key={id} value={id}>
          {CLAN_TEXTS[id].symbol} {w.say(CLAN_TEXTS[id].name)}
        </option>
      ))}
    </select>
  );
}

/** A damaged save or campaign file in a list, with the reason it cannot be opened. */
export function DamagedFileItem({ file, message, testId }: { file: string; message: Label; testId: string }) {
  const w = useWords();
  return (
    <li className="save-item damaged" data-testid={testId}>
      <span className="damaged-mark" aria-hidden>
        ⚠
      </span>
      <div>
        <div className="save-name">{file}</div>
        <div className="small">{sayWords(w, message)}</div>
      </div>
    </li>
  );
}
