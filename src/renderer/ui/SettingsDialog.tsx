// The settings dialog (the table quality, sound and music, the language, how
// many finished games are kept), opened by SettingsButton.tsx. A choice takes
// effect at once (a language once its messages are loaded) and is stored in
// the data folder for the next run (store/settings.ts).
import { useId, useState, type ReactNode } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../shared/i18n/locales.js';
import type { TableQuality } from '../../shared/settings-schema.js';
import { sayError, useWords } from '../i18n.js';
import { languageFromSearch, systemLocale, useSettings } from '../store/settings.js';
import { Dialog } from './Dialog.js';

const QUALITIES: readonly TableQuality[] = ['auto', 'high', 'low'];

const KEEP_CHOICES = [50, 100, 200, 500, 1000];

/** How many finished games the games list keeps: a few round numbers, and the stored one if it is another. */
function KeepFinishedField() {
  const w = useWords();
  const keep = useSettings((s) => s.keepFinishedGames);
  const setKeep = useSettings((s) => s.setKeepFinishedGames);
  const id = useId();
  const choices = KEEP_CHOICES.includes(keep) ? KEEP_CHOICES : [...KEEP_CHOICES, keep].sort((a, b) => a - b);
  return (
    <div className="field">
      <label className="stack">
        <span>{w.t('settings.keep.label')}</span>
        <select aria-describedby={`${id}-keep`} value={keep} onChange={(e) => void setKeep(Number(e.target.value))} data-testid="keep-finished">
          {choices.map((n) => (
            <option key={n} value={n}>
              {w.t('settings.keep.choice', { n })}
            </option>
          ))}
        </select>
      </label>
      <p className="hint" id={`${id}-keep`}>
        {w.t('settings.keep.hint')}
      </p>
    </div>
  );
}

/** One volume slider, 0 to 100%, moved with the mouse or the arrow keys. */
function VolumeSlider({ label, value, onChange, testId }: { label: string; value: number; onChange: (v: number) => void; testId: string }) {
  const w = useWords();
  const percent = w.t('settings.sound.percent', { n: value });
  return (
    <label className="stack">
      <span>
        {label} <span className="muted">{percent}</span>
      </span>
      <input
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={value}
        aria-valuetext={percent}
        onChange={(e) => onChange(Number(e.target.value))}
        data-testid={testId}
      />
    </label>
  );
}

/** Master, table sounds and music volumes, and mute (sound/player.ts plays with them). */
function SoundField() {
  const w = useWords();
  const muted = useSettings((s) => s.muted);
  const master = useSettings((s) => s.masterVolume);
  const effects = useSettings((s) => s.effectsVolume);
  const music = useSettings((s) => s.musicVolume);
  const { setMuted, setMasterVolume, setEffectsVolume, setMusicVolume } = useSettings.getState();
  const id = useId();
  return (
    <fieldset className="field" aria-describedby={`${id}-sound`}>
      <legend>{w.t('settings.sound.legend')}</legend>
      <label className="check">
        <input type="checkbox" checked={muted} onChange={(e) => void setMuted(e.target.checked)} data-testid="sound-muted" />
        <span>{w.t('settings.sound.muted')}</span>
      </label>
      <VolumeSlider label={w.t('settings.sound.master')} value={master} onChange={(v) => void setMasterVolume(v)} testId="volume-master" />
      <VolumeSlider label={w.t('settings.sound.effects')} value={effects} onChange={(v) => void setEffectsVolume(v)} testId="volume-effects" />
      <VolumeSlider label={w.t('settings.sound.music')} value={music} onChange={(v) => void setMusicVolume(v)} testId="volume-music" />
      <p className="hint" id={`${id}-sound`}>
        {w.t('settings.sound.hint')}
      </p>
    </fieldset>
  );
}

/** The language: the system's (stored as null), or one Ryozen speaks, each named in itself. */
function LanguageField() {
  const w = useWords();
  const stored = useSettings((s) => s.storedLanguage);
  const setLanguage = useSettings((s) => s.setLanguage);
  const id = useId();
  const pageLanguage = languageFromSearch(typeof location === 'undefined' ? '' : location.search);
  return (
    <div className="field">
      <label className="stack">
        <span>{w.t('settings.language.label')}</span>
        <select
          aria-describedby={`${id}-language`}
          value={stored ?? ''}
          onChange={(e) => void setLanguage(isLocale(e.target.value) ? e.target.value : null)}
          data-testid="language"
        >
          <option value="">{w.t('settings.language.system', { name: LOCALE_NAMES[systemLocale()] })}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <p className="hint" id={`${id}-language`}>
        {w.t('settings.language.hint')}
      </p>
      {pageLanguage ? (
        <p className="hint" data-testid="page-language">
          {w.t('settings.language.page', { lang: pageLanguage })}
        </p>
      ) : null}
    </div>
  );
}

/** What a failure that is not a refused change says (a refused change says the main side's own words). */
const ERROR_IDS = { read: 'settings.error.read', language: 'settings.error.language' } as const;

export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const w = useWords();
  const stored = useSettings((s) => s.storedTableQuality);
  const pageQuality = useSettings((s) => s.pageQuality);
  const problem = useSettings((s) => s.problem);
  const error = useSettings((s) => s.error);
  const keptAside = useSettings((s) => s.keptAside);
  const setTableQuality = useSettings((s) => s.setTableQuality);
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function choose(q: TableQuality) {
    setSaving(true);
    try {
      await setTableQuality(q);
    } finally {
      setSaving(false);
    }
  }

  let errorText: ReactNode = null;
  if (error) errorText = error.during === 'write' ? sayError(w, error.cause) : w.t(ERROR_IDS[error.during], { why: sayError(w, error.cause) });

  return (
    <Dialog title={w.t('settings.title')} onClose={onClose} testId="settings-dialog">
      <div className="form">
        <fieldset className="field" aria-busy={saving}>
          <legend>{w.t('settings.quality.legend')}</legend>
          {QUALITIES.map((q) => (
            <div key={q}>
              <label className="check">
                <input
                  type="radio"
                  name="table-quality"
                  value={q}
                  checked={stored === q}
                  aria-describedby={`${id}-${q}`}
                  data-autofocus={stored === q ? '' : undefined}
                  onChange={() => void choose(q)}
                />
                <span>{w.t(`settings.quality.${q}`)}</span>
              </label>
              <p className="hint" id={`${id}-${q}`} style={{ margin: '0 0 8px 24px' }}>
                {w.t(`settings.quality.${q}.means`)}
              </p>
            </div>
          ))}
        </fieldset>
        {pageQuality ? (
          <p className="hint" data-testid="page-quality">
            {w.t('settings.quality.page', { quality: pageQuality, name: w.t(`settings.quality.${pageQuality}`) })}
          </p>
        ) : null}
        <SoundField />
        <LanguageField />
        <KeepFinishedField />
        {problem ? (
          <p className="field-problem" role="alert">
            {problem.words ? w.say(problem.words) : problem.message}
          </p>
        ) : null}
        {keptAside ? (
          <p className="hint" role="status">
            {w.t('settings.keptAside', { file: keptAside })}
          </p>
        ) : null}
        {errorText ? (
          <p className="field-problem" role="alert">
            {errorText}
          </p>
        ) : null}
        <p className="hint">{w.t('settings.keptHere')}</p>
        <div className="button-row end">
          <button type="button" className="primary" onClick={onClose}>
            {w.t('settings.done')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
