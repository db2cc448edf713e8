import {
  Box,
  Button,
  Chip,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconClipboardPlus, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProviderRecommendationsQuerySchema } from '@hissa/contracts/service-providers';
import { EmptyState } from '../../../components/empty-state';
import { useFormatters } from '../../../lib/formatting';
import { useLookupList } from '../../../lib/get-lookup-list';
import { PATHS, REQUIREMENT_PATHS } from '../../../lib/routes';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { queryParams, readPage, useUrlFilters } from '../../../lib/url-filters';
import { useProviderCategories, useRecommendedProviders } from '../api/get-recommended-providers';
import { ProviderCards } from '../components/provider-cards';
import classes from '../components/services.module.css';
import { PagedResults } from '../../../components/paged-results';
import surfaces from '../../../components/surfaces.module.css';
import { SectionHeading } from '../../../components/section-heading';

/** Providers per page of recommendations. */
const PAGE_SIZE = 12;
/** Categories offered as one-tap chips (the rest are in the category list). */
const POPULAR_CATEGORY_COUNT = 6;
/** Options shown at once in the long city list; typing narrows it. */
const CITY_OPTIONS_LIMIT = 50;

/**
 * The filters as kept in the URL: category (ISIC division code), city (id), page (1-based);
 * values the contract would refuse are dropped rather than sent.
 */
function readFilters(params: URLSearchParams) {
  const checked = ProviderRecommendationsQuerySchema.safeParse({
    category: params.get('category') ?? undefined,
    cityId: params.get('city') ?? undefined,
  });
  return {
    category: checked.success ? (checked.data.category ?? null) : null,
    city: checked.success && checked.data.cityId !== undefined ? String(checked.data.cityId) : null,
    page: readPage(params),
  };
}

function writeFilters(filters: ReturnType<typeof readFilters>): URLSearchParams {
  return queryParams({
    category: filters.category,
    city: filters.city,
    page: filters.page > 1 ? String(filters.page) : null,
  });
}

/**
 * The services marketplace home (PATHS.servicesHome in routes.ts; decision 008: where buyers land
 * after signing in; RecommendedProvidersEndpoint): the recommended providers (featured ones first and
 * marked, then the longest established) filtered by category, with the popular categories one
 * tap away, and by city; paged. Filters live in the URL. Signed-in users are greeted by name.
 */
export function TopRecommendationsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  useDocumentTitle(t('services.title'));
  const me = useCurrentUser();
  const { filters, hasFilters, update, reset } = useUrlFilters(readFilters, writeFilters);
  const categories = useProviderCategories();
  const cities = useLookupList('cities');
  const providers = useRecommendedProviders({
    category: filters.category,
    cityId: filters.city,
    page: filters.page - 1,
    size: PAGE_SIZE,
  });

  return (
    <>
      <Box className={surfaces.pageHeader}>
        <Container py={{ base: 'xl', sm: 40 }}>
          {me.data && (
            <Text fw={600} c="brand.8" mb={4}>
              {t('services.welcome', { name: me.data.firstName })}
            </Text>
          )}
          <Title order={1}>{t('services.title')}</Title>
          <Text c="dimmed" mt={6} maw={680}>
            {t('services.subtitle')}
          </Text>
          <Group gap="sm" mt="md">
            <Button
              component={Link}
              to={REQUIREMENT_PATHS.postRequirement}
              leftSection={<IconClipboardPlus size={18} aria-hidden="true" />}
            >
              {t('nav.postRequirement')}
            </Button>
            <Button
              component={Link}
              to={PATHS.providerScreener}
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
            >
              {t('services.openScreener')}
            </Button>
          </Group>
        </Container>
      </Box>

      <Container py="xl">
        <Stack gap="md" component="section" aria-labelledby="recommended-providers">
          <SectionHeading
            id="recommended-providers"
            title={t('services.recommendedTitle')}
            intro={t('services.recommendedIntro')}
          />

          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            radius="lg"
            component="search"
            aria-label={t('services.filtersLabel')}
          >
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Select
                  label={t('services.categoryLabel')}
                  placeholder={t('services.categoryPlaceholder')}
                  data={(categories.data ?? []).map((category) => ({
                    value: category.code,
                    label: t('services.categoryOption', {
                      name: category.name,
                      count: format.number(category.providers),
                    }),
                  }))}
                  value={filters.category}
                  onChange={(category) => update({ category })}
                  searchable
                  clearable
                  nothingFoundMessage={t('services.nothingFound')}
                  error={categories.isError ? t('services.lookupError') : undefined}
                  disabled={categories.isPending}
                  comboboxProps={{ shadow: 'md' }}
                />
                <Select
                  label={t('services.cityLabel')}
                  placeholder={t('services.cityPlaceholder')}
                  data={(cities.data ?? []).map((city) => ({ value: city.code, label: city.name }))}
                  value={filters.city}
                  onChange={(city) => update({ city })}
                  searchable
                  clearable
                  limit={CITY_OPTIONS_LIMIT}
                  nothingFoundMessage={t('services.nothingFound')}
                  error={cities.isError ? t('services.lookupError') : undefined}
                  disabled={cities.isPending}
                  comboboxProps={{ shadow: 'md' }}
                />
              </SimpleGrid>
              {categories.data && categories.data.length > 0 && (
                <Stack gap={6}>
                  <Text size="sm" fw={500} id="popular-categories">
                    {t('services.popularCategories')}
                  </Text>
                  <Group gap="xs" className={classes.chips} role="group" aria-labelledby="popular-categories">
                    {categories.data.slice(0, POPULAR_CATEGORY_COUNT).map((category) => (
                      <Chip
                        key={category.code}
                        checked={filters.category === category.code}
                        onChange={(isChecked) => update({ category: isChecked ? category.code : null })}
                        variant="outline"
                        size="sm"
                        classNames={{ root: classes.chip, label: classes.chipLabel }}
                      >
                        {category.name}
                      </Chip>
                    ))}
                  </Group>
                </Stack>
              )}
            </Stack>
          </Paper>

          <PagedResults
            query={providers}
            page={filters.page}
            pageSize={PAGE_SIZE}
            onPageChange={(page) => update({ page })}
            rangeText={(range) => t('services.resultsRange', range)}
            paginationLabel={t('services.pagesLabel')}
            resetLabel={t('services.resetFilters')}
            onReset={hasFilters ? reset : undefined}
            loading={
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden="true">
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} height={150} radius="lg" />
                ))}
              </SimpleGrid>
            }
            empty={
              <Paper withBorder radius="lg">
                <EmptyState
                  icon={<IconFilterOff size={28} />}
                  title={t('services.emptyTitle')}
                  description={t('services.emptyText')}
                  action={
                    <Button variant="light" onClick={reset}>
                      {t('services.resetFilters')}
                    </Button>
                  }
                />
              </Paper>
            }
          >
            {(rows) => <ProviderCards providers={rows} />}
          </PagedResults>
        </Stack>
      </Container>
    </>
  );
}
