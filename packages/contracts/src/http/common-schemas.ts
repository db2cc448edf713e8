import { z } from 'zod';
import { MAX_ID } from './max-id.ts';

export { MAX_ID };

/*
 * Shapes many endpoints share (docs/decisions/012-endpoint-definitions.md). Message keys are
 * those of messages/{en,ar}.json.
 */

/** A positive database id in a path, a query, a JSON body or a multipart text field ("12" or 12). */
export const IdSchema = z.coerce
  .number('validation.wholeNumber')
  .int('validation.wholeNumber')
  .min(1, 'validation.invalidValue')
  .max(MAX_ID, 'validation.invalidValue');

/**
 * A SAR amount written as a decimal string with at most two places ('1250', '1250.5',
 * '1250.50'), with at most `maxIntegerDigits` digits before the point (numeric(18,2) holds 16).
 */
export function sarDecimalPattern(maxIntegerDigits = 16): RegExp {
  return new RegExp(`^\\d{1,${maxIntegerDigits}}(\\.\\d{1,2})?$`);
}

/** `{data}`: the answer of most reads. */
export const DataSchema = <T extends z.ZodType>(item: T) => z.object({ data: item });
/** `{message, data}`: the answer of most writes; `message` is in the request's language. */
export const MessageDataSchema = <T extends z.ZodType>(item: T) => z.object({ message: z.string(), data: item });
/** `{message}`: a write with nothing else to say; `message` is in the request's language. */
export const MessageResponseSchema = z.object({ message: z.string() });
