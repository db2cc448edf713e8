import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The dismissible error alert of the auth forms (login and the password pages): `title` over the
 * server's `message`; nothing is rendered while `message` is null.
 */
export function FailureAlert({
  title,
  message,
  onDismiss,
}: {
  title: string;
  message: string | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
      title={title}
      withCloseButton
      closeButtonLabel={t('auth.dismiss')}
      onClose={onDismiss}
      role="alert"
    >
      {message}
    </Alert>
  );
}
