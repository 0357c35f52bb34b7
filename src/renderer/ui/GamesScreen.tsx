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
import { currentWords, sayError, sayWords, useWords } from '../i18n.js';
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

/** Reads the three lists side by side; one that cannot be read says why, the others still show. */
function useLists(): [Lists | null, () => void] {
  const listGames = useGame((s) => s.listGames);
  const listSaves = useGame((s) => s.listSaves);
  const listCampaigns = useGame((s) => s.listCampaigns);
  const [lists, setLists] = useState<Lists | null>(null);
  const refresh = useCallback(() => {
    void Promise.allSettled([listGames(), listSaves(), listCampaigns()]).then(([g, s, c]) => {
      const problems: string[] = [];
      const w = currentWords();
      if (g.status === 'rejected') problems.push(w.t('screens.games.listFailed', { problem: sayError(w, g.reason) }));
      if (s.status === 'rejected') problems.push(w.t('screens.games.savesFailed', { problem: sayError(w, s.reason) }));
      if (c.status === 'rejected') problems.push(w.t('screens.campaigns.listFailed', { problem: sayError(w, c.reason) }));
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
  const w = useWords();
  return (
    <section className="games-section" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>
        {title} <span className="muted small">({w.number(games.length)})</span>
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
  const w = useWords();
  return (
    <li className="save-item" data-testid="save-item">
      <div>
        <div className="save-name">{name}</div>
        <div className="muted small">
          {save.name === 'autosave' ? `${w.t('screens.games.autosave')} · ` : ''}
          {save.summary ? `${sayWords(w, save.summary)} · ` : ''}
          {whenText(save.savedAt, w)}
        </div>
      </div>
      <div className="save-actions">
        <button type="button" className="primary" disabled={busy} aria-label={w.t('screens.games.load.label', { name })} onClick={() => void loadGame(save.name)} {...tip(w.t('screens.games.load.tip'))}>
          {w.t('screens.games.load')}
        </button>
        <button type="button" aria-label={w.t('screens.games.replay.label', { name })} onClick={() => void openReplay({ kind: 'save', name: save.name })}>
          {w.t('screens.games.replay')}
        </button>
        <button type="button" aria-label={w.t('screens.games.export.label', { name })} onClick={() => void exportGame({ kind: 'save', name: save.name })}>
          {w.t('screens.games.export')}
        </button>
        <button type="button" aria-label={w.t('screens.games.delete.label', { name })} onClick={() => setAsking(true)}>
          {w.t('screens.delete')}
        </button>
      </div>
      {asking ? (
        <DeleteQuestion
          title={w.t('screens.games.deleteCopy.title')}
          testId="delete-save"
          onCancel={() => setAsking(false)}
          onDelete={async () => {
            if (await deleteSave(save.name)) {
              setAsking(false);
              onChanged();
            }
          }}
        >
          <p className="dialog-message">{w.t('screens.games.deleteCopy.text', { name })}</p>
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
  const w = useWords();
  return (
    <li className="save-item" data-testid="games-campaign">
      <div>
        <div className="save-name">{campaign.name}</div>
        <div className="muted small">
          {sayWords(w, campaign.summary)} · {whenText(campaign.savedAt, w)}
        </div>
      </div>
      <div className="save-actions">
        {campaign.finished ? (
          <button type="button" aria-label={w.t('screens.games.campaigns.label', { name: campaign.name })} onClick={() => setScreen('campaigns')}>
            {w.t('screens.games.campaigns')}
          </button>
        ) : (
          <button type="button" className="primary" disabled={busy} aria-label={w.t('screens.games.continue.label', { name: campaign.name })} onClick={() => void continueCampaign(campaign.id)}>
            {campaign.hasGameInProgress ? w.t('screens.games.continue') : w.t('screens.campaigns.playNext')}
          </button>
        )}
      </div>
    </li>
  );
}

function DamagedFiles({ title, files, testId }: { title: string; files: DamagedEntry[]; testId: string }) {
  const w = useWords();
  if (!files.length) return null;
  return (
    <>
      <h3 className="damaged-title">{title}</h3>
      <ul className="save-list damaged" aria-label={title}>
        {files.map((d) => (
          <DamagedFileItem key={d.file} file={d.file} message={sayWords(w, d.message)} testId={testId} />
        ))}
      </ul>
    </>
  );
}

export function GamesScreen() {
  const closeGames = useGame((s) => s.closeGames);
  const w = useWords();
  const back = useGame((s) => (s.gamesBack === 'playing' && s.seatView ? w.t('screens.games.backToGame') : w.t('screens.back')));
  const [lists, refresh] = useLists();
  const { inProgress, finished } = groupGames(lists?.games?.games ?? []);
  const saves = [...(lists?.saves?.saves ?? [])].sort((a, b) => String(b.savedAt ?? '').localeCompare(String(a.savedAt ?? '')));
  const campaigns = lists?.campaigns?.campaigns ?? [];
  return (
    <main className="screen games-screen" aria-labelledby="games-title">
      <div className="screen-card wide">
        <header className="screen-head">
          <h1 id="games-title">{w.t('screens.games.title')}</h1>
          <button type="button" className="link-button" onClick={closeGames}>
            ← {back}
          </button>
        </header>
        <p className="lead">{w.t('screens.games.lead')}</p>
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
            {w.t('screens.games.reading')}
          </p>
        ) : (
          <>
            <GameSection id="games-playing" title={w.t('screens.games.inProgress')} empty={w.t('screens.games.inProgress.none')} games={inProgress} onChanged={refresh} />
            <GameSection id="games-finished" title={w.t('screens.games.finished')} empty={w.t('screens.games.finished.none')} games={finished} onChanged={refresh}>
              {lists.games ? (
                <p className="hint" data-testid="keep-rule">
                  {keepRuleText(lists.games.keepFinished, w)}
                </p>
              ) : null}
            </GameSection>
            <DamagedFiles title={w.t('screens.games.damagedGames')} files={lists.games?.damaged ?? []} testId="damaged-game" />
            {saves.length || lists.saves?.damaged.length ? (
              <section className="games-section" aria-labelledby="games-copies">
                <h2 id="games-copies">{w.t('screens.games.copies')}</h2>
                <p className="hint">{w.t('screens.games.copies.hint')}</p>
                {saves.length ? (
                  <ul className="save-list" aria-labelledby="games-copies">
                    {saves.map((s) => (
                      <SavedCopyRow key={s.name} save={s} onChanged={refresh} />
                    ))}
                  </ul>
                ) : null}
                <DamagedFiles title={w.t('screens.games.damagedSaves')} files={lists.saves?.damaged ?? []} testId="damaged-save" />
              </section>
            ) : null}
            {campaigns.length ? (
              <section className="games-section" aria-labelledby="games-campaigns">
                <h2 id="games-campaigns">{w.t('screens.campaigns.title')}</h2>
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
