import { FileInput, Paper, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotification } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';

/**
 * The upload box of a media item's file (an episode's audio, a report's PDF; decision 040): what
 * is stored now (`current`), and once the item is saved a file picker that uploads at once; the
 * server checks the type by content and the size, and its refusal shows as a notification.
 */
export function FileUploadPanel({
  title,
  current,
  pickLabel,
  hint,
  accept,
  icon,
  upload,
}: {
  title: string;
  current: ReactNode;
  pickLabel: string;
  hint: string;
  accept: readonly string[];
  icon: ReactNode;
  /** The upload call; undefined until the item exists. */
  upload: UseMutationResult<{ message: string }, Error, File> | undefined;
}) {
  const { t } = useTranslation('mediaHub');
  const onPick = (file: File | null) => {
    if (!file || !upload) return;
    upload.mutate(file, {
      onSuccess: (response) => showNotification({ color: 'green', message: response.message }),
      onError: (error) => showNotification({ color: 'red', message: errorMessage(error) }),
    });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        <Text size="sm">{current}</Text>
        {upload ? (
          <FileInput
            label={pickLabel}
            description={hint}
            accept={accept.join(',')}
            leftSection={icon}
            onChange={onPick}
            disabled={upload.isPending}
            clearable={false}
            maw={420}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.fileAfterSave')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
