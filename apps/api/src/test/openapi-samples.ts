/**
 * Values built from the OpenAPI document's JSON schemas, for the bad-input fuzz test: a
 * valid-looking value of a schema, and the paths of its string and number leaves (where a
 * malformed variant is put). Deterministic: the same schema always gives the same value.
 */

/** The subset of an OpenAPI 3.0 schema object this module reads. */
export type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

/** A place in a value: object keys and array indexes. */
type ValuePath = readonly (string | number)[];

/** Strings tried, in order, for a string schema with a pattern or a name that hints at its shape. */
const STRING_CANDIDATES = [
  'Test@1234',
  'Abc',
  'abcdefghijkl',
  'SA',
  '01',
  '2024',
  '12.5',
  '123456',
  '1010456789',
  '0512345678',
  '2024-01-01',
  'A',
];

/** What a field's name says about its shape: e-mails, dates and web addresses are checked as such. */
function stringByName(name: string): string | undefined {
  if (/e-?mail|username/i.test(name)) return 'fuzz.user@example.sa';
  if (/date|On$|At$/.test(name)) return '2024-01-01';
  if (/url|website/i.test(name)) return 'https://example.sa';
  if (/password/i.test(name)) return 'Test@1234';
  if (/countryCode/i.test(name)) return 'SA';
  return undefined;
}

function patternsOf(schema: JsonSchema): RegExp[] {
  const own = schema.pattern ? [new RegExp(schema.pattern, 'u')] : [];
  return [...own, ...(schema.allOf ?? []).flatMap(patternsOf)];
}

function fitsLength(value: string, schema: JsonSchema): boolean {
  return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date') return '2024-01-01';
  if (schema.format === 'date-time') return '2024-01-01T00:00:00.000Z';
  const patterns = patternsOf(schema);
  const fits = (value: string) => fitsLength(value, schema) && patterns.every((pattern) => pattern.test(value));
  const byName = stringByName(name);
  if (byName !== undefined && fits(byName)) return byName;
  const candidate = STRING_CANDIDATES.find(fits);
  if (candidate !== undefined) return candidate;
  return 'abcdefghij'.repeat(10).slice(0, Math.max(schema.minLength ?? 3, Math.min(schema.maxLength ?? 10, 10)));
}

function sampleNumber(schema: JsonSchema, isInteger: boolean): number {
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const low = exclusive ?? schema.minimum ?? 1;
  const value = Math.max(low, 1);
  const bounded = Math.min(value, schema.maximum ?? Infinity);
  return isInteger ? Math.ceil(bounded) : bounded;
}

/** The alternatives of a union, numbers first (amounts are often `string | number`). */
function alternatives(schema: JsonSchema): JsonSchema[] {
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [
    ...options.filter((option) => option.type === 'number' || option.type === 'integer'),
    ...options.filter((option) => option.type !== 'number' && option.type !== 'integer'),
  ];
}

/** A valid-looking value of `schema`, optional object properties included; `name` is the field's name. */
export function sampleValue(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const [firstAlternative] = alternatives(schema);
  if (firstAlternative) return sampleValue({ ...firstAlternative, allOf: schema.allOf }, name);
  switch (schema.type) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleValue(schema.items ?? {}, name));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleValue(property, key)]),
      );
    default:
      return schema.type === undefined && schema.default !== undefined ? schema.default : 'abc';
  }
}

/** The paths of the leaves of `value` whose type is `kind`, depth first. */
export function leafPaths(value: unknown, kind: 'string' | 'number', path: ValuePath = []): ValuePath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, kind, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, kind, [...path, key]));
  return typeof value === kind ? [path] : [];
}

/** A copy of `value` with the leaf at `path` replaced by `replacement(old)`. */
export function withLeaf(value: unknown, path: ValuePath, replacement: (old: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement(value);
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? withLeaf(item, rest, replacement) : item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === head ? withLeaf(item, rest, replacement) : item]),
    );
  }
  return value;
}

/** A copy of `value` where every leaf has another type: strings become numbers, numbers and booleans strings, arrays objects, objects arrays. */
export function withWrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return { 0: value.map(withWrongTypes) };
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withWrongTypes(item)]));
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return 'x';
}

/** `text` with a NUL character in its middle (same length, so length rules still hold). */
export function withNulByte(text: unknown): string {
  const value = typeof text === 'string' && text.length > 0 ? text : 'a';
  const middle = Math.floor(value.length / 2);
  return `${value.slice(0, middle)}\u0000${value.slice(middle + 1)}`;
}
