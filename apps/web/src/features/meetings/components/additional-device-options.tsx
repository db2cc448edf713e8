import { Accordion, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TILE_PAGE_SIZES } from '@hissa/contracts/meetings/meeting-rules';
import { useFormatters } from '../../../lib/formatting';
import { AFTER_MEETING_BEHAVIOURS, type AfterMeeting } from '../room/after-meeting';

/** The §2 device-screen options an attendee may change. */
export type AdditionalOptions = { afterMeeting: AfterMeeting; tilePageSize: number };

/**
 * §2 additional device-selection options, folded away: the tile page size (2-25, §9) and what
 * happens when the meeting ends or the attendee leaves (§4: stay, home page, reload, back to the
 * join form, 'Gone').
 */
export function AdditionalDeviceOptions({
  value,
  onChange,
}: {
  value: AdditionalOptions;
  onChange: (value: AdditionalOptions) => void;
}) {
  const { t } = useTranslation('meetings');
  const format = useFormatters();
  return (
    <Accordion variant="contained">
      <Accordion.Item value="more">
        <Accordion.Control>{t('devices.more')}</Accordion.Control>
        <Accordion.Panel>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('devices.tilePageSize')}
              data={TILE_PAGE_SIZES.map((size) => ({ value: String(size), label: format.number(size) }))}
              value={String(value.tilePageSize)}
              allowDeselect={false}
              onChange={(size) => size && onChange({ ...value, tilePageSize: Number(size) })}
            />
            <Select
              label={t('devices.afterMeeting')}
              data={AFTER_MEETING_BEHAVIOURS.map((behaviour) => ({
                value: behaviour,
                label: t(`devices.afterMeetings.${behaviour}`),
              }))}
              value={value.afterMeeting}
              allowDeselect={false}
              onChange={(behaviour) => behaviour && onChange({ ...value, afterMeeting: behaviour as AfterMeeting })}
            />
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
