// The decision bar: whose turn it is (name, clan symbol and colour) and what
// they must choose, in words, with the legal choices as buttons. Placement is
// made in two steps (kin, then spot). Keyboard: Tab / arrow keys move between
// choices, Enter or Space picks, number keys 1-9 pick the numbered choice,
// P places in the palace, Escape closes "List all" or goes back to the kin
// picker.
//
// Board first: while the 3D table is shown and the choices have places on it
// (spots, wards, sectors, slots, moons, sites, kin...), the table is where they
// are made. The bar then stays small (the prompt, the choices that have no
// place on the table, and a toggle that opens the full list) so that it never
// covers a lit target, and it says what a click under the pointer would do.
// The full list stays in the page while closed, so number keys still work.
import { Fragment, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TABLE_SEAT, type LegalChoice } from '../../shared/views.js';
import { effectiveKin, layoutChoices, optionOf, sectorShort, splitBoardChoices, spotChoiceLabel, type ChoiceLayout, type KinOption } from '../store/choices.js';
import { useGame } from '../store/game.js';
import { useHover } from '../store/hover.js';
import { useInput } from '../store/input.js';
import { usePendingChoice } from '../store/pending-choice.js';
import { ClanMark, KinTile, ProgressBar, kinName, kinTip, litSectors, seatInfo } from './common.js';
import { tip } from './Tooltip.js';
import { CLAN_TEXTS, PALACE_TEXT, POOL_TEXTS, SECTOR_TEXTS, SPOT_COSTS, revelationText, spotText } from './texts.js';
import type { Resource, Sector } from '../../engine/core/types.js';
import type { GameView } from '../../engine/view.js';
import { msg, type Msg, type MsgArg } from '../../engine/core/message.js';
import { revelationText as cardText } from '../../engine/content/names.js';
import { useWords, type Words } from '../i18n.js';

type Step = 'kin' | 'spot' | 'list' | 'thinking' | 'waiting';

function isTyping(el: Element | null): boolean {
  if (!el) return false;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable;
}

/** The table is drawn (the page's `?noscene` leaves it out; then every choice is made in the bar). */
const TABLE_SHOWN = typeof location === 'undefined' || !new URLSearchParams(location.search).has('noscene');

/**
 * A message whose arguments include pieces of the page (a kin tile, a bold
 * name): each such argument is said as a marker, and the text is cut at the
 * markers so the pieces stand where the language puts them. With `glue`,
 * the result is one run of text in which the pieces keep their neighbours
 * (a kin's icon and name and the colon after them) on one line.
 */
export function richText(w: Words, id: string, args: Record<string, MsgArg>, nodes: Record<string, ReactNode>, glue = false): ReactNode {
  const keys = Object.keys(nodes);
  const marks: Record<string, string> = {};
  keys.forEach((k, i) => (marks[k] = `\uE000${i}\uE000`));
  const parts = w.t(id, { ...args, ...marks }).split(/\uE000(\d+)\uE000/);
  if (!glue) return parts.map((p, i) => <Fragment key={i}>{i % 2 === 1 ? nodes[keys[Number(p)]!] : p}</Fragment>);
  // A piece never stands alone at a line's start: pieces with only a space between them, and the
  // punctuation right after them ("icon name:", "nom :"), stay on one line.
  const out: ReactNode[] = [];
  let glued: ReactNode[] = [];
  const flush = () => {
    if (glued.length) out.push(<span key={`g${out.length}`} className="nowrap">{glued}</span>);
    glued = [];
  };
  parts.forEach((p, i) => {
    if (i % 2 === 1) {
      glued.push(<Fragment key={i}>{nodes[keys[Number(p)]!]}</Fragment>);
      return;
    }
    let text = p;
    if (glued.length) {
      if (i < parts.length - 1 && text.trim() === '') {
        glued.push(text);
        return;
      }
      const head = /^(?:\s?[^\s\p{L}\p{N}]+)?/u.exec(text)![0];
      if (head) glued.push(head);
      text = text.slice(head.length);
      flush();
    }
    if (text) out.push(<Fragment key={i}>{text}</Fragment>);
  });
  flush();
  return <span className="rich-text">{out}</span>;
}

