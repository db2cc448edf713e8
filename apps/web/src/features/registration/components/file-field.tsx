import { ActionIcon, FileButton, Button, Input, Text } from '@mantine/core';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_ACCEPT } from '@hissa/contracts/registration/registration-rules';
import { useErrorText } from '../hooks/use-error-text';
import type { RegistrationForm } from '../hooks/use-registration-form';
import classes from './registration.module.css';

/**
 * A file of a registration form: a labelled "Choose file" button (types limited by `accept`),
 * the chosen file's name with a remove button, the allowed types and size, and the error
 * ('No file Choosen', 'File too Large, Size should be less then 2MB', wrong type).
 */
export function FileField({
  label,
  kind,
  file,
  error,
  isRequired,
  hint,
  onChange,
}: {
  label: string;
  kind: 'document' | 'image';
  file: File | null | undefined;
  /** A message key of the server namespace, or a server message. */
  error: string | null | undefined;
  isRequired: boolean;
  /** What the file is, shown before the allowed types and size. */
  hint?: string;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('registration');
  const errorText = useErrorText();
  const id = useId();
  const message = errorText(error ?? undefined);
  const typesHint = kind === 'image' ? t('file.imageHint') : t('file.documentHint');
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={id}
      required={isRequired}
      description={
        hint ? (
          <>
            {hint}
            <br />
            {typesHint}
          </>
        ) : (
          typesHint
        )
      }
      error={message}
    >
      <div className={classes.fileRow}>
        <FileButton onChange={onChange} accept={FILE_ACCEPT[kind]}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileUpload size={16} aria-hidden="true" />}
              aria-label={`${t('file.choose')}: ${label}`}
              aria-describedby={message ? `${id}-error` : undefined}
              aria-invalid={message ? true : undefined}
            >
              {t('file.choose')}
            </Button>
          )}
        </FileButton>
        {file && (
          <>
            <Text size="sm" className={classes.fileName} dir="auto">
              {file.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onChange(null)}
              aria-label={t('file.remove', { name: file.name })}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </>
        )}
      </div>
    </Input.Wrapper>
  );
}

/**
 * A FileField bound to the file `name` of a registration stepper ('ownershipProof',
 * 'keyMembers.0.photo'): its kind and whether it is required come from the journey's rule, which
 * the stepper's form knows; a file the journey does not ask for shows nothing.
 */
export function JourneyFileField({
  registration,
  name,
  label,
  hint,
}: {
  registration: Pick<RegistrationForm<Record<string, unknown>>, 'files' | 'fileErrors' | 'fileRule' | 'setFile'>;
  name: string;
  label: string;
  hint?: string;
}) {
  const rule = registration.fileRule(name);
  if (!rule) return null;
  return (
    <FileField
      label={label}
      kind={rule.kind}
      isRequired={rule.isRequired}
      hint={hint}
      file={registration.files[name]}
      error={registration.fileErrors[name]}
      onChange={(file) => registration.setFile(name, file)}
    />
  );
}
