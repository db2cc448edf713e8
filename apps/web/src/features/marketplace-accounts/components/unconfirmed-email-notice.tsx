import { Alert, Container, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { ResendConfirmation } from './resend-confirmation';

/** The marketplace accounts whose e-mail confirmation this notice reminds of (decision 015). */
const MARKETPLACE_TYPES: readonly number[] = [USER_TYPES.buyer, USER_TYPES.serviceProvider];

/**
 * Above every page for a signed-in buyer or provider user whose e-mail is not confirmed yet (a
 * new company is listed, and a claim effective, only once it is): says so, with "Send the link
 * again" (ResendConfirmationEndpoint). Nothing for anyone else.
 */
export function UnconfirmedEmailNotice() {
  const { t } = useTranslation('marketplaceAccounts');
  const user = useCurrentUser().data;
  if (!user || user.isEmailVerified || !MARKETPLACE_TYPES.includes(user.type)) return null;
  return (
    <Container size="xl" pt="md">
      <Alert color="yellow" variant="light" icon={<IconMailExclamation />} aria-label={t('resend.noticeLabel')}>
        <Group justify="space-between" gap="sm" align="flex-start">
          <Text size="sm" maw="40rem">
            {t('resend.notConfirmed')}
          </Text>
          <ResendConfirmation email={user.email} />
        </Group>
      </Alert>
    </Container>
  );
}