/** The choice buttons one can see (a closed full list keeps its buttons for the number keys only). */
function choiceButtons(root: HTMLElement | null): HTMLButtonElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLButtonElement>('button[data-testid="choice"]')].filter((b) => !b.closest('[hidden]'));
}

/** More than this many choices off the table and the bar shows the full list as before. */
const MAX_COMPACT_REST = 5;

/** The words of the target under the pointer, next to the pointer (never in the way of a click). */
function HoverLabel() {
  const w = useWords();
  const label = useHover((s) => s.label);
  const x = useHover((s) => s.x);
  const y = useHover((s) => s.y);
  if (!label) return null;
  return createPortal(
    <div className="hover-label" aria-hidden style={{ left: x + 16, top: y + 18 }} data-testid="hover-label">
      {w.say(label)}
    </div>,
    document.body,
  );
}

/** The compact row of a board-first decision: what the pointer would do, the off-table choices, the list toggle. */
function BoardFirstRow({
  rest,
  numberOf,
  extra,
  count,
  open,
  onToggle,
  listId,
  disabled,
  noun,
}: {
  rest: LegalChoice[];
  /** The number key of an off-table choice (the same as in the full list, when it is there too). */
  numberOf: (c: LegalChoice, i: number) => number;
  extra?: React.ReactNode;
  count: number;
  open: boolean;
  onToggle: () => void;
  listId: string;
  disabled: boolean;
  noun: 'spot' | 'place';
}) {
  const w = useWords();
  const choose = useGame((s) => s.choose);
  const hover = useHover((s) => s.label);
  const touch = useInput((s) => s.pointing === 'touch');
  return (
    <div className="board-first">
      {touch ? (
        <TappedChoice noun={noun} disabled={disabled} />
      ) : (
        <p className="board-hint" data-testid="board-hint">
          {hover ? (
            <>
              <span className="board-hint-click">{w.t('table.board.click')}</span> <span data-testid="hover-choice">{w.say(hover)}</span>
            </>
          ) : (
            w.t('table.board.point', { noun })
          )}
        </p>
      )}
      <div className="choice-row board-first-row">
        {extra}
        {rest.map((c, i) => (
          <ChoiceButton
            key={c.index}
            choice={c}
            number={numberOf(c, i)}
            disabled={disabled}
            hint={choiceHint(c, w)}
            onPick={() => void choose(c)}
          />
        ))}
        <button type="button" className="link-button list-toggle" aria-expanded={open} aria-controls={listId} onClick={onToggle} data-testid="list-toggle">
          {open ? w.t('table.list.hide') : w.t('table.list.all', { n: count })}
        </button>
      </div>
    </div>
  );
}

/**
 * On a touch screen: what the lit target tapped first will do, and a Confirm
 * button that makes it (a second tap on the same target does too).
 */
function TappedChoice({ noun, disabled }: { noun: 'spot' | 'place'; disabled: boolean }) {
  const w = useWords();
  const choose = useGame((s) => s.choose);
  const ply = useGame((s) => s.seatView?.ply ?? null);
  const pending = usePendingChoice((s) => (s.ply === ply ? s.choice : null));
  const clear = usePendingChoice((s) => s.clear);
  if (!pending) {
    return (
      <p className="board-hint touch" data-testid="board-hint">
        {w.t('table.board.touch', { noun })}
      </p>
    );
  }
  return (
    <div className="board-hint touch tapped" data-testid="board-hint">
      <p className="tapped-words">
        <span className="board-hint-click">{w.t('table.board.tapAgain')}</span> <span data-testid="hover-choice">{w.say(pending.label)}</span>
      </p>
      <button
        type="button"
        className="primary tapped-confirm"
        data-testid="confirm-choice"
        disabled={disabled}
        onClick={() => {
          clear();
          void choose(pending);
        }}
      >
        {w.t('table.board.confirm')}
      </button>
    </div>
  );
}

/** The choice button a shortcut key picks (number keys 1-9, P for the palace). */
function keyedButton(root: HTMLElement | null, key: string): HTMLButtonElement | null {
  if (!root) return null;
  return root.querySelector<HTMLButtonElement>(`button[data-testid="choice"][data-key="${key}"]`);
}

