import { z } from 'zod';
import { USER_TYPES } from '../user-types.ts';
import { type RegistrationJourney, accountOfPerson } from './registration-journey.ts';
import {
  REGISTRATION_KEYS as K,
  addressField,
  arabicPersonNameFields,
  authorizationFields,
  companyNameField,
  emailField,
  facilitatorFields,
  nameField,
  nationalIdField,
  optionalWebsiteField,
  percentageField,
  phoneField,
  registrationNumberField,
  staticCodeField,
  termsFields,
} from './registration-rules.ts';

/**
 * The individual shareholder journey (RegisterIndividualShareholderEndpoint, multipart): the
 * company whose shares are held, the shareholder, the holding, and the terms. Files:
 * businessRegistrationDocument, nationalIdProof, ownershipProof (documents, required).
 */
export const IndividualShareholderRegistrationSchema = z.object({
  companyName: companyNameField,
  companyRegistrationNumber: registrationNumberField,
  address: addressField,
  phone: phoneField,
  email: emailField,
  website: optionalWebsiteField,
  title: staticCodeField('titles', K.titleRequired),
  firstName: nameField(K.firstNameRequired),
  lastName: nameField(K.lastNameRequired),
  ...arabicPersonNameFields,
  nationalId: nationalIdField,
  shareholdingPercentage: percentageField(),
  ...termsFields,
  ...facilitatorFields,
});
export type IndividualShareholderRegistration = z.infer<typeof IndividualShareholderRegistrationSchema>;

const SHAREHOLDER_FILES = [
  { field: 'businessRegistrationDocument', kind: 'document', isRequired: true },
  { field: 'nationalIdProof', kind: 'document', isRequired: true },
  { field: 'ownershipProof', kind: 'document', isRequired: true },
] as const;

export const INDIVIDUAL_SHAREHOLDER_JOURNEY: RegistrationJourney<typeof IndividualShareholderRegistrationSchema> = {
  kind: 'individual-shareholder',
  userType: USER_TYPES.individualShareholder,
  schema: IndividualShareholderRegistrationSchema,
  encoding: 'multipart',
  files: SHAREHOLDER_FILES,
  lookupFields: [],
  accountOf: accountOfPerson,
};

/**
 * The institutional shareholder journey (RegisterInstitutionalShareholderEndpoint, multipart;
 * decision 003: the individual fields plus proof of company registration and the authorized
 * person's details). The person
 * fields are the authorized person's, with their designation. Files: the three of the
 * individual journey plus companyRegistrationProof (document, required).
 */
export const InstitutionalShareholderRegistrationSchema = IndividualShareholderRegistrationSchema.extend({
  designation: staticCodeField('designations', K.designationRequired),
  ...authorizationFields,
});
export type InstitutionalShareholderRegistration = z.infer<typeof InstitutionalShareholderRegistrationSchema>;

export const INSTITUTIONAL_SHAREHOLDER_JOURNEY: RegistrationJourney<typeof InstitutionalShareholderRegistrationSchema> =
  {
    kind: 'institutional-shareholder',
    userType: USER_TYPES.institutionalShareholder,
    schema: InstitutionalShareholderRegistrationSchema,
    encoding: 'multipart',
    files: [...SHAREHOLDER_FILES, { field: 'companyRegistrationProof', kind: 'document', isRequired: true }],
    lookupFields: [],
    accountOf: accountOfPerson,
  };
