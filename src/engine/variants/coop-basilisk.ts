// COOPERATIVE MODE: the Basilisk's turns ("BASILISK TURN"). It plays one turn
// per ally in a row; each turn reveals enemy cards until a sector card comes
// up, places the top kin of its stack by the placement rules, then performs
// the daytime effect of where the kin went. Every choice the rules leave open
// is a Golden Rule decision (coop-golden.ts).
import { ownRow } from '../core/clone.js';
import { push, task, TaskTable } from '../core/flow.js';
import { follows } from '../core/readings.js';
import { msg, type Msg } from '../core/message.js';
import {
  addFp, freeSpots, has, highlightedSectors, kinById, log, parseSpot, putOnSpot, removeFromPlace, sectorName,
  seatName, spotId, take, withRng } from '../core/state.js';
import type { Action, GameState, Kin, NoData, Sector, Task } from '../core/types.js';
import { CLANHOUSE_SLOTS, TWIST_FP, enemyCardById, type EnemyCard } from '../content/index.js';
import { kinAbility as kinAbilityText } from '../content/names.js';
import { kinAbility, type AbilityUse } from '../rules/kin/index.js';
import { isGuarded, palaceFor, spotCost } from '../rules/board.js';
import { afterSectorPlacement } from '../core/variants-in-play.js';
import { revealToClanhouse } from '../rules/setup.js';
import { aKin, atSpot, kinName, resCount } from '../rules/words.js';
import { sectorAs } from '../rules/sector-words.js';
import { autoPick, grOptions } from './coop-golden.js';
import { AUTO_SPEND_ORDER, allyCount, basiliskSeat, coopOf, isBasiliskSeat, mostAmong, syncStack } from './coop-state.js';
import { daytimeEffectWords, placeKinWords, replaceKinWords } from '../rules/button-words.js';

declare module '../core/types.js' {
  interface TaskData {
    coopTurn: NoData;
    /** `afterTwist`: this reveal follows a twist card. */
    coopReveal: { afterTwist: boolean };
    coopPlace: NoData;
    /** The Basilisk's kin `kin` goes to a spot of `sector`. */
    coopSpot: { kin: number; sector: Sector };
    /** The Basilisk's kin `kin` was placed in `sector`: unveiled with its ability, or cloaked. */
    coopSide: { kin: number; sector: Sector };
    coopAbility: TaskData['ability'];
    coopPalaceDaytime: NoData;
    coopHighlight: NoData;
    coopRotate: NoData;
    coopClanhouseReveal: NoData;
    coopClanhouseAcquire: NoData;
    /** Recruit `recruit` replaces one of the Basilisk's kin in play (`only` its apprentices, or any). */
    coopReplace: { recruit: number; only: 'apprentice' | 'any' };
    coopShuffleStack: NoData;
  }
}

/** The steps this module defines (installed by the list of variants). */
export const basiliskTasks = new TaskTable();

// --- turns in a row ------------------------------------------------------------

// "They play a number of turns in a row equal to the number of allies" (plus any story extra turn).
export function basiliskTurnsInARow(s: GameState, seat: number, prev: number): number {
  return isBasiliskSeat(s, seat) ? allyCount(s) + coopOf(s).extraTurns : prev;
}

export function basiliskTurnTasks(s: GameState, seat: number, prev: Task[]): Task[] {
  return isBasiliskSeat(s, seat) ? [task('coopTurn', seat), task('endTurn', seat)] : prev;
}

// Story acts may close a sector to the allies for a round.
export function storyBlockedSectors(s: GameState, seat: number, prev: number[]): number[] {
  if (isBasiliskSeat(s, seat)) return prev;
  const blocked = coopOf(s).blocked;
  return blocked.length ? [...prev, ...blocked] : prev;
}

basiliskTasks.auto('coopTurn', (s, t) => {
  const c = coopOf(s);
  c.extraTurns = 0; // a story extra turn belongs to the first run of Basilisk turns after its act
  c.card = -1;
  syncStack(s);
  push(s, task('coopReveal', t.seat, { afterTwist: false }));
});

// --- 1. enemy card revelation ------------------------------------------------------

