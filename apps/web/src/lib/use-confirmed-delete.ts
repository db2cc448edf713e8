import { useState } from 'react';

/** A delete call: what useConfirmedDelete needs of a TanStack mutation. */
type DeleteMutation<Key> = {
  mutate: (key: Key, options: { onSuccess: (answer: { message: string }) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
};

/**
 * A deletion that asks first: `ask(item)` clears the last refusal
 * and opens the confirmation; confirming calls `remove` with the item's key (`keyOf`) and, once
 * the server agrees, hands its message to `onDeleted` (a toast) and closes. `dialogProps` are
 * ConfirmDialog's state and handlers; `target` is the item being confirmed.
 */
export function useConfirmedDelete<Item, Key>(
  remove: DeleteMutation<Key>,
  keyOf: (item: Item) => Key,
  onDeleted: (message: string) => void,
) {
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
            onDeleted(answer.message);
            setTarget(null);
          },
        });
      },
    },
  };
}
