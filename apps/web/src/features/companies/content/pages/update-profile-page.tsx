import { Anchor, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useMainProfile } from '../api/get-main-profile';
import { AwardsEditor } from '../components/awards-editor';
import classes from '../components/company-profile.module.css';
import { DocumentsEditor } from '../components/documents-editor';
import { InvestmentsEditor } from '../components/investments-editor';
import { MainProfileForm } from '../components/main-profile-form';
import { ProductsEditor } from '../components/products-editor';
import { TeamEditor } from '../components/team-editor';
import { COMPANY_DASHBOARD_PATHS } from '../company-profile-paths';

/** The editor's sections, as they appear in ?section=. */
const SECTIONS = ['details', 'documents', 'products', 'investments', 'team'] as const;
type Section = (typeof SECTIONS)[number];

function isSection(value: string | null): value is Section {
  return SECTIONS.some((section) => section === value);
}

/**
 * dashboard/company/update-profile (decision 007): the company user edits every field of their
 * company, its logo and documents, products and services, investments, team (with biographies) and
 * awards, in tabs kept in the URL (?section=) so a link or reload opens the same one. Deletions
 * confirm first.
 */
export function UpdateProfilePage() {
  const { t } = useTranslation('companyProfile');
  useDocumentTitle(t('pages.updateProfile'));
  const profile = useMainProfile();
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section: Section = isSection(requested) ? requested : 'details';
  const data = profile.data;

  return (
    <div className={classes.formPage}>
      <div className={classes.pageHeader}>
        <div>
          <Title order={1}>{t('pages.updateProfile')}</Title>
          {data && (
            <Text c="dimmed" dir="auto">
              {data.companyName}
            </Text>
          )}
        </div>
        <Anchor component={Link} to={COMPANY_DASHBOARD_PATHS.profileView} fw={600}>
          <Group gap={4} component="span">
            {t('pages.viewProfile')}
            <IconExternalLink size={16} aria-hidden="true" />
          </Group>
        </Anchor>
      </div>
      {profile.isError ? (
        <ErrorState error={profile.error} title={t('pages.loadError')} onRetry={() => void profile.refetch()} />
      ) : !data ? (
        <Stack gap="md" aria-hidden="true">
          <Skeleton height={40} radius="md" />
          <Skeleton height={320} radius="lg" />
        </Stack>
      ) : (
        <Tabs
          value={section}
          onChange={(value) => setParams(value && value !== 'details' ? { section: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('pages.editorSections')}>
            {SECTIONS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`pages.section.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details" pt="lg">
            <MainProfileForm values={data.values} />
          </Tabs.Panel>
          <Tabs.Panel value="documents" pt="lg">
            <DocumentsEditor documents={data.content.documents} logoUrl={data.companyLogoUrl} />
          </Tabs.Panel>
          <Tabs.Panel value="products" pt="lg">
            <ProductsEditor items={data.content.productsAndServices} />
          </Tabs.Panel>
          <Tabs.Panel value="investments" pt="lg">
            <InvestmentsEditor items={data.content.investments} />
          </Tabs.Panel>
          <Tabs.Panel value="team" pt="lg">
            <Stack gap="xl">
              <TeamEditor members={data.content.team} />
              <AwardsEditor awards={data.content.awards} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
    </div>
  );
}
