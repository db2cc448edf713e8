import { Alert, Button, FileInput, Group, Select } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_SHARE_SOURCES, type ContentShareSource } from '@hissa/contracts/meetings/meeting-rules';
import type { ContentShare } from '../hooks/use-content-share';
import { ContentShareOptionsModal } from './content-share-options-modal';

/**
 * §2/§4 content share beside the controls: the source (screen, test video, mono or stereo
 * speech, stereo tone, a local video file), the file picker for the file source, the content
 * share options, and pause / resume while sharing. Disabled in view-only mode (§4).
 */
export function ContentShareBar({ share, isDisabled }: { share: ContentShare; isDisabled: boolean }) {
  const { t } = useTranslation('meetings');
  const [isEditing, setIsEditing] = useState(false);
  const icon = { size: 18, 'aria-hidden': true } as const;
  return (
    <Group gap="xs" justify="center" align="end" role="group" aria-label={t('share.label')}>
      <Select
        w={220}
        size="sm"
        label={t('share.source')}
        data={CONTENT_SHARE_SOURCES.map((source) => ({ value: source, label: t(`share.sources.${source}`) }))}
        value={share.source}
        disabled={isDisabled}
        allowDeselect={false}
        onChange={(value) => value && share.setSource(value as ContentShareSource)}
      />
      {share.source === 'file' && (
        <FileInput
          w={220}
          size="sm"
          label={t('share.file')}
          placeholder={t('share.filePlaceholder')}
          accept="video/*"
          clearable
          value={share.file}
          disabled={isDisabled}
          error={share.isFileMissing ? t('share.fileMissing') : undefined}
          onChange={share.setFile}
        />
      )}
      <Button
        variant="default"
        leftSection={<IconSettings {...icon} />}
        disabled={isDisabled}
        onClick={() => setIsEditing(true)}
      >
        {t('share.options')}
      </Button>
      {share.isSharing && (
        <Button
          variant="light"
          aria-pressed={share.isPaused}
          leftSection={share.isPaused ? <IconPlayerPlay {...icon} /> : <IconPlayerPause {...icon} />}
          onClick={share.isPaused ? share.resume : share.pause}
        >
          {share.isPaused ? t('share.resume') : t('share.pause')}
        </Button>
      )}
      {share.isPaused && (
        <Alert color="yellow" variant="light" p={6} w="100%" ta="center">
          {t('share.paused')}
        </Alert>
      )}
      <ContentShareOptionsModal
        opened={isEditing}
        options={share.options}
        onSave={(options) => {
          share.saveOptions(options);
          setIsEditing(false);
        }}
        onClose={() => setIsEditing(false)}
      />
    </Group>
  );
}
