import { z } from 'zod';

/** Largest page a list call returns; larger sizes are refused with 400. */
export const MAX_PAGE_SIZE = 50;

/** Page number (0-based) and page size shared by every paginated list. */
export const PageRequestSchema = z.object({
  page: z.coerce.number().int('validation.wholeNumber').min(0, 'validation.pageNegative').default(0),
  size: z.coerce
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.sizeRange')
    .max(MAX_PAGE_SIZE, 'validation.sizeRange')
    .default(20),
});
export type PageRequest = z.infer<typeof PageRequestSchema>;

/** Wraps a page of items with the totals a pager needs. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
}
