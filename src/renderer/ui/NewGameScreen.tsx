// The new game screen: players, clans, table sides, who plays each seat,
// the mode and its table rules, and for coop the difficulty and story. An invalid
// mix is explained next to the field and the start button stays disabled.
import { ClanSelect } from './common.js';
import { useState } from 'react';
import type { ClanId, Controller, Mode, Side } from '../../engine/core/types.js';
import { useGame } from '../store/game.js';
import {
  activeSeats,
  basiliskClanOf,
  configFromSetup,
  defaultSetup,
  repairClans,
  seedFromSetup,
  validateSetup,
  type SetupField,
  type SetupForm,
} from '../store/setup.js';
import { tip } from './Tooltip.js';
import { ControllerLegend } from './ControllerLegend.js';
import { SeatPlaceToggle, devicesOf, type SeatPlaces } from './SeatPlaceToggle.js';
import { useInvites } from '../store/invites.js';
import { CONTROLLERS, DIFFICULTIES, MODES } from '../../shared/lists.js';
import { MAX_SEAT_NAME_LENGTH } from '../../shared/name-limits.js';
import { TABLE_RULE_IDS } from '../../engine/setup-rules.js';
import { CLAN_IDS, CLAN_TEXTS, CONTROLLER_TEXTS, DIFFICULTY_TEXTS, MODE_TEXTS, SCENARIO_TEXTS, TABLE_RULE_TEXTS } from './texts.js';

let remembered: SetupForm | null = null;

const SIDE_NAMES = ['South (side 1)', 'West (side 2)', 'North (side 3)', 'East (side 4)'];

function Problem({ field, problems }: { field: SetupField; problems: { field: SetupField; message: string }[] }) {
  const mine = problems.filter((p) => p.field === field);
  if (!mine.length) return null;
  return (
    <div className="field-problem" role="alert" data-testid={`problem-${field}`}>
      {mine.map((p, i) => (
        <p key={i}>⚠ {p.message}</p>
      ))}
    </div>
  );
}

