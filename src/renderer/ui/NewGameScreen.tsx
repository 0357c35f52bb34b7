// The new game screen: players, clans, table sides, who plays each seat,
// the mode and its table rules, and what the mode adds (modes.ts: with a
// Basilisk, its set-up, BasiliskPanels.tsx). An invalid mix is explained next
// to the field and the start button stays disabled.
import { ClanSelect } from './common.js';
import { useState } from 'react';
import type { Controller, Mode, Side } from '../../engine/core/types.js';
import { useGame } from '../store/game.js';
import {
  activeSeats,
  configFromSetup,
  defaultSetup,
  repairClans,
  seedFromSetup,
  validateSetup,
  type SetupForm,
} from '../store/setup.js';
import { tip } from './Tooltip.js';
import { ControllerLegend } from './ControllerLegend.js';
import { SeatPlaceToggle, devicesOf, type SeatPlaces } from './SeatPlaceToggle.js';
import { useInvites } from '../store/invites.js';
import { CONTROLLERS, MODES } from '../../shared/lists.js';
import { MAX_SEAT_NAME_LENGTH } from '../../shared/name-limits.js';
import { TABLE_RULE_IDS } from '../../engine/setup-rules.js';
import { CLAN_TEXTS, CONTROLLER_TEXTS, TABLE_RULE_TEXTS } from './texts.js';
import { MODE_FORMS, seatCountFor } from '../store/modes.js';
import { Problem } from './FieldProblem.js';
import { BasiliskSetup } from './BasiliskPanels.js';
import { useWords } from '../i18n.js';

let remembered: SetupForm | null = null;

