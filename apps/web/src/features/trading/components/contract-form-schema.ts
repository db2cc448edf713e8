import { z } from 'zod';

/**
 * Adapts a contracts schema to a form of text fields: the form's values are mapped to the
 * request (`toRequest`), checked against the contract, and each issue is reported on the form
 * field it belongs to (nested paths such as consents.terms land on "terms"). `extra` adds the
 * form's own checks (for example "at most the shares available").
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
        const field = String(issue.path.length > 1 ? issue.path[issue.path.length - 1] : (issue.path[0] ?? ''));
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
