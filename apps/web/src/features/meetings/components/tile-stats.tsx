import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatting';
import { type StatsSource, useVideoStats } from '../hooks/use-webrtc-stats';
import classes from './meeting.module.css';

/**
 * §2 video stats over a tile: resolution, frame rate, bitrate and packet loss of the tile's
 * stream (received, or sent for our own tiles), from getStats every 2 s; a dash until measured.
 */
export function TileStats({ room, track }: { room: StatsSource; track: MediaStreamTrack | null }) {
  const { t } = useTranslation('meetings');
  const format = useFormatters();
  const stats = useVideoStats(room, track);
  const dash = '–';
  const rows = [
    [
      t('stats.resolution'),
      stats?.width && stats.height ? `${format.wholeNumber(stats.width)} × ${format.wholeNumber(stats.height)}` : dash,
    ],
    [
      t('stats.frameRate'),
      stats?.frameRate != null ? t('stats.fps', { value: format.number(Math.round(stats.frameRate)) }) : dash,
    ],
    [
      t('stats.bitrate'),
      stats?.bitrateKbps != null ? t('stats.kbps', { value: format.number(Math.round(stats.bitrateKbps)) }) : dash,
    ],
    [t('stats.packetLoss'), stats?.lossFraction != null ? format.percent((stats.lossFraction * 100).toFixed(1)) : dash],
  ] as const;
  return (
    <dl className={classes.stats} aria-label={t('stats.label')} data-stats-ready={stats?.width ? true : undefined}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" span>
            {label}
          </Text>{' '}
          <Text component="dd" size="xs" fw={600} span>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