export function NewGameScreen() {
  const startConfigured = useGame((s) => s.startConfigured);
  const setScreen = useGame((s) => s.setScreen);
  const busy = useGame((s) => s.busy);
  const showInvites = useInvites((s) => s.show);
  const [places, setPlaces] = useState<SeatPlaces>({});
  const [form, setFormState] = useState<SetupForm>(() => remembered ?? defaultSetup());
  const setForm = (f: SetupForm) => {
    remembered = f;
    setFormState(f);
  };
  const patch = (p: Partial<SetupForm>) => setForm({ ...form, ...p });
  const patchSeat = (i: number, p: Partial<SetupForm['seats'][number]>) =>
    setForm({ ...form, seats: form.seats.map((s, j) => (j === i ? { ...s, ...p } : s)) });

  const problems = validateSetup(form);
  const coop = form.mode === 'coop';
  const seats = activeSeats(form);
  const counts = coop ? [2, 3] : form.mode === 'team' ? [4] : [2, 3, 4];

  function setMode(mode: Mode) {
    let players = form.players;
    if (mode === 'team') players = 4;
    if (mode === 'coop' && players > 3) players = 3;
    setForm(repairClans({ ...form, mode, players }));
  }

  async function start() {
    if (problems.length) return;
    const config = configFromSetup(form);
    const humans = config.seats.flatMap((s, i) => (s.controller === 'human' ? [i] : []));
    const devices = devicesOf(places, humans);
    if ((await startConfigured(config, seedFromSetup(form), devices)) && devices.length) await showInvites();
  }

  return (
    <main className="screen setup-screen" aria-labelledby="setup-title">
      <div className="screen-card wide">
        <header className="screen-head">
          <h1 id="setup-title">New game</h1>
          <button type="button" className="link-button" onClick={() => setScreen('title')}>
            ← Back
          </button>
        </header>

        <div className="setup-grid">
          <fieldset className="field">
            <legend>Mode</legend>
            <div className="segmented">
              {MODES.map((m) => (
                <label key={m} className={form.mode === m ? 'on' : ''} {...tip(MODE_TEXTS[m].text)}>
                  <input type="radio" name="mode" value={m} checked={form.mode === m} onChange={() => setMode(m)} />
                  {MODE_TEXTS[m].name}
                </label>
              ))}
            </div>
            <p className="hint">{MODE_TEXTS[form.mode].text}</p>
            <Problem field="mode" problems={problems} />
          </fieldset>

          <fieldset className="field">
            <legend>{coop ? 'Allies' : 'Players'}</legend>
            <div className="segmented">
              {[2, 3, 4].map((n) => (
                <label key={n} className={`${form.players === n ? 'on' : ''}${counts.includes(n) ? '' : ' unavailable'}`}>
                  <input type="radio" name="players" value={n} checked={form.players === n} onChange={() => setForm(repairClans({ ...form, players: n }))} />
                  {n}
                </label>
              ))}
            </div>
            <Problem field="players" problems={problems} />
          </fieldset>

          <fieldset className="field span-2">
            <legend>Seats</legend>
            <table className="seats-table">
              <thead>
                <tr>
                  <th scope="col">Seat</th>
                  <th scope="col">Name</th>
                  <th scope="col">Clan</th>
                  <th scope="col">Played by</th>
                  <th scope="col">Where</th>
                  {form.palaceAlt ? <th scope="col">Table side</th> : null}
                </tr>
              </thead>
              <tbody>
                {seats.map((s, i) => {
                  const c = CLAN_TEXTS[s.clan];
                  return (
                    <tr key={i} data-testid={`seat-row-${i}`}>
                      <td>
                        <span className="clan-mark md" style={{ color: c.colour }} aria-hidden>
                          {c.symbol}
                        </span>{' '}
                        {i + 1}
                      </td>
                      <td>
                        <input aria-label={`Seat ${i + 1} name`} value={s.name} maxLength={MAX_SEAT_NAME_LENGTH} onChange={(e) => patchSeat(i, { name: e.target.value })} />
                      </td>
                      <td>
                        <ClanSelect label={`Seat ${i + 1} clan`} value={s.clan} onChange={(clan) => patchSeat(i, { clan })} />
                      </td>
                      <td>
                        <select
                          aria-label={`Seat ${i + 1} played by`}
                          value={s.controller}
                          onChange={(e) => patchSeat(i, { controller: e.target.value as Controller })}
                          {...tip(CONTROLLER_TEXTS[s.controller].text)}
                        >
                          {CONTROLLERS.map((k) => (
                            <option key={k} value={k}>
                              {CONTROLLER_TEXTS[k].name}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        {s.controller === 'human' ? (
                          <SeatPlaceToggle seat={i} place={places[i] ?? 'screen'} onChange={(place) => setPlaces({ ...places, [i]: place })} />
                        ) : (
                          <span className="muted small">This computer</span>
                        )}
                      </td>
                      {form.palaceAlt ? (
                        <td>
                          <select aria-label={`Seat ${i + 1} table side`} value={s.side} onChange={(e) => patchSeat(i, { side: Number(e.target.value) as Side })}>
                            {SIDE_NAMES.map((n, k) => (
                              <option key={k} value={k}>
                                {n}
                              </option>
                            ))}
                          </select>
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <ControllerLegend />
            <p className="hint">
              A seat on another device is played on a phone, tablet or laptop on this home network: after the start, each gets a code and a QR code to join with. With every
              person on a device of their own, this screen shows the whole table.
            </p>
            <Problem field="clans" problems={problems} />
            <Problem field="names" problems={problems} />
            <Problem field="sides" problems={problems} />
            {form.mode === 'team' ? (
              <p className="hint">Factions: seats 1 and 4 play together against seats 2 and 3 (the first player teams up with the player on their right).</p>
            ) : null}
          </fieldset>

          {coop ? (
            <fieldset className="field span-2 coop-box">
              <legend>The Basilisk</legend>
              <div className="coop-grid">
                <label className="stack">
                  <span>Story</span>
                  <select aria-label="Story scenario" value={form.story ?? ''} onChange={(e) => setForm(repairClans({ ...form, story: e.target.value || null }))}>
                    <option value="">Vanilla (no story)</option>
                    {SCENARIO_TEXTS.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                  <span className="hint">{form.story ? SCENARIO_TEXTS.find((s) => s.id === form.story)?.blurb : 'A random Basilisk with no story cards.'}</span>
                </label>
                <label className="stack">
                  <span>Basilisk clan</span>
                  <select
                    aria-label="Basilisk clan"
                    value={basiliskClanOf(form)}
                    disabled={!!form.story}
                    onChange={(e) => setForm(repairClans({ ...form, basiliskClan: e.target.value as ClanId }))}
                  >
                    {CLAN_IDS.map((id) => (
                      <option key={id} value={id}>
                        {CLAN_TEXTS[id].symbol} {CLAN_TEXTS[id].name}
                      </option>
                    ))}
                  </select>
                  {form.story ? <span className="hint">The story decides the Basilisk's clan.</span> : null}
                </label>
                {form.palaceAlt ? (
                  <label className="stack">
                    <span>Basilisk side</span>
                    <select aria-label="Basilisk table side" value={form.basiliskSide} onChange={(e) => patch({ basiliskSide: Number(e.target.value) as Side })}>
                      {SIDE_NAMES.map((n, k) => (
                        <option key={k} value={k}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                <label className="stack">
                  <span>Golden Rule keeper</span>
                  <select aria-label="Golden Rule keeper" value={form.goldenRuleSeat} onChange={(e) => patch({ goldenRuleSeat: Number(e.target.value) })}>
                    {seats.map((s, i) => (
                      <option key={i} value={i}>
                        {s.name || `Seat ${i + 1}`}
                      </option>
                    ))}
                  </select>
                  <span className="hint">Makes the Basilisk's open choices, as badly for it as possible.</span>
                </label>
              </div>
              <span className="sub-label">Difficulty</span>
              <div className="segmented" role="radiogroup" aria-label="Difficulty">
                {DIFFICULTIES.map((d) => (
                  <label key={d} className={form.difficulty === d ? 'on' : ''} {...tip(DIFFICULTY_TEXTS[d].text)}>
                    <input type="radio" name="difficulty" value={d} checked={form.difficulty === d} onChange={() => patch({ difficulty: d })} />
                    {DIFFICULTY_TEXTS[d].name}
                  </label>
                ))}
              </div>
              <p className="hint">{DIFFICULTY_TEXTS[form.difficulty].text}</p>
              <Problem field="story" problems={problems} />
              <Problem field="basilisk" problems={problems} />
              <Problem field="goldenRuleSeat" problems={problems} />
            </fieldset>
          ) : null}

          <fieldset className="field span-2">
            <legend>Variants</legend>
            <div className="flags">
              {TABLE_RULE_IDS.map((k) => (
                <label key={k} className="check" {...tip(TABLE_RULE_TEXTS[k].text)}>
                  <input type="checkbox" checked={form[k]} onChange={(e) => patch({ [k]: e.target.checked })} />
                  <span>
                    <strong>{TABLE_RULE_TEXTS[k].name}</strong>
                    <span className="hint">{TABLE_RULE_TEXTS[k].text}</span>
                  </span>
                </label>
              ))}
            </div>
            {TABLE_RULE_IDS.map((k) => (
              <Problem key={k} field={k} problems={problems} />
            ))}
          </fieldset>

          <details className="field span-2 advanced">
            <summary>Advanced</summary>
            <label className="stack">
              <span>Seed (optional: the same seed deals the same game)</span>
              <input aria-label="Seed" value={form.seed} maxLength={64} onChange={(e) => patch({ seed: e.target.value })} placeholder="random" />
            </label>
          </details>
        </div>

        <footer className="screen-foot">
          <p className="muted small" aria-live="polite">
            {problems.length ? `${problems.length} thing${problems.length > 1 ? 's' : ''} to fix before starting.` : 'Ready.'}
          </p>
          <button type="button" className="primary big" disabled={problems.length > 0 || busy} onClick={() => void start()} data-testid="start-game">
            Start game
          </button>
        </footer>
      </div>
    </main>
  );
}
