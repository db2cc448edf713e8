import { z } from 'zod';
import { requiredString } from '../auth.ts';
import { LOAN_PACKAGES } from '../billing/catalog.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../billing/payments.ts';
import { sarDecimalPattern } from '../http/common-schemas.ts';
import { PageRequestSchema, pageSchema } from '../pagination.ts';
import {
  companyNameField,
  companyTelephoneField,
  emailField,
  mobileField,
  nameField,
  nationalIdField,
  REGISTRATION_KEYS as RK,
  registrationNumberField,
} from '../registration/registration-rules.ts';
import { isCalendarDate, riyadhToday } from '../trading/trading-rules.ts';
import { GUARANTEE_TYPES, LOAN_PURPOSES, PERSON_TITLES, type SmeSizeClass } from './loan-lists.ts';

/*
 * SME loan applications (marketplace spec §2, §3, §4, §5, §9; docs/decisions/026-sme-loans.md):
 * the six steps, each step's rules (the general rules of §5 reused from registration-rules.ts),
 * the statuses an application moves through, and the shapes of the API. Form values are strings
 * as typed (amounts are SAR decimals, yes/no answers 'yes' | 'no'); messages are keys of
 * messages/{en,ar}.json ("smeLoans", and "registration" for the shared rules).
 */

/** Message keys of the SME-loan rules, refusals and answers. */
export const SME_LOAN_KEYS = {
  establishedYearRequired: 'smeLoans.establishedYearRequired',
  establishedYearInvalid: 'smeLoans.establishedYearInvalid',
  addressNumberRequired: 'smeLoans.addressNumberRequired',
  addressNumberInvalid: 'smeLoans.addressNumberInvalid',
  streetRequired: 'smeLoans.streetRequired',
  districtRequired: 'smeLoans.districtRequired',
  addressPartLength: 'smeLoans.addressPartLength',
  postalCodeRequired: 'smeLoans.postalCodeRequired',
  postalCodeInvalid: 'smeLoans.postalCodeInvalid',
  taxIdRequired: 'smeLoans.taxIdRequired',
  taxIdInvalid: 'smeLoans.taxIdInvalid',
  loanAmountRequired: 'smeLoans.loanAmountRequired',
  loanAmountInvalid: 'smeLoans.loanAmountInvalid',
  repaymentYearsRequired: 'smeLoans.repaymentYearsRequired',
  repaymentYearsInvalid: 'smeLoans.repaymentYearsInvalid',
  annualRevenueRequired: 'smeLoans.annualRevenueRequired',
  annualRevenueInvalid: 'smeLoans.annualRevenueInvalid',
  employeesInvalid: 'smeLoans.employeesInvalid',
  loanPurposeRequired: 'smeLoans.loanPurposeRequired',
  loanDescriptionRequired: 'smeLoans.loanDescriptionRequired',
  loanDescriptionLength: 'smeLoans.loanDescriptionLength',
  startDateRequired: 'smeLoans.startDateRequired',
  startDateInvalid: 'smeLoans.startDateInvalid',
  answerRequired: 'smeLoans.answerRequired',
  guaranteeTypeRequired: 'smeLoans.guaranteeTypeRequired',
  packageInvalid: 'smeLoans.packageInvalid',
  termsRequired: 'smeLoans.termsRequired',
  methodInvalid: 'smeLoans.methodInvalid',
  cardUnavailable: 'smeLoans.cardUnavailable',
  documentRequired: 'smeLoans.documentRequired',
  incomplete: 'smeLoans.incomplete',
  notFound: 'smeLoans.notFound',
  notDraft: 'smeLoans.notDraft',
  transitionNotAllowed: 'smeLoans.transitionNotAllowed',
  noteRequired: 'smeLoans.noteRequired',
  noteTooLong: 'smeLoans.noteTooLong',
  packageAlreadyPaid: 'smeLoans.packageAlreadyPaid',
  saved: 'smeLoans.saved',
  fileSaved: 'smeLoans.fileSaved',
  submitted: 'smeLoans.submitted',
  replied: 'smeLoans.replied',
  statusChanged: 'smeLoans.statusChanged',
} as const;
const K = SME_LOAN_KEYS;

