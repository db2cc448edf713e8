import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRequirement } from '@hissa/contracts/services-marketplace/requirements';
import {
  CreateRequirementEndpoint,
  PublicRequirementsEndpoint,
  RequirementRecommendationsEndpoint,
} from '@hissa/contracts/service-requirements-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Posts a requirement (the wizard's answers, CreateRequirementSchema); 201 {message, data: {id}}
 * once its top-5 recommendations are stored. Fails with 400 (fields), 401, 403 (not a buyer).
 */
export function createRequirement(body: CreateRequirement) {
  return callEndpoint(CreateRequirementEndpoint, { body });
}

/** Posts a requirement; the buyer's requirement lists are fetched again. */
export function useCreateRequirement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRequirement,
    onSuccess: () => client.invalidateQueries({ queryKey: ['service-requirements'] }),
  });
}

/** The buyer's requirement with its stored recommendations and why; 404 when it is not theirs. */
export function useRequirementRecommendations(requirementId: number) {
  const { language } = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['service-requirements', 'recommendations', requirementId, language],
      queryFn: async ({ signal }) =>
        (await callEndpoint(RequirementRecommendationsEndpoint, { params: { requirementId }, signal })).data,
    }),
  );
}

/** A page (0-based) of open public requirements, newest first, of a category (ISIC division) when given. */
export function usePublicRequirements(filters: { category: string | null; page: number; size: number }) {
  const { language } = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['service-requirements', 'public', filters, language],
      queryFn: ({ signal }) =>
        callEndpoint(PublicRequirementsEndpoint, {
          query: { category: filters.category || undefined, page: filters.page, size: filters.size },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
