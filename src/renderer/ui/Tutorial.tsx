// The guided first game: a real 2-player game (you against a steady computer
// player) with callouts that explain each new kind of decision the first time
// it comes up: placing, cloaking, abilities, daytime effects, the opponent's
// turn, night scoring and the final count.
import type { SeatView } from '../../shared/views.js';
import { useGame, type GameStore } from '../store/game.js';
import { CLAN_TEXTS } from './texts.js';

export interface Callout {
  id: string;
  title: string;
  text: string[];
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

export const CALLOUTS: Record<string, Callout> = {
  welcome: {
    id: 'welcome',
    title: 'Welcome to Ryozen',
    text: [
      `You play Hana of the ${CLAN_TEXTS.crane.name} (${CLAN_TEXTS.crane.symbol}, ${CLAN_TEXTS.crane.colourName}); Sensei Koi (${CLAN_TEXTS.koi.symbol}, ${CLAN_TEXTS.koi.colourName}), a computer player, sits across the table. The game lasts three rounds of day and night.`,
      'By day you take turns placing one kin each. At night, the sectors reward whoever is present, and the clan with the most kin in a sector wins its moon shard.',
      'The bar at the bottom always says whose turn it is and what to choose. Your hand, resources and favor are on the left; the table, in words, and the log are on the right.',
    ],
  },
  'place-kin': {
    id: 'place-kin',
    title: 'Placing a kin: pick one',
    text: [
      'Each turn starts by placing one kin from your hand. First pick which one: apprentices have no ability, your fighter can hit a rival kin in the same sector.',
      'Click it in the bar below or in your hand, or press its number key.',
    ],
  },
  'place-spot': {
    id: 'place-spot',
    title: 'Placing a kin: pick a spot',
    text: [
      'Now choose where it goes. Each sector offers a different daytime effect (hover a sector for its effect) and a different reward at night. Spots marked with a resource must be paid for.',
      'The palace always has room: it gives you a resource (or, for a lantern, a lit sector’s effect) and turns afterwards. Press P to place there.',
    ],
  },
  cloak: {
    id: 'cloak',
    title: 'Unveiled or cloaked?',
    text: [
      'Unveiled is free and lets the kin use its ability now. Cloaked costs a coin: the kin uses no ability, but at night it counts double when the sector’s majority is decided.',
    ],
  },
  ability: {
    id: 'ability',
    title: 'A kin ability',
    text: ['Your unveiled kin may use its ability right away. You never have to: Pass keeps things as they are.'],
  },
  daytime: {
    id: 'daytime',
    title: 'The daytime effect',
    text: [
      'After placing, the sector where your kin landed acts for you: its daytime effect. Some effects come in several small steps; each step is a choice in the bar, and Pass skips what you do not want.',
    ],
  },
  opponent: {
    id: 'opponent',
    title: 'Your opponent’s turn',
    text: ['Sensei Koi is choosing. Its choices appear in the log on the right and on the table. Your turn comes back by itself.'],
  },
  night: {
    id: 'night',
    title: 'The first night is over',
    text: [
      'When all kin were placed, night fell: the foreseen events happened to both clans, then each sector paid everyone present, and the strongest presence took a moon shard. Read it back in the log.',
      'At dawn the kin came home and the palace grew a floor. Round 2 begins.',
    ],
  },
  end: {
    id: 'end',
    title: 'The final count',
    text: [
      'After the third night, moon shards and left-over resources turn into favor: sets of three shards are worth the most, and every three resources make 3 favor. The chart shows where each clan’s points came from.',
      'That is the whole game. Start a new one from the title screen whenever you like.',
    ],
  },
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
  const callout = currentCallout(sv, { tutorial, thinking, selectedKin });
  if (!callout || !tutorial) return null;
  const step = Object.keys(CALLOUTS).indexOf(callout.id) + 1;
  // The last callout ('end') is shown by the score screen. An aside (a
  // complementary landmark, named by its title) rather than a note: it stands
  // beside the table, and a screen reader finds it among the landmarks.
  return (
    <aside className="callout" aria-labelledby="callout-title" data-testid="tutorial-callout">
      <p className="eyebrow">
        Guided first game · {step} of {Object.keys(CALLOUTS).length}
      </p>
      <h3 id="callout-title">{callout.title}</h3>
      {callout.text.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <div className="button-row">
        <button type="button" className="primary" onClick={() => dismiss(callout.id)}>
          Got it
        </button>
        <button type="button" className="link-button" onClick={end}>
          Stop the guide
        </button>
      </div>
    </aside>
  );
}