function reshuffleDiscard(s: GameState): void {
  const c = coopOf(s);
  c.deck = withRng(s, (r) => r.shuffle(c.discard.concat(c.deck)));
  c.discard = [];
  log(s, -1, () => msg('variants.coop.log.reshuffle'));
}

/** Moves the bottom card of the enemy deck to its top. */
function bottomToTop(s: GameState): void {
  const c = coopOf(s);
  const bottom = c.deck.shift();
  if (bottom !== undefined) c.deck.push(bottom);
}

basiliskTasks.auto('coopReveal', (s, t) => {
  const c = coopOf(s);
  const b = t.seat;
  // "If the deck runs out, shuffle the discard pile to form a new deck."
  if (c.deck.length === 0) reshuffleDiscard(s);
  const id = c.deck.pop();
  if (id === undefined) return; // no card at all (cannot happen with 12 sector cards)
  c.revealed += 1;
  const card = enemyCardById(id);
  if (card.kind === 'sector') {
    // "Place it in the enemy discard pile ... then place the top kin of the Basilisk's stack on the sector indicated."
    c.discard.push(id);
    c.card = id;
    log(
      s,
      b,
      () => card.secondary === undefined
        ? msg('variants.coop.log.enemyCard', { sector: sectorAs('obj', card.sector) })
        : msg('variants.coop.log.enemyCardElse', { sector: sectorAs('obj', card.sector), secondary: sectorAs('obj', card.secondary) }),
    );
    push(s, task('coopPlace', b));
    return;
  }
  // A twist: favor by difficulty, the card leaves the game, the deck is reworked, then a new reveal.
  const fp = TWIST_FP[s.config.difficulty ?? 'medium'];
  addFp(s, b, fp);
  c.removed.push(id);
  const first = c.revealed === 1;
  const afterTwist = t.afterTwist;
  const wasLast = c.deck.length === 0;
  log(s, b, () => msg('variants.coop.log.twist', { seat: seatName(s, b), fp }));
  // "If the twist card is the last card left in the enemy deck, shuffle all the discarded cards as a new
  // enemy deck before proceeding."
  if (wasLast) reshuffleDiscard(s);
  if (afterTwist || first) {
    // Twist right after a twist: "take the last card of the enemy deck, and place it on top".
    // Twist as the first revealed card: "take the bottom card of the enemy deck and place it on top of it".
    bottomToTop(s);
  } else {
    // "Take the bottom card of the enemy deck, shuffle it into the enemy discard pile, and place these
    // shuffled cards facedown on top of the enemy deck."
    const bottom = c.deck.shift();
    const pile = bottom === undefined ? c.discard : [...c.discard, bottom];
    const shuffled = withRng(s, (r) => r.shuffle(pile.slice()));
    c.discard = [];
    c.deck.push(...shuffled);
  }
  // "Finally, reveal a new card from the top of the enemy deck and resolve its effects."
  push(s, task('coopReveal', b, { afterTwist: true }));
});

export function cardLabel(card: EnemyCard): Msg {
  if (card.kind === 'twist') return msg('variants.coop.card.twist');
  return card.secondary === undefined
    ? sectorName(card.sector)
    : msg('variants.coop.card.sectors', { sector: sectorName(card.sector), secondary: sectorName(card.secondary) });
}

/** The sector card of the turn in progress (or, outside the Basilisk's turns, the top of the enemy discard). */
export function currentCard(s: GameState): Extract<EnemyCard, { kind: 'sector' }> | null {
  const c = coopOf(s);
  const id = c.card >= 0 ? c.card : c.discard[c.discard.length - 1];
  if (id === undefined) return null;
  const card = enemyCardById(id);
  return card.kind === 'sector' ? card : null;
}

// --- 2. kin placement ---------------------------------------------------------------

/**
 * Spots the Basilisk would use in a sector: "always ... onto a free spot, if any";
 * "if only a paid spot is available, the Basilisk must pay" (so paid spots it can afford).
 * Under readings 4, picking a paid spot picks what it spends, so "they spend/lose the kind
 * they currently have the most of" keeps only the spots priced in that kind (docs/rules-notes.md).
 */
