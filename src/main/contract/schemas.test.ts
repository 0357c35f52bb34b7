// The channel table and the save format read configs and actions through the
// same schemas, so whatever a save can hold, a new game accepts (and the other
// way round). The bug this guards against: game:new refused `goldenRuleAuto`,
// which saves accepted, because the channel table had its own copy.
import fc from 'fast-check';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLANS } from '../../engine/core/types.js';
import { channels } from './channel-table.js';
import { nameProblem } from '../../shared/person-name.js';
import { GameRecordSchema, SaveFileSchema } from '../saves/format.js';
import { migrate } from '../saves/migrate.js';

const newGameInput = channels['game:new'].input as z.ZodObject;
const actInput = channels['game:act'].input as z.ZodObject;
const savedGame = GameRecordSchema;

/** Field names of an object schema, nested objects and arrays of objects included ('seats[].clan'). */
function fieldPaths(schema: z.ZodType, prefix = ''): string[] {
  let s: z.ZodType = schema;
  for (;;) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodArray) {
      s = s.element as z.ZodType;
      prefix += '[]';
    } else break;
  }
  if (!(s instanceof z.ZodObject)) return [prefix];
  return Object.entries(s.shape as Record<string, z.ZodType>).flatMap(([k, v]) => [
    `${prefix}.${k}`,
    ...fieldPaths(v, `${prefix}.${k}`).filter((p) => p !== `${prefix}.${k}`),
  ]);
}

describe('one schema for configs and actions, shared by the channels and the save format', () => {
  it('game:new accepts exactly the config fields a save holds', () => {
    const channelFields = fieldPaths(newGameInput.shape.config as z.ZodType).sort();
    const saveFields = fieldPaths(savedGame.shape.config).sort();
    expect(channelFields).toEqual(saveFields);
    expect(channelFields).toContain('.goldenRuleAuto');
  });

  it('game:act accepts exactly the action fields a save holds', () => {
    const union = (s: z.ZodType) => (s as z.ZodDiscriminatedUnion).options.map((o) => fieldPaths(o as z.ZodType).sort().join(' '));
    expect(union(actInput.shape.action as z.ZodType).sort()).toEqual(union(savedGame.shape.actions.element).sort());
  });

  const arbConfig = fc.record(
    {
      seats: fc.array(
        fc.record(
          { clan: fc.constantFrom(...CLANS), controller: fc.constantFrom('human', 'random', 'heuristic', 'strong', 'robot'), name: fc.string({ maxLength: 70 }), side: fc.integer({ min: -1, max: 4 }) },
          { requiredKeys: ['clan', 'controller'] },
        ),
        { minLength: 0, maxLength: 5 },
      ),
      mode: fc.constantFrom('standard', 'coop', 'team', 'solo'),
      palaceAlt: fc.boolean(),
      dragon: fc.boolean(),
      asymmetric: fc.boolean(),
      difficulty: fc.constantFrom('easy', 'medium', 'hard', 'heroic', 'nightmare'),
      story: fc.option(fc.string({ maxLength: 70 })),
      basilisk: fc.record({ clan: fc.constantFrom(...CLANS), side: fc.integer({ min: 0, max: 4 }) }, { requiredKeys: ['clan'] }),
      goldenRuleSeat: fc.integer({ min: -1, max: 5 }),
      goldenRuleAuto: fc.boolean(),
    },
    { requiredKeys: ['seats', 'mode', 'palaceAlt', 'dragon', 'asymmetric'] },
  );

  it('a config is accepted by game:new exactly when a save would hold it and its seat names follow the rule for typed names', () => {
    // Saves also hold names that earlier versions took (a line break, U+202E): they must keep loading.
    fc.assert(
      fc.property(arbConfig, (config) => {
        const byChannel = newGameInput.safeParse({ config }).success;
        const bySave = savedGame.shape.config.safeParse(config).success;
        const namesTyped = config.seats.every((s) => s.name === undefined || nameProblem(s.name, 64) === null);
        expect(byChannel).toBe(bySave && namesTyped);
      }),
      { numRuns: 500 },
    );
  });

  it('every config and seed in the save fixtures starts a new game through the channel schema, and every action passes game:act', () => {
    const root = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures');
    let games = 0;
    for (const version of readdirSync(root).filter((d) => /^saves-v\d+$/.test(d))) {
      const dir = join(root, version);
      const sub = (name: string) => (existsSync(join(dir, name)) ? readdirSync(join(dir, name)).map((f) => join(dir, name, f)) : []);
      const files = [...readdirSync(dir).map((f) => join(dir, f)), ...sub('campaigns'), ...sub('games')];
      for (const file of files.filter((f) => f.endsWith('.json') && !f.endsWith('manifest.json'))) {
        const migrated = migrate(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
        if (!migrated.ok) throw new Error(`${file} does not migrate`);
        const save = SaveFileSchema.parse(migrated.doc);
        if (!save.game) continue;
        expect(newGameInput.safeParse({ config: save.game.config, seed: save.game.seed }).success, file).toBe(true);
        for (const action of save.game.actions) expect(actInput.safeParse({ seat: 0, action }).success).toBe(true);
        games++;
      }
    }
    expect(games).toBeGreaterThanOrEqual(7);
  });
});
