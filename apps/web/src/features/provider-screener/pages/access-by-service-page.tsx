import type { ReactNode } from 'react';
import {
  Anchor,
  Button,
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
import { IconAdjustmentsHorizontal, IconArrowLeft, IconArrowRight, IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PagedResults } from '../../../components/paged-results';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { queryParams, readPage, urlField, useUrlFilters } from '../../../lib/url-filters';
import { useScreener, useServiceCategories } from '../api/get-screener';
import { PageBand } from '../components/page-band';
import { ProviderResults } from '../components/results-layout';
import classes from '../components/screener.module.css';
import surfaces from '../../../components/surfaces.module.css';

/** Providers per page of one category. */
const PAGE_SIZE = 12;

const categoryField = urlField.code('category', /^\d{2}$/);
const readFilters = (params: URLSearchParams) => ({
  category: categoryField.read(params.get('category')),
  page: readPage(params),
});
const writeFilters = (filters: ReturnType<typeof readFilters>) =>
  queryParams({ category: filters.category, page: filters.page > 1 ? String(filters.page) : null });

/**
 * Access by service provider (sp/public/access-by-service-provider; decision 016): the service
 * categories (ISIC divisions) with their provider counts (ProviderCategoriesEndpoint), then the
 * active providers of the chosen one (the screener's category filter), paged, with a link to
 * refine the list in the screener. The category and page live in the URL.
 */
export function AccessByServicePage() {
  const { t } = useTranslation('screener');
  useDocumentTitle(t('byServiceTitle'));
  const format = useFormatters();
  const { dir } = useLanguage();
  const { filters, update } = useUrlFilters(readFilters, writeFilters);
  const categories = useServiceCategories();
  const chosen = categories.data?.find((category) => category.code === filters.category) ?? null;
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <>
      <PageBand title={t('byServiceTitle')} subtitle={t('byServiceSubtitle')} />
      <Container py="xl">
        {categories.isError ? (
          <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
        ) : !categories.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-hidden="true">
            {Array.from({ length: 9 }, (_, index) => (
              <Skeleton key={index} height={64} radius="lg" />
            ))}
          </SimpleGrid>
        ) : filters.category === null ? (
          <Stack gap="md" component="section" aria-labelledby="service-categories">
            <Title order={2} size="h3" id="service-categories">
              {t('byServiceCategories')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" className={classes.categoryList}>
              {categories.data.map((category) => (
                <li key={category.code}>
                  <Paper withBorder radius="lg" p={0} h="100%">
                    <Link to={`?category=${category.code}`} className={classes.categoryLink}>
                      <Text fw={500} className={classes.name}>
                        {category.name}
                      </Text>
                      <Text c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {t('byServiceCount', { formattedCount: format.number(category.providers) })}
                      </Text>
                    </Link>
                  </Paper>
                </li>
              ))}
            </SimpleGrid>
          </Stack>
        ) : (
          <CategoryProviders
            category={filters.category}
            categoryName={chosen?.name ?? filters.category}
            page={filters.page}
            onPageChange={(page) => update({ page })}
            options={categories.data.map((category) => ({ value: category.code, label: category.name }))}
            onCategoryChange={(category) => update({ category })}
            backIcon={<BackIcon size={16} aria-hidden="true" />}
          />
        )}
      </Container>
    </>
  );
}

/** The providers of one category, a switch to another, and the way on to the screener. */
function CategoryProviders({
  category,
  categoryName,
  page,
  onPageChange,
  options,
  onCategoryChange,
  backIcon,
}: {
  category: string;
  categoryName: string;
  page: number;
  onPageChange: (page: number) => void;
  options: { value: string; label: string }[];
  onCategoryChange: (category: string | null) => void;
  backIcon: ReactNode;
}) {
  const { t } = useTranslation('screener');
  const providers = useScreener({ category, page: page - 1, size: PAGE_SIZE });
  return (
    <Stack gap="md" component="section" aria-labelledby="category-providers">
      <Anchor component={Link} to="?" size="sm">
        <Group gap={4} component="span">
          {backIcon}
          {t('byServiceAll')}
        </Group>
      </Anchor>
      <Title order={2} size="h3" id="category-providers">
        {t('byServiceProviders', { category: categoryName })}
      </Title>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('categoryLabel')}
          data={options}
          value={category}
          onChange={onCategoryChange}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('nothingFound')}
          comboboxProps={{ shadow: 'md' }}
          w={{ base: '100%', sm: 360 }}
        />
        <Button
          component={Link}
          to={`${PATHS.providerScreener}?category=${category}`}
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
        >
          {t('openScreener')}
        </Button>
      </Group>
      <PagedResults
        query={providers}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={onPageChange}
        rangeText={(range) => t('resultsRange', range)}
        paginationLabel={t('pagesLabel')}
        empty={
          <Paper withBorder radius="lg" className={surfaces.results}>
            <EmptyState icon={<IconBuildingStore size={28} />} title={t('emptyTitle')} description={t('emptyText')} />
          </Paper>
        }
      >
        {(rows) => <ProviderResults providers={rows} />}
      </PagedResults>
    </Stack>
  );
}