/** The six steps of the application (spec §2), in order; `payment` is the submission itself. */
export const LOAN_STEPS = ['company', 'contact', 'loan', 'plan', 'package', 'payment'] as const;
export type LoanStep = (typeof LOAN_STEPS)[number];
/** The steps saved as a draft (the last one submits). */
export const DRAFT_STEPS = ['company', 'contact', 'loan', 'plan', 'package'] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

/** Largest loan asked for, SAR (far above any SME facility; keeps the halalas in a bigint). */
export const LOAN_AMOUNT_MAX_SAR = 1_000_000_000;
/** Longest repayment period, years. */
export const REPAYMENT_YEARS_MAX = 30;
/** Longest admin note or applicant reply. */
export const LOAN_NOTE_MAX_LENGTH = 2000;

/**
 * The uploads (spec §3): the commercial registration document (company step), the authorized
 * person's proof of identity (contact step), both required; the business plan (plan step),
 * optional. Documents: pdf, png, jpeg by content, under 2 MB (spec §5).
 */
export const LOAN_FILE_FIELDS = {
  registrationDocument: { step: 'company', isRequired: true },
  authorizedPersonProof: { step: 'contact', isRequired: true },
  businessPlan: { step: 'plan', isRequired: false },
} as const;
export type LoanFileField = keyof typeof LOAN_FILE_FIELDS;
export const LOAN_FILE_FIELD_NAMES = Object.keys(LOAN_FILE_FIELDS) as LoanFileField[];

const YES_NO = ['yes', 'no'] as const;
const yesNo = z.enum(YES_NO, K.answerRequired);
const DIGITS = /^[0-9]+$/;
const sarAmount = (requiredKey: string, invalidKey: string, minSar: number) =>
  requiredString(requiredKey)
    .regex(sarDecimalPattern(10), invalidKey)
    .refine((value) => Number(value) >= minSar && Number(value) <= LOAN_AMOUNT_MAX_SAR, invalidKey);
const textPart = (requiredKey: string) =>
  requiredString(requiredKey).min(2, K.addressPartLength).max(100, K.addressPartLength);

/** Step 1, company details: name, CR number, year, national address, telephone, VAT number. */
export const CompanyStepSchema = z.object({
  companyName: companyNameField,
  registrationNumber: registrationNumberField,
  establishedYear: requiredString(K.establishedYearRequired).refine(
    (value) => /^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= Number(riyadhToday().slice(0, 4)),
    K.establishedYearInvalid,
  ),
  addressNumber: requiredString(K.addressNumberRequired).regex(/^[0-9]{1,6}$/, K.addressNumberInvalid),
  street: textPart(K.streetRequired),
  district: textPart(K.districtRequired),
  postalCode: requiredString(K.postalCodeRequired).regex(/^[0-9]{5}$/, K.postalCodeInvalid),
  phone: companyTelephoneField,
  /** The VAT registration number: 15 digits, starting and ending with 3 (ZATCA). */
  taxId: requiredString(K.taxIdRequired).regex(/^3[0-9]{13}3$/, K.taxIdInvalid),
});

/** Step 2, contact details: the authorized person. */
export const ContactStepSchema = z.object({
  title: z.enum(PERSON_TITLES, RK.titleRequired),
  firstName: nameField(RK.firstNameRequired),
  lastName: nameField(RK.lastNameRequired),
  nationalId: nationalIdField,
  contactNumber: mobileField,
  email: emailField,
});

