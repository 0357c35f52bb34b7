// Plain-words labels for actions: button texts and table hover labels in the
// UI, each saying what the click does, and the log sentence of a choice whose
// step writes no line of its own.
import { choiceHandler, pendingTask } from './core/flow.js';
import { parseSpot, sectorName, seatName } from './core/state.js';
import type { Action, GameState } from './core/types.js';
import { revelationById, villageById, eventById } from './content/index.js';
import { pendingStep, slotRow, type ChoiceStep } from './targets.js';
import { deciding, spotForButton, viewerOf, whoseKin } from './rules/button-words.js';
import { aShard, atSpot, kinName, seatRef } from './rules/words.js';

const OPTION_WORDS: Record<string, string> = {
  yes: 'Yes, pay for the reward',
  use: 'Use the ability',
  reveal: 'Reveal the top kin of your clan pile',
  explore: 'Explore the next village',
  build: 'Build a new village',
  collect: 'Collect the benefits of your village',
  keep: 'Keep the card',
  discard: 'Discard the card for its favor',
  clockwise: 'Turn the palace clockwise',
  counterclockwise: 'Turn the palace counterclockwise',
  perform: 'Use the daytime effect',
};

/** A resource choice in words: one the seat gains, pays for something, or simply loses. */
function resourceLabel(s: GameState, step: ChoiceStep | null, res: string): string {
  if (step?.kind === 'payResource' || (step?.kind === 'ability' && step.as === 'nocturnal')) return `Pay 1 ${res}`;
  if (step?.kind === 'loseResource') return `Lose 1 ${res}`;
  return `Gain 1 ${res}`;
}

function eventSlotLabel(s: GameState, step: ChoiceStep | null, slot: number): string {
  const ev = s.events.foreseen[slot] ?? -1;
  if (ev >= 0) return `Discard “${eventById(ev).name}” (event slot ${slot + 1})`;
  const back = s.events.discard[s.events.discard.length - 1];
  if (back !== undefined && (step?.task === 'returnEvent' || step?.as === 'clairvoyant')) {
    return `Bring “${eventById(back).name}” back to event slot ${slot + 1}`;
  }
  return `Event slot ${slot + 1}`;
}

function slotLabel(s: GameState, step: ChoiceStep | null, slot: number): string {
  switch (step ? slotRow(step) : null) {
    case 'revelationSlot': {
      const id = s.revelations.slots[slot] ?? -1;
      if (id < 0) return `Revelation slot ${slot + 1}`;
      const card = revelationById(id);
      return `Buy “${card.name}”${card.cost ? ` (${card.cost} scroll${card.cost === 1 ? '' : 's'})` : ''}`;
    }
    case 'clanhouseSlot': {
      const id = s.clanhouse[slot] ?? -1;
      return id >= 0 ? `Recruit the ${kinName(s.kin[id]!.type)} (clanhouse slot ${slot + 1})` : `Clanhouse slot ${slot + 1}`;
    }
    case 'eventSlot':
      return eventSlotLabel(s, step, slot);
    default:
      return `Slot ${slot + 1}`;
  }
}

/** What choosing a kin does, by the step that asks (a Fighter hits it, a Bard cloaks it...). */
const KIN_VERBS: Partial<Record<string, string>> = {
  fighter: 'Hit',
  archer: 'Hit',
  mastermind: 'Hit',
  bard: 'Cloak',
  diplomat: 'Call over',
  trickster: 'Copy the ability of',
  cloakOwn: 'Cloak',
  nomadKin: 'Move',
};

function kinLabel(s: GameState, step: ChoiceStep | null, id: number): string {
  const d = deciding(s);
  const k = s.kin[id]!;
  const task = step?.task ?? '';
  const verb = KIN_VERBS[step?.as ?? ''] ?? KIN_VERBS[task];
  if (k.loc === 'clanhouse') return `${verb ? `${verb} the` : 'The'} ${kinName(k.type)} in the clanhouse`;
  const where = parseSpot(k.at);
  const at = where ? ` in ${sectorName(where.sector)}` : k.loc === 'palace' ? ' in the palace' : '';
  return `${verb ?? 'Choose'} ${whoseKin(s, d, k.seat, k.type)}${at}`;
}

function sectorLabel(step: ChoiceStep | null, sector: number): string {
  if (step?.as === 'hermit') return `Use the daytime effect of ${sectorName(sector)} instead`;
  return `Choose ${sectorName(sector)}`;
}

function villageLabel(s: GameState, site: number): string {
  const id = s.villages.sites[site]!;
  if (id < 0) return `Village site ${site + 1}`;
  const v = villageById(id);
  // The benefit's first sentence is enough for a button.
  const benefit = v.text.split('. ')[0]!.replace(/\.$/, '');
  return `Collect ${v.name}: ${benefit.charAt(0).toLowerCase()}${benefit.slice(1)}`;
}

export function describeAction(s: GameState, a: Action): string {
  // Labels follow the step the choice belongs to, seen through the coop Golden Rule wrappers;
  // a step that words its own choices says so first (its handler's `label`).
  const step = pendingStep(s);
  const handler = step ? choiceHandler(step.task) : undefined;
  const own = handler?.label?.(s, pendingTask(s)!, a) ?? null;
  if (own !== null) return own;
  switch (a.t) {
    case 'pass':
      return handler?.passLabel ?? 'Pass';
    case 'place':
      return `Place ${kinName(s.kin[a.kin]!.type)} ${atSpot(s, a.spot, deciding(s).actor, viewerOf(deciding(s)))}`;
    case 'cloak': {
      const t = pendingTask(s);
      const kin = typeof t?.kin === 'number' ? s.kin[t.kin] : undefined;
      const name = kin ? `the ${kinName(kin.type)}` : 'it';
      return a.cloaked ? `Cloak ${name} (pay 1 coin)` : `Leave ${name} unveiled`;
    }
    case 'kin':
      return kinLabel(s, step, a.kin);
    case 'spot':
      return `Move to ${spotForButton(s, a.spot)}`;
    case 'res':
      return resourceLabel(s, step, a.res);
    case 'shard': {
      const words = aShard(a.shard);
      return `Gain ${words}`;
    }
    case 'sector':
      return sectorLabel(step, a.sector);
    case 'card':
      return `Use “${revelationById(a.card).name}”`;
    case 'slot':
      return slotLabel(s, step, a.slot);
    case 'site':
      return villageLabel(s, a.site);
    case 'option':
      if (a.option === 'use' && step?.as) return `Use the ${kinName(step.as)}'s ability`;
      return OPTION_WORDS[a.option] ?? a.option;
    case 'side':
      return `Table side ${a.side + 1}`;
    case 'pick':
      return a.ids.length ? `Pick ${a.ids.length}` : 'Pick none';
  }
}

/**
 * The log sentence of choice `a` in `s`, for a step that writes no line of its
 * own: the deciding seat, named, picking the labelled choice. A secret choice
 * is told only as made, since every seat reads the log.
 */
export function choiceSentence(s: GameState, a: Action): string {
  const t = pendingTask(s);
  if (!t) return '';
  const d = deciding(s);
  const who = seatName(s, d.decider);
  if (choiceHandler(t.k)?.secret) return `${who} chose in secret.`;
  const forWhom = d.actor !== d.decider && d.actor >= 0 ? ` for ${seatRef(s, d.actor)}` : '';
  return `${who} picks “${describeAction(s, a)}”${forWhom}.`;
}
