// Plain-words labels for actions: button texts in the UI and lines in the log.
import { pendingTask } from './core/flow.js';
import { sectorName } from './core/state.js';
import type { Action, GameState } from './core/types.js';
import { KIN_DEFS, revelationById, villageById, eventById } from './content/index.js';
import { pendingStep, slotRow, type ChoiceStep } from './targets.js';
import { orderedSource, type EffectSource } from './rules/simultaneous.js';
import { describeAsymmetricChoice } from './describe-asym.js';

function spotLabel(spot: string): string {
  if (spot === 'palace') return 'the Phoenix Palace';
  if (spot === 'pinnacle') return 'the palace pinnacle';
  if (spot.startsWith('ward')) return `the palace ward on wall ${Number(spot.slice(4)) + 1}`;
  if (spot.startsWith('battlement')) return `the battlement on wall ${Number(spot.slice(10)) + 1}`;
  const [sector, index] = spot.slice(1).split('.').map(Number) as [number, number];
  return `${sectorName(sector)}, spot ${index + 1}`;
}

const OPTION_WORDS: Record<string, string> = {
  yes: 'Yes, pay',
  use: 'Use the ability',
  reveal: 'Reveal a kin',
  explore: 'Explore',
  build: 'Build',
  collect: 'Collect benefits',
  keep: 'Keep it',
  discard: 'Discard it for favor',
  clockwise: 'Turn it clockwise',
  counterclockwise: 'Turn it counterclockwise',
  perform: 'Use the daytime effect',
};

/** A resource choice in words: one the seat gains, pays for something, or simply loses. */
function resourceLabel(s: GameState, step: ChoiceStep | null, res: string): string {
  if (step?.kind === 'payResource' || (step?.kind === 'ability' && step.as === 'nocturnal')) return `Pay 1 ${res}`;
  const lowers = step?.task === 'coopDifficulty' && Number(pendingTask(s)?.dir) < 0;
  if (step?.kind === 'loseResource' || lowers) return `Lose 1 ${res}`;
  return `Gain 1 ${res}`;
}

function slotLabel(s: GameState, row: ReturnType<typeof slotRow>, slot: number): string {
  switch (row) {
    case 'revelationSlot': {
      const id = s.revelations.slots[slot] ?? -1;
      if (id < 0) return `Revelation slot ${slot + 1}`;
      const card = revelationById(id);
      return `Buy “${card.name}”${card.cost ? ` (${card.cost} scroll${card.cost === 1 ? '' : 's'})` : ''}`;
    }
    case 'clanhouseSlot': {
      const id = s.clanhouse[slot] ?? -1;
      return id >= 0 ? `Recruit the ${KIN_DEFS[s.kin[id]!.type].name} (slot ${slot + 1})` : `Clanhouse slot ${slot + 1}`;
    }
    case 'moon':
      return `The moon between ${sectorName(slot)} and ${sectorName((slot + 1) % 6)}`;
    case 'eventSlot': {
      const ev = s.events.foreseen[slot] ?? -1;
      return ev >= 0 ? `Event slot ${slot + 1}: ${eventById(ev).name}` : `Event slot ${slot + 1}`;
    }
    case null:
      return `Slot ${slot + 1}`;
  }
}

export function describeAction(s: GameState, a: Action): string {
  // Labels follow the step the choice belongs to, seen through the coop Golden Rule wrappers.
  const step = pendingStep(s);
  const task = step?.task ?? '';
  const asym = describeAsymmetricChoice(s, step, a);
  if (asym !== null) return asym;
  switch (a.t) {
    case 'pass':
      return 'Pass';
    case 'place':
      return `Place ${KIN_DEFS[s.kin[a.kin]!.type].name} on ${spotLabel(a.spot)}`;
    case 'cloak':
      return a.cloaked ? 'Cloaked (pay 1 coin)' : 'Unveiled';
    case 'kin': {
      const k = s.kin[a.kin]!;
      const who = s.config.seats[k.seat]?.name ?? (s.players[k.seat]?.isBasilisk ? 'the Basilisk' : `player ${k.seat + 1}`);
      if (task === 'clanhouseReplace') return `Replace your ${KIN_DEFS[k.type].name}${k.loc === 'hand' ? ' in hand' : ' on the board'}`;
      if (k.loc === 'clanhouse') return `The ${KIN_DEFS[k.type].name} in the clanhouse`;
      return `${KIN_DEFS[k.type].name} of ${who}${k.at ? ` (${spotLabel(k.at)})` : ''}`;
    }
    case 'spot':
      return spotLabel(a.spot);
    case 'res':
      return resourceLabel(s, step, a.res);
    case 'shard':
      return `A ${a.shard} moon shard`;
    case 'sector':
      return sectorName(a.sector);
    case 'card':
      return `Use "${revelationById(a.card).name}"`;
    case 'slot':
      return slotLabel(s, step ? slotRow(step) : null, a.slot);
    case 'site': {
      const id = s.villages.sites[a.site]!;
      return id >= 0 ? villageById(id).name : `Site ${a.site}`;
    }
    case 'option': {
      const first = task === 'orderEffects' ? orderedSource(pendingTask(s)?.sources as readonly EffectSource[], a.option) : undefined;
      if (first) return `“${first.label}” first`;
      return OPTION_WORDS[a.option] ?? a.option;
    }
    case 'side':
      return `Table side ${a.side + 1}`;
    case 'pick':
      return a.ids.length ? `Pick ${a.ids.length}` : 'Pick none';
  }
}