export function basiliskSpotsIn(s: GameState, seat: number, sector: number): string[] {
  if (isGuarded(s, sector)) return [];
  const empty = freeSpots(s, sector);
  const free = empty.filter((i) => !spotCost(s, sector, i));
  if (free.length) return free.map((i) => spotId(sector, i));
  const affordable = empty.filter((i) => has(s, seat, spotCost(s, sector, i)!));
  if (!follows(s, 4)) return affordable.map((i) => spotId(sector, i));
  const most = mostAmong(s, seat, affordable.map((i) => spotCost(s, sector, i)!));
  return affordable.filter((i) => most.includes(spotCost(s, sector, i)!)).map((i) => spotId(sector, i));
}

/** The top kin of the Basilisk stack, or null when it is empty. */
export function topOfStack(s: GameState): Kin | null {
  const c = coopOf(s);
  const id = c.stack[c.stack.length - 1];
  return id === undefined ? null : kinById(s, id);
}

/** Takes a kin out of the Basilisk stack (it is being placed or replaced). */
export function leaveStack(s: GameState, id: number): void {
  const c = coopOf(s);
  c.stack = c.stack.filter((x) => x !== id);
}

/** Where the Basilisk's kin goes when no sector spot takes it: the standard palace, or coop-palace.ts. */
/** The Basilisk's kin in the standard palace (a palace of a variant may place it its own way). */
function placeInPalace(s: GameState, seat: number, k: Kin): void {
  const own = palaceFor(s).placeBasilisk;
  if (own) {
    own(s, seat, k);
    return;
  }
  leaveStack(s, k.id);
  removeFromPlace(s, k);
  k.loc = 'palace';
  k.at = 'palace';
  k.cloaked = false;
  log(s, seat, () => msg('variants.coop.log.noSpot', { seat: seatName(s, seat), kin: kinName(k.type) }));
  push(s, task('coopPalaceDaytime', seat));
}

basiliskTasks.auto('coopPlace', (s, t) => {
  const b = t.seat;
  const k = topOfStack(s);
  const card = currentCard(s);
  if (!k || !card) return;
  // "Place the kin on the main sector of the 2 depicted, if possible, otherwise on the secondary."
  const sectors = card.secondary === undefined ? [card.sector] : [card.sector, card.secondary];
  for (const sector of sectors) {
    if (basiliskSpotsIn(s, b, sector).length) {
      push(s, task('coopSpot', b, { kin: k.id, sector }));
      return;
    }
  }
  // "If the Basilisk is unable to place their kin due to lack of available spots or lack of resources,
  // the kin must be placed onto the Palace."
  placeInPalace(s, b, k);
});

// Which of several equally valid spots (Golden Rule).
basiliskTasks.choice('coopSpot', {
  kind: 'coopSpot',
  label: (s, t, a) => (a.t === 'spot' && typeof t.kin === 'number' ? placeKinWords(s, t.kin, a.spot) : null),
  prompt: (_s, t) => msg('variants.coop.spot.prompt', { sector: sectorAs('of', t.sector) }),
  options: (s, t) => {
    const opts: Action[] = basiliskSpotsIn(s, t.seat, t.sector).map((spot) => ({ t: 'spot', spot }));
    return grOptions(s, opts, (o) => {
      // Make it pay with what it uses most (free spots all cost nothing: the first one). Under readings 4
      // the spots left are priced in the kinds tied for most, so this only breaks that tie, as a tied spend does.
      const cost = (a: Action) => {
        const p = parseSpot((a as { spot: string }).spot)!;
        const c = spotCost(s, p.sector, p.index);
        return c ? AUTO_SPEND_ORDER.indexOf(c) : -1;
      };
      return o.slice().sort((a, b) => cost(a) - cost(b))[0]!;
    });
  },
  resolve: (s, t, a) => {
    if (a.t !== 'spot') return;
    const k = kinById(s, t.kin);
    const p = parseSpot(a.spot)!;
    const cost = spotCost(s, p.sector, p.index);
    if (cost) take(s, t.seat, cost);
    leaveStack(s, k.id);
    putOnSpot(s, k, p.sector, p.index, false);
    log(s, t.seat, () => {
      const placed = { seat: seatName(s, t.seat), kin: kinName(k.type), at: atSpot(s, a.spot, t.seat) };
      return cost ? msg('variants.coop.log.placedPaying', { ...placed, cost: resCount(cost, 1) }) : msg('variants.coop.log.placed', placed);
    });
    push(s, task('coopSide', t.seat, { kin: k.id, sector: p.sector }));
  },
});

