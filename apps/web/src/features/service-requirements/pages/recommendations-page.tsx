import { Alert, Box, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconSend, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { PageTitle } from '../../../components/page-title';
import surfaces from '../../../components/surfaces.module.css';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { newQuotationRequestPath } from '@hissa/contracts/services-marketplace/quotations';
import { PATHS, REQUIREMENT_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequirementRecommendations } from '../api/requirements-api';
import { RecommendationCard } from '../components/recommendation-card';
import { useRequirementLabels } from '../components/requirement-labels';
import classes from '../components/requirements.module.css';

/**
 * The recommendations page (sp/requirements/:requirementId/recommendations; spec §9 top 5 per
 * inquiry; decision 017; RequirementRecommendationsEndpoint): the requirement in brief, a note when
 * the search widened to the whole category, then the (up to) five providers as cards with their
 * score and "why recommended". The buyer selects providers and requests quotations from them at once
 * (sp/quotations/new?providerIds=…&requirementId=…). Another buyer's requirement shows as not found.
 */
export function RecommendationsPage() {
  const { t } = useTranslation('serviceRequirements');
  useDocumentTitle(t('recommendations.title'));
  const format = useFormatters();
  const labels = useRequirementLabels();
  const requirementId = Number(useParams().requirementId);
  const query = useRequirementRecommendations(requirementId);
  const [selected, setSelected] = useState<number[]>([]);

  if (query.isError) {
    const isNotFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Container py="xl">
        {isNotFound ? (
          <NotFoundState title={t('recommendations.notFoundTitle')} description={t('recommendations.notFoundText')} />
        ) : (
          <ErrorState
            error={query.error}
            title={t('recommendations.loadFailed')}
            onRetry={() => void query.refetch()}
          />
        )}
      </Container>
    );
  }

  const data = query.data;
  const requirement = data?.requirement;
  const toggle = (providerId: number, isOn: boolean) =>
    setSelected((current) => (isOn ? [...current, providerId] : current.filter((id) => id !== providerId)));
  const ordered = data
    ? data.recommendations.filter((item) => selected.includes(item.providerId)).map((item) => item.providerId)
    : [];

  return (
    <>
      <Box className={surfaces.pageHeader}>
        <Container py={{ base: 'lg', sm: 32 }}>
          <PageTitle
            title={t('recommendations.title')}
            subtitle={
              requirement ? (
                <Trans
                  t={t}
                  i18nKey="recommendations.subtitle"
                  values={{ title: requirement.title }}
                  // The buyer's title may be in the other language: isolate it from the sentence around it.
                  components={{ title: <bdi /> }}
                />
              ) : (
                <Skeleton h={20} w={280} />
              )
            }
          />
          {requirement && (
            <Group gap="xs" mt="md" aria-label={t('recommendations.requirementFacts')} role="list">
              {[
                `${requirement.category.name} › ${requirement.subCategory.name}`,
                requirement.city?.name,
                labels.budget(requirement.budgetCode),
                labels.timeline(requirement.timelineCode),
                t(`recommendations.visibility.${requirement.isPublic ? 'public' : 'private'}`),
              ]
                .filter((text): text is string => Boolean(text))
                .map((text) => (
                  <Text key={text} component="span" size="sm" role="listitem" className={classes.pill}>
                    {text}
                  </Text>
                ))}
            </Group>
          )}
        </Container>
      </Box>

      <Container py="xl">
        <Stack gap="lg">
          {data?.scope === 'category' && requirement && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
              {t('recommendations.fallback', {
                subCategory: requirement.subCategory.name,
                category: requirement.category.name,
              })}
            </Alert>
          )}

          {!data ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-hidden="true">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height={260} radius="lg" />
              ))}
            </SimpleGrid>
          ) : data.recommendations.length === 0 ? (
            <Paper withBorder radius="lg">
              <EmptyState
                icon={<IconUsersGroup size={28} />}
                title={t('recommendations.emptyTitle')}
                description={t('recommendations.emptyText')}
                action={
                  <Button component={Link} to={PATHS.servicesHome} variant="light">
                    {t('recommendations.browseProviders')}
                  </Button>
                }
              />
            </Paper>
          ) : (
            <>
              <Text c="gray.7">{t('recommendations.requestHint')}</Text>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ol" className={surfaces.cardList}>
                {data.recommendations.map((item) => (
                  <li key={item.providerId}>
                    <RecommendationCard
                      item={item}
                      requirement={data.requirement}
                      isSelected={selected.includes(item.providerId)}
                      onSelect={(isOn) => toggle(item.providerId, isOn)}
                    />
                  </li>
                ))}
              </SimpleGrid>
              <Text size="xs" c="gray.7">
                {t('recommendations.scoringNote', { version: data.recommendations[0]?.scoringVersion ?? '' })}
              </Text>
            </>
          )}

          <Group>
            <Button
              component={Link}
              to={REQUIREMENT_PATHS.postRequirement}
              variant="subtle"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              {t('recommendations.postAnother')}
            </Button>
          </Group>
        </Stack>
      </Container>

      {data && data.recommendations.length > 0 && (
        <Box className={classes.requestBar} py="sm">
          <Container>
            <Group justify="space-between" gap="sm">
              <Text size="sm" fw={600} aria-live="polite">
                {t('recommendations.requestCount', { count: ordered.length, formatted: format.number(ordered.length) })}
              </Text>
              {ordered.length > 0 ? (
                <Button
                  component={Link}
                  to={newQuotationRequestPath(ordered, requirementId)}
                  leftSection={<IconSend size={18} aria-hidden="true" className="flip-rtl" />}
                >
                  {t('recommendations.requestQuotations')}
                </Button>
              ) : (
                // Nothing to ask yet: a disabled button, not a link that goes nowhere.
                <Button disabled leftSection={<IconSend size={18} aria-hidden="true" className="flip-rtl" />}>
                  {t('recommendations.requestQuotations')}
                </Button>
              )}
            </Group>
          </Container>
        </Box>
      )}
    </>
  );
}
