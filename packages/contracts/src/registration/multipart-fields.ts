import { z } from 'zod';
import type { FileFieldRule } from './registration-journey.ts';

/**
 * How a field of a journey schema travels as multipart/form-data (objects flattened to fields,
 * empty values skipped; decision 003): text as is, a boolean as 'true' / 'false', a list of codes
 * as the field repeated, a list of objects as one JSON text.
 */
export type MultipartFieldKind = 'text' | 'boolean' | 'list' | 'json';

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return unwrap(schema.unwrap());
  if (schema instanceof z.ZodPipe) return unwrap(schema.in);
  return schema;
}

/** The multipart kind of one field schema (read from its zod type, so the schema stays the one source). */
function kindOf(schema: z.core.$ZodType): MultipartFieldKind {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodLiteral && [...inner.values].every((value) => typeof value === 'boolean')) return 'boolean';
  if (inner instanceof z.ZodArray) return unwrap(inner.element) instanceof z.ZodObject ? 'json' : 'list';
  if (inner instanceof z.ZodObject) return 'json';
  return 'text';
}

/** The multipart kind of every field of `schema`. */
export function multipartFieldKinds(schema: z.ZodObject): Record<string, MultipartFieldKind> {
  return Object.fromEntries(Object.entries(schema.shape).map(([name, field]) => [name, kindOf(field)]));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text; // the schema then reports the field's type
  }
}

/**
 * Server side: the text parts of a multipart request as the object `schema` checks. Booleans
 * from 'true' / 'false'; lists from repeated fields (or one JSON array); groups from JSON.
 * Fields the schema does not know are passed through (zod drops them). Anything malformed is
 * left as text, so the schema's own message is the answer.
 */
export function fromMultipartFields(
  schema: z.ZodObject,
  entries: Iterable<readonly [string, string]>,
): Record<string, unknown> {
  const kinds = multipartFieldKinds(schema);
  const values: Record<string, unknown> = {};
  for (const [name, text] of entries) {
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : 'text';
    if (kind === 'boolean') values[name] = text === 'true' ? true : text === 'false' ? false : text;
    else if (kind === 'json') values[name] = parseJson(text);
    else if (kind === 'list') {
      const items = text.startsWith('[') ? parseJson(text) : [text];
      const previous = values[name];
      values[name] = [...(Array.isArray(previous) ? previous : []), ...(Array.isArray(items) ? items : [items])];
    } else values[name] = text;
  }
  return values;
}

/** The multipart name of a file field: `field`, or `{repeatedIn}.{index}.{field}` for an item's file. */
export function fileFieldName(rule: FileFieldRule, index?: number): string {
  return rule.repeatedIn === undefined ? rule.field : `${rule.repeatedIn}.${index ?? 0}.${rule.field}`;
}

/**
 * Web side: the FormData of a form's values and files, as fromMultipartFields reads it. Empty text
 * and absent values are skipped; `files` maps file field names (fileFieldName) to the chosen file.
 */
export function toRegistrationFormData(
  schema: z.ZodObject,
  values: Record<string, unknown>,
  files: Record<string, Blob | null | undefined> = {},
): FormData {
  const kinds = multipartFieldKinds(schema);
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : 'text';
    if (kind === 'json') form.append(name, JSON.stringify(value));
    else if (kind === 'list' && Array.isArray(value)) for (const item of value) form.append(name, String(item));
    else form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file, 'name' in file && typeof file.name === 'string' ? file.name : name);
  }
  return form;
}