/** Moves focus among the choice buttons with the arrow keys, Home and End. */
function arrowNav(e: ReactKeyboardEvent<HTMLElement>, root: HTMLElement | null) {
  const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const buttons = choiceButtons(root).filter((b) => !b.disabled);
  if (!buttons.length) return;
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  let next = 0;
  if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = buttons.length - 1;
  else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = i < 0 ? 0 : (i + 1) % buttons.length;
  else next = i < 0 ? buttons.length - 1 : (i - 1 + buttons.length) % buttons.length;
  e.preventDefault();
  buttons[next]!.focus();
}

function ChoiceButton({
  choice,
  number,
  shortcut,
  text,
  name,
  hint,
  disabled,
  className,
  onPick,
}: {
  choice: LegalChoice;
  number: number;
  /** A letter shortcut instead of the number (P for the palace). */
  shortcut?: string;
  text?: React.ReactNode;
  /** The accessible name when `text` says less than the choice's label; it contains the words shown. */
  name?: string;
  hint?: string;
  disabled: boolean;
  className?: string;
  onPick: (c: LegalChoice) => void;
}) {
  const w = useWords();
  const keyboard = useInput((s) => s.keyboard);
  const pass = choice.action.t === 'pass';
  const key = keyboard ? (shortcut ?? (number <= 9 ? String(number) : undefined)) : undefined;
  return (
    <button
      type="button"
      data-testid="choice"
      data-index={choice.index}
      data-key={key}
      className={`choice${pass ? ' pass' : ''}${className ? ` ${className}` : ''}`}
      aria-label={name ?? w.say(choice.label)}
      aria-keyshortcuts={key}
      disabled={disabled}
      onClick={() => onPick(choice)}
      {...tip(hint)}
    >
      {key ? <kbd className="key" aria-hidden data-key={key} /> : null}
      <span className="choice-text">{text ?? w.say(choice.label)}</span>
    </button>
  );
}

function costOf(spot: string): Resource | null {
  const m = /^s(\d)\.(\d+)$/.exec(spot);
  if (!m) return null;
  return SPOT_COSTS[Number(m[1]) as Sector]?.[Number(m[2])] ?? null;
}

function choiceHint(c: LegalChoice, w: Words): string | undefined {
  const a = c.action;
  if (a.t === 'place' || a.t === 'spot') return w.say(spotText(a.spot).text);
  if (a.t === 'sector') return w.t('table.hint.sector', { name: SECTOR_TEXTS[a.sector].name, day: SECTOR_TEXTS[a.sector].day });
  if (a.t === 'res') return w.say(POOL_TEXTS[a.res].text);
  if (a.t === 'shard') return w.say(POOL_TEXTS[a.shard].text);
  if (a.t === 'cloak') return w.t(a.cloaked ? 'table.hint.cloaked' : 'table.hint.unveiled');
  if (a.t === 'pass') return w.t('table.hint.pass');
  if (a.t === 'pick') {
    if (a.ids.length === 0) return w.t('table.hint.keepScrolls');
    return a.ids.map((id) => w.t('table.card.named', { name: revelationText(id).name, text: cardEffect(id) })).join(' · ');
  }
  return undefined;
}

/** A revelation card's own text (in the asymmetric variant a thrown-away card scores nothing, so no favor is quoted). */
const cardEffect = (id: number): Msg => cardText(id);

/** The cards dealt to the deciding seat alone (its view's screen facts), read out while it chooses. */
function DealtCards({ view }: { view: GameView }) {
  const w = useWords();
  const dealt = view.screen.dealtCards;
  if (!dealt.length) return null;
  return (
    <ul className="dealt-cards" aria-label={w.t('table.dealt.label')} data-testid="dealt-cards">
      {dealt.map((id) => {
        const r = revelationText(id);
        const cost = r.cost ?? 0;
        return (
          <li key={id} className="dealt-card" data-card={id} tabIndex={0} {...tip(w.t('table.card.named', { name: r.name, text: cardEffect(id) }))}>
            <span className="card-name">{w.say(r.name)}</span>{' '}
            <span className="card-cost">{cost === 0 ? w.t('table.cost.free') : w.t('table.cost.scrolls', { n: cost })}</span>
            <span className="dealt-card-text">{w.say(cardEffect(id))}</span>
          </li>
        );
      })}
    </ul>
  );
}

