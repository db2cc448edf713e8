import { z } from 'zod';
import { CouponSchema, CreateCouponSchema } from './billing/coupons.ts';
import { DataSchema, IdSchema, MessageDataSchema } from './http/common-schemas.ts';
import { defineEndpoint } from './http/endpoint.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * The admin's coupons (contracts billing/coupons.ts; decisions 019, 020): list, create,
 * deactivate. Payers only type a code at checkout (quote and subscribe check it:
 * billing.couponInvalid). Errors: 400 field errors, 404 coupons.notFound, 409 coupons.codeTaken /
 * coupons.alreadyEnded.
 */

const tags = ['coupons'] as const;
const ADMIN = [USER_TYPES.admin] as const;
const PATH = '/admin-api/coupons';

/** Every coupon, newest first, with its redemptions and status now. */
export const CouponsEndpoint = defineEndpoint({
  method: 'GET',
  path: PATH,
  summary: 'Coupons (admin)',
  tags,
  access: ADMIN,
  responses: { 200: DataSchema(z.array(CouponSchema)) },
});

/** Create a coupon -> 201 {message, data}; 409 coupons.codeTaken when the code exists (any case). */
export const CreateCouponEndpoint = defineEndpoint({
  method: 'POST',
  path: PATH,
  summary: 'Create a coupon (admin)',
  tags,
  access: ADMIN,
  body: CreateCouponSchema,
  responses: { 201: MessageDataSchema(CouponSchema) },
});

/** End a coupon now (validUntil = now): no further quote or purchase takes it; 409 when already ended. */
export const DeactivateCouponEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PATH}/:couponId/deactivate`,
  summary: 'Deactivate a coupon (admin)',
  tags,
  access: ADMIN,
  params: z.object({ couponId: IdSchema }),
  responses: { 200: MessageDataSchema(CouponSchema) },
});
