import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FollowedCompany } from '@hissa/contracts/follow';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { EntityLogo } from '../../../components/entity-logo';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { useFormatters } from '../../../lib/formatting';
import { companyProfilePath, fundingRoundsPath, PATHS } from '../../../lib/routes';
import { useBrowsingAreaPath } from '../../../lib/session/dashboard-area';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFollowedCompanies, useSetFollowing } from '../api/follow-company';
import classes from '../components/following.module.css';
import surfaces from '../../../components/surfaces.module.css';
import { PageTitle } from '../../../components/page-title';

/** Followed companies per page. */
const PAGE_SIZE = 12;

/**
 * Following Companies (dashboard/{shareholder|investor}/following-companies; FollowedCompaniesEndpoint,
 * decision 005; 'No Companies found' when empty): the companies I follow, newest first, each with its
 * profile, funding rounds and an Unfollow that confirms first. Paged.
 */
export function FollowingCompaniesPage() {
  const { t } = useTranslation('following');
  const { t: tServer } = useTranslation('server');
  const format = useFormatters();
  useDocumentTitle(t('page.title'));
  const areaPath = useBrowsingAreaPath();
  const [page, setPage] = useState(1);
  const companies = useFollowedCompanies(page - 1, PAGE_SIZE);
  const setFollowing = useSetFollowing();
  const [unfollowing, setUnfollowing] = useState<FollowedCompany | null>(null);
  const data = companies.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  const confirmUnfollow = () => {
    if (!unfollowing) return;
    setFollowing.mutate(
      { companyId: unfollowing.companyId, isFollowing: false },
      {
        onSuccess: (answer) => {
          showNotification({ color: 'green', message: answer.message });
          setUnfollowing(null);
          if (data && data.data.length === 1 && page > 1) setPage(page - 1);
        },
      },
    );
  };

  let content;
  if (companies.isError && !data)
    content = <ErrorState error={companies.error} onRetry={() => void companies.refetch()} />;
  else if (!data) content = <Skeleton height={240} radius="lg" />;
  else if (data.data.length === 0)
    content = (
      <Paper withBorder radius="lg">
        <EmptyState
          icon={<IconBuildingSkyscraper size={28} />}
          title={tServer('follow.noCompanies')}
          description={t('page.emptyText')}
          action={
            <Button component={Link} to={PATHS.companies}>
              {t('page.browse')}
            </Button>
          }
        />
      </Paper>
    );
  else
    content = (
      <Stack gap="md" aria-busy={companies.isFetching}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className={surfaces.cardList}>
          {data.data.map((company) => (
            <Paper
              key={company.companyId}
              component="li"
              withBorder
              p="md"
              radius="lg"
              className={`${surfaces.surface} ${classes.card}`}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <EntityLogo src={company.companyLogoUrl} name={company.companyName} size={48} />
                <Stack gap={4} className={classes.body}>
                  <Anchor
                    component={Link}
                    to={companyProfilePath(company.companyName, company.companyId, areaPath)}
                    fw={600}
                    c="gray.9"
                    className={classes.name}
                  >
                    {company.companyName}
                  </Anchor>
                  <Badge
                    variant="light"
                    color={company.companyType === 'listed' ? 'brand' : 'gray'}
                    c={company.companyType === 'listed' ? 'brand.9' : 'gray.9'}
                  >
                    {company.companyType === 'listed' ? t('page.listed') : t('page.nonListed')}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('page.followedOn', { date: format.gregorianDate(company.followedAt) })}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" mt="auto" grow>
                <Button
                  component={Link}
                  to={fundingRoundsPath(company.companyId, areaPath)}
                  variant="default"
                  size="xs"
                  aria-label={t('page.fundingOf', { company: company.companyName })}
                >
                  {t('page.funding')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  aria-label={t('page.unfollowCompany', { company: company.companyName })}
                  onClick={() => {
                    setFollowing.reset();
                    setUnfollowing(company);
                  }}
                >
                  {t('confirm.unfollow')}
                </Button>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
        <ListPagination page={page} totalPages={totalPages} onChange={setPage} label={t('page.pages')} />
      </Stack>
    );

  return (
    <Stack gap="xl">
      <PageTitle title={t('page.title')} subtitle={t('page.subtitle')} />
      {content}
      <ConfirmDialog
        opened={unfollowing !== null}
        title={t('confirm.unfollowTitle')}
        body={t('confirm.unfollowNamed', { company: unfollowing?.companyName ?? '' })}
        confirmLabel={t('confirm.unfollow')}
        isPending={setFollowing.isPending}
        error={setFollowing.error}
        onConfirm={confirmUnfollow}
        onClose={() => setUnfollowing(null)}
      />
    </Stack>
  );
}
