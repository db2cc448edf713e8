import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TranscriptionStatus, TranscriptSegment } from '@hissa/contracts/meetings/transcription-rules';

/**
 * §2 transcript area (decision 038): the live captions (a partial one in a lighter tone), the
 * engine's quality label ("offline, basic accuracy" for pocketsphinx), and the transcript download.
 */
export function CaptionsPanel({
  status,
  captions,
  onDownload,
}: {
  status: TranscriptionStatus | null;
  captions: TranscriptSegment[];
  onDownload: () => void;
}) {
  const { t } = useTranslation('meetings');
  if (!status?.isOn && captions.length === 0) return null;
  return (
    <Paper withBorder p="sm" aria-label={t('transcription.captions')} role="region">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{t('transcription.captions')}</Text>
            {status?.quality && <Badge variant="light">{t(`transcription.quality.${status.quality}`)}</Badge>}
          </Group>
          <Button size="xs" variant="subtle" onClick={onDownload}>
            {t('transcription.download')}
          </Button>
        </Group>
        <Stack gap={2} aria-live="polite" data-testid="captions">
          {captions.slice(-5).map((caption) => (
            <Text
              key={`${caption.attendeeId}-${caption.startMs}-${caption.isPartial ? 'p' : 'f'}`}
              size="sm"
              c={caption.isPartial ? 'dimmed' : undefined}
              dir="auto"
            >
              <strong>{caption.name}:</strong> {caption.text}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
