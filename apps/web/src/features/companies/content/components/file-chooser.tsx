import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_FILE_MAX_BYTES, COMPANY_PROFILE_KEYS } from '@hissa/contracts/company-profile';
import { FILE_ACCEPT } from '@hissa/contracts/registration/registration-rules';

/**
 * A file input of a form (a team member's photo, a news attachment): the allowed types (section
 * 9: images png / jpeg, documents also pdf) and size. A file of 2 MB or more is refused at once
 * with the spec's message ('File too Large, Size should be less then 2MB'); the server still
 * judges the type by content. `serverError` is the server's message for the field.
 */
export function FileChooser({
  label,
  kind,
  file,
  onChange,
  serverError,
}: {
  label: string;
  kind: 'image' | 'document';
  file: File | null;
  onChange: (file: File | null) => void;
  serverError?: string;
}) {
  const { t } = useTranslation('companyProfile');
  const { t: tServer } = useTranslation('server');
  const [tooLarge, setTooLarge] = useState(false);
  return (
    <FileInput
      label={label}
      description={t(kind === 'image' ? 'files.imageHint' : 'files.documentHint')}
      accept={FILE_ACCEPT[kind]}
      clearable
      value={file}
      leftSection={<IconPaperclip size={16} aria-hidden="true" />}
      placeholder={t('files.choose')}
      error={tooLarge ? tServer(COMPANY_PROFILE_KEYS.fileTooLarge) : serverError}
      clearButtonProps={{ 'aria-label': t('files.remove') }}
      onChange={(chosen) => {
        const isTooLarge = chosen !== null && chosen.size >= COMPANY_FILE_MAX_BYTES;
        setTooLarge(isTooLarge);
        onChange(isTooLarge ? null : chosen);
      }}
    />
  );
}
