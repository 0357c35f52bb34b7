// Plain-words labels for actions: button texts and table hover labels in the
// UI, each saying what the click does, and the log sentence of a choice whose
// step writes no line of its own.
import { sectorAs } from './rules/sector-words.js';
import { choiceHandler, pendingTask } from './core/flow.js';
import { parseSpot, seatName } from './core/state.js';
import type { Action, GameState, Resource } from './core/types.js';
import { revelationById } from './content/index.js';
import { eventName, kinName as contentKinName, revelationName, villageBenefit, villageName } from './content/names.js';
import { msg, type Msg } from './core/message.js';
import { pendingStep, slotRow, type ChoiceStep } from './targets.js';
import { deciding, spotForButton, viewerOf, whoseKin } from './rules/button-words.js';
import { palaceFor } from './rules/board.js';
import { aShard, atSpot, kinName, resCount, seatRef } from './rules/words.js';

/** The options every step words the same way (`rules.option.<option>`). */
const OPTION_WORDS = new Set(['yes', 'use', 'reveal', 'explore', 'build', 'collect', 'keep', 'discard', 'clockwise', 'counterclockwise', 'perform']);

/** A resource choice in words: one the seat gains, pays for something, or simply loses. */
function resourceLabel(s: GameState, step: ChoiceStep | null, res: Resource): Msg {
  const amount = resCount(res, 1);
  if (step?.kind === 'payResource' || (step?.kind === 'ability' && step.as === 'nocturnal')) return msg('rules.label.payRes', { amount });
  if (step?.kind === 'loseResource') return msg('rules.label.loseRes', { amount });
  return msg('rules.label.gainRes', { amount });
}

function eventSlotLabel(s: GameState, step: ChoiceStep | null, slot: number): Msg {
  const ev = s.events.foreseen[slot] ?? -1;
  if (ev >= 0) return msg('rules.label.discardEvent', { event: eventName(ev), slot: slot + 1 });
  const back = s.events.discard[s.events.discard.length - 1];
  if (back !== undefined && (step?.task === 'returnEvent' || step?.as === 'clairvoyant')) {
    return msg('rules.label.returnEvent', { event: eventName(back), slot: slot + 1 });
  }
  return msg('rules.label.eventSlot', { slot: slot + 1 });
}

function slotLabel(s: GameState, step: ChoiceStep | null, slot: number): Msg {
  switch (step ? slotRow(step) : null) {
    case 'revelationSlot': {
      const id = s.revelations.slots[slot] ?? -1;
      if (id < 0) return msg('rules.label.revelationSlot', { slot: slot + 1 });
      const card = revelationById(id);
      return msg('rules.label.buyCard', { card: revelationName(card.id), cost: card.cost });
    }
    case 'clanhouseSlot': {
      const id = s.clanhouse[slot] ?? -1;
      return id >= 0
        ? msg('rules.label.recruit', { kin: kinName(s.kin[id]!.type), slot: slot + 1 })
        : msg('rules.label.clanhouseSlot', { slot: slot + 1 });
    }
    case 'eventSlot':
      return eventSlotLabel(s, step, slot);
    default:
      return msg('rules.label.slot', { slot: slot + 1 });
  }
}

/** What choosing a kin does, by the step that asks (a Fighter hits it, a Bard cloaks it...): a key of `rules.label.kin`'s select. */
const KIN_VERBS: Partial<Record<string, string>> = {
  fighter: 'hit',
  archer: 'hit',
  mastermind: 'hit',
  bard: 'cloak',
  diplomat: 'callOver',
  trickster: 'copy',
  cloakOwn: 'cloak',
  nomadKin: 'move',
};

function kinLabel(s: GameState, step: ChoiceStep | null, id: number): Msg {
  const d = deciding(s);
  const k = s.kin[id]!;
  const task = step?.task ?? '';
  const verb = KIN_VERBS[step?.as ?? ''] ?? KIN_VERBS[task] ?? 'choose';
  if (k.loc === 'clanhouse') return msg('rules.label.kinInClanhouse', { verb, kin: kinName(k.type) });
  const where = parseSpot(k.at);
  const at = where ? msg('rules.place.in', { sector: sectorAs('in', where.sector) }) : k.loc === 'palace' ? msg('rules.place.palace') : msg('rules.place.none');
  return msg('rules.label.kin', { verb, kin: whoseKin(s, d, k.seat, k.type), at });
}

