import { Badge, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { DualDate } from '../../../components/dual-date';
import { ErrorState } from '../../../components/error-state';
import { FullPageLoader } from '../../../components/full-page-loader';
import { MediaHubNav } from '../../../components/media-hub-nav';
import { RichTextView } from '../../../components/rich-text-view';
import { readRouteId } from '../../../lib/route-id';
import { MEDIA_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEpisode } from '../api/media-api';
import { EpisodePlayer } from '../components/episode-player';
import { useLocalized } from '../components/use-localized';
import classes from '../components/media-hub.module.css';

/** /media-hub/podcasts/:episodeId: the episode's player, date (Gregorian and Hijri) and show notes. */
export function EpisodePage() {
  const { t, i18n } = useTranslation('mediaHub');
  const query = useEpisode(readRouteId(useParams().episodeId) ?? 0);
  const local = useLocalized();
  const episode = query.data?.data;
  useDocumentTitle(episode ? local(episode.titleEn, episode.titleAr) : t('podcasts.title'));
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!episode) return <FullPageLoader />;
  return (
    <Container size="xl" py="lg" className={classes.page}>
      <MediaHubNav />
      <BackLink to={MEDIA_PATHS.podcasts}>{t('podcasts.back')}</BackLink>
      <Stack gap="xs">
        <Badge variant="light" w="fit-content">
          {t('podcasts.episode', { number: episode.episodeNumber })}
        </Badge>
        <Title order={1} className={classes.title}>
          {local(episode.titleEn, episode.titleAr)}
        </Title>
        <DualDate iso={episode.publishedOn} />
      </Stack>
      <div className={classes.card}>
        <EpisodePlayer episode={episode} />
      </div>
      <RichTextView
        html={i18n.language === 'ar' ? episode.descriptionAr : episode.descriptionEn}
        dir={i18n.language === 'ar' ? 'rtl' : 'ltr'}
      />
    </Container>
  );
}
