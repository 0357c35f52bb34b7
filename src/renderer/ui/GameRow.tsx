// One game of the games list: its name (renamed in place), when it began and
// was last played, its mode, seats, length, scores once finished, whether it
// is pinned, and what can be done with it: continue (a finished game opens on
// its score screen), replay, export, rename, pin and delete (asked first).
import { useState } from 'react';
import type { ClanId } from '../../engine/core/types.js';
import { useGame } from '../store/game.js';
import { gameNameProblem, lengthText, scoreWords, whenText, type GameListEntry } from '../store/games.js';
import { sayWords, useWords } from '../i18n.js';
import { useReplay } from '../store/replay.js';
import { ClanMark } from './common.js';
import { DeleteQuestion } from './DeleteQuestion.js';
import { tip } from './Tooltip.js';
import { CLAN_TEXTS } from './texts.js';

function isClan(clan: string): clan is ClanId {
  return Object.hasOwn(CLAN_TEXTS, clan);
}

/** The seats: each clan's mark (symbol and name) with the player's name. */
function Seats({ seats }: { seats: GameListEntry['seats'] }) {
  const w = useWords();
  return (
    <ul className="game-seats" aria-label={w.t('screens.games.players')}>
      {seats.map((s, i) => (
        <li key={i}>
          {isClan(s.clan) ? <ClanMark clan={s.clan} size="sm" /> : null}
          <span>{s.name || w.t('seat.player', { n: i + 1 })}</span>
          {s.controller !== 'human' ? <span className="muted small"> {w.t('screens.games.computer')}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A finished game's final scores, best first; the winner says so in words, not by a mark alone. */
function Scores({ game }: { game: GameListEntry }) {
  const w = useWords();
  const words = scoreWords(game, w);
  if (!words.length) return null;
  return (
    <p className="game-scores small" data-testid="game-scores">
      <span className="muted">{w.t('screens.games.finalScores')} </span>
      {words.map((s, i) => (
        <span key={i} className={s.won ? 'winner' : undefined} data-testid="game-score" data-name={s.name} data-total={s.total} data-won={s.won ? 'true' : 'false'}>
          {i ? w.t('screens.games.scoreSep') : ''}
          {s.won ? <span aria-hidden>★ </span> : null}
          {w.t(s.won ? 'screens.games.score.won' : 'screens.games.score', { name: s.name, total: s.total })}
        </span>
      ))}
    </p>
  );
}

/** The name typed in place, checked as the main side checks it. */
function RenameForm({ game, onDone }: { game: GameListEntry; onDone: (renamed: boolean) => void }) {
  const renameGame = useGame((s) => s.renameGame);
  const busy = useGame((s) => s.busy);
  const [name, setName] = useState(game.name);
  const w = useWords();
  const problem = gameNameProblem(name, w);
  const problemId = `rename-problem-${game.id}`;
  return (
    <form
      className="rename"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!problem && (await renameGame(game.id, name.trim()))) onDone(true);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onDone(false);
        }
      }}
    >
      <input aria-label={w.t('screens.games.rename.label', { name: game.name })} aria-invalid={!!problem} aria-describedby={problemId} value={name} autoFocus onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="primary" disabled={!!problem || busy}>
        {w.t('screens.rename')}
      </button>
      <button type="button" onClick={() => onDone(false)}>
        {w.t('screens.cancel')}
      </button>
      <span id={problemId} className="field-problem" role="status">
        {problem ? `⚠ ${problem}` : ''}
      </span>
    </form>
  );
}

/** Asks before a game is deleted; a game in progress, or the one on the table, says so. */
function DeleteGameQuestion({ game, onto, onCancel, onDelete }: { game: GameListEntry; onto: boolean; onCancel: () => void; onDelete: () => void }) {
  const w = useWords();
  return (
    <DeleteQuestion title={w.t('screens.games.deleteGame.title')} onCancel={onCancel} onDelete={onDelete} testId="delete-game">
      <p className="dialog-message">
        {w.t(game.status === 'playing' ? 'screens.games.deleteGame.playing' : 'screens.games.deleteGame.finished', { name: game.name })}
      </p>
      {onto ? <p className="dialog-message">{w.t('screens.games.deleteGame.onTable')}</p> : null}
    </DeleteQuestion>
  );
}

export function GameRow({ game, onChanged }: { game: GameListEntry; onChanged: () => void }) {
  const continueGame = useGame((s) => s.continueGame);
  const closeGames = useGame((s) => s.closeGames);
  const pinGame = useGame((s) => s.pinGame);
  const deleteGame = useGame((s) => s.deleteGame);
  const busy = useGame((s) => s.busy);
  // The game on the table, opened from its top bar: Continue goes back to it as it is.
  const onTable = useGame((s) => game.current && s.gamesBack === 'playing' && !!s.seatView && !s.campaign);
  const openReplay = useReplay((s) => s.open);
  const exportGame = useReplay((s) => s.exportGame);
  const [renaming, setRenaming] = useState(false);
  const [asking, setAsking] = useState(false);
  const w = useWords();
  const finished = game.status === 'finished';
  const started = whenText(game.createdAt, w);
  const played = whenText(game.savedAt, w);
  return (
    <li className="game-item" data-testid="game-item" data-game-id={game.id} data-status={game.status} data-pinned={game.pinned ? 'true' : 'false'}>
      <div className="game-main">
        {renaming ? (
          <RenameForm
            game={game}
            onDone={(renamed) => {
              setRenaming(false);
              if (renamed) onChanged();
            }}
          />
        ) : (
          <h3 className="game-name">
            <span data-testid="game-name">{game.name}</span>
            {game.pinned ? (
              <span className="badge pin-mark" data-testid="pin-mark">
                {w.t('screens.games.pinned')}
              </span>
            ) : null}
            {game.current ? <span className="badge">{w.t('screens.games.lastPlayedBadge')}</span> : null}
          </h3>
        )}
        <div className="muted small">
          {sayWords(w, game.mode)} · {lengthText(game, w)}
        </div>
        <Seats seats={game.seats} />
        {finished ? <Scores game={game} /> : null}
        <div className="muted small">
          {started ? `${w.t('screens.games.started', { when: started })} · ` : ''}
          {w.t(finished ? 'screens.games.ended' : 'screens.games.lastPlayed', { when: played })}
        </div>
      </div>
      <div className="game-actions">
        <button
          type="button"
          className="primary"
          disabled={busy}
          aria-label={w.t(finished ? 'screens.games.open.label' : 'screens.games.continue.label', { name: game.name })}
          onClick={() => (onTable ? closeGames() : void continueGame(game.id))}
          {...tip(w.t(finished ? 'screens.games.open.tip' : 'screens.games.continue.tip'))}
        >
          {w.t(finished ? 'screens.games.open' : 'screens.games.continue')}
        </button>
        {finished ? (
          // A game in progress is watched from the table (its log), from the seat at the screen:
          // from here any seat could be picked, and see another player's hidden tiles. Its file
          // would hold the seed, which deals every hidden pile again (ui/exportRule.ts).
          <>
            <button type="button" aria-label={w.t('screens.games.replay.label', { name: game.name })} onClick={() => void openReplay({ kind: 'game', id: game.id })}>
              {w.t('screens.games.replay')}
            </button>
            <button type="button" aria-label={w.t('screens.games.export.label', { name: game.name })} onClick={() => void exportGame({ kind: 'game', id: game.id })}>
              {w.t('screens.games.export')}
            </button>
          </>
        ) : null}
        <button type="button" aria-label={w.t('screens.games.rename.button', { name: game.name })} onClick={() => setRenaming(true)} disabled={renaming}>
          {w.t('screens.rename')}
        </button>
        <button
          type="button"
          aria-label={w.t(game.pinned ? 'screens.games.unpin.label' : 'screens.games.pin.label', { name: game.name })}
          disabled={busy}
          onClick={async () => {
            if (await pinGame(game.id, !game.pinned)) onChanged();
          }}
          {...tip(w.t(game.pinned ? 'screens.games.unpin.tip' : 'screens.games.pin.tip'))}
        >
          {w.t(game.pinned ? 'screens.games.unpin' : 'screens.games.pin')}
        </button>
        <button type="button" aria-label={w.t('screens.games.delete.label', { name: game.name })} onClick={() => setAsking(true)}>
          {w.t('screens.delete')}
        </button>
      </div>
      {asking ? (
        <DeleteGameQuestion
          game={game}
          onto={onTable}
          onCancel={() => setAsking(false)}
          onDelete={async () => {
            if (await deleteGame(game.id, game.current)) {
              setAsking(false);
              onChanged();
            }
          }}
        />
      ) : null}
    </li>
  );
}
