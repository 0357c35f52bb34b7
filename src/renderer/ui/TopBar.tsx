// The bar across the top of the table: round and phase, what the palace
// lights, the campaign being played, how much of the game is kept on disk,
// and the game commands (undo, save, games, export, rules, settings, menu).
// It keeps to one line from 1024 pixels wide up (and at 200% zoom): long
// labels shorten with an ellipsis, and when that is not enough the wordmark
// goes, then Save, Games, Export and Rules fold into "More", then the saved
// mark keeps only its sign (barFit.ts).
// Undo, Settings and Menu always stay in sight.
import { useEffect, useRef, useState } from 'react';
import { msg, type Msg } from '../../engine/core/message.js';
import { sayWords, useWords } from '../i18n.js';
import { sectorShort } from '../store/choices.js';
import { useGame } from '../store/game.js';
import { savedMark } from '../store/games.js';
import { useReplay } from '../store/replay.js';
import { useInvites } from '../store/invites.js';
import { BarItemButton, BarMenu, type BarMenuItem } from './BarMenu.js';
import { exportDisabledReason } from './exportRule.js';
import { useBarFit } from './barFit.js';
import { litSectors } from './common.js';
import { SettingsButton } from './SettingsButton.js';
import { tip } from './Tooltip.js';
import { PHASE_TEXTS, scenarioName } from './texts.js';

export function undoReason(sv: { ply: number; canUndo: boolean; undoReason?: Msg | string | null } | null, thinking: boolean): Msg | string | null {
  if (!sv) return msg('table.undo.noGame');
  if (thinking) return msg('table.undo.thinking');
  if ((sv as { gameOver?: boolean }).gameOver) return msg('table.undo.over');
  if (sv.canUndo) return null;
  if (sv.undoReason) return sv.undoReason;
  if (sv.ply === 0) return msg('table.undo.nothing');
  return msg('table.undo.notYours');
}

/** How long the last choices may wait for the disk before the mark says how far the game is kept instead of "Saving…". */
const LATE_MS = 4000;

/**
 * How much of the game is on the disk: "Saved, move 37" once the last choice
 * is kept, "Saving…" while it is being written. `savedPly` null: nothing
 * kept yet (or, for a game continued from the list, nothing new since).
 */
function SavedIndicator({ savedPly, ply, at, brief }: { savedPly: number | null; ply: number; at: string | null; brief: boolean }) {
  const w = useWords();
  const [late, setLate] = useState(false);
  const behind = savedPly !== null && savedPly < ply;
  useEffect(() => {
    setLate(false);
    if (!behind) return;
    const t = setTimeout(() => setLate(true), LATE_MS);
    return () => clearTimeout(t);
  }, [behind, savedPly, ply]);
  const mark = savedMark(savedPly, ply, late);
  const text = sayWords(w, mark.text);
  return (
    <span
      className={`autosave ${mark.state}`}
      data-testid="autosave"
      data-state={mark.state}
      data-saved-ply={savedPly ?? ''}
      data-saved-at={at ?? ''}
      role="status"
      tabIndex={0}
      {...tip(brief ? text : sayWords(w, mark.tip))}
    >
      <span aria-hidden>{mark.state === 'saved' ? '✔' : mark.state === 'behind' ? '⚠' : '○'}</span>{' '}
      {/* In a bar with no room left, the sign alone: its words go to its tip (and stay for screen readers). */}
      {brief ? <span className="sr-only">{text}</span> : text}
    </span>
  );
}

/** Levels of the top bar (barFit.ts): everything; no wordmark; the secondary commands folded into "More"; the saved mark without its words. */
const FOLD_LEVEL = 2;
const BRIEF_LEVEL = 3;

