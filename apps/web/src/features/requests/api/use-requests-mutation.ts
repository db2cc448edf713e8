import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/** Query-key root of every requests read: a write invalidates it as a whole. */
export const REQUESTS_KEY = ['requests'] as const;

/** Which list a request is read from: the ones I sent (my-requests) or received (other-requests). */
export type RequestSide = 'mine' | 'others';

/** A requests write: afterwards every requests read (lists, details) is fetched again. */
export function useRequestsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefetchingMutation(mutationFn, REQUESTS_KEY);
}
