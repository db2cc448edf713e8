import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SERVICE_PROVIDER_REGISTERED_COOKIE } from '@hissa/contracts/billing/subscriptions';
import { PROVIDER_UPGRADE_PATH } from '@hissa/contracts/services-marketplace/provider-packages';

/** Whether the browser holds the service-provider-registered cookie (spec §4: set at sign-in while the provider has no paid plan). */
function hasRegisteredCookie(): boolean {
  return document.cookie.split(';').some((entry) => entry.trim().startsWith(`${SERVICE_PROVIDER_REGISTERED_COOKIE}=1`));
}

/**
 * The offer of the plan step after sign-in (decision 022): while the registered cookie is there,
 * a banner links to the subscription step; nothing otherwise.
 */
export function PlanStepBanner() {
  const { t } = useTranslation('providerProfile');
  if (!hasRegisteredCookie()) return null;
  return (
    <Alert color="brand" variant="light">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('planStepBanner')}</Text>
        <Button component={Link} to={PROVIDER_UPGRADE_PATH} size="xs">
          {t('planStepAction')}
        </Button>
      </Group>
    </Alert>
  );
}
