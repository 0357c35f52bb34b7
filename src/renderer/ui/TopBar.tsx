// The bar across the top of the table: round and phase, what the palace
// lights, the campaign being played, how much of the game is kept on disk,
// and the game commands (undo, save, games, export, rules, menu).
import { useEffect, useState } from 'react';
import { useGame } from '../store/game.js';
import { savedMark } from '../store/games.js';
import { useReplay } from '../store/replay.js';
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
  if (!sv) return null;
  const v = sv.view;
  const lit = litSectors(v)
    .map((s) => SECTOR_TEXTS[s].name.replace(/^The /, ''))
    .join(', ');
  const reason = undoReason(sv as typeof sv & { undoReason?: string | null }, !!thinking);
  const phase = sv.gameOver ? PHASE_TEXTS.end : PHASE_TEXTS[v.phase];
  return (
    <header className="top-bar" aria-label="Game status and commands">
      <div className="top-left">
        <span className="wordmark" aria-hidden>
          RYOZEN
        </span>
        <span className="round" data-testid="round" {...tip('The game lasts three rounds; each has a day of turns and a night of scoring.')} tabIndex={0}>
          Round {v.round} of 3 · {phase}
        </span>
        <span className="lit" tabIndex={0} {...tip('The palace lights three sectors: its second daytime option uses one of them, and some effects care about lit sectors.')}>
          <span aria-hidden>☀</span> Lit: {lit}
        </span>
        {campaign ? (
          <span className="campaign-tag" data-testid="campaign-tag">
            Campaign · {scenarioName(campaign.scenarioId)}
          </span>
        ) : null}
        {tutorial ? <span className="campaign-tag">Guided first game</span> : null}
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
        <button type="button" className="bar-button" onClick={() => setOverlay('save')} {...tip('Save this game under a name.')}>
          Save
        </button>
        <button type="button" className="bar-button" onClick={openGames} {...tip('Every game kept on this computer, to continue, watch or export. This game stays in the list.')}>
          Games
        </button>
        <button type="button" className="bar-button" onClick={() => void exportGame({ kind: 'current' })} {...tip('Save this game as a file another copy of Ryozen can open and replay.')}>
          Export
        </button>
        <button type="button" className="bar-button" onClick={() => setOverlay('rules')} aria-keyshortcuts="F1" {...tip('The rules, in short (F1).')}>
          Rules
        </button>
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
