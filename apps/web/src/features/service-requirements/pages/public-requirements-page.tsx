import { Box, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconCalendarTime,
  IconCoin,
  IconFilterOff,
  IconMessageReply,
  IconPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PublicRequirementsQuerySchema,
  type PublicRequirement,
} from '@hissa/contracts/services-marketplace/requirements';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { EmptyState } from '../../../components/empty-state';
import { LookupSelect } from '../../../components/lookup-select';
import { PagedResults } from '../../../components/paged-results';
import { PageTitle } from '../../../components/page-title';
import surfaces from '../../../components/surfaces.module.css';
import { useFormatters } from '../../../lib/formatting';
import { answerRequirementPath, REQUIREMENT_PATHS } from '../../../lib/routes';
import { useSession } from '../../../lib/session/session';
import { queryParams, readPage, useUrlFilters } from '../../../lib/url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicRequirements } from '../api/requirements-api';
import { useRequirementLabels } from '../components/requirement-labels';
import classes from '../components/requirements.module.css';

/** Requirements per page. */
const PAGE_SIZE = 10;

/** The filters kept in the URL: category (ISIC division code) and page (1-based); malformed values are dropped. */
function readFilters(params: URLSearchParams) {
  const checked = PublicRequirementsQuerySchema.safeParse({ category: params.get('category') ?? undefined });
  return { category: checked.success ? (checked.data.category ?? null) : null, page: readPage(params) };
}

function writeFilters(filters: ReturnType<typeof readFilters>): URLSearchParams {
  return queryParams({ category: filters.category, page: filters.page > 1 ? String(filters.page) : null });
}

/**
 * The public requirements (sp/public/requirements; PublicRequirementsEndpoint): open requirements
 * buyers made public, newest first, filtered by category, paged, filters in the URL. The buyer is
 * shown by city and industry group only. A provider user gets an "Answer" action that opens its
 * proposal form on the requirement (answerRequirementPath); buyers are offered the wizard.
 */
export function PublicRequirementsPage() {
  const { t } = useTranslation('serviceRequirements');
  useDocumentTitle(t('public.title'));
  const session = useSession();
  const { filters, hasFilters, update, reset } = useUrlFilters(readFilters, writeFilters);
  const requirements = usePublicRequirements({ category: filters.category, page: filters.page - 1, size: PAGE_SIZE });
  const isProvider = session?.claims.type === USER_TYPES.serviceProvider;
  const isBuyer = session?.claims.type === USER_TYPES.buyer;

  return (
    <>
      <Box className={surfaces.pageHeader}>
        <Container py={{ base: 'lg', sm: 32 }}>
          <Group justify="space-between" align="flex-end" gap="md">
            <PageTitle title={t('public.title')} subtitle={t('public.subtitle')} />
            {(isBuyer || !session) && (
              <Button
                component={Link}
                to={REQUIREMENT_PATHS.postRequirement}
                leftSection={<IconPlus size={18} aria-hidden="true" />}
              >
                {t('public.postRequirement')}
              </Button>
            )}
          </Group>
        </Container>
      </Box>
      <Container py="xl">
        <Stack gap="md">
          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            radius="lg"
            component="search"
            aria-label={t('public.filtersLabel')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LookupSelect
                list="industrial-classification-level-2"
                label={t('public.category')}
                placeholder={t('public.categoryPlaceholder')}
                value={filters.category}
                onChange={(category) => update({ category })}
                clearable
              />
            </SimpleGrid>
          </Paper>
          <PagedResults
            query={requirements}
            page={filters.page}
            pageSize={PAGE_SIZE}
            onPageChange={(page) => update({ page })}
            rangeText={(range) => t('public.resultsRange', range)}
            paginationLabel={t('public.pagesLabel')}
            resetLabel={t('public.reset')}
            onReset={hasFilters ? reset : undefined}
            loading={
              <Stack aria-hidden="true">
                {Array.from({ length: 3 }, (_, index) => (
                  <Skeleton key={index} height={160} radius="lg" />
                ))}
              </Stack>
            }
            empty={
              <Paper withBorder radius="lg">
                <EmptyState
                  icon={<IconFilterOff size={28} />}
                  title={t('public.emptyTitle')}
                  description={t('public.emptyText')}
                  action={
                    hasFilters ? (
                      <Button variant="light" onClick={reset}>
                        {t('public.reset')}
                      </Button>
                    ) : undefined
                  }
                />
              </Paper>
            }
          >
            {(rows) => (
              <Stack component="ul" gap="md" className={surfaces.cardList}>
                {rows.map((requirement) => (
                  <li key={requirement.id}>
                    <RequirementCard requirement={requirement} canAnswer={isProvider} />
                  </li>
                ))}
              </Stack>
            )}
          </PagedResults>
        </Stack>
      </Container>
    </>
  );
}

/** One public requirement: title, category › sub-category, description, budget, timeline, the buyer's city and industry, posting date. */
function RequirementCard({ requirement, canAnswer }: { requirement: PublicRequirement; canAnswer: boolean }) {
  const { t } = useTranslation('serviceRequirements');
  const format = useFormatters();
  const labels = useRequirementLabels();
  const titleId = `requirement-${requirement.id}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Text size="sm" c="brand.8" fw={600} className={classes.name}>
            {requirement.category.name} › {requirement.subCategory.name}
          </Text>
          <Title order={2} size="h4" id={titleId} className={classes.name} dir="auto">
            {requirement.title}
          </Title>
          <Text size="xs" c="gray.7">
            {t('public.posted', { date: format.gregorianDate(requirement.createdAt.slice(0, 10)) })}
          </Text>
        </Stack>
        <Text size="sm" c="gray.8" lineClamp={4} className={classes.description} dir="auto">
          {requirement.description}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Fact
            icon={<IconCoin size={16} aria-hidden="true" />}
            label={t('public.budget')}
            text={labels.budget(requirement.budgetCode)}
          />
          <Fact
            icon={<IconCalendarTime size={16} aria-hidden="true" />}
            label={t('public.timeline')}
            text={labels.timeline(requirement.timelineCode)}
          />
          <Fact
            icon={<IconBuildingSkyscraper size={16} aria-hidden="true" />}
            label={t('public.buyer')}
            text={[
              requirement.city ? t('public.buyerIn', { city: requirement.city.name }) : t('public.anyCity'),
              requirement.industryGroup?.name,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </SimpleGrid>
        {canAnswer && (
          <Group justify="flex-end">
            <Button
              component={Link}
              to={answerRequirementPath(requirement.id)}
              leftSection={<IconMessageReply size={18} aria-hidden="true" className="flip-rtl" />}
              aria-label={t('public.answerLabel', { title: requirement.title })}
            >
              {t('public.answer')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A labelled fact of a requirement card. */
function Fact({ icon, label, text }: { icon: ReactNode; label: string; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="gray.7">
      <Box mt={2} style={{ flex: 'none' }}>
        {icon}
      </Box>
      <Stack gap={0} className={classes.grow}>
        <Text size="xs" c="gray.7">
          {label}
        </Text>
        <Text size="sm" c="gray.9">
          {text}
        </Text>
      </Stack>
    </Group>
  );
}
