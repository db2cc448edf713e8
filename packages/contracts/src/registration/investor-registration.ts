import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from '../geography.ts';
import { USER_TYPES } from '../user-types.ts';
import {
  type RegistrationJourney,
  accountOfPerson,
  splitArabicFullName,
  splitFullName,
} from './registration-journey.ts';
import {
  REGISTRATION_KEYS as K,
  arabicNameField,
  arabicPersonNameFields,
  cityField,
  authorizationFields,
  companyNameField,
  companyTelephoneField,
  emailField,
  facilitatorFields,
  longTextField,
  mobileField,
  nameField,
  optionalCompanyNameField,
  optionalEmailField,
  optionalFaxField,
  optionalLinkedInField,
  optionalMobileField,
  optionalWebsiteField,
  pastDateField,
  percentageField,
  repeatedField,
  serverCodeField,
  shortTextField,
  staticCodeField,
  termsFields,
} from './registration-rules.ts';

/** One previous investment of an individual investor: company name, ownership, ownership date. */
export const PreviousInvestmentSchema = z.object({
  companyName: companyNameField,
  ownershipPercentage: percentageField(),
  ownershipDate: pastDateField(K.ownershipDateRequired),
});

/**
 * The individual investor journey (RegisterIndividualInvestorEndpoint, JSON: no files).
 * `city` is a code of the cities lookup when countryCode is SA, free text otherwise;
 * geographicalFocus holds country codes, industryFocus ISIC level-1 codes (both checked by the
 * server). email1 becomes the user name.
 */
export const IndividualInvestorRegistrationSchema = z.object({
  title: staticCodeField('titles', K.titleRequired),
  firstName: nameField(K.firstNameRequired),
  lastName: nameField(K.lastNameRequired),
  ...arabicPersonNameFields,
  countryCode: serverCodeField(K.countryRequired),
  city: cityField,
  companyName: optionalCompanyNameField,
  designation: staticCodeField('designations', K.designationRequired),
  biography: longTextField(K.biographyRequired),
  investorType: staticCodeField('investor-types', K.investorTypeRequired),
  geographicalFocus: repeatedField(serverCodeField(K.geographicalFocusRequired), K.geographicalFocusRequired),
  industryFocus: repeatedField(serverCodeField(K.industryFocusRequired), K.industryFocusRequired),
  investmentStrategy: longTextField(K.strategyRequired),
  previousInvestments: repeatedField(PreviousInvestmentSchema),
  mobile1: mobileField,
  mobile2: optionalMobileField,
  email1: emailField,
  email2: optionalEmailField,
  linkedInUrl: optionalLinkedInField,
  ...termsFields,
  ...facilitatorFields,
});
export type IndividualInvestorRegistration = z.infer<typeof IndividualInvestorRegistrationSchema>;

export const INDIVIDUAL_INVESTOR_JOURNEY: RegistrationJourney<typeof IndividualInvestorRegistrationSchema> = {
  kind: 'individual-investor',
  userType: USER_TYPES.individualInvestor,
  schema: IndividualInvestorRegistrationSchema,
  encoding: 'json',
  files: [],
  lookupFields: [
    { field: 'countryCode', list: 'countries' },
    { field: 'city', list: 'cities', onlyWhen: { field: 'countryCode', equals: DEFAULT_COUNTRY_CODE } },
    { field: 'geographicalFocus', list: 'countries' },
    { field: 'industryFocus', list: 'industrial-classification-level-1' },
  ],
  accountOf: ({ email1, ...person }) => accountOfPerson({ ...person, email: email1 }),
};

/** One key member of an institutional investor (name, designation, degree); the photo is keyMembers.{i}.photo. */
export const KeyMemberSchema = z.object({
  fullName: nameField(K.fullNameRequired),
  designation: staticCodeField('designations', K.designationRequired),
  degree: shortTextField(K.degreeRequired),
});

/**
 * The institutional investor journey (RegisterInstitutionalInvestorEndpoint, multipart).
 * headquarters is a country code, sector a code of the sectors lookup (checked by the
 * server); keyMembers is sent as one JSON field. The contact person's official e-mail becomes
 * the user name. Files: companyLogo (image, optional), keyMembers.{i}.photo (image, optional).
 */
export const InstitutionalInvestorRegistrationSchema = z.object({
  companyName: companyNameField,
  headquarters: serverCodeField(K.headquartersRequired),
  establishedDate: pastDateField(K.establishedDateRequired),
  sector: serverCodeField(K.sectorRequired),
  numberOfEmployees: staticCodeField('number-of-employees', K.employeesRequired),
  investorType: staticCodeField('investor-types', K.investorTypeRequired),
  aboutCompany: longTextField(K.aboutCompanyRequired),
  website: optionalWebsiteField,
  keyMembers: repeatedField(KeyMemberSchema, K.keyMembersRequired),
  companyTelephone: companyTelephoneField,
  companyFax: optionalFaxField,
  contactPersonName: nameField(K.fullNameRequired),
  /** The contact person's full name in Arabic, optional (decision 047). */
  contactPersonNameAr: arabicNameField.optional(),
  contactPersonEmail: emailField,
  ...termsFields,
  ...facilitatorFields,
  ...authorizationFields,
});
export type InstitutionalInvestorRegistration = z.infer<typeof InstitutionalInvestorRegistrationSchema>;

export const INSTITUTIONAL_INVESTOR_JOURNEY: RegistrationJourney<typeof InstitutionalInvestorRegistrationSchema> = {
  kind: 'institutional-investor',
  userType: USER_TYPES.institutionalInvestor,
  schema: InstitutionalInvestorRegistrationSchema,
  encoding: 'multipart',
  files: [
    { field: 'companyLogo', kind: 'image', isRequired: false },
    { field: 'photo', kind: 'image', isRequired: false, repeatedIn: 'keyMembers' },
  ],
  lookupFields: [
    { field: 'headquarters', list: 'countries' },
    { field: 'sector', list: 'sectors' },
  ],
  accountOf: ({ contactPersonEmail, contactPersonName, contactPersonNameAr }) => ({
    email: contactPersonEmail,
    ...splitFullName(contactPersonName),
    ...splitArabicFullName(contactPersonNameAr),
  }),
};
