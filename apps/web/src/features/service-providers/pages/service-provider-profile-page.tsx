import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProviderPublicProfile } from '../api/provider-profile';
import { ProviderProfileSkeleton, ProviderPublicView } from '../components/provider-public-view';
import { readRouteId } from '../../../lib/route-id';
import { NotFoundState } from '../../../components/not-found-state';

/**
 * A service provider's public profile (sp/sp/:providerId/:providerName): ProviderPublicView with
 * every section (about, business info, services, projects, clients, team, awards, verified reviews
 * and the provider's own testimonials) and the "Request a quotation" button (decision 014).
 */
export function ServiceProviderProfilePage() {
  const { t } = useTranslation();
  const { providerId: rawId } = useParams();
  const providerId = readRouteId(rawId);
  const profile = useProviderPublicProfile(providerId);
  const provider = profile.data;
  const isNotFound = providerId === null || (profile.error instanceof ApiError && profile.error.isNotFound);
  useDocumentTitle(provider?.providerName ?? (isNotFound ? t('provider.notFoundTitle') : t('provider.title')));

  if (isNotFound) {
    return (
      <Container py={64}>
        <NotFoundState
          title={t('provider.notFoundTitle')}
          description={t('provider.notFoundText')}
          browseLabel={t('services.browseProviders')}
          browseTo={PATHS.servicesHome}
        />
      </Container>
    );
  }

  if (profile.isError) {
    return (
      <Container py="xl">
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </Container>
    );
  }

  if (!provider) {
    return (
      <Container py="xl">
        <ProviderProfileSkeleton />
      </Container>
    );
  }

  return (
    <Container py="xl">
      <ProviderPublicView profile={provider} />
    </Container>
  );
}
