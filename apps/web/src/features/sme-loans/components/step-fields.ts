import { GUARANTEE_TYPES, LOAN_PURPOSES, PERSON_TITLES } from '@hissa/contracts/sme-loans/loan-lists';
import type { LoanFileField } from '@hissa/contracts/sme-loans/loan-application';

/** How a field of a step is typed in. */
export type FieldKind = 'text' | 'digits' | 'amount' | 'textarea' | 'select' | 'yesno' | 'date';

/** One field of a form step: its name (a contracts schema key), kind, options and when it shows. */
export type FieldSpec = {
  name: string;
  kind: FieldKind;
  /** For selects: the option codes and the i18n group of their labels. */
  options?: { codes: readonly string[]; labels: 'titles' | 'purposes' | 'guarantees' };
  /** Shown only when this returns true (the answer it depends on). */
  showIf?: (values: Record<string, string>) => boolean;
  /** Written left to right in Arabic too (numbers, e-mail, codes). */
  isLtr?: boolean;
  /** Half-width on wide screens. */
  isHalf?: boolean;
};

/**
 * The fields of the four form steps (spec §3, in the order of the spec), and the documents each
 * step uploads (contracts LOAN_FILE_FIELDS).
 */
export const FORM_STEPS: Record<
  'company' | 'contact' | 'loan' | 'plan',
  { fields: FieldSpec[]; files: LoanFileField[] }
> = {
  company: {
    fields: [
      { name: 'companyName', kind: 'text' },
      { name: 'registrationNumber', kind: 'digits', isLtr: true, isHalf: true },
      { name: 'establishedYear', kind: 'digits', isLtr: true, isHalf: true },
      { name: 'addressNumber', kind: 'digits', isLtr: true, isHalf: true },
      { name: 'street', kind: 'text', isHalf: true },
      { name: 'district', kind: 'text', isHalf: true },
      { name: 'postalCode', kind: 'digits', isLtr: true, isHalf: true },
      { name: 'phone', kind: 'digits', isLtr: true, isHalf: true },
      { name: 'taxId', kind: 'digits', isLtr: true, isHalf: true },
    ],
    files: ['registrationDocument'],
  },
  contact: {
    fields: [
      { name: 'title', kind: 'select', options: { codes: PERSON_TITLES, labels: 'titles' }, isHalf: true },
      { name: 'firstName', kind: 'text', isHalf: true },
      { name: 'lastName', kind: 'text', isHalf: true },
      { name: 'nationalId', kind: 'text', isLtr: true, isHalf: true },
      { name: 'contactNumber', kind: 'digits', isLtr: true, isHalf: true },
      { name: 'email', kind: 'text', isLtr: true, isHalf: true },
    ],
    files: ['authorizedPersonProof'],
  },
  loan: {
    fields: [
      { name: 'loanAmount', kind: 'amount', isLtr: true, isHalf: true },
      { name: 'repaymentYears', kind: 'digits', isLtr: true, isHalf: true },
      { name: 'annualRevenue', kind: 'amount', isLtr: true, isHalf: true },
      { name: 'employees', kind: 'digits', isLtr: true, isHalf: true },
      { name: 'loanPurpose', kind: 'select', options: { codes: LOAN_PURPOSES, labels: 'purposes' }, isHalf: true },
      { name: 'expectedStartDate', kind: 'date', isHalf: true },
      { name: 'loanDescription', kind: 'textarea' },
    ],
    files: [],
  },
  plan: {
    fields: [
      { name: 'hasFinancialStatements', kind: 'yesno', isHalf: true },
      { name: 'isAudited', kind: 'yesno', isHalf: true, showIf: (values) => values.hasFinancialStatements === 'yes' },
      { name: 'hasBankStatements', kind: 'yesno', isHalf: true },
      { name: 'hasFinancialPlan', kind: 'yesno', isHalf: true },
      { name: 'canProvideGuarantees', kind: 'yesno', isHalf: true },
      {
        name: 'guaranteeType',
        kind: 'select',
        options: { codes: GUARANTEE_TYPES, labels: 'guarantees' },
        isHalf: true,
        showIf: (values) => values.canProvideGuarantees === 'yes',
      },
      { name: 'wantsAssistance', kind: 'yesno' },
    ],
    files: ['businessPlan'],
  },
};

/** The values of `fields` to send: hidden fields are sent empty (their answer does not apply). */
export function visibleValues(fields: readonly FieldSpec[], values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field.name, !field.showIf || field.showIf(values) ? (values[field.name] ?? '') : '']),
  );
}
