import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySearchResult } from '@hissa/contracts/registration/registration-api';
import { DirectoryCompanySearchEndpoint } from '@hissa/contracts/registration/registration-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** Shortest text worth searching for. */
export const DIRECTORY_SEARCH_MIN_LENGTH = 2;

/**
 * Directory companies whose English or Arabic name contains `name`, each with hasAccount (a
 * company user already exists).
 */
export function searchDirectoryCompanies(name: string, signal?: AbortSignal): Promise<CompanySearchResult> {
  return callEndpoint(DirectoryCompanySearchEndpoint, { query: { name }, signal });
}

/** Query options of a directory look-up; results stay fresh for a minute. */
export function directoryCompaniesQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['registration', 'directory-companies', name],
    queryFn: ({ signal }) => searchDirectoryCompanies(name, signal),
    staleTime: 60_000,
    enabled: name.trim().length >= DIRECTORY_SEARCH_MIN_LENGTH,
  });
}

/** Directory companies matching `name` (already debounced by the caller). */
export function useDirectoryCompanies(name: string) {
  return useQuery(directoryCompaniesQueryOptions(name.trim()));
}
