import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '../../../components/not-found-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FINTECH_PATHS } from '../fintech-paths';

/**
 * A fintech event (fintech/event/:id). There is no events source yet (decision 031), so every id
 * is unknown: the not-found state with the way back to the hub.
 */
export function EventPage() {
  const { t } = useTranslation('fintech');
  useDocumentTitle(t('event.notFoundTitle'));
  return (
    <Container py="xl">
      <NotFoundState
        title={t('event.notFoundTitle')}
        description={t('event.notFoundText')}
        browseLabel={t('event.backToHub')}
        browseTo={FINTECH_PATHS.hub}
      />
    </Container>
  );
}
