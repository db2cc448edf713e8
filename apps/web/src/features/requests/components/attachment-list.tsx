import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RequestAttachment } from '@hissa/contracts/requests';
import { errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { useDownloadAttachment } from '../api/download-attachment';
import classes from './requests.module.css';

/**
 * The files of a request or an answer, each a download button with its name and size (KB).
 * A failed download (for example a file no longer shared) shows the server's message.
 */
export function AttachmentList({ attachments }: { attachments: RequestAttachment[] }) {
  const { t } = useTranslation('requests');
  const format = useFormatters();
  const download = useDownloadAttachment();
  if (attachments.length === 0) return null;
  return (
    <Stack gap="xs">
      <div className={classes.fileList}>
        {attachments.map((attachment) => (
          <Button
            key={attachment.fileId}
            variant="light"
            size="compact-md"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            aria-label={t('detail.download', { name: attachment.name })}
            loading={download.isPending && download.variables.fileId === attachment.fileId}
            onClick={() => download.mutate(attachment)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          >
            <bdi>{attachment.name}</bdi>
            <Text span size="xs" c="dimmed" ms={8} className={classes.meta}>
              {t('detail.size', { size: format.number(Math.max(1, Math.ceil(attachment.sizeBytes / 1024))) })}
            </Text>
          </Button>
        ))}
      </div>
      {download.isError && (
        <Alert color="red" variant="light" role="alert" title={t('detail.downloadFailed')}>
          {errorMessage(download.error)}
        </Alert>
      )}
    </Stack>
  );
}
