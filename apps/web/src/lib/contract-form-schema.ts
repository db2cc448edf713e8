import { z } from 'zod';

/**
 * Adapts a contracts schema to a form of text fields (house-style.md, "One source of truth"): the
 * form's values are mapped to the request (`toRequest`), checked against the contract, and each
 * issue is reported on the form field it belongs to (nested paths such as consents.terms land on
 * "terms"; an array item such as geographicalFocus.0 on "geographicalFocus"). `extra` adds the
 * form's own checks.
 */
export function contractFormSchema<Values, Request>(
  contract: z.ZodType<Request>,
  toRequest: (values: Values) => unknown,
  extra?: (request: Request) => { field: string; message: string } | null,
): z.ZodType {
  return z.custom<Values>().superRefine((values, context) => {
    const result = contract.safeParse(toRequest(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const named = issue.path.filter((part) => typeof part === 'string');
        const field = String(named.length > 0 ? named[named.length - 1] : (issue.path[0] ?? ''));
        context.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
      return;
    }
    const problem = extra?.(result.data);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

/** '' -> undefined, otherwise the number typed (NaN stays NaN and fails as required). */
export function numberOrUndefined(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}
