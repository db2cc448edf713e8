import { useTranslation } from 'react-i18next';
import type { Episode } from '@hissa/contracts/media/media';
import { useLocalized } from './use-localized';
import classes from './media-hub.module.css';

/**
 * The browser's own audio player for an episode (native controls, keyboard-usable), labelled with
 * the episode's title; it streams with range requests and loads only the metadata until played.
 */
export function EpisodePlayer({ episode }: { episode: Episode }) {
  const { t } = useTranslation('mediaHub');
  const local = useLocalized();
  if (!episode.audio) return null;
  return (
    <audio
      controls
      preload="metadata"
      src={episode.audio.url}
      aria-label={t('podcasts.player', { title: local(episode.titleEn, episode.titleAr) })}
      className={classes.player}
    />
  );
}
