// The Basilisk, the seat the rules play against allies: its section of the
// table panel (its deck's stack, the sectors it blocks, the story's acts, from
// the view's slot the co-op variant declares), its set-up on the new-game form
// (story, clan, side, difficulty, Golden Rule keeper) and its factions' words
// on the score screen. Generic screens show these when the data says there is
// a Basilisk (the slot is set, a seat is the Basilisk, the mode table says so),
// never by naming the mode.
import type { ClanId, FactionScore, Sector, Side } from '../../engine/core/types.js';
import type { GameView } from '../../engine/view.js';
import { DIFFICULTIES } from '../../shared/lists.js';
import { activeSeats, basiliskClanOf, repairClans, type SetupForm, type SetupProblem } from '../store/setup.js';
import { useWords, type Words } from '../i18n.js';
import { tip } from './Tooltip.js';
import { Section } from './TableSection.js';
import { Problem } from './FieldProblem.js';
import { CLAN_IDS, CLAN_TEXTS, DIFFICULTY_TEXTS, SCENARIO_TEXTS, SECTOR_TEXTS } from './texts.js';

export function BasiliskSection({ view }: { view: GameView }) {
  const w = useWords();
  const basilisk = view.coop;
  if (!basilisk) return null;
  const story = view.config.story;
  const blocked = basilisk.blocked.flatMap((s) => (SECTOR_TEXTS[s as Sector] ? [SECTOR_TEXTS[s as Sector].name] : []));
  return (
    <Section title={w.t('table.faction.basilisk')} hint={w.t('table.coop.hint')}>
      <p className="small">
        {w.t('table.coop.stack', { n: basilisk.stack.length })}
        {blocked.length ? ` · ${w.t('table.coop.blocked', { sectors: blocked })}` : ''}
      </p>
      {story ? (
        <p className="small muted">
          {basilisk.acts.length ? w.t('table.coop.acts', { acts: basilisk.acts.map((a) => w.t('table.rank', { n: a })).join(w.t('table.list.sep')) }) : w.t('table.coop.noActs')}
        </p>
      ) : null}
    </Section>
  );
}

/** The Basilisk's fields of the new-game form, shown when the mode table says a seat is the Basilisk. */
export function BasiliskSetup({
  form,
  setForm,
  sideNames,
  problems,
}: {
  form: SetupForm;
  setForm: (f: SetupForm) => void;
  sideNames: string[];
  problems: SetupProblem[];
}) {
  const w = useWords();
  const patch = (p: Partial<SetupForm>) => setForm({ ...form, ...p });
  const seats = activeSeats(form);
  const sayBlurb = (sc: (typeof SCENARIO_TEXTS)[number] | undefined) => (sc ? w.say(sc.blurb) : '');
  return (
    <fieldset className="field span-2 coop-box">
      <legend>{w.t('seat.basilisk')}</legend>
      <div className="coop-grid">
        <label className="stack">
          <span>{w.t('screens.setup.story')}</span>
          <select aria-label={w.t('screens.setup.story.label')} value={form.story ?? ''} onChange={(e) => setForm(repairClans({ ...form, story: e.target.value || null }))}>
            <option value="">{w.t('screens.setup.story.none')}</option>
            {SCENARIO_TEXTS.map((s) => (
              <option key={s.id} value={s.id}>
                {w.say(s.name)}
              </option>
            ))}
          </select>
          <span className="hint">{form.story ? sayBlurb(SCENARIO_TEXTS.find((s) => s.id === form.story)) : w.t('screens.setup.story.none.hint')}</span>
        </label>
        <label className="stack">
          <span>{w.t('screens.setup.basiliskClan')}</span>
          <select
            aria-label={w.t('screens.setup.basiliskClan')}
            value={basiliskClanOf(form)}
            disabled={!!form.story}
            onChange={(e) => setForm(repairClans({ ...form, basiliskClan: e.target.value as ClanId }))}
          >
            {CLAN_IDS.map((id) => (
              <option key={id} value={id}>
                {CLAN_TEXTS[id].symbol} {w.say(CLAN_TEXTS[id].name)}
              </option>
            ))}
          </select>
          {form.story ? <span className="hint">{w.t('screens.setup.basiliskClan.story')}</span> : null}
        </label>
        {form.palaceAlt ? (
          <label className="stack">
            <span>{w.t('screens.setup.basiliskSide')}</span>
            <select aria-label={w.t('screens.setup.basiliskSide.label')} value={form.basiliskSide} onChange={(e) => patch({ basiliskSide: Number(e.target.value) as Side })}>
              {sideNames.map((n, k) => (
                <option key={k} value={k}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="stack">
          <span>{w.t('screens.setup.keeper')}</span>
          <select aria-label={w.t('screens.setup.keeper')} value={form.goldenRuleSeat} onChange={(e) => patch({ goldenRuleSeat: Number(e.target.value) })}>
            {seats.map((s, i) => (
              <option key={i} value={i}>
                {s.name || w.t('seat.numbered', { n: i + 1 })}
              </option>
            ))}
          </select>
          <span className="hint">{w.t('screens.setup.keeper.hint')}</span>
        </label>
      </div>
      <span className="sub-label">{w.t('screens.setup.difficulty')}</span>
      <div className="segmented" role="radiogroup" aria-label={w.t('screens.setup.difficulty')}>
        {DIFFICULTIES.map((d) => (
          <label key={d} className={form.difficulty === d ? 'on' : ''} {...tip(w.say(DIFFICULTY_TEXTS[d].text))}>
            <input type="radio" name="difficulty" value={d} checked={form.difficulty === d} onChange={() => patch({ difficulty: d })} />
            {w.say(DIFFICULTY_TEXTS[d].name)}
          </label>
        ))}
      </div>
      <p className="hint">{w.say(DIFFICULTY_TEXTS[form.difficulty].text)}</p>
      <Problem field="story" problems={problems} />
      <Problem field="basilisk" problems={problems} />
      <Problem field="goldenRuleSeat" problems={problems} />
    </fieldset>
  );
}

/** Whether a game has a Basilisk among its seats (its factions are then the Basilisk and the allies). */
function hasBasilisk(view: GameView): boolean {
  return view.players.some((p) => p.isBasilisk);
}

function isBasiliskFaction(view: GameView, f: FactionScore): boolean {
  return f.seats.some((s) => view.players[s]?.isBasilisk);
}

/** The score screen's words for a game against the Basilisk (its factions named, the winner said, the factions' hint); null for a game without one. */
export function basiliskScoreWords(w: Words, view: GameView): { faction: (f: FactionScore) => string; winner: (f: FactionScore) => string; hint: string } | null {
  if (!hasBasilisk(view)) return null;
  return {
    faction: (f) => w.t(isBasiliskFaction(view, f) ? 'seat.basilisk' : 'screens.score.allies'),
    winner: (f) => w.t(isBasiliskFaction(view, f) ? 'screens.score.win.basilisk' : 'screens.score.win.allies'),
    hint: w.t('screens.score.factions.coop'),
  };
}
