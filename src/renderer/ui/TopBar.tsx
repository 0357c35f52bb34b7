// The bar across the top of the table: round and phase, what the palace
// lights, the campaign being played, how much of the game is kept on disk,
// and the game commands (undo, save, games, export, rules, settings, menu).
// It keeps to one line from 1024 pixels wide up (and at 200% zoom): long
// labels shorten with an ellipsis, and when that is not enough the wordmark
// goes, then Save, Games, Export and Rules fold into "More" (barFit.ts).
// Undo, Settings and Menu always stay in sight.
import { useEffect, useRef, useState } from 'react';
import { useGame } from '../store/game.js';
import { savedMark } from '../store/games.js';
import { useReplay } from '../store/replay.js';
import { useInvites } from '../store/invites.js';
import { BarItemButton, BarMenu, type BarMenuItem } from './BarMenu.js';
import { exportDisabledReason } from './exportRule.js';
import { useBarFit } from './barFit.js';
import { litSectors } from './common.js';
import { SettingsButton } from './SettingsDialog.js';
import { tip } from './Tooltip.js';
import { PHASE_TEXTS, SECTOR_TEXTS, scenarioName } from './texts.js';

export function undoReason(sv: { ply: number; canUndo: boolean; undoReason?: string | null } | null, thinking: boolean): string | null {
  if (!sv) return 'No game in progress.';
  if (thinking) return 'Wait until the computer player has chosen.';
  if ((sv as { gameOver?: boolean }).gameOver) return 'The game is over.';
  if (sv.canUndo) return null;
  if (sv.undoReason) return sv.undoReason;
  if (sv.ply === 0) return 'Nothing has been played yet.';
  return 'Only the player who made the last choice can take it back, and only while nothing hidden (a card, a tile, a draw) has come to light since.';
}

/** How long the last choices may wait for the disk before the mark says how far the game is kept instead of "Saving…". */
const LATE_MS = 4000;

/**
 * How much of the game is on the disk: "Saved, move 37" once the last choice
 * is kept, "Saving…" while it is being written. `savedPly` null: nothing
 * kept yet (or, for a game continued from the list, nothing new since).
 */
function SavedIndicator({ savedPly, ply, at }: { savedPly: number | null; ply: number; at: string | null }) {
  const [late, setLate] = useState(false);
  const behind = savedPly !== null && savedPly < ply;
  useEffect(() => {
    setLate(false);
    if (!behind) return;
    const t = setTimeout(() => setLate(true), LATE_MS);
    return () => clearTimeout(t);
  }, [behind, savedPly, ply]);
  const mark = savedMark(savedPly, ply, late);
  return (
    <span
      className={`autosave ${mark.state}`}
      data-testid="autosave"
      data-state={mark.state}
      data-saved-ply={savedPly ?? ''}
      data-saved-at={at ?? ''}
      role="status"
      tabIndex={0}
      {...tip(mark.tip)}
    >
      <span aria-hidden>{mark.state === 'saved' ? '✔' : mark.state === 'behind' ? '⚠' : '○'}</span> {mark.text}
    </span>
  );
}

/** Levels of the top bar (barFit.ts): everything; no wordmark; the secondary commands folded into "More". */
const FOLD_LEVEL = 2;

export function TopBar() {
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
        .map((s) => SECTOR_TEXTS[s].name.replace(/^The /, ''))
        .join(', ')
    : '';
  const phase = !sv || !v ? '' : sv.gameOver ? PHASE_TEXTS.end : PHASE_TEXTS[v.phase];
  const campaignText = campaign ? `Campaign · ${scenarioName(campaign.scenarioId)}` : '';
  // The saved mark's length, not its words: a new move number must not fold and unfold the bar (an open "More" would close).
  const savedLength = sv ? savedMark(sv.savedPly, sv.ply, false).text.length : 0;
  const level = useBarFit(bar, FOLD_LEVEL, [phase, lit, campaignText, tutorial ? 't' : '', savedLength].join('|'));
  if (!sv || !v) return null;
  const reason = undoReason(sv as typeof sv & { undoReason?: string | null }, !!thinking);
  // Kept in the bar whatever its width: where the game stands, taking a choice back, the settings and the way out.
  const secondary: BarMenuItem[] = [
    { label: 'Save', hint: 'Save this game under a name.', onSelect: () => setOverlay('save') },
    { label: 'Games', hint: 'Every game kept on this computer, to continue, watch or export. This game stays in the list.', onSelect: openGames },
    { label: 'Export', hint: 'Save this game as a file another copy of Ryozen can open and replay.', onSelect: () => void exportGame({ kind: 'current' }), disabledReason: exportDisabledReason(sv) },
    { label: 'Rules', hint: 'The rules, in short (F1).', onSelect: () => setOverlay('rules'), keyshortcuts: 'F1' },
  ];
  // Always in "More", whatever the width: rarely needed, and the bar has no room to spare.
  const seatsItem: BarMenuItem = {
    label: 'Seats & devices…',
    hint: 'Who plays at this screen and who on a phone, tablet or laptop of their own; the codes to join with.',
    onSelect: () => void showInvites(),
  };
  return (
    <header className="top-bar" aria-label="Game status and commands" ref={bar} data-fit={level}>
      <div className="top-left">
        {level < 1 ? (
          <span className="wordmark" aria-hidden>
            RYOZEN
          </span>
        ) : null}
        <span className="round" data-testid="round" {...tip('The game lasts three rounds; each has a day of turns and a night of scoring.')} tabIndex={0}>
          Round {v.round} of 3 · {phase}
        </span>
        <span
          className="lit"
          tabIndex={0}
          data-shrinks=""
          {...tip(`Lit now: ${lit}. The palace lights three sectors: its second daytime option uses one of them, and some effects care about lit sectors.`)}
        >
          <span aria-hidden>☀</span> Lit: {lit}
        </span>
        {campaign ? (
          <span className="campaign-tag" data-testid="campaign-tag" title={campaignText} data-shrinks="">
            {campaignText}
          </span>
        ) : null}
        {tutorial ? (
          <span className="campaign-tag" title="Guided first game" data-shrinks="">
            Guided first game
          </span>
        ) : null}
      </div>
      <div className="top-right">
        <SavedIndicator savedPly={sv.savedPly} ply={sv.ply} at={sv.autosavedAt} />
        <button
          type="button"
          className="bar-button"
          aria-disabled={reason !== null || busy}
          aria-keyshortcuts="Control+Z"
          data-testid="undo"
          onClick={() => {
            if (reason === null && !busy) void undo();
          }}
          {...tip(reason ? `Undo is not possible: ${reason}` : 'Take back your last choice (Ctrl+Z).')}
        >
          ↶ Undo
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
          {...tip(campaign ? 'Back to the title screen. Nothing is lost: the campaign goes on from where you leave it.' : 'Back to the title screen. Nothing is lost: this game stays in the games list, to continue whenever you like.')}
        >
          Menu
        </button>
      </div>
    </header>
  );
}
