import { describe, expect, it } from 'vitest';
import { PlanStepSchema } from '@hissa/contracts/sme-loans/loan-application';
import { FORM_STEPS, visibleValues } from './step-fields';

/* The business-plan step's dependent questions: hidden answers are sent empty and pass the rules. */
describe('visibleValues', () => {
  const answers = {
    hasFinancialStatements: 'no',
    isAudited: 'yes',
    hasBankStatements: 'yes',
    canProvideGuarantees: 'no',
    guaranteeType: 'car',
    hasFinancialPlan: 'no',
    wantsAssistance: 'yes',
  };

  it('empties the audit answer and the guarantee type once the question they depend on is answered no', () => {
    const sent = visibleValues(FORM_STEPS.plan.fields, answers);
    expect(sent).toMatchObject({ isAudited: '', guaranteeType: '' });
    expect(PlanStepSchema.safeParse(sent).success).toBe(true);
  });

  it('keeps them when they apply, so the rules still ask for them', () => {
    const sent = visibleValues(FORM_STEPS.plan.fields, { ...answers, canProvideGuarantees: 'yes', guaranteeType: '' });
    const parsed = PlanStepSchema.safeParse(sent);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual(['guaranteeType']);
  });
});
