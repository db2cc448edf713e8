import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { showSaved } from './show-saved';

/** A delete call of the profile editor: what useConfirmedDelete needs of a TanStack mutation. */
type DeleteMutation<Key> = {
  mutate: (key: Key, options: { onSuccess: (answer: { message: string }) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
};

/**
 * A deletion that asks first (marketplace.txt section 4): `ask(item)` clears the last refusal
 * and opens the confirmation; confirming calls `remove` with the item's key (`keyOf`) and, once
 * the server agrees, shows its message and closes. `dialogProps` are ConfirmDialog's state and
 * handlers; `target` is the item being confirmed.
 */
export function useConfirmedDelete<Item, Key>(remove: DeleteMutation<Key>, keyOf: (item: Item) => Key) {
  const [target, setTarget] = useState<Item | null>(null);
  return {
    target,
    ask: (item: Item) => {
      remove.reset();
      setTarget(item);
    },
    dialogProps: {
      opened: target !== null,
      isPending: remove.isPending,
      error: remove.error,
      onClose: () => setTarget(null),
      onConfirm: () => {
        if (target === null) return;
        remove.mutate(keyOf(target), {
          onSuccess: (answer) => {
            showSaved(answer.message);
            setTarget(null);
          },
        });
      },
    },
  };
}

/** The small red delete button of an item, named for screen readers by `ariaLabel` ("Delete Acme Cloud"). */
export function DeleteButton({ label, ariaLabel, onClick }: { label: string; ariaLabel: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden="true" />} onClick={onClick} aria-label={ariaLabel}>
      {label}
    </Button>
  );
}
