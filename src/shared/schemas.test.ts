import { describe, expect, it } from 'vitest';
import { TABLE_RULE_IDS, type TableRule } from '../engine/core/table-rules.js';
import { modeOptions } from '../engine/setup-rules.js';
import { CAMPAIGN_RULE_IDS, STORY_MODE, type CampaignTableRule } from './schemas.js';

describe("a campaign's table rules", () => {
  it('are those the story mode allows, as its variants declare', () => {
    expect(CAMPAIGN_RULE_IDS).toEqual(modeOptions(STORY_MODE).tableRules);
  });

  it('are, at compile time, the rules the declaration leaves in (the type leaves out exactly the refused ones)', () => {
    const leftOut: Exclude<TableRule, CampaignTableRule>[] = ['asymmetric'];
    expect(TABLE_RULE_IDS.filter((id) => !(CAMPAIGN_RULE_IDS as readonly TableRule[]).includes(id))).toEqual(leftOut);
  });
});
