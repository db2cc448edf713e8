import { ActionIcon, Badge, Button, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAntennaBars5, IconHandStop, IconMicrophone, IconMicrophoneOff, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RosterEntry } from '@hissa/contracts/meetings/signal-messages';
import { useFormatters } from '../../../lib/formatting';
import { AttendeeVolumeControl } from './attendee-volume-control';

/**
 * §2/§3 roster: each attendee's name, muted and speaking (§9 colours: muted secondary, speaking
 * success), signal strength (§9: under 1 warning, 0 danger), raised hand, host; each other
 * attendee's volume on this page (decision 060). The host also sees the waiting room (Admit)
 * and can remove others.
 */
export function RosterPanel({
  roster,
  selfId,
  isHost,
  signal,
  onAdmit,
  onRemove,
}: {
  roster: RosterEntry[];
  selfId: string;
  isHost: boolean;
  /** §9 signal strength (0-1) of each attendee; missing: the §3 default 1. */
  signal: ReadonlyMap<string, number>;
  onAdmit: (attendeeId: string) => void;
  onRemove: (attendeeId: string) => void;
}) {
  const { t } = useTranslation('meetings');
  const admitted = roster.filter((entry) => entry.status === 'admitted');
  const waiting = roster.filter((entry) => entry.status === 'waiting');
  return (
    <Stack gap="xs" aria-label={t('roster.title')} role="region">
      <ul aria-label={t('roster.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {admitted.map((entry) => (
          <li key={entry.attendeeId} data-roster-name={entry.name}>
            <Group justify="space-between" wrap="nowrap" py={4}>
              <Group gap={6} wrap="nowrap" miw={0}>
                {entry.muted ? (
                  <IconMicrophoneOff size={16} color="var(--mantine-color-dimmed)" aria-label={t('roster.muted')} />
                ) : (
                  <IconMicrophone
                    size={16}
                    color={entry.speaking ? 'var(--mantine-color-green-7)' : undefined}
                    aria-label={entry.speaking ? t('roster.speaking') : t('roster.unmuted')}
                  />
                )}
                <Text
                  size="sm"
                  truncate
                  c={entry.speaking ? 'green.8' : undefined}
                  fw={entry.speaking ? 600 : undefined}
                >
                  {entry.attendeeId === selfId ? t('tile.you', { name: entry.name }) : entry.name}
                </Text>
                <SignalIcon strength={signal.get(entry.attendeeId) ?? 1} />
                {entry.isHost && (
                  <Badge size="xs" variant="light">
                    {t('roster.host')}
                  </Badge>
                )}
                {entry.handRaised && <IconHandStop size={16} aria-label={t('roster.handRaised')} />}
              </Group>
              {entry.attendeeId !== selfId && (
                <Group gap={2} wrap="nowrap">
                  <AttendeeVolumeControl attendeeId={entry.attendeeId} name={entry.name} />
                  {isHost && (
                    <Tooltip label={t('roster.remove', { name: entry.name })}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('roster.remove', { name: entry.name })}
                        onClick={() => onRemove(entry.attendeeId)}
                      >
                        <IconUserMinus size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              )}
            </Group>
          </li>
        ))}
      </ul>
      {isHost && waiting.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('roster.waitingRoom')}
          </Text>
          {waiting.map((entry) => (
            <Group key={entry.attendeeId} justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {entry.name}
              </Text>
              <Button size="compact-sm" onClick={() => onAdmit(entry.attendeeId)}>
                {t('roster.admit')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** §9 signal strength colours: full green, under 1 the warning colour, 0 the danger colour; labelled scaled by 100. */
function SignalIcon({ strength }: { strength: number }) {
  const { t } = useTranslation('meetings');
  const format = useFormatters();
  const colour = strength <= 0 ? 'red.7' : strength < 1 ? 'yellow.7' : 'green.7';
  const label = t('roster.signal', { percent: format.percent(String(Math.round(strength * 100))) });
  return (
    <Tooltip label={label}>
      <ThemeIcon variant="transparent" size="sm" c={colour} aria-label={label} role="img" data-signal={strength}>
        <IconAntennaBars5 size={16} aria-hidden="true" />
      </ThemeIcon>
    </Tooltip>
  );
}
