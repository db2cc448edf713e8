import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The small red delete button of an item, named for screen readers by `ariaLabel` ("Delete Acme Cloud"). */
export function DeleteButton({ label, ariaLabel, onClick }: { label: string; ariaLabel: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden="true" />}
      onClick={onClick}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
