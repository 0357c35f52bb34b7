// The games list: every game kept on this computer, in progress first, then
// the finished ones (each row: ui/GameRow.tsx), with the rule saying which
// finished games are kept; below them the saved copies (named saves, and the
// single autosave of earlier versions) and the story campaigns. Files that
// cannot be read are listed with what is wrong with them.
//
// A screen, not a dialog: a list of up to hundreds of games, each with six
// commands, a name typed in place and a question before deleting, needs the
// room and the plain page navigation of the other screens (campaigns,
// rules); a replay opened from it comes back to it.
import { useCallback, useEffect, useState } from 'react';
import { useGame, type CampaignList, type CampaignListing, type DamagedEntry, type SaveEntry, type SaveListing } from '../store/game.js';
import { groupGames, keepRuleText, whenText, type GameListEntry, type GamesList } from '../store/games.js';
import { useReplay } from '../store/replay.js';
import { DamagedFileItem } from './common.js';
import { DeleteQuestion } from './DeleteQuestion.js';
import { GameRow } from './GameRow.js';
import { ReplayFileButton } from './ReplayFileButton.js';
import { tip } from './Tooltip.js';

interface Lists {
  games: GamesList | null;
  saves: SaveListing | null;
  campaigns: CampaignList | null;
  problems: string[];
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Reads the three lists side by side; one that cannot be read says why, the others still show. */
function useLists(): [Lists | null, () => void] {
  const listGames = useGame((s) => s.listGames);
  const listSaves = useGame((s) => s.listSaves);
  const listCampaigns = useGame((s) => s.listCampaigns);
  const [lists, setLists] = useState<Lists | null>(null);
  const refresh = useCallback(() => {
    void Promise.allSettled([listGames(), listSaves(), listCampaigns()]).then(([g, s, c]) => {
      const problems: string[] = [];
      if (g.status === 'rejected') problems.push(`The games could not be listed: ${errorText(g.reason)}`);
      if (s.status === 'rejected') problems.push(`The saved copies could not be listed: ${errorText(s.reason)}`);
      if (c.status === 'rejected') problems.push(`The campaigns could not be listed: ${errorText(c.reason)}`);
      setLists({
        games: g.status === 'fulfilled' ? g.value : null,
        saves: s.status === 'fulfilled' ? s.value : null,
        campaigns: c.status === 'fulfilled' ? c.value : null,
        problems,
      });
    });
  }, [listGames, listSaves, listCampaigns]);
  useEffect(refresh, [refresh]);
  return [lists, refresh];
}

function GameSection({ id, title, empty, games, onChanged, children }: { id: string; title: string; empty: string; games: GameListEntry[]; onChanged: () => void; children?: React.ReactNode }) {
  return (
    <section className="games-section" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>
        {title} <span className="muted small">({games.length})</span>
      </h2>
      {children}
      {games.length ? (
        <ul className="game-list" aria-labelledby={id}>
          {games.map((g) => (
            <GameRow key={g.id} game={g} onChanged={onChanged} />
          ))}
        </ul>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </section>
  );
}

/** A named save, or the single autosave of an earlier version: loading it plays on in a new game. */
function SavedCopyRow({ save, onChanged }: { save: SaveEntry; onChanged: () => void }) {
  const loadGame = useGame((s) => s.loadGame);
  const deleteSave = useGame((s) => s.deleteSave);
  const busy = useGame((s) => s.busy);
  const [asking, setAsking] = useState(false);
  const openReplay = useReplay((s) => s.open);
  const exportGame = useReplay((s) => s.exportGame);
  const name = save.displayName ?? save.name;
  return (
    <li className="save-item" data-testid="save-item">
      <div>
        <div className="save-name">{name}</div>
        <div className="muted small">
          {save.name === 'autosave' ? 'Kept automatically by an earlier version · ' : ''}
          {save.summary ? `${save.summary} · ` : ''}
          {whenText(save.savedAt)}
        </div>
      </div>
      <div className="save-actions">
        <button type="button" className="primary" disabled={busy} aria-label={`Load ${name}`} onClick={() => void loadGame(save.name)} {...tip('Play on from this copy, as a new game in the list; the copy stays as it is.')}>
          Load
        </button>
        <button type="button" aria-label={`Replay ${name}`} onClick={() => void openReplay({ kind: 'save', name: save.name })}>
          Replay
        </button>
        <button type="button" aria-label={`Export ${name}`} onClick={() => void exportGame({ kind: 'save', name: save.name })}>
          Export
        </button>
        <button type="button" aria-label={`Delete ${name}`} onClick={() => setAsking(true)}>
          Delete
        </button>
      </div>
      {asking ? (
        <DeleteQuestion
          title="Delete this saved copy?"
          testId="delete-save"
          onCancel={() => setAsking(false)}
          onDelete={async () => {
            if (await deleteSave(save.name)) {
              setAsking(false);
              onChanged();
            }
          }}
        >
          <p className="dialog-message">“{name}” and its earlier versions are removed for good. Games continued from it stay in the list.</p>
        </DeleteQuestion>
      ) : null}
    </li>
  );
}

/** A story campaign: continued where it stopped; a finished one is looked at on the campaign screen. */
function CampaignRow({ campaign }: { campaign: CampaignListing }) {
  const continueCampaign = useGame((s) => s.continueCampaign);
  const setScreen = useGame((s) => s.setScreen);
  const busy = useGame((s) => s.busy);
  return (
    <li className="save-item" data-testid="games-campaign">
      <div>
        <div className="save-name">{campaign.name}</div>
        <div className="muted small">
          {campaign.summary} · {whenText(campaign.savedAt)}
        </div>
      </div>
      <div className="save-actions">
        {campaign.finished ? (
          <button type="button" aria-label={`Campaigns… for ${campaign.name}`} onClick={() => setScreen('campaigns')}>
            Campaigns…
          </button>
        ) : (
          <button type="button" className="primary" disabled={busy} aria-label={`Continue ${campaign.name}`} onClick={() => void continueCampaign(campaign.id)}>
            {campaign.hasGameInProgress ? 'Continue' : 'Play next story'}
          </button>
        )}
      </div>
    </li>
  );
}

function DamagedFiles({ title, files, testId }: { title: string; files: DamagedEntry[]; testId: string }) {
  if (!files.length) return null;
  return (
    <>
      <h3 className="damaged-title">{title}</h3>
      <ul className="save-list damaged" aria-label={title}>
        {files.map((d) => (
          <DamagedFileItem key={d.file} file={d.file} message={d.message} testId={testId} />
        ))}
      </ul>
    </>
  );
}

export function GamesScreen() {
  const closeGames = useGame((s) => s.closeGames);
  const back = useGame((s) => (s.gamesBack === 'playing' && s.seatView ? 'Back to the game' : 'Back'));
  const [lists, refresh] = useLists();
  const { inProgress, finished } = groupGames(lists?.games?.games ?? []);
  const saves = [...(lists?.saves?.saves ?? [])].sort((a, b) => String(b.savedAt ?? '').localeCompare(String(a.savedAt ?? '')));
  const campaigns = lists?.campaigns?.campaigns ?? [];
  return (
    <main className="screen games-screen" aria-labelledby="games-title">
      <div className="screen-card wide">
        <header className="screen-head">
          <h1 id="games-title">Games</h1>
          <button type="button" className="link-button" onClick={closeGames}>
            ← {back}
          </button>
        </header>
        <p className="lead">Every choice is kept as it is made: continue any game where it stopped, watch it again, or write it to a file.</p>
        <div className="button-row">
          <ReplayFileButton />
        </div>
        {lists?.problems.map((p) => (
          <p key={p} className="field-problem" role="alert">
            ⚠ {p}
          </p>
        ))}
        {!lists ? (
          <p className="muted" role="status">
            Reading your games…
          </p>
        ) : (
          <>
            <GameSection id="games-playing" title="In progress" empty="No game in progress." games={inProgress} onChanged={refresh} />
            <GameSection id="games-finished" title="Finished" empty="No finished game yet." games={finished} onChanged={refresh}>
              {lists.games ? (
                <p className="hint" data-testid="keep-rule">
                  {keepRuleText(lists.games.keepFinished)}
                </p>
              ) : null}
            </GameSection>
            <DamagedFiles title="Game files that cannot be opened" files={lists.games?.damaged ?? []} testId="damaged-game" />
            {saves.length || lists.saves?.damaged.length ? (
              <section className="games-section" aria-labelledby="games-copies">
                <h2 id="games-copies">Saved copies</h2>
                <p className="hint">Games saved under a name (Save, in a game’s top bar), and the last game of an earlier version. Loading one plays on in a new game; the copy stays as it is.</p>
                {saves.length ? (
                  <ul className="save-list" aria-labelledby="games-copies">
                    {saves.map((s) => (
                      <SavedCopyRow key={s.name} save={s} onChanged={refresh} />
                    ))}
                  </ul>
                ) : null}
                <DamagedFiles title="Save files that cannot be loaded" files={lists.saves?.damaged ?? []} testId="damaged-save" />
              </section>
            ) : null}
            {campaigns.length ? (
              <section className="games-section" aria-labelledby="games-campaigns">
                <h2 id="games-campaigns">Story campaigns</h2>
                <ul className="save-list" aria-labelledby="games-campaigns">
                  {campaigns.map((c) => (
                    <CampaignRow key={c.id} campaign={c} />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}
