import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Episode } from '@hissa/contracts/media/media';
import { DualDate } from '../../../components/dual-date';
import { FeaturedBadge } from '../../../components/featured-badge';
import { MEDIA_PATHS } from '../../../lib/routes';
import { EpisodePlayer } from './episode-player';
import { useLocalized } from './use-localized';
import classes from './media-hub.module.css';

/** An episode in a list: number, title linking to its page, date, and (with `withPlayer`) the player. */
export function EpisodeCard({ episode, withPlayer = false }: { episode: Episode; withPlayer?: boolean }) {
  const { t } = useTranslation('mediaHub');
  const local = useLocalized();
  return (
    <article className={classes.card}>
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light">{t('podcasts.episode', { number: episode.episodeNumber })}</Badge>
          {episode.isFeatured && <FeaturedBadge />}
        </Group>
        <Title order={3} size="h4" className={classes.title}>
          <Anchor component={Link} inherit to={`${MEDIA_PATHS.podcasts}/${episode.id}`}>
            {local(episode.titleEn, episode.titleAr)}
          </Anchor>
        </Title>
        <DualDate iso={episode.publishedOn} />
        {withPlayer && <EpisodePlayer episode={episode} />}
      </Stack>
    </article>
  );
}