/** The table sides in seat order (side 1 to 4). */
const SIDE_IDS = ['screens.setup.side.south', 'screens.setup.side.west', 'screens.setup.side.north', 'screens.setup.side.east'];

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

  const w = useWords();
  const SIDE_NAMES = SIDE_IDS.map((id, k) => w.t(id, { n: k + 1 }));
  const problems = validateSetup(form, w);
  const modeForm = MODE_FORMS[form.mode];
  const seats = activeSeats(form);

  function setMode(mode: Mode) {
    setForm(repairClans({ ...form, mode, players: seatCountFor(mode, form.players) }));
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
          <h1 id="setup-title">{w.t('screens.setup.title')}</h1>
          <button type="button" className="link-button" onClick={() => setScreen('title')}>
            ← {w.t('screens.back')}
          </button>
        </header>

        <div className="setup-grid">
          <fieldset className="field">
            <legend>{w.t('screens.setup.mode')}</legend>
            <div className="segmented">
              {MODES.map((m) => (
                <label key={m} className={form.mode === m ? 'on' : ''} {...tip(w.say(MODE_FORMS[m].text))}>
                  <input type="radio" name="mode" value={m} checked={form.mode === m} onChange={() => setMode(m)} />
                  {w.say(MODE_FORMS[m].name)}
                </label>
              ))}
            </div>
            <p className="hint">{w.say(modeForm.text)}</p>
            <Problem field="mode" problems={problems} />
          </fieldset>

          <fieldset className="field">
            <legend>{w.t(modeForm.seatsLegend)}</legend>
            <div className="segmented">
              {[2, 3, 4].map((n) => (
                <label key={n} className={`${form.players === n ? 'on' : ''}${modeForm.seatCounts.includes(n) ? '' : ' unavailable'}`}>
                  <input type="radio" name="players" value={n} checked={form.players === n} onChange={() => setForm(repairClans({ ...form, players: n }))} />
                  {w.number(n)}
                </label>
              ))}
            </div>
            <Problem field="players" problems={problems} />
          </fieldset>

          <fieldset className="field span-2">
            <legend>{w.t('screens.setup.seats')}</legend>
            <table className="seats-table">
              <thead>
                <tr>
                  <th scope="col">{w.t('screens.setup.col.seat')}</th>
                  <th scope="col">{w.t('screens.setup.col.name')}</th>
                  <th scope="col">{w.t('screens.setup.col.clan')}</th>
                  <th scope="col">{w.t('screens.setup.col.playedBy')}</th>
                  <th scope="col">{w.t('screens.setup.col.where')}</th>
                  {form.palaceAlt ? <th scope="col">{w.t('screens.setup.col.side')}</th> : null}
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
                        {w.number(i + 1)}
                      </td>
                      <td>
                        <input aria-label={w.t('screens.setup.seat.name', { n: i + 1 })} value={s.name} maxLength={MAX_SEAT_NAME_LENGTH} onChange={(e) => patchSeat(i, { name: e.target.value })} />
                      </td>
                      <td>
                        <ClanSelect label={w.t('screens.setup.seat.clan', { n: i + 1 })} value={s.clan} onChange={(clan) => patchSeat(i, { clan })} />
                      </td>
                      <td>
                        <select
                          aria-label={w.t('screens.setup.seat.playedBy', { n: i + 1 })}
                          value={s.controller}
                          onChange={(e) => patchSeat(i, { controller: e.target.value as Controller })}
                          {...tip(w.say(CONTROLLER_TEXTS[s.controller].text))}
                        >
                          {CONTROLLERS.map((k) => (
                            <option key={k} value={k}>
                              {w.say(CONTROLLER_TEXTS[k].name)}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        {s.controller === 'human' ? (
                          <SeatPlaceToggle seat={i} place={places[i] ?? 'screen'} onChange={(place) => setPlaces({ ...places, [i]: place })} />
                        ) : (
                          <span className="muted small">{w.t('screens.setup.thisComputer')}</span>
                        )}
                      </td>
                      {form.palaceAlt ? (
                        <td>
                          <select aria-label={w.t('screens.setup.seat.side', { n: i + 1 })} value={s.side} onChange={(e) => patchSeat(i, { side: Number(e.target.value) as Side })}>
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
            <p className="hint">{w.t('screens.setup.devices.hint')}</p>
            <Problem field="clans" problems={problems} />
            <Problem field="names" problems={problems} />
            <Problem field="sides" problems={problems} />
            {modeForm.seatsHint ? <p className="hint">{w.t(modeForm.seatsHint)}</p> : null}
          </fieldset>

          {modeForm.ruleSeat ? <BasiliskSetup form={form} setForm={setForm} sideNames={SIDE_NAMES} problems={problems} /> : null}

          <fieldset className="field span-2">
            <legend>{w.t('screens.setup.variants')}</legend>
            <div className="flags">
              {TABLE_RULE_IDS.map((k) => (
                <label key={k} className="check" {...tip(w.say(TABLE_RULE_TEXTS[k].text))}>
                  <input type="checkbox" checked={form[k]} onChange={(e) => patch({ [k]: e.target.checked })} />
                  <span>
                    <strong>{w.say(TABLE_RULE_TEXTS[k].name)}</strong>
                    <span className="hint">{w.say(TABLE_RULE_TEXTS[k].text)}</span>
                  </span>
                </label>
              ))}
            </div>
            {TABLE_RULE_IDS.map((k) => (
              <Problem key={k} field={k} problems={problems} />
            ))}
          </fieldset>

          <details className="field span-2 advanced">
            <summary>{w.t('screens.setup.advanced')}</summary>
            <label className="stack">
              <span>{w.t('screens.setup.seed.hint')}</span>
              <input aria-label={w.t('screens.setup.seed')} value={form.seed} maxLength={64} onChange={(e) => patch({ seed: e.target.value })} placeholder={w.t('screens.setup.seed.random')} />
            </label>
          </details>
        </div>

        <footer className="screen-foot">
          <p className="muted small" aria-live="polite">
            {problems.length ? w.t('screens.setup.toFix', { n: problems.length }) : w.t('screens.setup.ready')}
          </p>
          <button type="button" className="primary big" disabled={problems.length > 0 || busy} onClick={() => void start()} data-testid="start-game">
            {w.t('screens.startGame')}
          </button>
        </footer>
      </div>
    </main>
  );
}
