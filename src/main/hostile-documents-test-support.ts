// Hostile save documents for the issue 19 tests and figures: valid save
// envelopes around a real game whose snapshot is stuffed with keys.
import { gameDocument, makeConfig, randomFinishedGame } from './saves/real-documents-test-support.js';

let realText: string | undefined;
/** A real finished 2-player game's save text (the same each call). */
export function realGameText(): string {
  return (realText ??= gameDocument(randomFinishedGame(makeConfig({ players: 2 }), 5)));
}

/** The real game with `json` spliced into its snapshot as the first members. */
export function stuffedSnapshot(members: string): string {
  return realGameText().replace('"snapshot":{', `"snapshot":{${members},`);
}

/** `count` members with keys no other document shares (`tag` makes them distinct). */
export function freshKeys(tag: string, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(`"${tag}${i.toString(36)}":${i % 10}`);
  return parts.join(',');
}

/** The probe's document: about 600 KB with 54,000 keys of its own. Beyond the structural limits. */
export function hostileImport(n: number): string {
  return stuffedSnapshot(freshKeys(`${n.toString(36)}_`, 54_000));
}

/**
 * Inside every structural limit, but 30,000 keys of its own in groups of 250:
 * it is parsed, checked and hashed in full before its fingerprint fails.
 */
export function hostileImportUnderLimits(n: number): string {
  const groups: string[] = [];
  for (let g = 0; g < 120; g++) groups.push(`"g${n}-${g}":{${freshKeys(`${n.toString(36)}_${g}_`, 250)}}`);
  return stuffedSnapshot(groups.join(','));
}

/** The probe's 19 MB document of 1.9 million keys. */
export function hugeDocument(): string {
  return stuffedSnapshot(freshKeys('k', 1_900_000));
}

/** A document just inside every limit that still fills 19 MB: 2,400 texts of 8,000 characters. */
export function largeLegalDocument(): string {
  const text = JSON.stringify('x'.repeat(8_000));
  const list = `[${Array.from({ length: 1_200 }, () => text).join(',')}]`;
  return stuffedSnapshot(`"pad1":${list},"pad2":${list}`);
}
