import type { z } from 'zod';
import {
  AddAwardEndpoint,
  AddInvestmentEndpoint,
  AddProductServiceEndpoint,
  AddTeamMemberEndpoint,
  DeleteAwardEndpoint,
  DeleteInvestmentEndpoint,
  DeleteProductServiceEndpoint,
  DeleteTeamMemberEndpoint,
  UpdateAwardEndpoint,
  UpdateInvestmentEndpoint,
  UpdateProductServiceEndpoint,
  UpdateTeamMemberEndpoint,
} from '@hissa/contracts/company-profile-endpoints';
import type { Endpoint, EndpointResponse } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../../lib/api-client';
import { useCompanyProfileMutation } from './get-main-profile';

/** The list sections of a company profile and their add, update and delete endpoints. */
export const SECTION_CALLS = {
  products: {
    create: AddProductServiceEndpoint,
    update: UpdateProductServiceEndpoint,
    remove: DeleteProductServiceEndpoint,
  },
  investments: { create: AddInvestmentEndpoint, update: UpdateInvestmentEndpoint, remove: DeleteInvestmentEndpoint },
  awards: { create: AddAwardEndpoint, update: UpdateAwardEndpoint, remove: DeleteAwardEndpoint },
  team: { create: AddTeamMemberEndpoint, update: UpdateTeamMemberEndpoint, remove: DeleteTeamMemberEndpoint },
} as const;
export type SectionName = keyof typeof SECTION_CALLS;

type Saved<S extends SectionName> = EndpointResponse<(typeof SECTION_CALLS)[S]['create']>;

/** A section's endpoints as this file calls them: with the body its dialog built (JSON, or FormData for the team). */
type ItemParams = z.ZodObject<{ itemId: z.ZodType<number, unknown> }>;
type SectionEndpoints = {
  create: Endpoint & { readonly body: z.ZodType<unknown, unknown> };
  update: Endpoint & { readonly params: ItemParams; readonly body: z.ZodType<unknown, unknown> };
  remove: Endpoint & { readonly params: ItemParams };
};

/** The endpoints of `section`, taking the body the section's dialog builds for them. */
function sectionEndpoints(section: SectionName): SectionEndpoints {
  // Each dialog builds the body of its own section's endpoints (section-item-dialog.tsx), which
  // the section name alone cannot tell the compiler.
  return SECTION_CALLS[section] as unknown as SectionEndpoints;
}

/**
 * Adds an item to a section of my company or, with `itemId`, replaces it. `body` is JSON, or
 * FormData for the team (photo). Answers {message, data: item}; 400 field errors, 403 another
 * company's item, 404, 409 the section is full, 413 photo over 2 MB.
 */
export function saveSectionItem<S extends SectionName>(
  section: S,
  { itemId, body }: { itemId: number | null; body: unknown },
): Promise<Saved<S>> {
  const calls = sectionEndpoints(section);
  const saved =
    itemId === null ? callEndpoint(calls.create, { body }) : callEndpoint(calls.update, { params: { itemId }, body });
  // the answer was parsed with the section's own saved-answer schema, so it is that section's
  return saved as Promise<Saved<S>>;
}

/** Deletes an item of a section of my company -> {message}. */
export function deleteSectionItem(section: SectionName, itemId: number) {
  return callEndpoint(SECTION_CALLS[section].remove, { params: { itemId } });
}

/** Saves an item of `section`; the profile reads are fetched again. */
export function useSaveSectionItem<S extends SectionName>(section: S) {
  return useCompanyProfileMutation((variables: { itemId: number | null; body: unknown }) =>
    saveSectionItem(section, variables),
  );
}

/** Deletes an item of `section`; the profile reads are fetched again. */
export function useDeleteSectionItem(section: SectionName) {
  return useCompanyProfileMutation((itemId: number) => deleteSectionItem(section, itemId));
}
