// The sixteen kin types. What each ability does comes from the rules; the
// wording shown to players is this project's own, and it is the only wording:
// the HUD, the 3D tiles and the engine's prompts all read it (through the
// generated renderer catalog, see scripts/catalog-source.ts). The code is the
// two-letter monogram printed on a tile.
import type { KinType } from '../core/types.js';
import type { KinDef } from './types.js';

function kin(type: KinType, name: string, code: string, text: string): KinDef {
  return { type, name, code, text, provenance: 'rules' };
}

export const KIN_DEFS: Record<KinType, KinDef> = {
  apprentice: kin('apprentice', 'Apprentice', 'Ap', 'Has no ability of its own; it is there to add presence.'),
  archer: kin('archer', 'Archer', 'Ar', 'Hit a kin in the sector directly across the board.'),
  bard: kin('bard', 'Bard', 'Bd', 'Turn a kin in a neighbouring sector face down (cloaked) without paying for it.'),
  clairvoyant: kin(
    'clairvoyant',
    'Clairvoyant',
    'Cv',
    'Choose one: throw away a foreseen event, or bring the most recently discarded event back into an empty event slot.',
  ),
  councilor: kin(
    'councilor',
    'Councilor',
    'Co',
    'Score 3 FP if your herald leads the capital track; otherwise take 2 scrolls.',
  ),
  diplomat: kin(
    'diplomat',
    'Diplomat',
    'Dp',
    'Bring one of your kin over from a neighbouring sector into a free spot here, at no cost.',
  ),
  fighter: kin('fighter', 'Fighter', 'Fi', 'Hit a kin in this same sector.'),
  guard: kin(
    'guard',
    'Guard',
    'Gu',
    'Pay 1 coin to seal this sector: until your next turn nobody may place or move a kin into it.',
  ),
  hermit: kin('hermit', 'Hermit', 'He', "Use a neighbouring sector's daytime effect in place of this sector's."),
  mastermind: kin('mastermind', 'Mastermind', 'Mm', 'Hit a kin in any sector where you already have a cloaked kin.'),
  mentor: kin('mentor', 'Mentor', 'Me', "Use the Clanhouse's daytime effect."),
  merchant: kin('merchant', 'Merchant', 'Mc', 'Take 1 resource of your choice.'),
  nocturnal: kin(
    'nocturnal',
    'Nocturnal',
    'No',
    "Pay 1 resource of your choice to take a moon shard of this sector's colour.",
  ),
  pathfinder: kin(
    'pathfinder',
    'Pathfinder',
    'Pf',
    'Choose one: move your pioneer on to the next built village, or collect the benefits of the village it stands on.',
  ),
  philosopher: kin('philosopher', 'Philosopher', 'Ph', 'Buy one revelation card for its scroll cost.'),
  trickster: kin(
    'trickster',
    'Trickster',
    'Tr',
    'Borrow the ability of one of your ready kin waiting in the Clanhouse and use it as your own.',
  ),
};

/** What "hit" means, for help texts (rules meaning, our words). */
export const HIT_TEXT =
  'A cloaked kin that is hit turns face up. A face-up kin that is hit goes to the Phoenix Palace to recover; it still counts at night.';
