/*
 * The sections of a service provider's profile (marketplace spec §2 "Service-provider profile",
 * §3 Service provider): about, business info, service portfolio, clients, team members, honors
 * and awards, projects, testimonials.
 */

/** What a provider's picture shows: its logo, or a picture of a service, project, client (logo) or team member (photo). */
export const PROVIDER_PICTURE_KINDS = ['logo', 'service', 'project', 'client', 'team_member'] as const;
export type ProviderPictureKind = (typeof PROVIDER_PICTURE_KINDS)[number];

/**
 * The parts of a profile the completeness meter counts, in the order the editor shows them:
 * the logo, the eight sections (about, business info, service portfolio, clients, team members,
 * honors and awards, projects, testimonials).
 */
export const PROFILE_PARTS = [
  'logo',
  'about',
  'businessInfo',
  'services',
  'clients',
  'teamMembers',
  'awards',
  'projects',
  'testimonials',
] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

/** Whether each part of a profile has content (see profileCompleteness for what counts). */
export type ProfilePartsPresent = Record<ProfilePart, boolean>;

/**
 * How complete a provider's profile is: the share of PROFILE_PARTS with content (0 to 1, each
 * part weighing the same) and the parts still missing, in editor order. A part has content when
 * the logo is uploaded; the about text exists in at least one language; business info has
 * category, city, business type, number of employees and established date; and each list section
 * has at least one entry (testimonials: a provider testimonial or a verified review).
 */
export function profileCompleteness(present: ProfilePartsPresent): { share: number; missing: ProfilePart[] } {
  const missing = PROFILE_PARTS.filter((part) => !present[part]);
  return { share: (PROFILE_PARTS.length - missing.length) / PROFILE_PARTS.length, missing };
}
