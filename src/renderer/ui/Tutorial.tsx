// The guided first game: a real 2-player game (you against a steady computer
// player) with callouts that explain each new kind of decision the first time
// it comes up: placing, cloaking, abilities, daytime effects, the opponent's
// turn, night scoring and the final count.
import type { SeatView } from '../../shared/views.js';
import { useGame, type GameStore } from '../store/game.js';
import { CLAN_TEXTS } from './texts.js';
import { msg, type Msg, type MsgArg } from '../../engine/core/message.js';
import { useWords } from '../i18n.js';

export interface Callout {
  id: string;
  title: Msg;
  text: Msg[];
}

const DAYTIME_KINDS = new Set([
  'offerDaytime',
  'discardEvent',
  'rim',
  'explore',
  'collectVillage',
  'palaceDaytime',
  'palaceLantern',
  'acquireRevelation',
  'keepOrDiscard',
  'clanhouseReveal',
  'clanhouseAcquire',
  'clanhouseReplace',
  'chooseSector',
  'gainResource',
]);

/** Callout `id`: its title and paragraphs p1 … pN (screens.tutorial.<id>.…). */
function callout(id: string, paragraphs: number, args?: Record<string, MsgArg>): Callout {
  return {
    id,
    title: msg(`screens.tutorial.${id}.title`),
    text: Array.from({ length: paragraphs }, (_, i) => msg(`screens.tutorial.${id}.p${i + 1}`, i === 0 ? args : undefined)),
  };
}

export const CALLOUTS: Record<string, Callout> = {
  welcome: callout('welcome', 3, {
    crane: CLAN_TEXTS.crane.name,
    craneSymbol: CLAN_TEXTS.crane.symbol,
    craneColour: CLAN_TEXTS.crane.colourName,
    koiSymbol: CLAN_TEXTS.koi.symbol,
    koiColour: CLAN_TEXTS.koi.colourName,
  }),
  'place-kin': callout('place-kin', 2),
  'place-spot': callout('place-spot', 2),
  cloak: callout('cloak', 1),
  ability: callout('ability', 1),
  daytime: callout('daytime', 1),
  opponent: callout('opponent', 1),
  night: callout('night', 2),
  end: callout('end', 2),
};

/** The callout to show now, or null. */
export function currentCallout(sv: SeatView | null, store: Pick<GameStore, 'tutorial' | 'thinking' | 'selectedKin'>): Callout | null {
  const t = store.tutorial;
  if (!t || !sv) return null;
  const seen = new Set(t.seen);
  const want = (id: string) => (seen.has(id) ? null : CALLOUTS[id]!);
  if (sv.gameOver) return null; // the score screen explains the final count
  const w = want('welcome');
  if (w) return w;
  if (sv.view.round >= 2 && !seen.has('night')) return want('night');
  if (store.thinking) return want('opponent');
  if (!sv.yourTurn || !sv.decision) return null;
  const kind = sv.decision.kind;
  if (kind === 'place') {
    const placing = store.selectedKin !== null || new Set(sv.legal.map((c) => (c.action.t === 'place' ? sv.view.kin[c.action.kin]?.type : null))).size === 1;
    return placing ? want('place-spot') : want('place-kin');
  }
  if (kind === 'cloak') return want('cloak');
  if (kind === 'ability') return want('ability');
  if (DAYTIME_KINDS.has(kind)) return want('daytime');
  return null;
}

export function TutorialCallout() {
  const sv = useGame((s) => s.seatView);
  const tutorial = useGame((s) => s.tutorial);
  const thinking = useGame((s) => s.thinking);
  const selectedKin = useGame((s) => s.selectedKin);
  const dismiss = useGame((s) => s.dismissTutorial);
  const end = useGame((s) => s.endTutorial);
  const w = useWords();
  const callout = currentCallout(sv, { tutorial, thinking, selectedKin });
  if (!callout || !tutorial) return null;
  const step = Object.keys(CALLOUTS).indexOf(callout.id) + 1;
  // The last callout ('end') is shown by the score screen. An aside (a
  // complementary landmark, named by its title) rather than a note: it stands
  // beside the table, and a screen reader finds it among the landmarks.
  return (
    <aside className="callout" aria-labelledby="callout-title" data-testid="tutorial-callout">
      <p className="eyebrow">
        {w.t('screens.tutorial.step', { step, steps: Object.keys(CALLOUTS).length })}
      </p>
      <h3 id="callout-title">{w.say(callout.title)}</h3>
      {callout.text.map((p, i) => (
        <p key={i}>{w.say(p)}</p>
      ))}
      <div className="button-row">
        <button type="button" className="primary" onClick={() => dismiss(callout.id)}>
          {w.t('screens.tutorial.gotIt')}
        </button>
        <button type="button" className="link-button" onClick={end}>
          {w.t('screens.tutorial.stop')}
        </button>
      </div>
    </aside>
  );
}
