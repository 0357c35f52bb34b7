// Plain-words labels for actions: button texts in the UI and lines in the log.
import { pendingTask } from './core/flow.js';
import { sectorName } from './core/state.js';
import type { Action, GameState } from './core/types.js';
import { KIN_DEFS, revelationById, villageById, eventById } from './content/index.js';

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
};

export function describeAction(s: GameState, a: Action): string {
  const kind = pendingTask(s)?.k ?? '';
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
      if (kind === 'clanhouseReplace') return `Replace your ${KIN_DEFS[k.type].name}${k.loc === 'hand' ? ' in hand' : ' on the board'}`;
      if (k.loc === 'clanhouse') return `The ${KIN_DEFS[k.type].name} in the clanhouse`;
      return `${KIN_DEFS[k.type].name} of ${who}${k.at ? ` (${spotLabel(k.at)})` : ''}`;
    }
    case 'spot':
      return spotLabel(a.spot);
    case 'res':
      return kind === 'loseResource' || kind === 'payResource' || kind === 'ability' ? `1 ${a.res}` : `Gain 1 ${a.res}`;
    case 'shard':
      return `A ${a.shard} moon shard`;
    case 'sector':
      return sectorName(a.sector);
    case 'card':
      return `Use "${revelationById(a.card).name}"`;
    case 'slot': {
      if (kind === 'springsAcquire' || kind === 'ability') {
        const id = s.revelations.slots[a.slot] ?? -1;
        if (id >= 0 && kind === 'springsAcquire') return `Acquire "${revelationById(id).name}"`;
      }
      if (kind === 'clanhouseAcquire') {
        const id = s.clanhouse[a.slot]!;
        return `Recruit the ${KIN_DEFS[s.kin[id]!.type].name} (slot ${a.slot + 1})`;
      }
      const ev = s.events.foreseen[a.slot] ?? -1;
      if (ev >= 0) return `Event slot ${a.slot + 1}: ${eventById(ev).name}`;
      return `Event slot ${a.slot + 1}`;
    }
    case 'site': {
      const id = s.villages.sites[a.site]!;
      return id >= 0 ? villageById(id).name : `Site ${a.site}`;
    }
    case 'option':
      return OPTION_WORDS[a.option] ?? a.option;
    case 'side':
      return `Table side ${a.side + 1}`;
    case 'pick':
      return a.ids.length ? `Pick ${a.ids.length}` : 'Pick none';
  }
}
