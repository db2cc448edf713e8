import {
  Anchor,
  Badge,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailList } from '../../../components/detail-list';
import { DualDate } from '../../../components/dual-date';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { readRouteId } from '../../../lib/route-id';
import { companyProfilePath } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFintechProfile } from '../api/fintech-api';
import { Amount } from '../components/amount';
import { ClaimPanel } from '../components/claim-panel';
import { FintechBand } from '../components/page-band';
import { Provenance } from '../components/provenance';
import { FINTECH_PATHS, roundDetailsPath } from '../fintech-paths';
import classes from '../components/fintech.module.css';

/**
 * A fintech's profile (fintech-detail-view-beta/:companyId; FintechProfileEndpoint): overview with
 * the listing's figures, the funding rounds as a timeline (each with its source and whether the
 * company verified it), investors, news, and the claim (or the owner's edit). Unknown ids show
 * the not-found state.
 */
export function ProfilePage() {
  const { t } = useTranslation('fintech');
  const format = useFormatters();
  const fintechId = readRouteId(useParams().companyId);
  const query = useFintechProfile(fintechId);
  const profile = query.data;
  useDocumentTitle(profile?.name ?? t('profile.overview'));
  if (fintechId === null || (query.error instanceof ApiError && query.error.isNotFound)) {
    return (
      <Container py="xl">
        <NotFoundState
          title={t('profile.notFoundTitle')}
          description={t('profile.notFoundText')}
          browseLabel={t('profile.backToScreener')}
          browseTo={FINTECH_PATHS.screener}
        />
      </Container>
    );
  }
  if (query.isError)
    return (
      <Container py="xl">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  if (!profile)
    return (
      <Container py="xl">
        <Skeleton height={400} radius="lg" />
      </Container>
    );
  return (
    <>
      <FintechBand
        title={profile.name}
        subtitle={`${profile.category.name} · ${profile.city}, ${profile.country.name}`}
        aside={
          <Group gap="xs" mt="sm">
            <Badge variant="light">{profile.status.name}</Badge>
            {profile.stage && <Badge variant="outline">{profile.stage.name}</Badge>}
            {profile.isClaimed && (
              <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                {t('profile.claimed')}
              </Badge>
            )}
          </Group>
        }
      />
      <Container size="xl" py="xl">
        <div className={classes.layout}>
          <Stack gap="xl">
            <section aria-labelledby="overview">
              <Title order={2} size="h3" id="overview" mb="sm">
                {t('profile.overview')}
              </Title>
              <Paper withBorder radius="lg" p="md">
                <Stack gap="sm">
                  <Text>{profile.description}</Text>
                  <DetailList
                    items={[
                      { label: t('profile.headquarters'), value: `${profile.city}, ${profile.country.name}` },
                      { label: t('profile.founded'), value: format.wholeNumber(profile.foundedYear) },
                      {
                        label: t('profile.employees'),
                        value: profile.employees === null ? '—' : format.number(profile.employees),
                      },
                      {
                        label: t('profile.website'),
                        value: profile.website ? (
                          <Anchor href={profile.website} target="_blank" rel="noopener noreferrer" dir="ltr">
                            {profile.website.replace(/^https:\/\//, '')}
                          </Anchor>
                        ) : (
                          '—'
                        ),
                      },
                      { label: t('columns.total'), value: <Amount sar={profile.totalFunding} /> },
                      { label: t('columns.raised'), value: <Amount sar={profile.raised} /> },
                    ]}
                  />
                  <Provenance provenance={profile.profileProvenance} />
                  {profile.companyId !== null && (
                    <Anchor component={Link} to={companyProfilePath(profile.nameEn, profile.companyId)} size="sm">
                      {t('profile.companyProfile')}
                    </Anchor>
                  )}
                </Stack>
              </Paper>
            </section>
            <section aria-labelledby="timeline">
              <Title order={2} size="h3" id="timeline" mb="sm">
                {t('profile.fundingTimeline')}
              </Title>
              {profile.rounds.length === 0 ? (
                <Text c="dimmed">{t('profile.noRounds')}</Text>
              ) : (
                <Timeline active={profile.rounds.length} bulletSize={16} lineWidth={2} className={classes.timeline}>
                  {profile.rounds.map((round) => (
                    <Timeline.Item
                      key={round.roundId}
                      title={
                        <Group gap="xs" wrap="wrap">
                          <Anchor component={Link} to={roundDetailsPath(round.roundId)} fw={700}>
                            {round.stage.name}
                          </Anchor>
                          <Text fw={700}>
                            <Amount sar={round.raised} />
                          </Text>
                        </Group>
                      }
                    >
                      <Text size="sm">
                        <DualDate iso={round.announcedDate} />
                      </Text>
                      <Text size="sm" c="dimmed">
                        {round.investors.join(' · ')}
                      </Text>
                      <Provenance provenance={round.provenance} />
                    </Timeline.Item>
                  ))}
                </Timeline>
              )}
            </section>
            <section aria-labelledby="news">
              <Title order={2} size="h3" id="news" mb="sm">
                {t('profile.news')}
              </Title>
              {profile.news.length === 0 ? (
                <Text c="dimmed">{t('profile.noNews')}</Text>
              ) : (
                <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {profile.news.map((item) => (
                    <Paper component="li" key={item.newsId} withBorder radius="md" p="sm">
                      <Text fw={600}>{item.title}</Text>
                      <Text size="sm" c="dimmed">
                        {format.gregorianDate(item.publishedAt)}
                      </Text>
                    </Paper>
                  ))}
                </Stack>
              )}
            </section>
          </Stack>
          <Stack gap="lg">
            <ClaimPanel profile={profile} />
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="investors">
              <Title order={2} size="h4" id="investors" mb="sm">
                {t('profile.investorsTitle')}
              </Title>
              <SimpleGrid cols={1} spacing={6}>
                {profile.investors.map((investor) => (
                  <Group key={investor.name} justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm">{investor.name}</Text>
                    <Text size="xs" c="dimmed">
                      {t('profile.investorRounds', { count: investor.roundsCount })}
                    </Text>
                  </Group>
                ))}
              </SimpleGrid>
            </Paper>
          </Stack>
        </div>
      </Container>
    </>
  );
}
