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


function defaultForm(): NewCampaignForm {
  return {
    name: 'The long night',
    allies: [
      { clan: 'koi', name: 'Aiko', controller: 'human' },
      { clan: 'tortoise', name: 'Benkei', controller: 'human' },
    ],
    difficulty: 'medium',
    goldenRuleSeat: 0,
  };
}

/** The clans the Basilisk takes over in this campaign's stories cannot be allies. */
function formProblems(f: NewCampaignForm): string[] {
  const out: string[] = [];
  if (!f.name.trim()) out.push('Give the campaign a name.');
  if (f.allies.some((a) => !a.name.trim())) out.push('Every ally needs a name.');
  if (new Set(f.allies.map((a) => a.clan)).size !== f.allies.length) out.push('Each ally needs a different clan.');
  return out;
}

function CreateCampaign({ onCancel }: { onCancel: () => void }) {
  const createCampaign = useGame((s) => s.createCampaign);
  const busy = useGame((s) => s.busy);
  const showInvites = useInvites((s) => s.show);
  const [form, setForm] = useState<NewCampaignForm>(defaultForm);
  const [places, setPlaces] = useState<SeatPlaces>({});
  const problems = formProblems(form);
  const setAlly = (i: number, p: Partial<NewCampaignForm['allies'][number]>) =>
    setForm({ ...form, allies: form.allies.map((a, j) => (j === i ? { ...a, ...p } : a)) });
  return (
    <Dialog title="A new story campaign" onClose={onCancel} wide testId="new-campaign">
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
          <span>Campaign name</span>
          <input aria-label="Campaign name" value={form.name} maxLength={64} onChange={(e) => setForm({ ...form, name: e.target.value })} autoFocus />
        </label>
        <fieldset className="field">
          <legend>Allies</legend>
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
                {n} allies
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
                    <input aria-label={`Ally ${i + 1} name`} value={a.name} maxLength={32} onChange={(e) => setAlly(i, { name: e.target.value })} />
                  </td>
                  <td>
                    <ClanSelect label={`Ally ${i + 1} clan`} value={a.clan} onChange={(clan) => setAlly(i, { clan })} />
                  </td>
                  <td>
                    <select aria-label={`Ally ${i + 1} played by`} value={a.controller} onChange={(e) => setAlly(i, { controller: e.target.value as Controller })}>
                      {CONTROLLERS.map((k) => (
                        <option key={k} value={k}>
                          {CONTROLLER_TEXTS[k].name}
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
          <p className="hint">
            In each story the Basilisk takes over one clan: the allies then play whichever of their clans is free, so any clans may be chosen here.
          </p>
        </fieldset>
        <fieldset className="field">
          <legend>Difficulty</legend>
          <div className="segmented">
            {DIFFICULTIES.map((d) => (
              <label key={d} className={form.difficulty === d ? 'on' : ''} {...tip(DIFFICULTY_TEXTS[d].text)}>
                <input type="radio" name="difficulty" checked={form.difficulty === d} onChange={() => setForm({ ...form, difficulty: d })} />
                {DIFFICULTY_TEXTS[d].name}
              </label>
            ))}
          </div>
          <p className="hint">{DIFFICULTY_TEXTS[form.difficulty].text}</p>
        </fieldset>
        <label className="stack">
          <span>Golden Rule keeper (makes the Basilisk’s open choices)</span>
          <select aria-label="Golden Rule keeper" value={form.goldenRuleSeat ?? 0} onChange={(e) => setForm({ ...form, goldenRuleSeat: Number(e.target.value) })}>
            {form.allies.map((a, i) => (
              <option key={i} value={i}>
                {a.name || `Ally ${i + 1}`}
              </option>
            ))}
          </select>
        </label>
        <p className="hint">The stories, in order: {SCENARIO_TEXTS.map((s) => s.name).join(' → ')}.</p>
        {problems.length ? (
          <div className="field-problem" role="alert">
            {problems.map((p) => (
              <p key={p}>⚠ {p}</p>
            ))}
          </div>
        ) : null}
        <div className="button-row end">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={busy || problems.length > 0} data-testid="create-campaign">
            Begin the campaign
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
            <input aria-label="New campaign name" value={name} maxLength={64} autoFocus onChange={(e) => setName(e.target.value)} />
            <button type="submit" className="primary" disabled={!name.trim() || busy}>
              Rename
            </button>
            <button type="button" onClick={() => setRenaming(false)}>
              Cancel
            </button>
          </form>
        ) : (
          <div className="campaign-name">{c.name}</div>
        )}
        <div className="muted small">
          {DIFFICULTY_TEXTS[c.difficulty]?.name ?? c.difficulty} · {c.allies.map((a) => `${CLAN_TEXTS[a.clan]?.symbol ?? ''} ${a.name}`).join(', ')}
        </div>
        <ol className="campaign-progress" aria-label="Scenarios">
          {progress.map((p) => (
            <li key={p.id} className={`scenario ${p.state}`} {...tip(`${scenarioName(p.id)}: ${p.state === 'now' ? 'in progress' : p.state === 'later' ? 'still to come' : p.state}`)} tabIndex={0}>
              <span aria-hidden>{p.state === 'won' ? '✔' : p.state === 'lost' ? '✘' : p.state === 'now' ? '▶' : '·'}</span> {scenarioName(p.id)}
            </li>
          ))}
        </ol>
        {c.results.some((r) => r.replayable) ? (
          <div className="campaign-replays" role="group" aria-label={`Replays of ${c.name}`}>
            <span className="muted small">Watch again:</span>
            {c.results.map((r, i) =>
              r.replayable ? (
                <button
                  key={i}
                  type="button"
                  className="small-button"
                  aria-label={`Replay ${scenarioName(r.scenarioId)}`}
                  data-testid="campaign-replay"
                  onClick={() => void openReplay({ kind: 'campaign', id: c.id, scenario: i })}
                  {...tip(`Watch ${scenarioName(r.scenarioId)} again, move by move (${r.outcome}).`)}
                >
                  ▶ {scenarioName(r.scenarioId)}
                </button>
              ) : null,
            )}
          </div>
        ) : null}
        <div className="muted small" data-testid="campaign-summary">
          {c.summary}
        </div>
      </div>
      <div className="campaign-actions">
        <button type="button" className="primary" disabled={busy || c.finished} onClick={() => void continueCampaign(c.id)} aria-label={`Continue ${c.name}`}>
          {c.finished ? 'Finished' : c.hasGameInProgress ? 'Continue' : 'Play next story'}
        </button>
        <button type="button" onClick={() => setRenaming(true)} aria-label={`Rename ${c.name}`}>
          Rename
        </button>
        {confirmDelete ? (
          <span className="confirm">
            Delete for good?{' '}
            <button
              type="button"
              className="danger"
              onClick={async () => {
                if (await deleteCampaign(c.id)) onChanged();
              }}
            >
              Delete
            </button>
            <button type="button" onClick={() => setConfirmDelete(false)}>
              Keep
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setConfirmDelete(true)} aria-label={`Delete ${c.name}`}>
            Delete
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
  const refresh = useCallback(() => {
    listCampaigns()
      .then((l) => {
        setList(l);
        setProblem(null);
      })
      .catch((err: unknown) => setProblem(err instanceof Error ? err.message : String(err)));
  }, [listCampaigns]);
  useEffect(refresh, [refresh]);
  return (
    <main className="screen campaign-screen" aria-labelledby="campaign-title">
      <div className="screen-card wide">
        <header className="screen-head">
          <h1 id="campaign-title">Story campaigns</h1>
          <button type="button" className="link-button" onClick={() => setScreen('title')}>
            ← Back
          </button>
        </header>
        <p className="lead">
          Two or three allies face the Basilisk through four stories, one after another. The campaign is saved after every turn: leave whenever you like and continue
          exactly where you stopped.
        </p>
        <div className="button-row">
          <button type="button" className="primary" onClick={() => setCreating(true)} data-testid="new-campaign-button">
            New campaign
          </button>
        </div>
        {problem ? (
          <p className="field-problem" role="alert">
            ⚠ The campaigns could not be listed: {problem}
          </p>
        ) : null}
        {list && list.campaigns.length === 0 && list.damaged.length === 0 ? <p className="muted">No campaigns yet.</p> : null}
        {list && list.campaigns.length ? (
          <ul className="campaign-list" aria-label="Campaigns">
            {list.campaigns.map((c) => (
              <CampaignItem key={c.id} c={c} onChanged={refresh} />
            ))}
          </ul>
        ) : null}
        {list && list.damaged.length ? (
          <>
            <h3 className="damaged-title">Campaign files that cannot be opened</h3>
            <ul className="save-list damaged">
              {list.damaged.map((d) => (
                <DamagedFileItem key={d.file} file={d.file} message={d.message} testId="damaged-campaign" />
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {creating ? <CreateCampaign onCancel={() => setCreating(false)} /> : null}
    </main>
  );
}
