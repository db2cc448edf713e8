import { ActionIcon, Button, FileButton, Input, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_ACCEPT } from '@hissa/contracts/registration/registration-rules';
import {
  REQUEST_ATTACHMENT_CONTENT_TYPES,
  REQUEST_ATTACHMENT_MAX_BYTES,
  REQUEST_KEYS,
  REQUEST_MAX_ATTACHMENTS,
} from '@hissa/contracts/requests';
import { useFormatters } from '../../../lib/formatting';
import classes from './requests.module.css';

/** The message key of a file the form refuses before sending (the server checks the content again). */
function refusalOf(file: File): string | null {
  if (file.size > REQUEST_ATTACHMENT_MAX_BYTES) return REQUEST_KEYS.fileTooLarge;
  // The browser's type is a hint only; the server reads the content.
  if (file.type && !(REQUEST_ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type))
    return REQUEST_KEYS.attachmentType;
  return null;
}

/**
 * The files of a request or an answer (pdf, png, jpeg; under 2 MB; up to REQUEST_MAX_ATTACHMENTS):
 * an "Add files" button, the chosen files with a remove button each, and the refusal of a file that
 * is too large, of another type, or one too many.
 */
export function AttachmentsInput({
  files,
  onChange,
  isRequired = false,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  isRequired?: boolean;
  /** A message to show (a server error about the files). */
  error?: string;
}) {
  const { t } = useTranslation('requests');
  const { t: tServer } = useTranslation('server');
  const format = useFormatters();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = (chosen: File[]) => {
    const refused = chosen.map(refusalOf).find((key) => key !== null) ?? null;
    const accepted = chosen.filter((file) => refusalOf(file) === null);
    const next = [...files, ...accepted];
    if (next.length > REQUEST_MAX_ATTACHMENTS) {
      setRefusal(tServer(REQUEST_KEYS.tooManyAttachments, { max: format.number(REQUEST_MAX_ATTACHMENTS) }));
      onChange(next.slice(0, REQUEST_MAX_ATTACHMENTS));
      return;
    }
    // The key comes from contracts (REQUEST_KEYS), whose messages live in the server namespace.
    setRefusal(refused ? tServer(refused as 'errors.unknown') : null);
    onChange(next);
  };
  const message = refusal ?? error;

  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={isRequired ? t('form.attachmentsRequired') : t('form.attachments')}
      required={isRequired}
      description={t('form.attachmentsHint', { max: format.number(REQUEST_MAX_ATTACHMENTS) })}
      error={message}
    >
      <div className={classes.fileList}>
        {files.map((file, index) => (
          <div key={`${file.name}-${index}`} className={classes.fileRow}>
            <IconPaperclip size={16} aria-hidden="true" />
            <Text size="sm" className={classes.fileName} dir="auto">
              {file.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onChange(files.filter((_, other) => other !== index))}
              aria-label={t('form.removeFile', { name: file.name })}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </div>
        ))}
        {files.length < REQUEST_MAX_ATTACHMENTS && (
          <FileButton onChange={add} accept={FILE_ACCEPT.document} multiple>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPaperclip size={16} aria-hidden="true" />}
                aria-describedby={message ? `${id}-error` : undefined}
              >
                {t('form.addFiles')}
              </Button>
            )}
          </FileButton>
        )}
      </div>
    </Input.Wrapper>
  );
}
