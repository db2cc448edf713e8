import { Button, Checkbox, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  CIRCULAR_CUT_RADIUS,
  CONTENT_SHARE_FRAME_RATE_PLACEHOLDER,
  CONTENT_SHARE_MAX_FRAME_RATE,
  VOLUME_REDUCTION_GAIN,
} from '@hissa/contracts/meetings/meeting-rules';
import { useFormatters } from '../../../lib/formatting';
import type { ShareOptions } from '../media/share-sources';

/**
 * §2 content share options modal (§3 fields, §5 rules): frame rate (a number from 1 to 60;
 * the browser may not honour it), reduce audio volume (gain 0.1), circular crop (radius 150 px).
 * Saving hands the options back; the share restarts when volume reduction or the crop changed.
 */
export function ContentShareOptionsModal({
  opened,
  options,
  onSave,
  onClose,
}: {
  opened: boolean;
  options: ShareOptions;
  onSave: (options: ShareOptions) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('meetings');
  const format = useFormatters();
  const form = useForm<ShareOptions>({
    initialValues: options,
    validate: {
      frameRate: (value) => (typeof value === 'number' && value >= 1 ? null : t('share.frameRateInvalid')),
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('share.optionsTitle')} centered>
      <form onSubmit={form.onSubmit(onSave)}>
        <Stack gap="md">
          <NumberInput
            label={t('share.frameRate')}
            description={t('share.frameRateHint')}
            placeholder={format.number(CONTENT_SHARE_FRAME_RATE_PLACEHOLDER)}
            min={1}
            max={CONTENT_SHARE_MAX_FRAME_RATE}
            allowDecimal={false}
            clampBehavior="strict"
            {...form.getInputProps('frameRate')}
          />
          <Checkbox
            label={t('share.reduceVolume')}
            description={t('share.reduceVolumeHint', { percent: format.percent(String(VOLUME_REDUCTION_GAIN * 100)) })}
            {...form.getInputProps('reduceVolume', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('share.circularCut')}
            description={t('share.circularCutHint', { radius: format.number(CIRCULAR_CUT_RADIUS) })}
            {...form.getInputProps('circularCut', { type: 'checkbox' })}
          />
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {t('share.cancel')}
            </Button>
            <Button type="submit">{t('share.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
