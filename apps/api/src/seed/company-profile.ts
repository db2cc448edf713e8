import type { SimpleFaker } from '@faker-js/faker';
import {
  EMPLOYEE_BRACKET_CODES,
  type DevelopmentStage,
  type EmployeeBracket,
  type LegalForm,
} from '@hissa/contracts/lookups/static-lists';
import type { Weighted } from './names/activity.ts';

/**
 * The year the generated market describes. Fixed, not the clock's, so that every run
 * produces the same rows (established dates run 1970..2025).
 */
export const REFERENCE_YEAR = 2025;
/** The earliest founding year of a seeded company. */
export const FIRST_FOUNDING_YEAR = 1970;

/** Weights per EMPLOYEE_BRACKET_CODES entry (1-5 ... 5000+) for each legal form. */
const EMPLOYEE_WEIGHTS: Record<LegalForm, readonly number[]> = {
  limited_liability: [350, 400, 170, 60, 17, 3],
  sole_proprietorship: [550, 400, 50, 0, 0, 0],
  simplified_joint_stock: [300, 500, 170, 30, 0, 0],
  joint_stock: [0, 150, 400, 300, 120, 30],
  general_partnership: [400, 450, 130, 20, 0, 0],
  limited_partnership: [400, 450, 130, 20, 0, 0],
  professional: [300, 550, 130, 20, 0, 0],
  foreign_branch: [100, 450, 300, 130, 20, 0],
};

/** Picks a staff-size bracket typical of the legal form (sole proprietorships stay small). */
export function pickEmployeeBracket(random: SimpleFaker, legalForm: LegalForm): EmployeeBracket {
  const weights = EMPLOYEE_WEIGHTS[legalForm];
  return random.helpers.weightedArrayElement(
    EMPLOYEE_BRACKET_CODES.map((value, index) => ({ value, weight: weights[index] ?? 0 })).filter(
      (entry) => entry.weight > 0,
    ),
  );
}

/** Paid-capital range in SAR for each staff-size bracket. */
const CAPITAL_RANGE: Record<EmployeeBracket, readonly [number, number]> = {
  '1-5': [10_000, 500_000],
  '6-49': [100_000, 5_000_000],
  '50-249': [1_000_000, 50_000_000],
  '250-999': [10_000_000, 300_000_000],
  '1000-4999': [50_000_000, 1_000_000_000],
  '5000+': [200_000_000, 5_000_000_000],
};

/** Companies Law 2022, art. 59: a joint stock company's capital is at least SAR 500,000. */
const MIN_JOINT_STOCK_CAPITAL = 500_000;

/** Round amounts as registered capitals are: 1, 1.5, 2 ... 7.5 times a power of ten (in hundredths). */
const ROUND_MANTISSAS = [100, 150, 200, 250, 300, 400, 500, 600, 750];

/** Round SAR amounts within [min, max], spread evenly on a log scale. */
export function roundAmounts(min: number, max: number): number[] {
  const amounts: number[] = [];
  for (let power = 1_000; power <= max; power *= 10) {
    for (const mantissa of ROUND_MANTISSAS) {
      const amount = (mantissa * power) / 100;
      if (amount >= min && amount <= max) amounts.push(amount);
    }
  }
  return amounts;
}

/** Authorized / paid ratios as [numerator, denominator]: joint stock companies may authorise more than they call up. */
const AUTHORIZED_RATIOS: readonly Weighted<readonly [number, number]>[] = [
  { value: [1, 1], weight: 50 },
  { value: [5, 4], weight: 15 },
  { value: [3, 2], weight: 20 },
  { value: [2, 1], weight: 15 },
];

/** SAR whole riyals as the numeric(18,2) string the database stores. */
export function sarAmount(riyals: number): string {
  return `${riyals}.00`;
}

/**
 * Paid and authorized capital in SAR as decimal strings ("2500000.00"), sized by staff
 * bracket; authorized >= paid, and greater only for joint stock forms.
 */
export function pickCapital(
  random: SimpleFaker,
  bracket: EmployeeBracket,
  legalForm: LegalForm,
): { paidCapital: string; authorizedCapital: string } {
  const [min, max] = CAPITAL_RANGE[bracket];
  const floor = legalForm === 'joint_stock' ? Math.max(min, MIN_JOINT_STOCK_CAPITAL) : min;
  const paid = random.helpers.arrayElement(roundAmounts(floor, max));
  const isJointStock = legalForm === 'joint_stock' || legalForm === 'simplified_joint_stock';
  const [numerator, denominator] = isJointStock ? random.helpers.weightedArrayElement(AUTHORIZED_RATIOS) : [1, 1];
  // every round amount is a multiple of 250, so these ratios stay whole riyals
  const authorized = (paid * numerator) / denominator;
  return { paidCapital: sarAmount(paid), authorizedCapital: sarAmount(authorized) };
}

/** Company ages in years, weighted toward the young firms that dominate the register. */
const AGE_BUCKETS: readonly Weighted<readonly [number, number]>[] = [
  { value: [0, 2], weight: 18 },
  { value: [3, 5], weight: 20 },
  { value: [6, 10], weight: 22 },
  { value: [11, 20], weight: 20 },
  { value: [21, 35], weight: 13 },
  { value: [36, REFERENCE_YEAR - FIRST_FOUNDING_YEAR], weight: 7 },
];

/** A founding year between 1970 and REFERENCE_YEAR, recent years more likely. */
export function pickFoundingYear(random: SimpleFaker): number {
  const [youngest, oldest] = random.helpers.weightedArrayElement(AGE_BUCKETS);
  return REFERENCE_YEAR - random.number.int({ min: youngest, max: oldest });
}

/** An ISO date (yyyy-mm-dd) in `year`; days stop at 28 so every month is valid. */
export function pickDateInYear(random: SimpleFaker, year: number): string {
  const month = String(random.number.int({ min: 1, max: 12 })).padStart(2, '0');
  const day = String(random.number.int({ min: 1, max: 28 })).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

const LARGE_BRACKETS: ReadonlySet<EmployeeBracket> = new Set(['250-999', '1000-4999', '5000+']);

/** A development stage consistent with the company's age in years and size. */
export function pickDevelopmentStage(random: SimpleFaker, age: number, bracket: EmployeeBracket): DevelopmentStage {
  if (age <= 1) {
    return random.helpers.weightedArrayElement<DevelopmentStage>([
      { value: 'idea', weight: 20 },
      { value: 'pre_seed', weight: 40 },
      { value: 'early_revenue', weight: 40 },
    ]);
  }
  if (age <= 4) {
    return random.helpers.weightedArrayElement<DevelopmentStage>([
      { value: 'pre_seed', weight: 10 },
      { value: 'early_revenue', weight: 45 },
      { value: 'growth', weight: 45 },
    ]);
  }
  if (age <= 10) {
    return random.helpers.weightedArrayElement<DevelopmentStage>([
      { value: 'early_revenue', weight: 10 },
      { value: 'growth', weight: 50 },
      { value: 'expansion', weight: 40 },
    ]);
  }
  const established: Weighted<DevelopmentStage>[] = [
    { value: 'growth', weight: 20 },
    { value: 'expansion', weight: 35 },
    { value: 'mature', weight: 45 },
  ];
  // only large, established firms prepare a listing
  if (LARGE_BRACKETS.has(bracket)) established.push({ value: 'pre_ipo', weight: 10 });
  return random.helpers.weightedArrayElement(established);
}
