import { Anchor, Group, Text } from '@mantine/core';
import { IconFileText, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@hissa/contracts/company-profile';
import { PublicCompanyFileEndpoint } from '@hissa/contracts/company-profile-endpoints';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { errorMessage } from '../../../../lib/api-client';
import { downloadApiFile } from '../../../../lib/download-file';
import { useFormatters } from '../../../../lib/formatting';
import classes from './company-profile.module.css';

/** A size in bytes as kB or MB in the reader's digits: "1.4 MB". */
export function useFileSize() {
  const { t } = useTranslation('companyProfile');
  const format = useFormatters();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('files.megabytes', { size: format.number(Math.round((bytes / (1024 * 1024)) * 10) / 10) })
      : t('files.kilobytes', { size: format.number(Math.max(1, Math.round(bytes / 1024))) });
}

/**
 * A link to a stored file (a document, a news attachment) with its type icon, name and size.
 * Public files are plain links; the company's private documents need the sign-in, so they are
 * fetched with it (downloadApiFile) and saved under their name.
 */
export function FileLink({ file, label }: { file: Attachment; label?: string }) {
  const fileSize = useFileSize();
  const [error, setError] = useState<string | null>(null);
  const isPrivate = file.url !== endpointUrl(PublicCompanyFileEndpoint, { fileId: file.fileId });
  const Icon = file.contentType.startsWith('image/') ? IconPhoto : IconFileText;
  const name = label ?? file.fileName;
  return (
    <div>
      <Group gap="xs" wrap="nowrap" className={classes.fileRow}>
        <Icon size={18} aria-hidden="true" />
        <Anchor
          href={file.url}
          download={file.fileName}
          className={classes.fileName}
          dir="auto"
          onClick={
            isPrivate
              ? (event) => {
                  event.preventDefault();
                  setError(null);
                  downloadApiFile({ path: file.url, fileName: file.fileName }).catch((failure: unknown) =>
                    setError(errorMessage(failure)),
                  );
                }
              : undefined
          }
        >
          {name}
        </Anchor>
        <Text size="xs" c="dimmed" className={classes.numeric}>
          {fileSize(file.sizeBytes)}
        </Text>
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
