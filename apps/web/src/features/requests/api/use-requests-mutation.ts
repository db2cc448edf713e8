import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Query-key root of every requests read: a write invalidates it as a whole. */
export const REQUESTS_KEY = ['requests'] as const;

/** Which list a request is read from: the ones I sent (my-requests) or received (other-requests). */
export type RequestSide = 'mine' | 'others';

/** A requests write: afterwards every requests read (lists, details) is fetched again. */
export function useRequestsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }) });
}
