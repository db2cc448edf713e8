import { ActionIcon, Group, Popover, Slider, Stack, Text } from '@mantine/core';
import { IconVolume, IconVolume2, IconVolumeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatting';
import { useAttendeeVolumes } from './attendee-volumes';

/** Steps of the volume slider (percent). */
const VOLUME_STEP = 5;

/**
 * A roster row's volume button for another attendee (decision 060): it opens a slider from 0 to
 * 100 % that sets how loud this page plays `name`, with a line saying only this user hears the
 * change. The icon shows the volume chosen (off, lowered, full).
 */
export function AttendeeVolumeControl({ attendeeId, name }: { attendeeId: string; name: string }) {
  const { t } = useTranslation('meetings');
  const format = useFormatters();
  const { volumeOf, setVolume } = useAttendeeVolumes();
  const percent = Math.round(volumeOf(attendeeId) * 100);
  const label = t('roster.volume', { name });
  const Icon = percent === 0 ? IconVolumeOff : percent < 100 ? IconVolume2 : IconVolume;
  return (
    <Popover position="bottom-end" shadow="md" width={260} trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label} data-volume={percent}>
          <Icon size={16} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {format.percent(String(percent))}
            </Text>
          </Group>
          <Slider
            value={percent}
            onChange={(value) => setVolume(attendeeId, value / 100)}
            min={0}
            max={100}
            step={VOLUME_STEP}
            label={null}
            thumbLabel={label}
          />
          <Text size="xs" c="dimmed">
            {t('roster.volumeOnlyYou')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
