import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from './form-actions';

/**
 * A confirmation before a destructive or binding action (deleting fund rounds, investments, follow
 * and unfollow ask for confirmation; design.md: "Destructive actions confirm first and say what
 * will be lost"). Shows the server's refusal inside the dialog; `color` is the confirm button's
 * (red for destructive actions).
 */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  color = 'red',
  isPending,
  error,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  color?: string;
  isPending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {children}
        <FormActions
          error={error}
          isPending={isPending}
          submitLabel={confirmLabel}
          onSubmit={onConfirm}
          submitProps={{ color }}
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}