/** Step 3, loan details. */
export const LoanStepSchema = z.object({
  loanAmount: sarAmount(K.loanAmountRequired, K.loanAmountInvalid, 1),
  repaymentYears: requiredString(K.repaymentYearsRequired).refine(
    (value) => DIGITS.test(value) && Number(value) >= 1 && Number(value) <= REPAYMENT_YEARS_MAX,
    K.repaymentYearsInvalid,
  ),
  annualRevenue: sarAmount(K.annualRevenueRequired, K.annualRevenueInvalid, 0),
  employees: requiredString(RK.employeesRequired).refine(
    (value) => DIGITS.test(value) && Number(value) >= 1 && Number(value) <= 1_000_000,
    K.employeesInvalid,
  ),
  loanPurpose: z.enum(LOAN_PURPOSES, K.loanPurposeRequired),
  loanDescription: requiredString(K.loanDescriptionRequired)
    .min(10, K.loanDescriptionLength)
    .max(1000, K.loanDescriptionLength),
  expectedStartDate: requiredString(K.startDateRequired).refine(
    (value) => isCalendarDate(value) && value >= riyadhToday(),
    K.startDateInvalid,
  ),
});

/**
 * Step 4, business plan details: the yes/no answers; "audited" is asked only with financial
 * statements, the guarantee type only when guarantees can be given.
 */
export const PlanStepSchema = z
  .object({
    hasFinancialStatements: yesNo,
    isAudited: z.enum(['yes', 'no', ''], K.answerRequired).default(''),
    hasBankStatements: yesNo,
    canProvideGuarantees: yesNo,
    guaranteeType: z.enum([...GUARANTEE_TYPES, ''], K.guaranteeTypeRequired).default(''),
    hasFinancialPlan: yesNo,
    wantsAssistance: yesNo,
  })
  .superRefine((value, context) => {
    if (value.hasFinancialStatements === 'yes' && value.isAudited === '')
      context.addIssue({ code: 'custom', path: ['isAudited'], message: K.answerRequired });
    if (value.canProvideGuarantees === 'yes' && value.guaranteeType === '')
      context.addIssue({ code: 'custom', path: ['guaranteeType'], message: K.guaranteeTypeRequired });
  });

/** Step 5, package comparison: one of LOAN_PACKAGES, or '' for none. */
export const PackageStepSchema = z.object({
  packageCode: z.enum(
    [...LOAN_PACKAGES.map((item) => item.code), ''] as ['financial_plan', 'business_plan', ''],
    K.packageInvalid,
  ),
});

/** Each draft step's schema. */
export const STEP_SCHEMAS = {
  company: CompanyStepSchema,
  contact: ContactStepSchema,
  loan: LoanStepSchema,
  plan: PlanStepSchema,
  package: PackageStepSchema,
} as const;

/** Saving a step: its name and its fields (validated by the step's own schema). */
export const SaveStepSchema = z.discriminatedUnion(
  'step',
  [
    CompanyStepSchema.extend({ step: z.literal('company') }),
    ContactStepSchema.extend({ step: z.literal('contact') }),
    LoanStepSchema.extend({ step: z.literal('loan') }),
    PlanStepSchema.safeExtend({ step: z.literal('plan') }),
    PackageStepSchema.extend({ step: z.literal('package') }),
  ],
  'validation.invalidValue',
);
export type SaveStep = z.infer<typeof SaveStepSchema>;

/** Step 6, payment details and submission: the terms, and how the chosen package is paid. */
export const SubmitLoanSchema = z.object({
  acceptTerms: z.literal(true, K.termsRequired),
  method: z.enum(PAYMENT_METHODS, K.methodInvalid).default('bank_transfer'),
});
export type SubmitLoan = z.infer<typeof SubmitLoanSchema>;

/**
 * Statuses (decision 026; the spec shows none): draft (being filled) → submitted → under_review
 * → referred (to a financier) → approved / declined; information_requested from submitted,
 * under_review or referred, back to under_review when the applicant answers or the team resumes.
 */
export const LOAN_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'information_requested',
  'referred',
  'approved',
  'declined',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** Where the admin may move an application from each status. */
