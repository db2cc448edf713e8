import { Badge, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_FILE_KINDS,
  COMPANY_FILE_MAX_BYTES,
  COMPANY_PROFILE_KEYS,
  companyFileRule,
  PUBLIC_COMPANY_FILE_KINDS,
  type CompanyFile,
  type CompanyFileKind,
} from '@hissa/contracts/company-profile';
import { FILE_ACCEPT } from '@hissa/contracts/registration/registration-rules';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EntityLogo } from '../../../../components/entity-logo';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useDeleteCompanyFile, useUploadCompanyFile } from '../api/upload-company-file';
import classes from './company-profile.module.css';
import { FileLink } from './file-link';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete';
import { DeleteButton } from './delete-button';
import { showSaved } from './show-saved';
import surfaces from '../../../../components/surfaces.module.css';
import { SectionHeading } from '../../../../components/section-heading';

/** The message of a failed upload: the file field's own message when the server gave one. */
function uploadError(error: unknown): string {
  return error instanceof ApiError && error.fieldErrors[0] ? error.fieldErrors[0].message : errorMessage(error);
}

/** One file of the company: what it is, who sees it, the current file and its actions. */
function DocumentRow({
  kind,
  file,
  logoUrl,
}: {
  kind: CompanyFileKind;
  file: CompanyFile | undefined;
  logoUrl: string | null;
}) {
  const { t } = useTranslation('companyProfile');
  const { t: tServer } = useTranslation('server');
  const upload = useUploadCompanyFile();
  const deletion = useConfirmedDelete(useDeleteCompanyFile(), (fileKind: CompanyFileKind) => fileKind, showSaved);
  const [error, setError] = useState<string | null>(null);
  const rule = companyFileRule(kind);
  const isPublic = PUBLIC_COMPANY_FILE_KINDS.includes(kind);
  const label = t(`files.kind.${kind}`);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setError(null);
    // the spec's message at once; the server judges the type by content and the size again
    if (chosen.size >= COMPANY_FILE_MAX_BYTES) {
      setError(tServer(COMPANY_PROFILE_KEYS.fileTooLarge));
      return;
    }
    upload.mutate(
      { kind, file: chosen },
      {
        onSuccess: (answer) => showSaved(answer.message),
        onError: (failure) => setError(uploadError(failure)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="li" className={`${surfaces.surface} ${classes.card}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5">
              {label}
            </Title>
            <Badge variant="light" color={isPublic ? 'brand' : 'gray'}>
              {t(isPublic ? 'files.public' : 'files.private')}
            </Badge>
          </Group>
          <Group gap="xs">
            <FileButton onChange={choose} accept={FILE_ACCEPT[rule.kind]}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  loading={upload.isPending}
                  leftSection={<IconUpload size={14} aria-hidden="true" />}
                  aria-label={t(file ? 'files.replaceNamed' : 'files.uploadNamed', { name: label })}
                >
                  {t(file ? 'files.replace' : 'files.upload')}
                </Button>
              )}
            </FileButton>
            {file && (
              <DeleteButton
                label={t('files.remove')}
                ariaLabel={t('files.removeNamed', { name: label })}
                onClick={() => deletion.ask(kind)}
              />
            )}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {t(rule.kind === 'image' ? 'files.imageHint' : 'files.documentHint')}
        </Text>
        {kind === 'logo' && file ? (
          <Group gap="sm">
            <EntityLogo src={logoUrl} size={56} />
            <FileLink file={file} />
          </Group>
        ) : file ? (
          <FileLink file={file} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('files.none')}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t('files.confirmRemoveTitle')}
        body={t('files.confirmRemoveBody', { name: label })}
        confirmLabel={t('files.remove')}
      />
    </Paper>
  );
}

/**
 * The logo and documents section of the profile editor (contracts company-profile.ts COMPANY_FILE_KINDS: logo,
 * presentation file, catalog, company document, articles of association, certificate of
 * ownership): each uploads as soon as it is chosen and replaces the old one; under 2 MB, the
 * logo png or jpeg, documents pdf, png or jpeg (companyFileRule), judged again by the server.
 */
export function DocumentsEditor({ documents, logoUrl }: { documents: CompanyFile[]; logoUrl: string | null }) {
  const { t } = useTranslation('companyProfile');
  return (
    <Stack gap="md" component="section" aria-labelledby="section-documents">
      <SectionHeading id="section-documents" title={t('files.title')} intro={t('files.intro')} />
      <Stack gap="sm" component="ul" className={surfaces.cardList}>
        {COMPANY_FILE_KINDS.map((kind) => (
          <DocumentRow
            key={kind}
            kind={kind}
            file={documents.find((document) => document.kind === kind)}
            logoUrl={logoUrl}
          />
        ))}
      </Stack>
    </Stack>
  );
}
