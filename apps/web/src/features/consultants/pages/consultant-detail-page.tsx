import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { ApiError } from '../../../lib/api-client';
import { CONSULTANT_PATHS, newRequestToPersonPath } from '../../../lib/routes';
import { readRouteId } from '../../../lib/route-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConsultant } from '../api/consultant-directory';
import { ConsultantProfileView } from '../components/consultant-profile-view';
import { VerificationBadge } from '../components/verification-badge';

/** The company dashboard's area, where the request to a consultant is written (my-requests/new). */
const COMPANY_AREA = '/dashboard/company';

/**
 * A verified consultant's page (dashboard/company/consultants/:consultantId;
 * ConsultantDetailEndpoint, decision 043): the full profile and "Send a request", which opens the
 * requests feature's new-request form with the consultant chosen. Not found for an unverified,
 * unknown or malformed id.
 */
export function ConsultantDetailPage() {
  const { t } = useTranslation('consultants');
  const consultantId = readRouteId(useParams().consultantId);
  const consultant = useConsultant(consultantId ?? 0);
  const isNotFound = consultantId === null || (consultant.error instanceof ApiError && consultant.error.isNotFound);
  useDocumentTitle(consultant.data?.name ?? t('directory.title'));

  let content;
  if (isNotFound)
    content = (
      <NotFoundState
        title={t('detail.notFound')}
        description={t('directory.emptyText')}
        browseLabel={t('detail.back')}
        browseTo={CONSULTANT_PATHS.directory}
      />
    );
  else if (consultant.isError)
    content = <ErrorState error={consultant.error} onRetry={() => void consultant.refetch()} />;
  else if (!consultant.data) content = <Skeleton height={420} radius="lg" />;
  else {
    const data = consultant.data;
    content = (
      <ConsultantProfileView
        consultant={data}
        badges={<VerificationBadge status="verified" />}
        actions={
          <Group justify="space-between" gap="sm" align="center">
            <Text size="sm" c="dimmed" maw={520}>
              {t('detail.sendHint')}
            </Text>
            <Button
              component={Link}
              to={newRequestToPersonPath(COMPANY_AREA, data.consultantId, data.name)}
              leftSection={<IconSend size={16} aria-hidden="true" />}
            >
              {t('detail.sendRequest')}
            </Button>
          </Group>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <BackLink to={CONSULTANT_PATHS.directory}>{t('detail.back')}</BackLink>
      {content}
    </Stack>
  );
}