export const LOAN_ADMIN_MOVES: Readonly<Record<LoanStatus, readonly LoanStatus[]>> = {
  draft: [],
  submitted: ['under_review', 'information_requested', 'declined'],
  under_review: ['information_requested', 'referred', 'approved', 'declined'],
  information_requested: ['under_review', 'declined'],
  referred: ['information_requested', 'approved', 'declined'],
  approved: [],
  declined: [],
};

/** True when the admin may move an application from `from` to `to`. */
export function canMoveLoan(from: LoanStatus, to: LoanStatus): boolean {
  return LOAN_ADMIN_MOVES[from].includes(to);
}

const noteField = z.string().trim().max(LOAN_NOTE_MAX_LENGTH, K.noteTooLong);

/** The admin's move: the new status and a note (required when asking for information or declining). */
export const MoveLoanSchema = z
  .object({ status: z.enum(LOAN_STATUSES, 'validation.invalidValue'), note: noteField.default('') })
  .superRefine((value, context) => {
    if ((value.status === 'information_requested' || value.status === 'declined') && value.note === '')
      context.addIssue({ code: 'custom', path: ['note'], message: K.noteRequired });
  });
export type MoveLoan = z.infer<typeof MoveLoanSchema>;

/** The applicant's answer to an information request. */
export const ReplyLoanSchema = z.object({ note: noteField.pipe(z.string().min(1, K.noteRequired)) });

/** Why the pre-check warns (decision 026); none blocks the submission. */
export const PRECHECK_WARNINGS = [
  'notSme',
  'youngCompany',
  'noFinancialStatements',
  'noBankStatements',
  'loanAboveRevenue',
  'noGuarantees',
] as const;
export type PrecheckWarning = (typeof PRECHECK_WARNINGS)[number];

/** One entry of the timeline the applicant sees. */
export const LoanEventSchema = z.object({
  status: z.enum(LOAN_STATUSES),
  note: z.string(),
  byTeam: z.boolean(),
  at: z.string(),
});

/** An application as its applicant and the admin see it. */
export const LoanApplicationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(LOAN_STATUSES),
  /** Draft steps saved so far (in order). */
  savedSteps: z.array(z.enum(DRAFT_STEPS)),
  values: z.record(z.string(), z.string()),
  files: z.array(z.object({ id: z.string(), field: z.string(), originalName: z.string(), sizeBytes: z.number() })),
  packageCode: z.enum(['financial_plan', 'business_plan']).nullable(),
  packagePayment: z
    .object({ reference: z.string(), status: z.enum(PAYMENT_STATUSES), paymentPagePath: z.string() })
    .nullable(),
  /** When the package's payment was received (set in the paying transaction). */
  packagePaidAt: z.string().nullable(),
  precheck: z.object({
    sizeClass: z.custom<SmeSizeClass>().nullable(),
    warnings: z.array(z.enum(PRECHECK_WARNINGS)),
  }),
  applicant: z.object({ name: z.string(), email: z.string() }),
  timeline: z.array(LoanEventSchema),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type LoanApplication = z.infer<typeof LoanApplicationSchema>;

/** What submitting answers: the application and, with a package, the page to pay it on. */
export const SubmitLoanResultSchema = z.object({
  application: LoanApplicationSchema,
  paymentPagePath: z.string().nullable(),
});

/** The admin queue's filter: a status (default: everything but drafts). */
export const LoanQueueQuerySchema = PageRequestSchema.extend({
  status: z.enum(LOAN_STATUSES, 'validation.invalidValue').optional(),
});
export const LoanApplicationPageSchema = pageSchema(LoanApplicationSchema);

/** Web paths of the feature. */
export const SME_LOAN_PATHS = {
  landing: '/sme-bank',
  selectPackage: '/sme-bank/select-package',
  apply: '/sme-bank/apply-loans',
  mine: '/dashboard/company/loan-applications',
  adminQueue: '/admin/loan-applications',
} as const;
