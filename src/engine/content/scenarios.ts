// Story-mode scenario decks of the Basilisk's game (house: the rules text
// describes the decks of three Act cards but prints none). Act I applies at
// setup and usually reshapes the Basilisk's starting stack, always swapping as
// many kin in as it takes out so the stack still ends at 8 or 9 kin. Acts II and
// III apply at the start of rounds 2 and 3.
import type { Scenario } from './types.js';

export const SCENARIOS: Scenario[] = [
  {
    id: 'ashes-of-the-crane',
    name: 'Ashes of the Crane',
    blurb: 'The Crane elders have turned to stone-eyed servants of the Basilisk.',
    clan: 'crane',
    provenance: 'house',
    acts: [
      {
        act: 1,
        name: 'The Broken Vow',
        story:
          "The Crane elders drank from the Basilisk's well, and their eyes turned to grey stone. Now their archers watch the very roads they once swore to keep open.",
        text: "Setup: take 2 apprentices out of the Basilisk's stack and put in its archer and its mastermind. The Basilisk starts with 2 extra coins.",
        changes: [
          { basiliskRemoveKin: ['apprentice', 'apprentice'] },
          { basiliskAddKin: ['archer', 'mastermind'] },
          { basiliskGain: { coin: 2 } },
        ],
        provenance: 'house',
      },
      {
        act: 2,
        name: 'The Silent Court',
        story:
          "Stone-eyed cranes crowd the halls of the Capital, and the herald's bell no longer rings for the living. Scribes slip the allies what records they can save.",
        text: 'This round no ally may place a kin in the Capital. The allies take 2 scrolls.',
        changes: [{ blockSector: 1 }, { alliesGain: { scroll: 2 } }],
        provenance: 'house',
      },
      {
        act: 3,
        name: 'Wings of Ash',
        story:
          'On the last dusk the corrupted flock rises and circles the Palace in a storm of grey feathers. Deep inside, the phoenix stirs and lends its light to those who still resist.',
        text: 'The Basilisk plays 1 extra turn this round. The allies take 2 lanterns.',
        changes: [{ basiliskExtraTurn: 1 }, { alliesGain: { lantern: 2 } }],
        provenance: 'house',
      },
    ],
  },
  {
    id: 'the-drowned-springs',
    name: 'The Drowned Springs',
    blurb: 'Dark water rises in the koi ponds and floods the Springs.',
    clan: 'koi',
    provenance: 'house',
    acts: [
      {
        act: 1,
        name: 'Still Water',
        story:
          'Black water seeps into the koi ponds, and the fish that glide there no longer answer to their clan. In the markets, smiling merchants trade in what was stolen.',
        text: "Setup: swap 1 apprentice in the Basilisk's stack for its merchant. The Basilisk starts with 2 extra scrolls.",
        changes: [
          { basiliskRemoveKin: ['apprentice'] },
          { basiliskAddKin: ['merchant'] },
          { basiliskGain: { scroll: 2 } },
        ],
        provenance: 'house',
      },
      {
        act: 2,
        name: 'The Flood',
        story:
          'The Springs burst their banks in the night, and the dark tide carries off every lantern set beside them. Something glitters in the silt where the water drew back.',
        text: 'This round no ally may place a kin in the Springs. The Basilisk takes an agate moon shard.',
        changes: [{ blockSector: 4 }, { basiliskGain: { agate: 1 } }],
        provenance: 'house',
      },
      {
        act: 3,
        name: 'The Koi Ascends',
        story:
          'They say a koi that climbs the falls becomes a dragon; this one is climbing toward the Palace. The river spirits empty their offering bowls to help the allies stand against it.',
        text: 'The Basilisk scores 4 FP. The allies take 2 coins.',
        changes: [{ basiliskFp: 4 }, { alliesGain: { coin: 2 } }],
        provenance: 'house',
      },
    ],
  },
  {
    id: 'shell-of-stone',
    name: 'Shell of Stone',
    blurb: 'Something ancient wakes beneath the tortoise temple and closes the roads.',
    clan: 'tortoise',
    provenance: 'house',
    acts: [
      {
        act: 1,
        name: 'The Sleeping Fortress',
        story:
          'Under the old tortoise temple something vast and patient has opened its eyes. Its guards bar every door, and its hermits walk paths no map records.',
        text: "Setup: take 2 apprentices out of the Basilisk's stack and put in its guard and its hermit. The Basilisk starts with 1 extra lantern; the allies start with 1 coin fewer.",
        changes: [
          { basiliskRemoveKin: ['apprentice', 'apprentice'] },
          { basiliskAddKin: ['guard', 'hermit'] },
          { basiliskGain: { lantern: 1 } },
          { alliesLose: { coin: 1 } },
        ],
        provenance: 'house',
      },
      {
        act: 2,
        name: 'The Slow Siege',
        story:
          "The tortoise never hurries. Its tribute wagons creep along the Rim, heavy with coin, while the villages quietly smuggle supplies to the allies.",
        text: 'The Basilisk takes 2 coins. The allies take 1 scroll and 1 lantern.',
        changes: [{ basiliskGain: { coin: 2 } }, { alliesGain: { scroll: 1, lantern: 1 } }],
        provenance: 'house',
      },
      {
        act: 3,
        name: 'The Closed Road',
        story:
          "Great stone slabs crash down across the pilgrims' road. Only those who already travelled past the Rim can still hope to reach the phoenix's statue.",
        text: 'This round no ally may place a kin in the Rim. The Basilisk scores 4 FP.',
        changes: [{ blockSector: 2 }, { basiliskFp: 4 }],
        provenance: 'house',
      },
    ],
  },
  {
    id: 'masks-of-the-fox',
    name: 'Masks of the Fox',
    blurb: 'Masked tricksters sow doubt at court; nobody can be trusted.',
    clan: 'fox',
    provenance: 'house',
    acts: [
      {
        act: 1,
        name: 'A Borrowed Face',
        story:
          "The Fox Clan's tricksters now wear masks carved from Basilisk scales. At court nobody can tell a friend from a traitor any more.",
        text: "Setup: take the fighter and 1 apprentice out of the Basilisk's stack and put in its trickster and its bard. The allies start with 1 lantern fewer.",
        changes: [
          { basiliskRemoveKin: ['fighter', 'apprentice'] },
          { basiliskAddKin: ['trickster', 'bard'] },
          { alliesLose: { lantern: 1 } },
        ],
        provenance: 'house',
      },
      {
        act: 2,
        name: 'Whispers at Court',
        story:
          'Rumours outrun every messenger, and coins vanish from chests that were never unlocked. Somewhere a fox is laughing.',
        text: 'The allies lose 2 coins. The Basilisk takes 1 coin and 1 scroll.',
        changes: [{ alliesLose: { coin: 2 } }, { basiliskGain: { coin: 1, scroll: 1 } }],
        provenance: 'house',
      },
      {
        act: 3,
        name: 'The Unmasking',
        story:
          "On the Palace's final night the masks begin to slip, yet the fox keeps one last trick up its sleeve. Loyal archivists hand the allies the secrets they uncovered.",
        text: 'The Basilisk plays 1 extra turn this round and takes a coral moon shard. The allies take 2 scrolls.',
        changes: [{ basiliskExtraTurn: 1 }, { basiliskGain: { coral: 1 } }, { alliesGain: { scroll: 2 } }],
        provenance: 'house',
      },
    ],
  },
];

/** A scenario by id, or undefined. */
export function findScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}

/** A scenario by id; throws on an unknown id. */
export function scenarioById(id: string): Scenario {
  const s = findScenario(id);
  if (!s) throw new Error(`Unknown scenario id "${id}"`);
  return s;
}
