import { describe, expect, it } from 'vitest';
import {
  FUNDING_ROUND_STATUS_CODES,
  FUNDING_ROUND_STATUSES,
  FUNDING_STAGE_CODES,
  FUNDING_STAGES,
  FundingRoundRequestSchema,
} from './funding.ts';
import { halalasToSar, sarToHalalas } from './money.ts';
import { INVESTMENT_STRATEGIES, INVESTMENT_STRATEGY_CODES } from './investors.ts';

describe('funding contracts', () => {
  it('keeps the code tuples and the bilingual lists in step', () => {
    expect(FUNDING_STAGES.map((stage) => stage.code)).toEqual([...FUNDING_STAGE_CODES]);
    expect(FUNDING_ROUND_STATUSES.map((status) => status.code)).toEqual([...FUNDING_ROUND_STATUS_CODES]);
    expect(INVESTMENT_STRATEGIES.map((strategy) => strategy.code)).toEqual([...INVESTMENT_STRATEGY_CODES]);
  });

  it('converts SAR strings and halalas exactly', () => {
    expect(sarToHalalas('1250.5')).toBe(125050n);
    expect(halalasToSar(sarToHalalas('9999999999999999.99'))).toBe('9999999999999999.99');
  });

  it('normalises amounts and defaults the raised amount', () => {
    const round = FundingRoundRequestSchema.parse({
      companyId: 1,
      roundNameEn: 'Seed Round',
      roundNameAr: 'جولة البذرة',
      stage: 'seed',
      status: 'open',
      investmentType: 'equity',
      targetAmount: 2_000_000,
      announcedDate: '2026-01-15',
    });
    expect(round).toMatchObject({ targetAmount: '2000000.00', raisedAmount: '0.00', concludedDate: null });
  });
});
