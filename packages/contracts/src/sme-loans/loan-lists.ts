/*
 * The fixed lists of an SME loan application (marketplace spec §9) and the Monsha'at size
 * classes (docs/decisions/026-sme-loans.md). Labels live in the web feature's i18n under the
 * same codes; the server stores and checks the codes only.
 */

/** Loan purposes (spec §9). */
export const LOAN_PURPOSES = [
  'corporate_credit_cards',
  'revolving_credit',
  'online_store',
  'term_financing',
  'working_capital',
  'microfinance',
] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** Guarantee types (spec §9). */
export const GUARANTEE_TYPES = [
  'future_contracts_waiver',
  'car',
  'cash_commitment',
  'equipment',
  'commercial_real_estate',
  'residential_real_estate',
  'promissory_notes',
] as const;
export type GuaranteeType = (typeof GUARANTEE_TYPES)[number];

/** Titles of the authorized person (spec §9). */
export const PERSON_TITLES = ['dr', 'mr', 'ms'] as const;

/**
 * Monsha'at (the General Authority for Small and Medium Enterprises) size classes: full-time
 * staff and annual revenue in SAR. A company whose two classes differ takes its revenue class
 * (Monsha'at's rule). Above medium the company is not an SME.
 */
export const SME_SIZE_CLASSES = [
  { code: 'micro', maxEmployees: 5, maxRevenueSar: 3_000_000 },
  { code: 'small', maxEmployees: 49, maxRevenueSar: 40_000_000 },
  { code: 'medium', maxEmployees: 249, maxRevenueSar: 200_000_000 },
] as const;
export type SmeSizeClass = (typeof SME_SIZE_CLASSES)[number]['code'] | 'large';

/** The class of a staff count, or of an annual revenue in SAR: the first class whose maximum it fits. */
function classBy(value: number, key: 'maxEmployees' | 'maxRevenueSar'): SmeSizeClass {
  return SME_SIZE_CLASSES.find((item) => value <= item[key])?.code ?? 'large';
}

/**
 * The Monsha'at class of a company with `employees` full-time staff and `revenueSar` SAR of
 * annual revenue: by staff, by revenue, and the one that counts (revenue's, Monsha'at's rule
 * when the two differ).
 */
export function sizeClassOf(employees: number, revenueSar: number) {
  const byStaff = classBy(employees, 'maxEmployees');
  const byRevenue = classBy(revenueSar, 'maxRevenueSar');
  return { byStaff, byRevenue, sizeClass: byRevenue };
}