// "If the ability of the kin can be performed (valid targets available), the kin is placed unveiled and
// the Basilisk performs its ability. If [not], place the kin cloaked, spending 1 coin. If [it] has no
// coins ..., the kin is placed unveiled but no ability is performed."
basiliskTasks.auto('coopSide', (s, t) => {
  const b = t.seat;
  const k = kinById(s, t.kin);
  const sector = t.sector;
  const steps: Task[] = [];
  const ability = task('ability', b, { kin: k.id, sector, as: k.type });
  if (kinAbility(k.type).hasAbility && basiliskAbilityOptions(s, ability).length > 0) {
    k.cloaked = false;
    log(s, b, () => msg('variants.coop.log.unveiled', { seat: seatName(s, b), kin: kinName(k.type), sector: sectorAs('in', sector) }));
    steps.push(ability);
  } else if (has(s, b, 'coin')) {
    take(s, b, 'coin');
    k.cloaked = true;
    log(s, b, () => msg('variants.coop.log.cloaked', { seat: seatName(s, b), kin: kinName(k.type), sector: sectorAs('in', sector) }));
  } else {
    k.cloaked = false;
    log(s, b, () => msg('variants.coop.log.noCoin', { seat: seatName(s, b), kin: kinName(k.type), sector: sectorAs('in', sector) }));
  }
  // "3. Basilisk daytime effect resolution": the sector the kin was placed onto.
  steps.push(task('daytime', b, { sector }), ...afterSectorPlacement(s, b, sector));
  push(s, ...steps);
});

// --- abilities -------------------------------------------------------------------------

/**
 * The Basilisk's valid targets: its ability's options narrowed by the coop rules each kin
 * module declares (its hits aim at the allies' kin, its bard cloaks its own kin, its merchant
 * gains and its nocturnal pays by the least/most rule).
 */
export function basiliskAbilityOptions(s: GameState, use: AbilityUse): Action[] {
  const ability = kinAbility(use.as);
  return ability.basiliskOptions(s, use, ability.options(s, use));
}

// The Basilisk never passes when its ability can be performed; which target is a Golden Rule choice.
basiliskTasks.choice('coopAbility', {
  kind: 'ability',
  sameAs: 'ability',
  prompt: (_s, t) => msg('variants.coop.ability.prompt', { kin: kinName(t.as), ability: kinAbilityText(t.as) }),
  options: (s, t) => grOptions(s, basiliskAbilityOptions(s, t), (o) => kinAbility(t.as).autoPick(s, t, o)),
  // Its options never include a pass.
  resolve: (s, t, a) => kinAbility(t.as).resolve(s, t, a),
});

// --- 3. the palace's daytime effect ------------------------------------------------------

/** The card's sector if the palace highlights it (main first, then the secondary), else null. */
export function highlightedCardSector(s: GameState): Sector | null {
  const card = currentCard(s);
  if (!card) return null;
  const hl = highlightedSectors(s);
  if (hl.includes(card.sector)) return card.sector;
  if (card.secondary !== undefined && hl.includes(card.secondary)) return card.secondary;
  return null;
}

