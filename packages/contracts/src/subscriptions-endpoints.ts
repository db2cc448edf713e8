import { defineEndpoint } from './http/endpoint.ts';
import { DataSchema, MessageDataSchema } from './http/common-schemas.ts';
import {
  MediaPackagesSchema,
  MediaPlanStatusSchema,
  MediaQuoteSchema,
  MediaSubscribeSchema,
  PlanDowngradeSchema,
  PlanQuoteSchema,
  PlansCatalogueSchema,
  PlanSubscribeSchema,
  ProviderPlanStatusSchema,
  SubscribeResultSchema,
  SubscriptionSummarySchema,
} from './billing/subscriptions.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * Provider plans and company media packages (docs/decisions/022-subscriptions.md; 012 for the
 * pattern). Anyone reads the plans; a provider user (type 9) manages its provider's plan, a
 * company user (type 3) its company's media package. Errors in the envelope: 400 (bad input,
 * terms not accepted, coupon), 401, 403 (other user types), 404 (the account acts for no provider
 * or company), 409 (the subscription's state does not allow it).
 */

const tags = ['subscriptions'] as const;
const PROVIDER_API = '/common-api/service-provider/subscription';
const COMPANY_API = '/common-api/company/media-subscription';
const PROVIDER = [USER_TYPES.serviceProvider] as const;
const COMPANY = [USER_TYPES.company] as const;

/** The provider plans with limits and prices net of VAT, and the VAT rate. */
export const PlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/plans',
  summary: 'Provider plans: limits and prices (net of VAT)',
  tags,
  responses: { 200: DataSchema(PlansCatalogueSchema) },
});

/** My provider's plan: the subscription record, limits, usage and hidden counts. */
export const MySubscriptionEndpoint = defineEndpoint({
  method: 'GET',
  path: PROVIDER_API,
  summary: "My provider's plan and subscription",
  tags,
  access: PROVIDER,
  responses: { 200: DataSchema(ProviderPlanStatusSchema) },
});

/** The subscription summary of a paid plan and period with an optional coupon; nothing stored. 400 coupon. */
export const PlanQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PROVIDER_API}/quote`,
  readOnly: true,
  summary: 'Price a plan (summary with VAT, discount, renewal date)',
  tags,
  access: PROVIDER,
  body: PlanQuoteSchema,
  responses: { 200: DataSchema(SubscriptionSummarySchema) },
});

/**
 * Subscribe to a paid plan, or upgrade from a lower one (credit for the unused period):
 * 201 {message, data: {reference, paymentPagePath, summary}}. 400 terms / coupon; 409 already
 * on the plan, lower plan (use downgrade), a payment already waiting.
 */
export const PlanSubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: PROVIDER_API,
  summary: 'Subscribe to or upgrade to a plan (creates the payment)',
  tags,
  access: PROVIDER,
  body: PlanSubscribeSchema,
  responses: { 201: MessageDataSchema(SubscribeResultSchema) },
});

/** Schedule a lower plan from the end of the period ('basic' cancels). 409 no subscription / not lower. */
export const PlanDowngradeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PROVIDER_API}/downgrade`,
  summary: 'Move to a lower plan at the end of the period',
  tags,
  access: PROVIDER,
  body: PlanDowngradeSchema,
  responses: { 200: MessageDataSchema(ProviderPlanStatusSchema) },
});

/** Stop auto-renewal before the renewal (the plan runs to its end). 409 no subscription / already cancelled. */
export const PlanCancelEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PROVIDER_API}/cancel`,
  summary: 'Cancel auto-renewal',
  tags,
  access: PROVIDER,
  responses: { 200: MessageDataSchema(ProviderPlanStatusSchema) },
});

/** Turn auto-renewal back on (and drop a scheduled downgrade to Basic). 409 no subscription / not cancelled. */
export const PlanResumeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PROVIDER_API}/resume`,
  summary: 'Resume auto-renewal',
  tags,
  access: PROVIDER,
  responses: { 200: MessageDataSchema(ProviderPlanStatusSchema) },
});

/** The company media packages (monthly, net of VAT) and the VAT rate. */
export const MediaPackagesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${COMPANY_API}/packages`,
  summary: 'Media packages a company can buy',
  tags,
  access: COMPANY,
  responses: { 200: DataSchema(MediaPackagesSchema) },
});

/** My company's media subscription (null: none). */
export const MyMediaSubscriptionEndpoint = defineEndpoint({
  method: 'GET',
  path: COMPANY_API,
  summary: "My company's media package",
  tags,
  access: COMPANY,
  responses: { 200: DataSchema(MediaPlanStatusSchema) },
});

/** The summary of a media package for a month with an optional coupon; nothing stored. */
export const MediaQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMPANY_API}/quote`,
  readOnly: true,
  summary: 'Price a media package',
  tags,
  access: COMPANY,
  body: MediaQuoteSchema,
  responses: { 200: DataSchema(SubscriptionSummarySchema) },
});

/** Buy a media package (monthly, auto-renewing): 201 payment reference. 409 already subscribed / payment waiting. */
export const MediaSubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: COMPANY_API,
  summary: 'Subscribe to a media package (creates the payment)',
  tags,
  access: COMPANY,
  body: MediaSubscribeSchema,
  responses: { 201: MessageDataSchema(SubscribeResultSchema) },
});

/** Stop the media package's auto-renewal. */
export const MediaCancelEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMPANY_API}/cancel`,
  summary: 'Cancel the media package auto-renewal',
  tags,
  access: COMPANY,
  responses: { 200: MessageDataSchema(MediaPlanStatusSchema) },
});

/** Turn the media package's auto-renewal back on. */
export const MediaResumeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMPANY_API}/resume`,
  summary: 'Resume the media package auto-renewal',
  tags,
  access: COMPANY,
  responses: { 200: MessageDataSchema(MediaPlanStatusSchema) },
});
