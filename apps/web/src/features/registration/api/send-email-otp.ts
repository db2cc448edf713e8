import { useMutation } from '@tanstack/react-query';
import { RegistrationMessageSchema, type GenerateEmailOtpRequest } from '@hissa/contracts/registration/registration-api';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /public-api/register/generate-verification-email-otp {email}: mails a 6-digit code
 * (marketplace.txt sections 4, 5 and 9). Answers {message} in the request's language.
 * Errors (ApiError): 400 invalid e-mail; 429 when a code was sent less than
 * OTP_RESEND_AFTER_MS ms ago, with the seconds left in `retryAfterSeconds`.
 */
export function sendEmailOtp(request: GenerateEmailOtpRequest): Promise<{ message: string }> {
  return apiRequest('/public-api/register/generate-verification-email-otp', { method: 'POST', body: request, schema: RegistrationMessageSchema });
}

/** Sends the verification code of the consultant registration. */
export function useSendEmailOtp() {
  return useMutation({ mutationFn: sendEmailOtp });
}
