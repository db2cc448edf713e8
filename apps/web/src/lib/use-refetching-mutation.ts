import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write after which the reads under each of `staleKeys` are out of date (`[]` is every read):
 * once the server has answered, success or refusal, they are fetched again in the background.
 *
 * The mutation settles with the server's answer, not with the refetch. A caller's
 * `mutate(…, { onSuccess })` (the confirmation toast, closing the dialog) therefore runs while the
 * component that called it is still mounted. Had the mutation waited for the refetch, a refetch
 * that changes what is shown (deleting the last bid empties "Your bids") could unmount the dialog
 * first, and TanStack Query drops the callbacks of an unmounted caller: no confirmation at all.
 * The cost is a moment, after the toast, in which the list still shows the old row.
 */
export function useRefetchingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  ...staleKeys: QueryKey[]
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      for (const queryKey of staleKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
