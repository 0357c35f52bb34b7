// One game of the games list: its name (renamed in place), when it began and
// was last played, its mode, seats, length, scores once finished, whether it
// is pinned, and what can be done with it: continue (a finished game opens on
// its score screen), replay, export, rename, pin and delete (asked first).
import { useState } from 'react';
import type { ClanId } from '../../engine/core/types.js';
import { useGame } from '../store/game.js';
import { gameNameProblem, lengthText, scoreWords, whenText, type GameListEntry } from '../store/games.js';
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
  return (
    <ul className="game-seats" aria-label="Players">
      {seats.map((s, i) => (
        <li key={i}>
          {isClan(s.clan) ? <ClanMark clan={s.clan} size="sm" /> : null}
          <span>{s.name || `Player ${i + 1}`}</span>
          {s.controller !== 'human' ? <span className="muted small"> (computer)</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A finished game's final scores, best first; the winner says so in words, not by a mark alone. */
function Scores({ game }: { game: GameListEntry }) {
  const words = scoreWords(game);
  if (!words.length) return null;
  return (
    <p className="game-scores small" data-testid="game-scores">
      <span className="muted">Final scores: </span>
      {words.map((w, i) => (
        <span key={i} className={w.won ? 'winner' : undefined} data-testid="game-score" data-name={w.name} data-total={w.total} data-won={w.won ? 'true' : 'false'}>
          {i ? ', ' : ''}
          {w.won ? <span aria-hidden>★ </span> : null}
          {w.name} {w.total}
          {w.won ? ' (won)' : ''}
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
  const problem = gameNameProblem(name);
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
      <input aria-label={`New name for ${game.name}`} aria-invalid={!!problem} aria-describedby={problemId} value={name} autoFocus onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="primary" disabled={!!problem || busy}>
        Rename
      </button>
      <button type="button" onClick={() => onDone(false)}>
        Cancel
      </button>
      <span id={problemId} className="field-problem" role="status">
        {problem ? `⚠ ${problem}` : ''}
      </span>
    </form>
  );
}

/** Asks before a game is deleted; a game in progress, or the one on the table, says so. */
function DeleteGameQuestion({ game, onto, onCancel, onDelete }: { game: GameListEntry; onto: boolean; onCancel: () => void; onDelete: () => void }) {
  return (
    <DeleteQuestion title="Delete this game?" onCancel={onCancel} onDelete={onDelete} testId="delete-game">
      <p className="dialog-message">
        {game.status === 'playing'
          ? `“${game.name}” is still in progress. Deleting it removes it for good: it can no longer be continued or watched again.`
          : `“${game.name}” and its replay are removed for good.`}
      </p>
      {onto ? <p className="dialog-message">It is the game on the table now: it is closed too.</p> : null}
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
  const finished = game.status === 'finished';
  const started = whenText(game.createdAt);
  const played = whenText(game.savedAt);
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
                Pinned
              </span>
            ) : null}
            {game.current ? <span className="badge">Last played</span> : null}
          </h3>
        )}
        <div className="muted small">
          {game.mode} · {lengthText(game)}
        </div>
        <Seats seats={game.seats} />
        {finished ? <Scores game={game} /> : null}
        <div className="muted small">
          {started ? `Started ${started} · ` : ''}
          {finished ? 'Ended' : 'Last played'} {played}
        </div>
      </div>
      <div className="game-actions">
        <button
          type="button"
          className="primary"
          disabled={busy}
          aria-label={`${finished ? 'Open' : 'Continue'} ${game.name}`}
          onClick={() => (onTable ? closeGames() : void continueGame(game.id))}
          {...tip(finished ? 'Show its final scores, from where it can be watched again.' : 'Go on from the last choice made in it.')}
        >
          {finished ? 'Open' : 'Continue'}
        </button>
        {finished ? (
          // A game in progress is watched from the table (its log), from the seat at the screen:
          // from here any seat could be picked, and see another player's hidden tiles. Its file
          // would hold the seed, which deals every hidden pile again (ui/exportRule.ts).
          <>
            <button type="button" aria-label={`Replay ${game.name}`} onClick={() => void openReplay({ kind: 'game', id: game.id })}>
              Replay
            </button>
            <button type="button" aria-label={`Export ${game.name}`} onClick={() => void exportGame({ kind: 'game', id: game.id })}>
              Export
            </button>
          </>
        ) : null}
        <button type="button" aria-label={`Rename ${game.name}`} onClick={() => setRenaming(true)} disabled={renaming}>
          Rename
        </button>
        <button
          type="button"
          aria-label={`${game.pinned ? 'Unpin' : 'Pin'} ${game.name}`}
          disabled={busy}
          onClick={async () => {
            if (await pinGame(game.id, !game.pinned)) onChanged();
          }}
          {...tip(game.pinned ? 'Let it go when older finished games make room.' : 'Keep it always, however many games follow.')}
        >
          {game.pinned ? 'Unpin' : 'Pin'}
        </button>
        <button type="button" aria-label={`Delete ${game.name}`} onClick={() => setAsking(true)}>
          Delete
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