function sectorLabel(step: ChoiceStep | null, sector: number): Msg {
  if (step?.as === 'hermit') return msg('rules.label.hermitSector', { sector: sectorAs('of', sector) });
  return msg('rules.label.sector', { sector: sectorAs('obj', sector) });
}

function villageLabel(s: GameState, site: number): Msg {
  const id = s.villages.sites[site]!;
  if (id < 0) return msg('rules.label.villageSite', { site: site + 1 });
  return msg('rules.label.collectVillage', { village: villageName(id), benefit: villageBenefit(id) });
}

/**
 * A choice's words on its button: describeAction's, but a pass in the plainer
 * words its decision declares (ChoiceHandler `passButton`, or that of the step
 * it is `sameAs`), so that no screen words a pass by the kind of decision.
 */
export function buttonLabel(s: GameState, a: Action): Msg {
  if (a.t === 'pass') {
    const top = pendingTask(s);
    const h = top ? choiceHandler(top.k) : undefined;
    const words = h?.passButton ?? (h?.sameAs ? choiceHandler(h.sameAs)?.passButton : undefined);
    if (words) return words;
  }
  return describeAction(s, a);
}

export function describeAction(s: GameState, a: Action): Msg {
  // Labels follow the step the choice belongs to, seen through the Golden Rule's wrappers;
  // a step that words its own choices says so first (its handler's `label`).
  const step = pendingStep(s);
  const handler = step ? choiceHandler(step.task) : undefined;
  const own = handler?.label?.(s, pendingTask(s)!, a) ?? null;
  if (own !== null) return own;
  switch (a.t) {
    case 'pass':
      return handler?.passLabel ?? msg('rules.label.pass');
    case 'place': {
      const d = deciding(s);
      const args = { kin: kinName(s.kin[a.kin]!.type), at: atSpot(s, a.spot, d.actor, viewerOf(d)) };
      const bumped = palaceFor(s).displaced?.(s, a.spot);
      return bumped ? msg('rules.label.placeBumping', { ...args, bumped: whoseKin(s, d, bumped.seat, bumped.type) }) : msg('rules.label.place', args);
    }
    case 'cloak': {
      const t = pendingTask(s);
      const kin = typeof t?.kin === 'number' ? s.kin[t.kin] : undefined;
      const args = kin ? { kin: kinName(kin.type), known: 'yes' } : { kin: msg('rules.place.none'), known: 'no' };
      return msg(a.cloaked ? 'rules.label.cloak' : 'rules.label.unveil', args);
    }
    case 'kin':
      return kinLabel(s, step, a.kin);
    case 'spot':
      return msg('rules.label.moveTo', { spot: spotForButton(s, a.spot) });
    case 'res':
      return resourceLabel(s, step, a.res);
    case 'shard':
      return msg('rules.label.gainShard', { shard: aShard(a.shard) });
    case 'sector':
      return sectorLabel(step, a.sector);
    case 'card':
      return msg('rules.label.useCard', { card: revelationName(a.card) });
    case 'slot':
      return slotLabel(s, step, a.slot);
    case 'site':
      return villageLabel(s, a.site);
    case 'option':
      if (a.option === 'use' && step?.as) return msg('rules.label.useAbility', { kin: contentKinName(step.as) });
      return OPTION_WORDS.has(a.option) ? msg(`rules.option.${a.option}`) : msg('legacy.text', { text: a.option });
    case 'side':
      return msg('rules.label.side', { side: a.side + 1 });
    case 'pick':
      return msg('rules.label.pick', { n: a.ids.length });
  }
}

/**
 * The log sentence of choice `a` in `s`, for a step that writes no line of its
 * own: the deciding seat, named, picking the labelled choice. A secret choice
 * is told only as made, since every seat reads the log.
 */
export function choiceSentence(s: GameState, a: Action): Msg {
  const t = pendingTask(s);
  if (!t) return msg('rules.place.none');
  const d = deciding(s);
  const who = seatName(s, d.decider);
  if (choiceHandler(t.k)?.secret) return msg('rules.log.choseSecretly', { seat: who });
  const label = describeAction(s, a);
  if (d.actor !== d.decider && d.actor >= 0) return msg('rules.log.picksFor', { seat: who, choice: label, actor: seatRef(s, d.actor) });
  return msg('rules.log.picks', { seat: who, choice: label });
}
