import { Checkbox, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type MediaOptions, SERVER_SIDE_ADAPTIONS } from '@hissa/contracts/meetings/device-options';

/** The on / off options of this section. */
type SessionFlag = 'deleteAttendeeToLeave' | 'keepLastFrame' | 'eventReporting' | 'webAudio';
const SESSION_FLAGS: readonly SessionFlag[] = ['deleteAttendeeToLeave', 'keepLastFrame', 'eventReporting', 'webAudio'];

/**
 * §2 device-selection options of decision 052, inside the media options' fold: delete the
 * attendee to leave, keep the last frame when paused, event reporting and web audio (each with
 * what it does); then preconnect, echo reduction and server-side adaption, shown disabled with
 * the reason our meetings cannot honour them.
 */
export function SessionOptionsFields({
  value,
  onChange,
}: {
  value: MediaOptions;
  onChange: (change: Partial<MediaOptions>) => void;
}) {
  const { t } = useTranslation('meetings');
  return (
    <>
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {t('mediaOptions.sessionTitle')}
        </Text>
        {SESSION_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={t(`mediaOptions.${flag}`)}
            description={t(`mediaOptions.${flag}Hint`)}
            checked={value[flag]}
            onChange={(event) => onChange({ [flag]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {t('mediaOptions.unavailableTitle')}
        </Text>
        <Checkbox label={t('mediaOptions.preconnect')} description={t('mediaOptions.preconnectReason')} disabled />
        <Checkbox
          label={t('mediaOptions.echoReduction')}
          description={t('mediaOptions.echoReductionReason')}
          disabled
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('mediaOptions.serverSideAdaption')}
            description={t('mediaOptions.serverSideAdaptionReason')}
            data={SERVER_SIDE_ADAPTIONS.map((adaption) => ({
              value: adaption,
              label: t(`mediaOptions.serverSideAdaptions.${adaption}`),
            }))}
            value="none"
            disabled
          />
        </SimpleGrid>
      </Stack>
    </>
  );
}
