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
  phoneField,
  registrationNumberField,
  termsFields,
} from './registration-rules.ts';

/**
 * The company journey (RegisterCompanyEndpoint, multipart; decision 003): the company, its
 * authorized person, and the consents. `directoryCompanyId` is the id the form found through
 * DirectoryCompanySearchEndpoint ('' or absent for a company not yet in the directory). File: idDocument (document, required).
 */
export const CompanyRegistrationSchema = z.object({
  directoryCompanyId: z
    .string()
    .regex(/^([1-9][0-9]{0,8})?$/, K.invalidOption)
    .optional(),
  companyName: companyNameField,
  address: addressField,
  companyRegistrationNumber: registrationNumberField,
  firstName: nameField(K.firstNameRequired),
  lastName: nameField(K.lastNameRequired),
  ...arabicPersonNameFields,
  phone: phoneField,
  email: emailField,
  ...termsFields,
  ...facilitatorFields,
  ...authorizationFields,
});
export type CompanyRegistration = z.infer<typeof CompanyRegistrationSchema>;

export const COMPANY_JOURNEY: RegistrationJourney<typeof CompanyRegistrationSchema> = {
  kind: 'company',
  userType: USER_TYPES.company,
  schema: CompanyRegistrationSchema,
  encoding: 'multipart',
  files: [{ field: 'idDocument', kind: 'document', isRequired: true }],
  lookupFields: [],
  accountOf: accountOfPerson,
};
