import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from '../geography.ts';
import { USER_TYPES } from '../user-types.ts';
import { type RegistrationJourney, accountOfPerson } from './registration-journey.ts';
import {
  AVAILABILITY_OPTIONS,
  CFA_LEVELS,
  DEGREE_LEVELS,
  EMPLOYER_TYPES,
  PROFICIENCY_LEVELS,
} from './registration-options.ts';
import {
  REGISTRATION_KEYS as K,
  arabicPersonNameFields,
  cityField,
  emailField,
  longTextField,
  mobileField,
  nameField,
  nationalIdField,
  optionCodeField,
  optionalLinkedInField,
  pastDateField,
  repeatedField,
  serverCodeField,
  shortTextField,
  staticCodeField,
  termsFields,
} from './registration-rules.ts';

/** One other certificate (name and file); its file is certificates.{i}.file. */
export const CertificateSchema = z.object({
  name: shortTextField(K.certificateNameRequired),
  issueDate: pastDateField(K.issueDateRequired),
  issuingInstitution: shortTextField(K.issuingInstitutionRequired),
});

/**
 * The financial consultant journey (RegisterFinancialConsultantEndpoint, multipart; decision
 * 003). The e-mail must have been verified by OTP first (GenerateEmailOtpEndpoint,
 * VerifyEmailOtpEndpoint). cfaLevel is asked when the applicant
 * is not a charterholder; certificates is one JSON field. Files: idProof and resume
 * (documents, required), certificates.{i}.file (document, optional).
 */
export const FinancialConsultantRegistrationSchema = z
  .object({
    title: staticCodeField('titles', K.titleRequired),
    firstName: nameField(K.firstNameRequired),
    lastName: nameField(K.lastNameRequired),
    ...arabicPersonNameFields,
    email: emailField,
    mobile: mobileField,
    nationalId: nationalIdField,
    countryCode: serverCodeField(K.countryRequired),
    city: cityField,
    englishProficiency: optionCodeField(PROFICIENCY_LEVELS, K.proficiencyRequired),
    arabicProficiency: optionCodeField(PROFICIENCY_LEVELS, K.proficiencyRequired),
    highestDegree: optionCodeField(DEGREE_LEVELS, K.degreeRequired),
    institution: shortTextField(K.institutionRequired),
    fieldOfStudy: staticCodeField('fields-of-study', K.fieldOfStudyRequired),
    graduationYear: staticCodeField('years-of-graduation', K.graduationYearRequired),
    isCfaCharterholder: z.boolean(K.cfaRequired),
    cfaLevel: z.string().optional(),
    certificates: repeatedField(CertificateSchema),
    currentTitle: shortTextField(K.currentTitleRequired),
    employerName: shortTextField(K.employerNameRequired),
    employerType: optionCodeField(EMPLOYER_TYPES, K.employerTypeRequired),
    location: shortTextField(K.locationRequired),
    startYear: staticCodeField('years-of-graduation', K.startYearRequired),
    jobSummary: longTextField(K.jobSummaryRequired),
    linkedInUrl: optionalLinkedInField,
    yearsOfExperience: staticCodeField('years-of-experience', K.experienceRequired),
    industryOfExpertise: staticCodeField('industries-of-expertise', K.industryOfExpertiseRequired),
    areaOfExpertise: staticCodeField('areas-of-expertise', K.areaOfExpertiseRequired),
    availability: optionCodeField(AVAILABILITY_OPTIONS, K.availabilityRequired),
    projectsPerWeek: staticCodeField('projects-per-week', K.projectsPerWeekRequired),
    reasonForApplying: staticCodeField('reasons-to-apply', K.reasonRequired),
    preferredCurrency: serverCodeField(K.currencyRequired),
    hourlyRate: staticCodeField('preferred-hourly-rates', K.hourlyRateRequired),
    ...termsFields,
  })
  .superRefine((value, context) => {
    if (value.isCfaCharterholder || CFA_LEVELS.some((level) => level.code === value.cfaLevel)) return;
    context.addIssue({
      code: 'custom',
      path: ['cfaLevel'],
      message: value.cfaLevel ? K.invalidOption : K.cfaLevelRequired,
    });
  });
export type FinancialConsultantRegistration = z.infer<typeof FinancialConsultantRegistrationSchema>;

export const FINANCIAL_CONSULTANT_JOURNEY: RegistrationJourney<typeof FinancialConsultantRegistrationSchema> = {
  kind: 'financial-consultation',
  userType: USER_TYPES.financialConsultant,
  schema: FinancialConsultantRegistrationSchema,
  encoding: 'multipart',
  files: [
    { field: 'idProof', kind: 'document', isRequired: true },
    { field: 'resume', kind: 'document', isRequired: true },
    { field: 'file', kind: 'document', isRequired: false, repeatedIn: 'certificates' },
  ],
  lookupFields: [
    { field: 'countryCode', list: 'countries' },
    { field: 'city', list: 'cities', onlyWhen: { field: 'countryCode', equals: DEFAULT_COUNTRY_CODE } },
    { field: 'preferredCurrency', list: 'currencies' },
  ],
  accountOf: accountOfPerson,
};
