import { Alert, Anchor, Button, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH, OTP_LIFETIME_MS } from '@hissa/contracts/registration/registration-api';
import { LtrText } from '../../../components/ltr-text';
import { useFormatters } from '../../../lib/formatting';
import { useErrorText } from '../hooks/use-error-text';
import type { EmailVerification } from '../hooks/use-email-verification';

/**
 * The e-mail verification step of the consultant registration (GenerateEmailOtpEndpoint,
 * VerifyEmailOtpEndpoint): the address with a way back to change it, "Send code" (then "Resend
 * code" behind a live countdown), the 6-digit code (Mantine PinInput, left to right in both
 * languages) with its error ('Incorrect OTP', expired, too many attempts) and "Verify". Once
 * verified, a confirmation replaces the code.
 */
export function EmailVerificationStep({
  email,
  isVerified,
  verification,
  onChangeEmail,
}: {
  email: string;
  isVerified: boolean;
  verification: EmailVerification;
  /** Goes back to the step holding the e-mail. */
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('registration');
  const format = useFormatters();
  const errorText = useErrorText();
  const id = useId();
  const codeError = errorText(verification.codeError);
  const firstDigit = useRef<HTMLInputElement>(null);

  // After a refused code the boxes are empty again: put the cursor back in the first one.
  useEffect(() => {
    if (verification.codeError) firstDigit.current?.focus();
  }, [verification.codeError]);

  const address = (
    <Text span fw={600}>
      <LtrText>{email}</LtrText>
    </Text>
  );

  if (isVerified) {
    return (
      <Stack gap="sm">
        <Alert
          color="brand"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          title={t('consultant.otp.verifiedTitle')}
          role="status"
        >
          <Text size="sm">
            {t('consultant.otp.verifiedText')} {address}
          </Text>
        </Alert>
        <Anchor component="button" type="button" size="sm" onClick={onChangeEmail} w="fit-content">
          {t('consultant.otp.changeEmail')}
        </Anchor>
      </Stack>
    );
  }

  const sendLabel =
    verification.secondsLeft > 0
      ? t('consultant.otp.resendIn', { seconds: format.number(verification.secondsLeft) })
      : verification.hasSent
        ? t('consultant.otp.resend')
        : t('consultant.otp.send');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text>
          {t('consultant.otp.intro', { length: format.number(OTP_LENGTH) })} {address}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onChangeEmail} w="fit-content">
          {t('consultant.otp.changeEmail')}
        </Anchor>
      </Stack>

      <Stack gap="xs">
        <Group gap="sm">
          <Button
            variant={verification.hasSent ? 'default' : 'filled'}
            leftSection={<IconMailForward size={16} aria-hidden="true" />}
            onClick={verification.send}
            loading={verification.isSending}
            disabled={verification.secondsLeft > 0}
          >
            {sendLabel}
          </Button>
        </Group>
        {verification.notice && (
          <Text size="sm" c="brand.8" role="status">
            {verification.notice}
          </Text>
        )}
        {verification.isRecentlySent && (
          <Text size="sm" c="dimmed" role="status">
            {t('consultant.otp.recentlySent')}
          </Text>
        )}
        {verification.sendError && (
          <Text size="sm" c="red.8" role="alert">
            {verification.sendError}
          </Text>
        )}
      </Stack>

      {/* Not an Input.Wrapper: it would give its one input id to each of the six boxes. */}
      <Stack gap={6} align="flex-start">
        <Input.Label id={`${id}-label`} labelElement="div" required>
          {t('consultant.otp.codeLabel')}
        </Input.Label>
        <Input.Description id={`${id}-description`}>
          {t('consultant.otp.codeHint', {
            length: format.number(OTP_LENGTH),
            minutes: format.number(OTP_LIFETIME_MS / 60_000),
          })}
        </Input.Description>
        <PinInput
          ref={firstDigit}
          length={OTP_LENGTH}
          type="number"
          size="md"
          oneTimeCode
          value={verification.code}
          onChange={verification.setCode}
          error={Boolean(codeError)}
          aria-labelledby={`${id}-label`}
          mt={4}
          getInputProps={(index) => ({
            'aria-label': t('consultant.otp.digit', {
              index: format.number(index + 1),
              length: format.number(OTP_LENGTH),
            }),
            'aria-describedby': codeError ? `${id}-error` : `${id}-description`,
          })}
        />
        {codeError && (
          <Input.Error id={`${id}-error`} role="alert">
            {codeError}
          </Input.Error>
        )}
        <Button
          type="button"
          variant={verification.hasSent ? 'filled' : 'light'}
          onClick={() => verification.verify()}
          loading={verification.isVerifying}
          mt="xs"
        >
          {t('consultant.otp.verify')}
        </Button>
      </Stack>
    </Stack>
  );
}
