import { riyadhToday } from '@hissa/contracts/trading/trading-rules';

/** A date `days` after today in Riyadh (YYYY-MM-DD). */
function inDays(days: number): string {
  return new Date(Date.parse(`${riyadhToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A complete, valid application's steps (house style: factories shared by the seed and the
 * tests): a small Riyadh trading company asking SAR 500,000 of working capital over 3 years.
 */
export const VALID_LOAN_STEPS = {
  company: {
    step: 'company',
    companyName: 'Najd Trading Co.',
    registrationNumber: '1010123456',
    establishedYear: '2018',
    addressNumber: '7421',
    street: 'King Fahd Road',
    district: 'Al Olaya',
    postalCode: '12214',
    phone: '0112345678',
    taxId: '310123456700003',
  },
  contact: {
    step: 'contact',
    title: 'mr',
    firstName: 'Faisal',
    lastName: 'Al-Harbi',
    nationalId: '1023456789',
    contactNumber: '0551234567',
    email: 'faisal.harbi@najd-trading.sa',
  },
  loan: {
    step: 'loan',
    loanAmount: '500000',
    repaymentYears: '3',
    annualRevenue: '6500000',
    employees: '32',
    loanPurpose: 'working_capital',
    loanDescription: 'Stock for the new Qassim branch and supplier terms for the first two quarters.',
    expectedStartDate: inDays(30),
  },
  plan: {
    step: 'plan',
    hasFinancialStatements: 'yes',
    isAudited: 'yes',
    hasBankStatements: 'yes',
    canProvideGuarantees: 'yes',
    guaranteeType: 'commercial_real_estate',
    hasFinancialPlan: 'no',
    wantsAssistance: 'yes',
  },
  package: { step: 'package', packageCode: 'financial_plan' },
} as const;
