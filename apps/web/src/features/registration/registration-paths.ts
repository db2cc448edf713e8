/** Where each submitted registration lands: the confirmation page of its journey. */
export const COMPANY_SUBMISSION_PATH = '/company-registration-submission';
export const SHAREHOLDER_SUBMISSION_PATH = '/shareholder-registration-submission';
export const INVESTOR_SUBMISSION_PATH = '/investor-registration-submission';
export const CONSULTANT_SUBMISSION_PATH = '/financial-consultation-submission';
