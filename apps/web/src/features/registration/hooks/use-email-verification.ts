import { useState } from 'react';
import { OTP_RESEND_AFTER_MS, VerifyEmailOtpRequestSchema } from '@hissa/contracts/registration/registration-api';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSendEmailOtp } from '../api/send-email-otp';
import { useVerifyEmailOtp } from '../api/verify-email-otp';
import { useCountdown } from './use-countdown';

/** Seconds before another code may be asked for (the resend countdown; contracts OTP_RESEND_AFTER_MS). */
const RESEND_AFTER_SECONDS = OTP_RESEND_AFTER_MS / 1000;

/**
 * The e-mail verification of the consultant registration (contracts registration-api.ts OTP_*):
 * send a code to `email`, enter the 6 digits, verify. `send` starts the resend countdown
 * (OTP_RESEND_AFTER_MS, or the seconds the server's 429 names); `verify` checks the code's shape
 * with the contracts schema ('Incorrect OTP') before asking the server, and calls `onVerified` when
 * the server accepts it. Errors are texts ready to show: `codeError` under the code (a message key
 * or the server's text: incorrect, expired, too many attempts), `sendError` under the send button.
 * The countdown and the notices belong to the address they were for: another address starts afresh.
 */
export function useEmailVerification({ email, onVerified }: { email: string; onVerified: () => void }) {
  const sendCode = useSendEmailOtp();
  const checkCode = useVerifyEmailOtp();
  const countdown = useCountdown();
  const [code, setCode] = useState('');
  /** The address the last send was for, and what happened. */
  const [sent, setSent] = useState<{
    email: string;
    notice: string | null;
    error: string | null;
    isRecent: boolean;
  } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const isForThisEmail = sent?.email === email;
  const secondsLeft = isForThisEmail ? countdown.secondsLeft : 0;

  const send = () => {
    if (sendCode.isPending || secondsLeft > 0) return;
    setCodeError(null);
    sendCode.mutate(
      { email },
      {
        onSuccess: (answer) => {
          setSent({ email, notice: answer.message, error: null, isRecent: false });
          setCode('');
          countdown.start(RESEND_AFTER_SECONDS);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429) {
            // A code went to this address moments ago (another tab, or before a reload).
            setSent({ email, notice: null, error: null, isRecent: true });
            countdown.start(error.retryAfterSeconds ?? RESEND_AFTER_SECONDS);
            return;
          }
          setSent({ email, notice: null, error: errorMessage(error), isRecent: false });
        },
      },
    );
  };

  /**
   * Checks the code entered; `onSuccess` runs after `onVerified` (the stepper uses it to move
   * on when the check came from Next. A malformed code is refused here, with the schema's key.
   */
  const verify = (options?: { onSuccess?: () => void }) => {
    if (checkCode.isPending) return;
    const shape = VerifyEmailOtpRequestSchema.shape.otp.safeParse(code);
    if (!shape.success) {
      setCodeError(shape.error.issues[0]?.message ?? null);
      return;
    }
    setCodeError(null);
    checkCode.mutate(
      { email, otp: shape.data },
      {
        onSuccess: () => {
          setCode('');
          onVerified();
          options?.onSuccess?.();
        },
        onError: (error) => {
          const fieldError =
            error instanceof ApiError
              ? error.fieldErrors.find((candidate) => candidate.field === 'body.otp')
              : undefined;
          // Incorrect: the same code is wrong, so it is cleared for the next try. Expired or too
          // many attempts: the message says to ask for a new code.
          setCode('');
          setCodeError(fieldError?.message ?? errorMessage(error));
        },
      },
    );
  };

  return {
    code,
    setCode: (value: string) => {
      setCode(value);
      if (codeError) setCodeError(null);
    },
    codeError,
    send,
    verify,
    hasSent: isForThisEmail,
    notice: isForThisEmail ? sent.notice : null,
    sendError: isForThisEmail ? sent.error : null,
    isRecentlySent: isForThisEmail && sent.isRecent,
    secondsLeft,
    isSending: sendCode.isPending,
    isVerifying: checkCode.isPending,
  };
}

export type EmailVerification = ReturnType<typeof useEmailVerification>;
