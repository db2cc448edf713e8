import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUBLIC_COMPANY_FILE_KINDS } from '@hissa/contracts/company-profile';
import { DetailSection } from '../../../../components/detail-section';
import { ErrorState } from '../../../../components/error-state';
import { companyProfilePath } from '../../../../lib/routes';
import { useDocumentTitle } from '../../../../lib/use-document-title';
// The public profile's header and tabs, the same the visitors see.
import { useCompanyProfile } from '../../api/get-company-profile';
import { CompanyProfileHeader } from '../../components/company-profile-header';
import { CompanyProfileTabs, type CompanyProfileTabPanels } from '../../components/company-profile-tabs';
import { useMainProfile } from '../api/get-main-profile';
import classes from '../components/company-profile.module.css';
import { FileLink } from '../components/file-link';
import { COMPANY_DASHBOARD_PATHS } from '../company-profile-paths';

/**
 * dashboard/company/profile-view (MainProfileEndpoint): the company user's company as visitors see
 * it (header and profile tabs, the company's name as the heading), with the way to edit it, a link
 * to the public page and the private documents only the company sees. The funding profile and order
 * book tab bodies come in `panels` (from app/, decision 011).
 */
export function ProfileViewPage({ panels }: { panels: CompanyProfileTabPanels }) {
  const { t } = useTranslation('companyProfile');
  useDocumentTitle(t('pages.profileView'));
  const profile = useMainProfile();
  const data = profile.data;
  const company = useCompanyProfile(data?.companyId ?? null);
  const privateDocuments =
    data?.content.documents.filter((document) => !PUBLIC_COMPANY_FILE_KINDS.includes(document.kind)) ?? [];

  if (profile.isError)
    return <ErrorState error={profile.error} title={t('pages.loadError')} onRetry={() => void profile.refetch()} />;
  if (company.isError)
    return <ErrorState error={company.error} title={t('pages.loadError')} onRetry={() => void company.refetch()} />;
  if (!data || !company.data) {
    return (
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={36} width="40%" />
        <Skeleton height={160} radius="lg" />
      </Stack>
    );
  }
  return (
    <div className={classes.page}>
      <Group justify="flex-end" gap="sm">
        <Button
          component={Link}
          to={companyProfilePath(data.companyName, data.companyId)}
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden="true" />}
        >
          {t('pages.publicProfile')}
        </Button>
        <Button
          component={Link}
          to={COMPANY_DASHBOARD_PATHS.updateProfile}
          leftSection={<IconPencil size={16} aria-hidden="true" />}
        >
          {t('pages.editProfile')}
        </Button>
      </Group>
      <CompanyProfileHeader company={company.data} />
      <CompanyProfileTabs company={company.data} panels={panels} />
      <DetailSection title={t('pages.privateDocuments')}>
        <Text size="sm" c="dimmed" mb="xs">
          {t('pages.privateDocumentsIntro')}
        </Text>
        {privateDocuments.length > 0 ? (
          <Stack gap="xs">
            {privateDocuments.map((document) => (
              <FileLink key={document.fileId} file={document} label={t(`files.kind.${document.kind}`)} />
            ))}
          </Stack>
        ) : (
          <Text size="sm">
            <Link to={`${COMPANY_DASHBOARD_PATHS.updateProfile}?section=documents`}>{t('pages.addDocuments')}</Link>
          </Text>
        )}
      </DetailSection>
    </div>
  );
}
