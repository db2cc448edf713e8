import { Anchor, Container, Group, SimpleGrid, Title } from '@mantine/core';
import { IconMicrophoneOff, IconRss } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PodcastFeedEndpoint } from '@hissa/contracts/media-endpoints';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { MediaHubNav } from '../../../components/media-hub-nav';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEpisodes } from '../api/media-api';
import { EpisodeCard } from '../components/episode-card';
import classes from '../components/media-hub.module.css';

const EPISODES_SHOWN = 50;

/**
 * /media-hub/podcasts (spec §2 "podcasts (latest, featured, others)"): the latest episode with
 * its player, the featured ones, then the others, and the RSS feed for podcast apps.
 */
export function PodcastsPage() {
  const { t } = useTranslation('mediaHub');
  useDocumentTitle(t('podcasts.title'));
  const query = useEpisodes(EPISODES_SHOWN);
  const episodes = query.data?.data ?? [];
  const [latest, ...rest] = episodes;
  const featured = rest.filter((episode) => episode.isFeatured);
  const others = rest.filter((episode) => !episode.isFeatured);
  return (
    <Container size="xl" py="lg" className={classes.page}>
      <MediaHubNav />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle title={t('podcasts.title')} subtitle={t('podcasts.subtitle')} />
        <Anchor href={PodcastFeedEndpoint.path} target="_blank" rel="noopener">
          <Group gap={4} component="span">
            <IconRss size={18} aria-hidden="true" />
            {t('podcasts.rss')}
          </Group>
        </Anchor>
      </Group>
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && !latest && (
        <EmptyState
          icon={<IconMicrophoneOff size={28} />}
          title={t('podcasts.none')}
          description={t('podcasts.noneHint')}
        />
      )}
      {latest && (
        <section aria-labelledby="latest-episode">
          <Title order={2} size="h3" id="latest-episode" mb="sm">
            {t('podcasts.latest')}
          </Title>
          <EpisodeCard episode={latest} withPlayer />
        </section>
      )}
      {featured.length > 0 && (
        <section aria-labelledby="featured-episodes">
          <Title order={2} size="h3" id="featured-episodes" mb="sm">
            {t('podcasts.featured')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {featured.map((episode) => (
              <EpisodeCard key={episode.id} episode={episode} />
            ))}
          </SimpleGrid>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="other-episodes">
          <Title order={2} size="h3" id="other-episodes" mb="sm">
            {t('podcasts.others')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {others.map((episode) => (
              <EpisodeCard key={episode.id} episode={episode} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Container>
  );
}