basiliskTasks.auto('coopPalaceDaytime', (s, t) => {
  const b = t.seat;
  if (has(s, b, 'lantern')) {
    // "They spend 1 lantern, perform the daytime effect of a highlighted sector, and rotate the Palace 1 sector."
    take(s, b, 'lantern');
    const sector = highlightedCardSector(s);
    if (sector !== null) {
      log(s, b, () => msg('variants.coop.log.palaceCardSector', { seat: seatName(s, b), sector: sectorAs('of', sector) }));
      push(s, task('daytime', b, { sector }), task('coopRotate', b));
    } else {
      log(s, b, () => msg('variants.coop.log.palaceHighlighted', { seat: seatName(s, b) }));
      push(s, task('coopHighlight', b), task('coopRotate', b));
    }
    return;
  }
  // "If the Basilisk has no lanterns left, ... they gain 1 resource of their choice and rotate the Palace 1 sector clockwise."
  push(s, task('gainResource', b), task('rotate', b));
});

basiliskTasks.choice('coopHighlight', {
  kind: 'chooseSector',
  label: (_s, _t, a) => (a.t === 'sector' ? daytimeEffectWords(a.sector) : null),
  prompt: () => msg('variants.coop.highlight.prompt'),
  options: (s) => grOptions(s, highlightedSectors(s).map((sector) => ({ t: 'sector' as const, sector })), (o) => autoPick(s, 'coopHighlight', o)),
  resolve: (s, t, a) => {
    if (a.t !== 'sector') return;
    log(s, t.seat, () => msg('variants.coop.log.highlight', { seat: seatName(s, t.seat), sector: sectorAs('obj', a.sector) }));
    push(s, task('daytime', t.seat, { sector: a.sector }));
  },
});

// "Rotate the Palace 1 sector (clockwise or counterclockwise)."
basiliskTasks.choice('coopRotate', {
  kind: 'rotateDirection',
  prompt: () => msg('variants.coop.rotate.prompt'),
  options: (s) =>
    grOptions(
      s,
      [
        { t: 'option', option: 'clockwise' },
        { t: 'option', option: 'counterclockwise' },
      ],
      (o) => o[0]!,
    ),
  resolve: (s, t, a) => {
    if (a.t !== 'option') return;
    const cw = a.option === 'clockwise';
    s.palace = { ...s.palace, rotation: (s.palace.rotation + (cw ? 1 : 5)) % 6 };
    log(s, t.seat, () => msg('variants.coop.log.rotated', { seat: seatName(s, t.seat), dir: cw ? 'clockwise' : 'counterclockwise' }));
  },
});

// --- the clanhouse procedure ---------------------------------------------------------------

// "1. Reveals a new kin in the clanhouse, taking it from the top of their clan pile."
basiliskTasks.auto('coopClanhouseReveal', (s, t) => {
  const id = revealToClanhouse(s, t.seat);
  if (id !== null) log(s, t.seat, () => msg('variants.coop.log.clanhouseReveal', { seat: seatName(s, t.seat), kin: aKin(kinById(s, id).type) }));
});

// "2. Acquires the ready kin from their clan indicated on the revealed sector card, spending the number of
// coins indicated on the board." Then 3 (replacement) and "4. Shuffle the Basilisk stack."
basiliskTasks.auto('coopClanhouseAcquire', (s, t) => {
  const b = t.seat;
  const card = currentCard(s);
  const slot = card?.clanhouseSlot;
  const id = slot === undefined ? -1 : (s.clanhouse[slot] ?? -1);
  const def = slot === undefined ? undefined : CLANHOUSE_SLOTS[slot];
  const recruit = id >= 0 ? kinById(s, id) : null;
  if (!recruit || !def || recruit.clan !== s.players[b]!.clan || !has(s, b, 'coin', def.cost)) {
    log(s, b, () => msg('variants.coop.log.cannotRecruit', { seat: seatName(s, b), slot: (slot ?? 0) + 1 }));
    push(s, task('coopShuffleStack', b));
    return;
  }
  take(s, b, 'coin', def.cost);
  addFp(s, b, def.fp);
  s.clanhouse[slot!] = -1;
  const row = s.clanhouse.filter((x) => x >= 0);
  while (row.length < s.clanhouse.length) row.push(-1);
  s.clanhouse = row;
  recruit.loc = 'box'; // in limbo until it replaces a kin just below
  recruit.at = '';
  log(
    s,
    b,
    () => msg('variants.coop.log.recruited', { seat: seatName(s, b), cost: resCount('coin', def.cost), kin: kinName(recruit.type), slot: slot! + 1, fp: def.fp }),
  );
  const c = coopOf(s);
  const inStack = c.stack.map((x) => kinById(s, x));
  const apprentice = inStack.slice().reverse().find((k) => k.type === 'apprentice');
  if (apprentice) {
    // "If the Basilisk still has an apprentice in their stack, they replace it with the new kin."
    replaceKin(s, b, recruit, apprentice);
  } else if (inPlay(s, b).some((k) => k.type === 'apprentice')) {
    // "Choose 1 apprentice on the board and replace it with the newly acquired one (Golden Rule applies)."
    push(s, task('coopReplace', b, { recruit: recruit.id, only: 'apprentice' }));
  } else if (inStack.length) {
    // "They replace the first kin of their stack with the newly acquired one."
    replaceKin(s, b, recruit, inStack[inStack.length - 1]!);
  } else {
    // "If there are no other kin on their stack, choose any 1 kin and replace it (Golden Rule applies)."
    push(s, task('coopReplace', b, { recruit: recruit.id, only: 'any' }));
  }
  push(s, task('coopShuffleStack', b));
});

