import { useMutation } from '@tanstack/react-query';
import type { EndpointBody, EndpointResponse } from '@hissa/contracts/http/endpoint';
import { VerifyEmailOtpEndpoint } from '@hissa/contracts/registration/registration-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Checks {email, otp} and marks the e-mail verified for the consultant submission (decision
 * 003). Answers {message}. Errors (ApiError, status 400): 'Incorrect OTP' (field body.otp); the
 * code expired or none is pending (no field); too many attempts (no field). 429 when this
 * address tries too often.
 */
export function verifyEmailOtp(
  request: EndpointBody<typeof VerifyEmailOtpEndpoint>,
): Promise<EndpointResponse<typeof VerifyEmailOtpEndpoint>> {
  return callEndpoint(VerifyEmailOtpEndpoint, { body: request });
}

/** Checks the verification code of the consultant registration. */
export function useVerifyEmailOtp() {
  return useMutation({ mutationFn: verifyEmailOtp });
}
