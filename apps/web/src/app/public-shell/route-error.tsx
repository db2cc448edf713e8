import { Button, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { EmptyState } from '../../components/empty-state';

/**
 * Shown in place of a page that threw while rendering or failed to load its code (for
 * example after a new deployment): says so and offers a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error('[route]', error);
  }, [error]);

  return (
    <Container py={64}>
      <EmptyState
        icon={<IconAlertTriangle size={28} />}
        title={t('errors.pageCrashed')}
        description={t('errors.pageCrashedText')}
        headingOrder={1}
        action={<Button onClick={() => window.location.reload()}>{t('common.reloadPage')}</Button>}
      />
    </Container>
  );
}