/** The Basilisk's kin on the board or in the palace. */
export function inPlay(s: GameState, seat: number): Kin[] {
  return s.kin.filter((k) => k.seat === seat && (k.loc === 'board' || k.loc === 'palace'));
}

/** "When replacing a kin, always maintain the placement side of the replaced kin, cloaked or unveiled." */
export function replaceKin(s: GameState, seat: number, recruit: Kin, old: Kin): void {
  const { loc, at, cloaked } = old;
  const c = coopOf(s);
  const pos = c.stack.indexOf(old.id);
  if (pos >= 0) c.stack[pos] = recruit.id;
  removeFromPlace(s, old);
  old.loc = 'box';
  old.at = '';
  old.cloaked = false;
  recruit.loc = loc;
  recruit.at = at;
  recruit.cloaked = cloaked;
  recruit.seat = seat;
  if (loc === 'board') {
    const p = parseSpot(at)!;
    ownRow(s, p.sector)[p.index] = recruit.id;
  }
  const where =
    loc === 'hand'
      ? msg('variants.coop.where.stack')
      : loc === 'palace'
        ? msg('variants.coop.where.palace')
        : msg('variants.coop.where.sector', { sector: sectorAs('in', parseSpot(at)!.sector) });
  log(s, seat, () => msg('variants.coop.log.replaced', { seat: seatName(s, seat), kin: kinName(recruit.type), old: kinName(old.type), where }));
}

basiliskTasks.choice('coopReplace', {
  kind: 'coopReplace',
  label: (s, _t, a) => (a.t === 'kin' ? replaceKinWords(s, a.kin) : null),
  prompt: (s, t) =>
    t.only === 'apprentice' ? msg('variants.coop.replace.promptApprentice') : msg('variants.coop.replace.prompt'),
  options: (s, t) => {
    const pool = inPlay(s, t.seat).filter((k) => t.only !== 'apprentice' || k.type === 'apprentice');
    const opts: Action[] = pool.map((k) => ({ t: 'kin', kin: k.id }));
    return grOptions(s, opts, (o) => {
      // Replace its strongest kin; among equals, one in the palace (it gains nothing there) first.
      const rank = (a: Action) => {
        const k = kinById(s, (a as { kin: number }).kin);
        return -kinAbility(k.type).autoValue * 2 + (k.loc === 'palace' ? 0 : 1);
      };
      return o.slice().sort((a, b) => rank(a) - rank(b))[0]!;
    });
  },
  resolve: (s, t, a) => {
    if (a.t !== 'kin') return;
    replaceKin(s, t.seat, kinById(s, t.recruit), kinById(s, a.kin));
  },
});

basiliskTasks.auto('coopShuffleStack', (s) => {
  const c = coopOf(s);
  c.stack = withRng(s, (r) => r.shuffle(c.stack.slice()));
  log(s, basiliskSeat(s), () => msg('variants.coop.log.shuffledStack', { seat: seatName(s, basiliskSeat(s)) }));
});
