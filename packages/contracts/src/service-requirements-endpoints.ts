import { defineEndpoint } from './http/endpoint.ts';
import { PageRequestSchema } from './pagination.ts';
import {
  CloseRequirementResponseSchema,
  CreateRequirementResponseSchema,
  CreateRequirementSchema,
  MyRequirementsPageSchema,
  PublicRequirementsPageSchema,
  PublicRequirementsQuerySchema,
  RequirementParamsSchema,
  RequirementRecommendationsResponseSchema,
} from './services-marketplace/requirements.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * Buyers' requirements and their top-5 recommendations (contracts services-marketplace/requirements.ts
 * for the shapes, decision 017 for the wizard and the score, 012 for the pattern). Names in the
 * request's language.
 */

const tags = ['service requirements'] as const;
const BUYER = [USER_TYPES.buyer] as const;

/**
 * Posts a requirement (the wizard's three steps) and stores its top-5 recommendations in the same
 * transaction (buyers only) -> 201 {message, data: {id}}. 400 field errors (unknown sub-category,
 * industry group or city included).
 */
export const CreateRequirementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user-api/service-requirements',
  summary: 'Post a requirement and get the top 5 recommended providers',
  tags,
  access: BUYER,
  body: CreateRequirementSchema,
  responses: { 201: CreateRequirementResponseSchema },
});

/** The buyer's own requirements, newest first (buyers only). */
export const MyRequirementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user-api/service-requirements',
  summary: "The buyer's requirements",
  tags,
  access: BUYER,
  query: PageRequestSchema,
  responses: { 200: MyRequirementsPageSchema },
});

/**
 * A requirement with its stored recommendations and their factor breakdown (its buyer only;
 * 404 requirements.notFound for anyone else's).
 */
export const RequirementRecommendationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user-api/service-requirements/:requirementId/recommendations',
  summary: "A requirement's top 5 recommended providers, with why",
  tags,
  access: BUYER,
  params: RequirementParamsSchema,
  responses: { 200: RequirementRecommendationsResponseSchema },
});

/** Closes an open requirement (its buyer only; 404 otherwise; 409 requirements.alreadyClosed). */
export const CloseRequirementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user-api/service-requirements/:requirementId/close',
  summary: 'Close a requirement',
  tags,
  access: BUYER,
  params: RequirementParamsSchema,
  responses: { 200: CloseRequirementResponseSchema },
});

/**
 * Open public requirements providers may answer, newest first, of an optional category (anyone);
 * the buyer is shown by city and industry group only.
 */
export const PublicRequirementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/service-requirements',
  summary: 'Open public requirements',
  tags,
  query: PublicRequirementsQuerySchema,
  responses: { 200: PublicRequirementsPageSchema },
});
