import { useMutation } from '@tanstack/react-query';
import type { EndpointBody, EndpointResponse } from '@hissa/contracts/http/endpoint';
import { GenerateEmailOtpEndpoint } from '@hissa/contracts/registration/registration-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Mails a 6-digit code to {email} (the consultant's e-mail verification, decision 003). Answers
 * {message} in the request's language. Errors (ApiError): 400 invalid e-mail; 429 when a code
 * was sent less than OTP_RESEND_AFTER_MS ms ago, with the seconds left in `retryAfterSeconds`.
 */
export function sendEmailOtp(
  request: EndpointBody<typeof GenerateEmailOtpEndpoint>,
): Promise<EndpointResponse<typeof GenerateEmailOtpEndpoint>> {
  return callEndpoint(GenerateEmailOtpEndpoint, { body: request });
}

/** Sends the verification code of the consultant registration. */
export function useSendEmailOtp() {
  return useMutation({ mutationFn: sendEmailOtp });
}
