import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { useFormatters } from '../../../lib/formatting';
import { CONSULTANT_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyConsultantProfile } from '../api/my-consultant-profile';
import { ConsultantProfileView } from '../components/consultant-profile-view';
import { VerificationBadge } from '../components/verification-badge';

/**
 * The consultant's home (dashboard/consultant/home; decision 043), where a consultant lands after
 * signing in: a greeting, the verification status and what it means, a call to finish the
 * profile while it still holds the application's answers, the profile as companies see it (with
 * the freelancing answers) and `receivedRequests`, the latest requests companies sent (the
 * requests feature's widget, composed in app/).
 */
export function ConsultantHomePage({ receivedRequests }: { receivedRequests: ReactNode }) {
  const { t } = useTranslation('consultants');
  const format = useFormatters();
  const profile = useMyConsultantProfile();
  useDocumentTitle(t('nav.profile'));
  const data = profile.data;

  if (profile.isError)
    return <ErrorState error={profile.error} title={t('home.loadFailed')} onRetry={() => void profile.refetch()} />;
  if (!data) return <Skeleton height={480} radius="lg" />;

  const isVerified = data.verificationStatus === 'verified';
  const editButton = (
    <Button component={Link} to={CONSULTANT_PATHS.editProfile} leftSection={<IconEdit size={16} aria-hidden="true" />}>
      {t('home.editProfile')}
    </Button>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageTitle title={t('home.title', { name: data.listing.name })} subtitle={t('home.subtitle')} />
        {editButton}
      </Group>
      <Alert
        color={isVerified ? 'green' : 'yellow'}
        variant="light"
        icon={<IconInfoCircle size={20} aria-hidden="true" />}
        title={<VerificationBadge status={data.verificationStatus} />}
      >
        {isVerified && data.verifiedAt
          ? t('status.verifiedText', { date: format.gregorianDate(data.verifiedAt.slice(0, 10)) })
          : t('status.pendingText')}
      </Alert>
      {!data.isComplete && (
        <Alert color="brand" variant="outline" title={t('home.completeTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('home.completeText')}</Text>
            <Button component={Link} to={CONSULTANT_PATHS.editProfile} size="xs" variant="light">
              {t('home.completeAction')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="consultant-listing">
        <Title order={2} size="h3" id="consultant-listing">
          {t('home.listingTitle')}
        </Title>
        <ConsultantProfileView
          consultant={data.listing}
          headingOrder={2}
          badges={<VerificationBadge status={data.verificationStatus} />}
        />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="consultant-requests">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="consultant-requests">
            {t('home.requestsTitle')}
          </Title>
          <Button component={Link} to={CONSULTANT_PATHS.requests} variant="subtle" size="compact-sm">
            {t('home.allRequests')}
          </Button>
        </Group>
        {receivedRequests}
      </Stack>
    </Stack>
  );
}
