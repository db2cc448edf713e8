import {
  FeatureCompanySchema,
  FeatureListingSchema,
  FeaturingOptionsSchema,
  FeaturingPurchaseSchema,
  MyFeaturingsSchema,
} from './billing/featuring.ts';
import { DataSchema, MessageDataSchema } from './http/common-schemas.ts';
import { defineEndpoint } from './http/endpoint.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * Featuring a provider company and featured sub-industry listings (contracts billing/featuring.ts;
 * docs/decisions/023-featuring-and-sales-requests.md). Provider users (type 9) only, for the
 * provider they act for. A purchase answers 201 with the payment's reference; the featuring starts
 * when the payment is paid. Errors in the envelope: 400 field errors (duration, class, coupon,
 * terms, method), 401, 403 (other types, or no provider), 404 provider inactive.
 */

const tags = ['featuring'] as const;
const API = '/common-api/service-provider/featuring';
const PROVIDER = [USER_TYPES.serviceProvider] as const;

/** The featuring options with their prices (SAR, net), the listing, the VAT rate and my classes. */
export const FeaturingOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/options`,
  summary: 'Featuring options and prices, and the classes my company offers',
  tags,
  access: PROVIDER,
  responses: { 200: DataSchema(FeaturingOptionsSchema) },
});

/** My featurings (current, scheduled, past) with start and end dates, and whether I am featured now. */
export const MyFeaturingsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/mine`,
  summary: 'My featurings and whether my company is featured now',
  tags,
  access: PROVIDER,
  responses: { 200: DataSchema(MyFeaturingsSchema) },
});

/** Feature my company for 3, 6 or 12 months (durationCode 1, 2, 3) -> 201 {message, data: {reference, paymentPath}}. */
export const FeatureCompanyEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/company`,
  summary: 'Feature my company (3, 6 or 12 months)',
  tags,
  access: PROVIDER,
  body: FeatureCompanySchema,
  responses: { 201: MessageDataSchema(FeaturingPurchaseSchema) },
});

/** A 30-day featured listing at the top of one of my ISIC classes; 400 featuring.classNotOffered otherwise. */
export const FeatureListingEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/sub-industry`,
  summary: 'Feature my company at the top of one of its sub-industries (30 days)',
  tags,
  access: PROVIDER,
  body: FeatureListingSchema,
  responses: { 201: MessageDataSchema(FeaturingPurchaseSchema) },
});
