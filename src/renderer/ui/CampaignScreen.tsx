// Story campaigns: the four scenarios played in turn by the same allies.
// Create one, and list, rename, delete and continue the saved ones (a
// campaign continues exactly where it stopped), and watch its finished
// stories again. Damaged files are listed with what is wrong with them.
import { ClanSelect, DamagedFileItem } from './common.js';
import { useCallback, useEffect, useState } from 'react';
import type { Controller } from '../../engine/core/types.js';
import { useReplay } from '../store/replay.js';
import { useGame, type CampaignList, type CampaignListing, type NewCampaignForm } from '../store/game.js';
import { Dialog } from './Dialog.js';
import { SeatPlaceToggle, devicesOf, type SeatPlaces } from './SeatPlaceToggle.js';
import { useInvites } from '../store/invites.js';
import { tip } from './Tooltip.js';
import { CONTROLLERS, DIFFICULTIES } from '../../shared/lists.js';
import { CLAN_IDS, CLAN_TEXTS, CONTROLLER_TEXTS, DIFFICULTY_TEXTS, SCENARIO_TEXTS, scenarioName } from './texts.js';
import { sayError, sayWords, useWords, type Words } from '../i18n.js';

function defaultForm(w: Words): NewCampaignForm {
  return {
    name: w.t('screens.campaigns.defaultName'),
    allies: [
      { clan: 'koi', name: 'Aiko', controller: 'human' },
      { clan: 'tortoise', name: 'Benkei', controller: 'human' },
    ],
    difficulty: 'medium',
    goldenRuleSeat: 0,
  };
}

/** The clans the Basilisk takes over in this campaign's stories cannot be allies. */
function formProblems(f: NewCampaignForm, w: Words): string[] {
  const out: string[] = [];
  if (!f.name.trim()) out.push(w.t('screens.campaigns.problem.name'));
  if (f.allies.some((a) => !a.name.trim())) out.push(w.t('screens.campaigns.problem.allyName'));
  if (new Set(f.allies.map((a) => a.clan)).size !== f.allies.length) out.push(w.t('screens.campaigns.problem.clans'));
  return out;
}

