import { useMutation } from '@tanstack/react-query';
import { RegistrationMessageSchema, type VerifyEmailOtpRequest } from '@hissa/contracts/registration/registration-api';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /public-api/register/verify-email-otp {email, otp}: marks the e-mail verified for the
 * consultant submission (marketplace.txt sections 4 and 5). Answers {message}.
 * Errors (ApiError, status 400): 'Incorrect OTP' (field body.otp); the code expired or none is
 * pending (no field); too many attempts (no field). 429 when this address tries too often.
 */
export function verifyEmailOtp(request: VerifyEmailOtpRequest): Promise<{ message: string }> {
  return apiRequest('/public-api/register/verify-email-otp', { method: 'POST', body: request, schema: RegistrationMessageSchema });
}

/** Checks the verification code of the consultant registration. */
export function useVerifyEmailOtp() {
  return useMutation({ mutationFn: verifyEmailOtp });
}
