// The bar across the top of the table: round and phase, what the palace
// lights, the campaign being played, the autosave indicator, and the game
// commands (undo, save, load, export, rules, menu).
import { useEffect, useState } from 'react';
import { useGame } from '../store/game.js';
import { useReplay } from '../store/replay.js';
import { litSectors } from './common.js';
import { SettingsButton } from './SettingsDialog.js';
import { tip } from './Tooltip.js';
import { PHASE_TEXTS, SECTOR_TEXTS, scenarioName } from './texts.js';

function timeOf(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

export function undoReason(sv: { ply: number; canUndo: boolean; undoReason?: string | null } | null, thinking: boolean): string | null {
  if (!sv) return 'No game in progress.';
  if (thinking) return 'Wait until the computer player has chosen.';
  if ((sv as { gameOver?: boolean }).gameOver) return 'The game is over.';
  if (sv.canUndo) return null;
  if (sv.undoReason) return sv.undoReason;
  if (sv.ply === 0) return 'Nothing has been played yet.';
  return 'Only the player who made the last choice can take it back, and only while nothing hidden (a card, a tile, a draw) has come to light since.';
}

function AutosaveIndicator({ at }: { at: string | null }) {
  // Briefly highlight a fresh autosave.
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (!at) return;
    setFresh(true);
    const t = setTimeout(() => setFresh(false), 1800);
    return () => clearTimeout(t);
  }, [at]);
  return (
    <span
      className={`autosave${at ? ' saved' : ''}${fresh ? ' fresh' : ''}`}
      data-testid="autosave"
      data-saved-at={at ?? ''}
      role="status"
      tabIndex={0}
      {...tip(at ? 'The game is saved automatically after every turn (Load → Autosave).' : 'The game will be saved automatically at the end of the first turn.')}
    >
      <span aria-hidden>{at ? '✔' : '○'}</span> {at ? `Autosaved ${timeOf(at)}` : 'Not saved yet'}
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
        <AutosaveIndicator at={sv.autosavedAt} />
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
        <button type="button" className="bar-button" onClick={() => setOverlay('load')} {...tip('Load a saved game.')}>
          Load
        </button>
        <button type="button" className="bar-button" onClick={() => void exportGame({ kind: 'current' })} {...tip('Save this game as a file another copy of Ryozen can open and replay.')}>
          Export
        </button>
        <button type="button" className="bar-button" onClick={() => setOverlay('rules')} aria-keyshortcuts="F1" {...tip('The rules, in short (F1).')}>
          Rules
        </button>
        <SettingsButton className="bar-button" />
        <button type="button" className="bar-button" onClick={backToMenu} {...tip('Leave this game (it stays in the autosave) and go back to the title screen.')}>
          Menu
        </button>
      </div>
    </header>
  );
}