function CreateCampaign({ onCancel }: { onCancel: () => void }) {
  const createCampaign = useGame((s) => s.createCampaign);
  const busy = useGame((s) => s.busy);
  const showInvites = useInvites((s) => s.show);
  const w = useWords();
  const [form, setForm] = useState<NewCampaignForm>(() => defaultForm(w));
  const [places, setPlaces] = useState<SeatPlaces>({});
  const problems = formProblems(form, w);
  const setAlly = (i: number, p: Partial<NewCampaignForm['allies'][number]>) =>
    setForm({ ...form, allies: form.allies.map((a, j) => (j === i ? { ...a, ...p } : a)) });
  return (
    <Dialog title={w.t('screens.campaigns.new.title')} onClose={onCancel} wide testId="new-campaign">
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (problems.length) return;
          // The allies take the campaign game's seats in order.
          const devices = devicesOf(places, form.allies.flatMap((a, i) => (a.controller === 'human' ? [i] : [])));
          void createCampaign({ ...form, name: form.name.trim(), allies: form.allies.map((a) => ({ ...a, name: a.name.trim() })), devices }).then((ok) => {
            if (ok && devices.length) void showInvites();
          });
        }}
      >
        <label className="stack">
          <span>{w.t('screens.campaigns.name')}</span>
          <input aria-label={w.t('screens.campaigns.name')} value={form.name} maxLength={64} onChange={(e) => setForm({ ...form, name: e.target.value })} autoFocus />
        </label>
        <fieldset className="field">
          <legend>{w.t('screens.setup.allies')}</legend>
          <div className="segmented">
            {[2, 3].map((n) => (
              <label key={n} className={form.allies.length === n ? 'on' : ''}>
                <input
                  type="radio"
                  name="allies"
                  checked={form.allies.length === n}
                  onChange={() => {
                    const allies = form.allies.slice(0, n);
                    while (allies.length < n) {
                      const clan = CLAN_IDS.find((c) => !allies.some((a) => a.clan === c)) ?? 'fox';
                      allies.push({ clan, name: ['Aiko', 'Benkei', 'Chiyo'][allies.length]!, controller: 'human' });
                    }
                    setForm({ ...form, allies, goldenRuleSeat: Math.min(form.goldenRuleSeat ?? 0, n - 1) });
                  }}
                />
                {w.t('screens.campaigns.allies', { n })}
              </label>
            ))}
          </div>
          <table className="seats-table">
            <tbody>
              {form.allies.map((a, i) => (
                <tr key={i}>
                  <td>
                    <span className="clan-mark md" style={{ color: CLAN_TEXTS[a.clan].colour }} aria-hidden>
                      {CLAN_TEXTS[a.clan].symbol}
                    </span>
                  </td>
                  <td>
                    <input aria-label={w.t('screens.campaigns.ally.name', { n: i + 1 })} value={a.name} maxLength={32} onChange={(e) => setAlly(i, { name: e.target.value })} />
                  </td>
                  <td>
                    <ClanSelect label={w.t('screens.campaigns.ally.clan', { n: i + 1 })} value={a.clan} onChange={(clan) => setAlly(i, { clan })} />
                  </td>
                  <td>
                    <select aria-label={w.t('screens.campaigns.ally.playedBy', { n: i + 1 })} value={a.controller} onChange={(e) => setAlly(i, { controller: e.target.value as Controller })}>
                      {CONTROLLERS.map((k) => (
                        <option key={k} value={k}>
                          {w.say(CONTROLLER_TEXTS[k].name)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {a.controller === 'human' ? (
                      <SeatPlaceToggle seat={i} place={places[i] ?? 'screen'} onChange={(place) => setPlaces({ ...places, [i]: place })} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="hint">{w.t('screens.campaigns.clans.hint')}</p>
        </fieldset>
        <fieldset className="field">
          <legend>{w.t('screens.setup.difficulty')}</legend>
          <div className="segmented">
            {DIFFICULTIES.map((d) => (
              <label key={d} className={form.difficulty === d ? 'on' : ''} {...tip(w.say(DIFFICULTY_TEXTS[d].text))}>
                <input type="radio" name="difficulty" checked={form.difficulty === d} onChange={() => setForm({ ...form, difficulty: d })} />
                {w.say(DIFFICULTY_TEXTS[d].name)}
              </label>
            ))}
          </div>
          <p className="hint">{w.say(DIFFICULTY_TEXTS[form.difficulty].text)}</p>
        </fieldset>
        <label className="stack">
          <span>{w.t('screens.campaigns.keeper')}</span>
          <select aria-label={w.t('screens.setup.keeper')} value={form.goldenRuleSeat ?? 0} onChange={(e) => setForm({ ...form, goldenRuleSeat: Number(e.target.value) })}>
            {form.allies.map((a, i) => (
              <option key={i} value={i}>
                {a.name || w.t('screens.campaigns.ally', { n: i + 1 })}
              </option>
            ))}
          </select>
        </label>
        <p className="hint">{w.t('screens.campaigns.stories', { stories: SCENARIO_TEXTS.map((s) => w.say(s.name)).join(' → ') })}</p>
        {problems.length ? (
          <div className="field-problem" role="alert">
            {problems.map((p) => (
              <p key={p}>⚠ {p}</p>
            ))}
          </div>
        ) : null}
        <div className="button-row end">
          <button type="button" onClick={onCancel}>
            {w.t('screens.cancel')}
          </button>
          <button type="submit" className="primary" disabled={busy || problems.length > 0} data-testid="create-campaign">
            {w.t('screens.campaigns.begin')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function CampaignItem({ c, onChanged }: { c: CampaignListing; onChanged: () => void }) {
  const continueCampaign = useGame((s) => s.continueCampaign);
  const renameCampaign = useGame((s) => s.renameCampaign);
  const deleteCampaign = useGame((s) => s.deleteCampaign);
  const busy = useGame((s) => s.busy);
  const openReplay = useReplay((s) => s.open);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(c.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const w = useWords();
  const progress = c.scenarioOrder.map((id, i) => {
    const r = c.results[i];
    return { id, state: r ? r.outcome : i === c.current ? 'now' : 'later' };
  });
  return (
    <li className="campaign-item" data-testid="campaign-item">
      <div className="campaign-main">
        {renaming ? (
          <form
            className="rename"
            onSubmit={async (e) => {
              e.preventDefault();
              if (name.trim() && (await renameCampaign(c.id, name.trim()))) {
                setRenaming(false);
                onChanged();
              }
            }}
          >
            <input aria-label={w.t('screens.campaigns.rename.label')} value={name} maxLength={64} autoFocus onChange={(e) => setName(e.target.value)} />
            <button type="submit" className="primary" disabled={!name.trim() || busy}>
              {w.t('screens.rename')}
            </button>
            <button type="button" onClick={() => setRenaming(false)}>
              {w.t('screens.cancel')}
            </button>
          </form>
        ) : (
          <div className="campaign-name">{c.name}</div>
        )}
        <div className="muted small">
          {DIFFICULTY_TEXTS[c.difficulty] ? w.say(DIFFICULTY_TEXTS[c.difficulty].name) : c.difficulty} · {w.list(c.allies.map((a) => `${CLAN_TEXTS[a.clan]?.symbol ?? ''} ${a.name}`))}
        </div>
        <ol className="campaign-progress" aria-label={w.t('screens.campaigns.scenarios')}>
          {progress.map((p) => (
            <li key={p.id} className={`scenario ${p.state}`} {...tip(w.t('screens.campaigns.scenario.tip', { name: w.say(scenarioName(p.id)), state: p.state }))} tabIndex={0}>
              <span aria-hidden>{p.state === 'won' ? '✔' : p.state === 'lost' ? '✘' : p.state === 'now' ? '▶' : '·'}</span> {w.say(scenarioName(p.id))}
            </li>
          ))}
        </ol>
        {c.results.some((r) => r.replayable) ? (
          <div className="campaign-replays" role="group" aria-label={w.t('screens.campaigns.replays.label', { name: c.name })}>
            <span className="muted small">{w.t('screens.campaigns.watchAgain')}</span>
            {c.results.map((r, i) =>
              r.replayable ? (
                <button
                  key={i}
                  type="button"
                  className="small-button"
                  aria-label={w.t('screens.games.replay.label', { name: w.say(scenarioName(r.scenarioId)) })}
                  data-testid="campaign-replay"
                  onClick={() => void openReplay({ kind: 'campaign', id: c.id, scenario: i })}
                  {...tip(w.t('screens.campaigns.replay.tip', { name: w.say(scenarioName(r.scenarioId)), outcome: r.outcome }))}
                >
                  ▶ {w.say(scenarioName(r.scenarioId))}
                </button>
              ) : null,
            )}
          </div>
        ) : null}
        <div className="muted small" data-testid="campaign-summary">
          {sayWords(w, c.summary)}
        </div>
      </div>
      <div className="campaign-actions">
        <button type="button" className="primary" disabled={busy || c.finished} onClick={() => void continueCampaign(c.id)} aria-label={w.t('screens.games.continue.label', { name: c.name })}>
          {w.t(c.finished ? 'screens.campaigns.finished' : c.hasGameInProgress ? 'screens.games.continue' : 'screens.campaigns.playNext')}
        </button>
        <button type="button" onClick={() => setRenaming(true)} aria-label={w.t('screens.games.rename.button', { name: c.name })}>
          {w.t('screens.rename')}
        </button>
        {confirmDelete ? (
          <span className="confirm">
            {w.t('screens.campaigns.deleteForGood')}{' '}
            <button
              type="button"
              className="danger"
              onClick={async () => {
                if (await deleteCampaign(c.id)) onChanged();
              }}
            >
              {w.t('screens.delete')}
            </button>
            <button type="button" onClick={() => setConfirmDelete(false)}>
              {w.t('screens.campaigns.keep')}
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setConfirmDelete(true)} aria-label={w.t('screens.games.delete.label', { name: c.name })}>
            {w.t('screens.delete')}
          </button>
        )}
      </div>
    </li>
  );
}

export function CampaignScreen() {
  const setScreen = useGame((s) => s.setScreen);
  const listCampaigns = useGame((s) => s.listCampaigns);
  const [list, setList] = useState<CampaignList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const w = useWords();
  const refresh = useCallback(() => {
    listCampaigns()
      .then((l) => {
        setList(l);
        setProblem(null);
      })
      .catch((err: unknown) => setProblem(sayError(w, err)));
  }, [listCampaigns, w]);
  useEffect(refresh, [refresh]);
  return (
    <main className="screen campaign-screen" aria-labelledby="campaign-title">
      <div className="screen-card wide">
        <header className="screen-head">
          <h1 id="campaign-title">{w.t('screens.campaigns.title')}</h1>
          <button type="button" className="link-button" onClick={() => setScreen('title')}>
            ← {w.t('screens.back')}
          </button>
        </header>
        <p className="lead">{w.t('screens.campaigns.lead')}</p>
        <div className="button-row">
          <button type="button" className="primary" onClick={() => setCreating(true)} data-testid="new-campaign-button">
            {w.t('screens.campaigns.new')}
          </button>
        </div>
        {problem ? (
          <p className="field-problem" role="alert">
            ⚠ {w.t('screens.campaigns.listFailed', { problem })}
          </p>
        ) : null}
        {list && list.campaigns.length === 0 && list.damaged.length === 0 ? <p className="muted">{w.t('screens.campaigns.none')}</p> : null}
        {list && list.campaigns.length ? (
          <ul className="campaign-list" aria-label={w.t('screens.campaigns.list')}>
            {list.campaigns.map((c) => (
              <CampaignItem key={c.id} c={c} onChanged={refresh} />
            ))}
          </ul>
        ) : null}
        {list && list.damaged.length ? (
          <>
            <h3 className="damaged-title">{w.t('screens.campaigns.damaged')}</h3>
            <ul className="save-list damaged">
              {list.damaged.map((d) => (
                <DamagedFileItem key={d.file} file={d.file} message={sayWords(w, d.message)} testId="damaged-campaign" />
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {creating ? <CreateCampaign onCancel={() => setCreating(false)} /> : null}
    </main>
  );
}
