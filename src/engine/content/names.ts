// The messages that name the game's content: a kin, a card, a village, a
// scenario. Their words are in the catalogs' content part (one entry per id),
// so the engine names a thing by its id and each language words it.
import { msg, type Msg } from '../core/message.js';
import { SECTORS, type KinType } from '../core/types.js';

/** "Archer". */
export const kinName = (type: KinType): Msg => msg(`kin.${type}`);
/** "an Archer": the kin with its indefinite article, where the language has one. */
export const aKin = (type: KinType): Msg => msg(`kin.${type}.a`);
/** The kin's letters on its tiles and chips ("Ar"; one character in Japanese): short enough for a medallion, distinct from every other kin's. */
export const kinCode = (type: KinType): Msg => msg(`kin.${type}.code`);
/** What the kin's ability does, in a sentence or two. */
export const kinAbility = (type: KinType): Msg => msg(`kin.${type}.ability`);

export const revelationName = (id: number): Msg => msg(`revelation.${id}.name`);
export const revelationText = (id: number): Msg => msg(`revelation.${id}.text`);
export const eventName = (id: number): Msg => msg(`event.${id}.name`);
export const eventText = (id: number): Msg => msg(`event.${id}.text`);
export const villageName = (id: number): Msg => msg(`village.${id}.name`);
export const villageText = (id: number): Msg => msg(`village.${id}.text`);
/** The village's benefit in a few words, for a button ("gain 1 coin and 1 scroll"). */
export const villageBenefit = (id: number): Msg => msg(`village.${id}.benefit`);
export const scenarioName = (id: string): Msg => msg(`scenario.${id}.name`);
export const scenarioBlurb = (id: string): Msg => msg(`scenario.${id}.blurb`);
export const actName = (id: string, act: number): Msg => msg(`scenario.${id}.act${act}.name`);
export const actStory = (id: string, act: number): Msg => msg(`scenario.${id}.act${act}.story`);
export const actText = (id: string, act: number): Msg => msg(`scenario.${id}.act${act}.text`);
export const clanName = (id: string): Msg => msg(`clan.${id}`);
/** The clan's colour in words ("vermilion"), for those who cannot tell it by sight. */
export const clanColourName = (id: string): Msg => msg(`clan.${id}.colour`);
/** A sector's title as printed on the board ("The Gates"). */
export const sectorTitle = (sector: number): Msg => msg(`sector.${SECTORS[sector] ?? 'unknown'}.title`);
/** What a kin placed in the sector does by day. */
export const sectorDay = (sector: number): Msg => msg(`sector.${SECTORS[sector] ?? 'unknown'}.day`);
/** What the sector hands out at night. */
export const sectorNight = (sector: number): Msg => msg(`sector.${SECTORS[sector] ?? 'unknown'}.night`);
/** The Phoenix Palace's title ("The Phoenix Palace"). */
export const palaceTitle = (): Msg => msg('palace.title');
export const palaceDay = (): Msg => msg('palace.day');
export const palaceNight = (): Msg => msg('palace.night');
/** What a hit does. */
export const hitText = (): Msg => msg('hit.text');
/** A sector's name in the middle of a sentence ("the Gates"): the same message as core/state.ts sectorName, for the renderer. */
export const sectorRef = (sector: number): Msg => msg(`sector.${SECTORS[sector] ?? 'unknown'}`);