export function TopBar() {
  const w = useWords();
  const sv = useGame((s) => s.seatView);
  const thinking = useGame((s) => s.thinking);
  const busy = useGame((s) => s.busy);
  const campaign = useGame((s) => s.campaign);
  const tutorial = useGame((s) => s.tutorial);
  const setOverlay = useGame((s) => s.setOverlay);
  const undo = useGame((s) => s.undo);
  const backToMenu = useGame((s) => s.backToMenu);
  const openGames = useGame((s) => s.openGames);
  const exportGame = useReplay((s) => s.exportGame);
  const showInvites = useInvites((s) => s.show);
  const bar = useRef<HTMLElement>(null);
  const v = sv?.view;
  const lit = v
    ? litSectors(v)
        .map((s) => w.say(sectorShort(s)))
        .join(w.t('table.list.sep'))
    : '';
  const phase = !sv || !v ? '' : w.say(sv.gameOver ? PHASE_TEXTS.end : PHASE_TEXTS[v.phase]);
  const campaignText = campaign ? w.t('table.top.campaign', { name: scenarioName(campaign.scenarioId) }) : '';
  // The saved mark's length, not its words: a new move number must not fold and unfold the bar (an open "More" would close).
  const savedLength = sv ? sayWords(w, savedMark(sv.savedPly, sv.ply, false).text).length : 0;
  // The language too: its words have other lengths.
  const level = useBarFit(bar, BRIEF_LEVEL, [w.locale, phase, lit, campaignText, tutorial ? 't' : '', savedLength].join('|'));
  if (!sv || !v) return null;
  const said = undoReason(sv as typeof sv & { undoReason?: Msg | string | null }, !!thinking);
  const reason = said === null ? null : sayWords(w, said);
  const exportReason = exportDisabledReason(sv);
  // Kept in the bar whatever its width: where the game stands, taking a choice back, the settings and the way out.
  const secondary: BarMenuItem[] = [
    { label: w.t('table.top.save'), hint: w.t('table.top.save.hint'), onSelect: () => setOverlay('save') },
    { label: w.t('table.top.games'), hint: w.t('table.top.games.hint'), onSelect: openGames },
    {
      label: w.t('table.top.export'),
      hint: w.t('table.top.export.hint'),
      onSelect: () => void exportGame({ kind: 'current' }),
      disabledReason: exportReason ? sayWords(w, exportReason) : null,
    },
    { label: w.t('table.top.rules'), hint: w.t('table.top.rules.hint'), onSelect: () => setOverlay('rules'), keyshortcuts: 'F1' },
  ];
  // Always in "More", whatever the width: rarely needed, and the bar has no room to spare.
  const seatsItem: BarMenuItem = {
    label: w.t('table.top.seats'),
    hint: w.t('table.top.seats.hint'),
    onSelect: () => void showInvites(),
  };
  return (
    <header className="top-bar" aria-label={w.t('table.top.label')} ref={bar} data-fit={level}>
      <div className="top-left">
        {level < 1 ? (
          <span className="wordmark" aria-hidden>
            {w.t('table.top.wordmark')}
          </span>
        ) : null}
        <span className="round" data-testid="round" {...tip(w.t('table.top.round.hint'))} tabIndex={0}>
          {w.t('table.top.round', { round: v.round, phase })}
        </span>
        <span className="lit" tabIndex={0} data-shrinks="" {...tip(w.t('table.top.lit.hint', { lit }))}>
          <span aria-hidden>☀</span> {w.t('table.top.lit', { lit })}
        </span>
        {campaign ? (
          <span className="campaign-tag" data-testid="campaign-tag" title={campaignText} data-shrinks="">
            {campaignText}
          </span>
        ) : null}
        {tutorial ? (
          <span className="campaign-tag" title={w.t('table.top.tutorial')} data-shrinks="">
            {w.t('table.top.tutorial')}
          </span>
        ) : null}
      </div>
      <div className="top-right">
        <SavedIndicator savedPly={sv.savedPly} ply={sv.ply} at={sv.autosavedAt} brief={level >= BRIEF_LEVEL} />
        <button
          type="button"
          className="bar-button"
          aria-disabled={reason !== null || busy}
          aria-keyshortcuts="Control+Z"
          data-testid="undo"
          onClick={() => {
            if (reason === null && !busy) void undo();
          }}
          {...tip(reason ? w.t('table.undo.impossible', { reason }) : w.t('table.undo.hint'))}
        >
          ↶ {w.t('table.undo')}
        </button>
        {level >= FOLD_LEVEL ? (
          <BarMenu items={[...secondary, seatsItem]} />
        ) : (
          <>
            {secondary.map((item) => (
              <BarItemButton key={item.label} item={item} />
            ))}
            <BarMenu items={[seatsItem]} />
          </>
        )}
        <SettingsButton className="bar-button" />
        <button
          type="button"
          className="bar-button"
          onClick={backToMenu}
          {...tip(w.t('table.top.menu.hint', { campaign: campaign ? 'yes' : 'no' }))}
        >
          {w.t('table.top.menu')}
        </button>
      </div>
    </header>
  );
}