function KinPicker({ kins, layout, disabled, clan }: { kins: KinOption[]; layout: ChoiceLayout; disabled: boolean; clan: keyof typeof CLAN_TEXTS }) {
  const w = useWords();
  const selectKin = useGame((s) => s.selectKin);
  const choose = useGame((s) => s.choose);
  const keyboard = useInput((s) => s.keyboard);
  const others = layout.kind === 'placement' ? layout.others : [];
  return (
    <div className="kin-picker">
      <p className="step-title">
        <span className="step-no">1</span> {w.t('table.kin.choose')}
      </p>
      <div className="choice-row">
        {kins.map((k, i) => (
          <button
            key={k.kin}
            type="button"
            data-testid="choice"
            data-kin={k.kin}
            data-key={keyboard && i < 9 ? String(i + 1) : undefined}
            className="choice kin-choice"
            aria-label={w.t('table.kin.pick', { kin: kinName(k.type), n: k.ids.length })}
            aria-keyshortcuts={keyboard && i < 9 ? String(i + 1) : undefined}
            disabled={disabled}
            onClick={() => selectKin(k.kin)}
            {...tip(w.say(kinTip(k.type)))}
          >
            {keyboard && i < 9 ? <kbd className="key" aria-hidden data-key={i + 1} /> : null}
            <KinTile type={k.type} clan={clan} count={k.ids.length} />
          </button>
        ))}
        {others.map((c, j) => (
          <ChoiceButton key={c.index} choice={c} number={kins.length + j + 1} disabled={disabled} hint={choiceHint(c, w)} onPick={(x) => void choose(x)} />
        ))}
      </div>
    </div>
  );
}

