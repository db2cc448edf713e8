import type { z } from 'zod';
import { AwardSavedSchema, InvestmentSavedSchema, ProductServiceSavedSchema, ProfileMessageSchema, TeamMemberSavedSchema } from '@hissa/contracts/company-profile';
import { apiRequest } from '../../../../lib/api-client';
import { useCompanyProfileMutation } from './get-main-profile';

/** The list sections of a company profile and their calls (marketplace.txt section 7, user-api). */
export const SECTION_CALLS = {
  products: { create: 'update-product-service', update: 'update-product-service', remove: 'delete-product-service', saved: ProductServiceSavedSchema },
  investments: { create: 'update-investment-section', update: 'update-investment-section', remove: 'delete-investment', saved: InvestmentSavedSchema },
  awards: { create: 'save-award', update: 'update-award', remove: 'delete-award', saved: AwardSavedSchema },
  team: { create: 'save-team-member', update: 'update-team-member', remove: 'delete-team-member', saved: TeamMemberSavedSchema },
} as const;
export type SectionName = keyof typeof SECTION_CALLS;

type Saved<S extends SectionName> = z.infer<(typeof SECTION_CALLS)[S]['saved']>;

/**
 * Adds an item to a section of my company (POST /user-api/company/{create}) or, with `itemId`,
 * replaces it (PUT .../{update}/{itemId}). `body` is JSON, or FormData for the team (photo).
 * Answers {message, data: item}; 400 field errors, 403 another company's item, 404, 409 the
 * section is full, 413 photo over 2 MB.
 */
export function saveSectionItem<S extends SectionName>(section: S, { itemId, body }: { itemId: number | null; body: unknown }): Promise<Saved<S>> {
  const calls = SECTION_CALLS[section];
  const path = itemId === null ? `/user-api/company/${calls.create}` : `/user-api/company/${calls.update}/${itemId}`;
  // the schema is the section's own saved-answer schema, so the answer is that section's
  return apiRequest(path, { method: itemId === null ? 'POST' : 'PUT', body, schema: calls.saved }) as Promise<Saved<S>>;
}

/** DELETE /user-api/company/{remove}/{itemId} -> {message}. */
export function deleteSectionItem(section: SectionName, itemId: number) {
  return apiRequest(`/user-api/company/${SECTION_CALLS[section].remove}/${itemId}`, { method: 'DELETE', schema: ProfileMessageSchema });
}

/** Saves an item of `section`; the profile reads are fetched again. */
export function useSaveSectionItem<S extends SectionName>(section: S) {
  return useCompanyProfileMutation((variables: { itemId: number | null; body: unknown }) => saveSectionItem(section, variables));
}

/** Deletes an item of `section`; the profile reads are fetched again. */
export function useDeleteSectionItem(section: SectionName) {
  return useCompanyProfileMutation((itemId: number) => deleteSectionItem(section, itemId));
}