function SpotPicker({
  layout,
  disabled,
  kin,
  compact,
  open,
  onToggle,
}: {
  layout: Extract<ChoiceLayout, { kind: 'placement' }>;
  disabled: boolean;
  kin: number;
  compact: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const w = useWords();
  const listId = useId();
  const selectKin = useGame((s) => s.selectKin);
  const choose = useGame((s) => s.choose);
  const sv = useGame((s) => s.seatView);
  const keyboard = useInput((s) => s.keyboard);
  const touch = useInput((s) => s.pointing === 'touch');
  const view = sv!.view;
  const k = view.kin[kin];
  const opt = optionOf(layout.kins, kin);
  const canChange = layout.kins.length > 1;
  const lit = litSectors(view);
  const viewer = { side: view.players[sv!.seat]?.side ?? 0, rotation: view.palace.rotation };
  // Sector spots are numbered in order; the palace has its own key (P).
  const groups = layout.groups.filter((g) => g.sector !== 'palace');
  const palaceSpots = layout.groups.filter((g) => g.sector === 'palace').flatMap((g) => g.choices);
  let n = 0;
  return (
    <div className="spot-picker">
      <div className="step-title">
        <span className="step-no">2</span>{' '}
        {richText(
          w,
          'table.spot.title',
          { how: !compact ? 'list' : touch ? 'touch' : 'table' },
          {
            tile: k ? <KinTile type={k.type} clan={k.clan} compact /> : null,
            kin: <strong>{opt ? w.say(kinName(opt.type)) : w.t('table.spot.kin')}</strong>,
          },
          true,
        )}
        {canChange ? (
          <button type="button" className="link-button" onClick={() => selectKin(null)} aria-keyshortcuts={keyboard ? 'Escape' : undefined}>
            {w.t('table.spot.anotherKin')} {keyboard ? <kbd className="key small">{w.t('table.key.esc')}</kbd> : null}
          </button>
        ) : null}
      </div>
      {compact ? (
        <BoardFirstRow
          rest={layout.others}
          numberOf={(_, i) => layout.spots.length + 1 + i}
          extra={
            layout.palace ? (
              <ChoiceButton
                choice={layout.palace}
                number={99}
                shortcut="P"
                disabled={disabled}
                className="spot-choice palace-shortcut"
                hint={w.t('table.card.named', { name: spotChoiceLabel(layout.palace, undefined, viewer), text: choiceHint(layout.palace, w) ?? '' })}
                text={w.t('table.spot.palace')}
                name={w.t('table.card.named', { name: w.t('table.spot.palace'), text: layout.palace.label })}
                onPick={(x) => void choose(x)}
              />
            ) : null
          }
          count={layout.spots.length}
          open={open}
          onToggle={onToggle}
          listId={listId}
          disabled={disabled}
          noun="spot"
        />
      ) : null}
      <div className="sector-groups" id={listId} hidden={compact && !open}>
        {groups.map((g) => {
          const sector = g.sector as Sector;
          const t = SECTOR_TEXTS[sector];
          const isLit = lit.includes(sector);
          return (
            <div key={sector} className={`sector-group${isLit ? ' lit' : ''}`} data-sector={sector}>
              <div className="sector-title" {...tip(w.t('table.sector.tip', { name: t.name, lit: isLit ? 'yes' : 'no', day: t.day, night: t.night }))}>
                <span className="shard-dot" style={{ color: POOL_TEXTS[t.shard].colour }} aria-hidden>
                  ◈
                </span>
                {w.say(sectorShort(sector))}
                {isLit ? (
                  <span className="lit-mark" aria-label={w.t('table.sector.lit')}>
                    ☀
                  </span>
                ) : null}
              </div>
              <div className="spot-row">
                {g.choices.map((c) => {
                  n++;
                  const spot = c.action.t === 'place' ? c.action.spot : '';
                  const cost = costOf(spot);
                  return (
                    <ChoiceButton
                      key={c.index}
                      choice={c}
                      number={n}
                      disabled={disabled}
                      className="spot-choice"
                      name={w.t('table.spot.name', { label: c.label, cost: cost ? POOL_TEXTS[cost].name : '', paid: cost ? 'yes' : 'no' })}
                      hint={w.t('table.card.named', { name: spotChoiceLabel(c, (x) => SECTOR_TEXTS[x].name), text: choiceHint(c, w) ?? '' })}
                      text={
                        cost ? (
                          <span className="cost">
                            <span style={{ color: POOL_TEXTS[cost].colour }} aria-hidden>
                              {POOL_TEXTS[cost].glyph}
                            </span>{' '}
                            {w.say(POOL_TEXTS[cost].name)}
                          </span>
                        ) : (
                          w.t('table.cost.free')
                        )
                      }
                      onPick={(x) => void choose(x)}
                    />
                  );
                })}
              </div>
            </div>
          );
        })}
        {palaceSpots.length ? (
          <div className="sector-group palace" data-sector="palace">
            <div className="sector-title" {...tip(w.t('table.palace.tip', { name: PALACE_TEXT.name, day: PALACE_TEXT.day, night: PALACE_TEXT.night, note: PALACE_TEXT.note }))}>
              <span className="shard-dot" aria-hidden>
                ⌂
              </span>
              {w.t('table.palace')}
            </div>
            <div className="spot-row">
              {palaceSpots.map((c) => (
                <ChoiceButton
                  key={c.index}
                  choice={c}
                  number={99}
                  shortcut={c === layout.palace && !compact ? 'P' : undefined}
                  disabled={disabled}
                  className="spot-choice palace-shortcut"
                  hint={w.t('table.card.named', { name: spotChoiceLabel(c, undefined, viewer), text: choiceHint(c, w) ?? '' })}
                  text={c === layout.palace ? w.t('table.spot.palace') : w.say(spotChoiceLabel(c, undefined, viewer))}
                  name={w.t('table.card.named', { name: c === layout.palace ? w.t('table.spot.palace') : spotChoiceLabel(c, undefined, viewer), text: c.label })}
                  onPick={(x) => void choose(x)}
                />
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function ChoiceList({
  choices,
  disabled,
  compact,
  open,
  onToggle,
}: {
  choices: LegalChoice[];
  disabled: boolean;
  compact: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const w = useWords();
  const choose = useGame((s) => s.choose);
  const view = useGame((s) => s.seatView?.view ?? null);
  const listId = useId();
  const { rest } = splitBoardChoices(choices, view);
  const list = (
    <div className="choice-row wrap" id={listId} hidden={compact && !open}>
      {choices.map((c, i) => (
        <ChoiceButton
          key={c.index}
          choice={c}
          number={i + 1}
          disabled={disabled}
          hint={choiceHint(c, w)}
          onPick={() => void choose(c)}
        />
      ))}
    </div>
  );
  if (!compact) return list;
  return (
    <>
      <BoardFirstRow
        // The open list shows every choice: the row keeps none of them, or they would show twice, each with its key.
        rest={open ? [] : rest}
        numberOf={(c) => choices.indexOf(c) + 1}
        count={choices.length}
        open={open}
        onToggle={onToggle}
        listId={listId}
        disabled={disabled}
        noun="place"
      />
      {list}
    </>
  );
}

function Suggestion() {
  const w = useWords();
  const suggest = useGame((s) => s.suggest);
  const [answer, setAnswer] = useState<{ text: Msg; why?: Msg } | null>(null);
  const [asking, setAsking] = useState(false);
  const ply = useGame((s) => s.seatView?.ply);
  useEffect(() => setAnswer(null), [ply]);
  return (
    <span className="suggestion">
      <button
        type="button"
        className="link-button"
        disabled={asking}
        onClick={async () => {
          setAsking(true);
          setAnswer(await suggest());
          setAsking(false);
        }}
        {...tip(w.t('table.suggest.hint'))}
      >
        {asking ? w.t('table.suggest.thinking') : w.t('table.suggest.button')}
      </button>
      {answer ? (
        <span className="suggestion-answer" role="status">
          {/* The reasons open with the choice itself, so they replace its bare name. */}
          <span className="suggestion-text">
            {w.t('table.suggest.suggested')} {answer.why ? null : w.say(answer.text)}
          </span>
          {answer.why ? (
            <span className="suggestion-why" data-testid="suggestion-why">
              {w.say(answer.why)}
            </span>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A short banner across the table when the person to act changes, or a new
 * round begins, so nobody misses whose turn it is.
 */
export function TurnBanner() {
  const w = useWords();
  const sv = useGame((s) => s.seatView);
  const thinking = useGame((s) => s.thinking);
  const [banner, setBanner] = useState<{ key: number; text: string; clan: string; symbol: string } | null>(null);
  const last = useRef<{ seat: number | null; round: number | null }>({ seat: null, round: null });
  const decider = sv && !sv.gameOver ? (thinking ? thinking.seat : (sv.decision?.seat ?? null)) : null;
  const round = sv?.view.round ?? null;
  useEffect(() => {
    if (!sv || decider === null) return;
    const prev = last.current;
    last.current = { seat: decider, round };
    if (prev.seat === decider && prev.round === round) return;
    const info = seatInfo(sv.view, decider);
    const newRound = prev.round !== null && prev.round !== round;
    const text = newRound ? w.t('table.banner.round', { round: round ?? 0, name: info.name }) : w.t('table.banner.turn', { name: info.name });
    if (prev.seat === null && !newRound) return; // the very first decision needs no banner
    setBanner({ key: Date.now(), text, clan: info.colour, symbol: info.symbol });
    const t = setTimeout(() => setBanner(null), 1600);
    return () => clearTimeout(t);
    // The banner is said once, as it comes: a change of language does not bring it back.
  }, [sv, decider, round]);
  // The window title says it too (task bars, screen readers).
  useEffect(() => {
    if (!sv) {
      document.title = w.t('table.title.app');
      return;
    }
    const who = decider !== null ? seatInfo(sv.view, decider).name : null;
    document.title = sv.gameOver
      ? w.t('table.title.over')
      : who
        ? w.t('table.title.roundWho', { round: sv.view.round, name: who })
        : w.t('table.title.round', { round: sv.view.round });
  }, [sv, decider, w]);
  if (!banner) return null;
  return (
    <div key={banner.key} className="turn-banner" aria-hidden style={{ ['--clan' as string]: banner.clan }}>
      <span className="turn-banner-symbol">{banner.symbol}</span> {banner.text}
    </div>
  );
}

export function DecisionBar() {
  const w = useWords();
  const sv = useGame((s) => s.seatView);
  const busy = useGame((s) => s.busy);
  const thinking = useGame((s) => s.thinking);
  const selectedKin = useGame((s) => s.selectedKin);
  const selectKin = useGame((s) => s.selectKin);
  const handoff = useGame((s) => s.handoff);
  const overlay = useGame((s) => s.overlay);
  const errorDialog = useGame((s) => s.errorDialog);
  const lastBotMove = useGame((s) => s.lastBotMove);
  const rootRef = useRef<HTMLElement>(null);

  const layout = useMemo(() => (sv ? layoutChoices(sv.legal, sv.view, selectedKin) : null), [sv, selectedKin]);
  const kin = layout ? effectiveKin(layout, selectedKin) : null;

  let step: Step = 'waiting';
  if (thinking) step = 'thinking';
  else if (sv?.yourTurn && layout) step = layout.kind === 'list' ? 'list' : kin === null ? 'kin' : 'spot';

  // Keyboard shortcuts while no dialog is open.
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (isTyping(document.activeElement) || overlay || handoff || errorDialog) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const root = rootRef.current;
      if (/^[1-9pP]$/.test(e.key)) {
        const b = keyedButton(root, e.key.toUpperCase());
        if (b && !b.disabled) {
          e.preventDefault();
          b.click();
        }
      } else if (e.key === 'Escape' && selectedKin !== null) {
        e.preventDefault();
        selectKin(null);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay, handoff, errorDialog, selectedKin, selectKin]);

  // A new decision starts with its full list closed.
  const [listOpen, setListOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState('');
  const listKey = sv ? `${sv.ply}:${step}:${kin ?? ''}` : '';
  if (openedAt !== listKey) {
    setOpenedAt(listKey);
    if (listOpen) setListOpen(false);
  }

  // Escape closes an open "List all" before anything else (pressed again, it
  // goes back to the kin picker); the toggle takes the focus the hidden
  // buttons had. Capture phase: the kin picker's own Escape must not run too.
  useEffect(() => {
    if (!listOpen) return;
    function onKey(e: KeyboardEvent) {
      if (e.key !== 'Escape' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (isTyping(document.activeElement) || overlay || handoff || errorDialog) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      e.preventDefault();
      setListOpen(false);
      rootRef.current?.querySelector<HTMLButtonElement>('.list-toggle')?.focus({ preventScroll: true });
    }
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [listOpen, overlay, handoff, errorDialog]);

  // Keep the keyboard flowing: when the choices change, focus the first one
  // (unless the player is busy elsewhere: typing, a dialog, another panel).
  const stateKey = sv ? `${sv.ply}:${step}:${kin ?? ''}` : '';
  useEffect(() => {
    if (step !== 'kin' && step !== 'spot' && step !== 'list') return;
    if (overlay || handoff) return;
    const active = document.activeElement;
    const root = rootRef.current;
    const free = !active || active === document.body || (root && root.contains(active)) || !document.contains(active);
    if (!free) return;
    const first = choiceButtons(root).find((b) => !b.disabled) ?? root?.querySelector<HTMLButtonElement>('.list-toggle');
    first?.focus({ preventScroll: true });
  }, [stateKey, step, overlay, handoff]);

  if (!sv || sv.gameOver) return null;
  const decider = thinking ? thinking.seat : (sv.decision?.seat ?? sv.seat);
  const info = seatInfo(sv.view, decider);
  const clan = CLAN_TEXTS[info.clan];
  const disabled = busy;

  let compact = false;
  if (step === 'list' && layout?.kind === 'list') compact = compactList(layout.choices, sv.view);
  else if (step === 'spot' && layout?.kind === 'placement') compact = compactList(layout.spots, sv.view) && layout.others.length <= MAX_COMPACT_REST;

  let body: React.ReactNode;
  if (thinking) {
    body = (
      <div className="thinking" role="status">
        <span className="spinner" aria-hidden />
        <span>{w.t('table.thinking', { name: info.name })}</span>
        <ProgressBar fraction={thinking.fraction} label={w.t('table.thinking.label', { name: info.name })} />
      </div>
    );
  } else if (!sv.yourTurn || !layout) {
    body = (
      <p className="waiting" role="status">
        {w.say(waitingText(info.name, !!sv.decision?.secret, sv.seat === TABLE_SEAT && !info.computer))}
      </p>
    );
  } else if (layout.kind === 'list') {
    body = (
      <>
        <DealtCards view={sv.view} />
        <ChoiceList
        choices={layout.choices}
        disabled={disabled}
        compact={compact}
        open={listOpen}
        onToggle={() => setListOpen((o) => !o)}
        />
      </>
    );
  } else if (kin === null) {
    body = <KinPicker kins={layout.kins} layout={layout} disabled={disabled} clan={info.clan} />;
  } else {
    body = (
      <SpotPicker
        layout={layout}
        disabled={disabled}
        kin={kin}
        compact={compact}
        open={listOpen}
        onToggle={() => setListOpen((o) => !o)}
      />
    );
  }

  const prompt = thinking ? w.t('table.computerChoosing') : sv.decision ? w.say(sv.decision.prompt) : '';
  return (
    <section
      ref={rootRef}
      className={`decision-bar${busy ? ' busy' : ''}`}
      aria-label={w.t('table.decision.label')}
      data-testid="decision-bar"
      data-ply={sv.ply}
      data-step={step}
      data-seat={decider}
      data-kind={sv.decision?.kind ?? ''}
      data-state={`${sv.ply}:${step}:${kin ?? ''}:${decider}`}
      data-compact={compact}
      style={{ ['--clan' as string]: clan.colour }}
      onKeyDown={(e) => arrowNav(e, rootRef.current)}
    >
      <header className="decision-head">
        <div className="whose-turn" data-testid="decision" aria-live="polite">
          <ClanMark clan={info.clan} size="lg" />
          <div>
            <div className="turn-line">
              <span className="turn-name">{w.say(info.name)}</span>
              <span className="turn-clan">
                {w.say(info.clanName)} · {w.say(clan.colourName)}
              </span>
              {info.computer ? <span className="badge">{w.t('table.badge.computer')}</span> : null}
            </div>
            <div className="prompt" data-testid="prompt">
              {prompt}
            </div>
          </div>
        </div>
        <div className="decision-tools">
          {sv.yourTurn && !thinking && !info.computer ? <Suggestion /> : null}
          {lastBotMove && !thinking ? (
            <span className="last-bot" {...tip(w.t('table.lastBot.hint'))}>
              {w.t('table.card.named', { name: seatInfo(sv.view, lastBotMove.seat).name, text: lastBotMove.label })}
            </span>
          ) : null}
        </div>
      </header>
      <div className="decision-body" data-testid="choices">
        {body}
      </div>
      {TABLE_SHOWN ? <HoverLabel /> : null}
    </section>
  );
}

/** What the bar says while someone else chooses; in table mode every person chooses on a device of their own. */
export function waitingText(name: Msg | string, secret: boolean, onDevice: boolean): Msg {
  const where = onDevice ? 'device' : 'here';
  return msg(secret ? 'table.waiting.secret' : 'table.waiting', { name, where });
}

/**
 * Whether a list of choices is made on the table, the bar keeping only a
 * compact row. When none of them has a place shown on the table, the bar lists
 * them all (numbered) and never asks to point at the table.
 */
function compactList(choices: readonly LegalChoice[], view: GameView): boolean {
  if (!TABLE_SHOWN) return false;
  const { board, rest } = splitBoardChoices(choices, view);
  return board.length > 0 && rest.length <= MAX_COMPACT_REST;
}

export function placementKinOf(sv: { legal: LegalChoice[] } | null, id: number | null): boolean {
  if (!sv || id === null) return false;
  return sv.legal.some((c) => c.action.t === 'place' && c.action.kin === id);
}
