import { z } from 'zod';
import { FINTECH_CATEGORY_CODES } from '../lookups/static-lists.ts';
import { PageRequestSchema } from '../pagination.ts';
import { FINTECH_COUNTRIES, FINTECH_STAGES, FINTECH_STATUSES } from './fintech-directory.ts';

/*
 * The fintech screener (decision 031): basic search over companies and funding search over
 * rounds. A filter is `field:operator:value` in the query (`f`, repeated), so a screen is its URL.
 * Operators are typed per field: text `equals`/`contains`, codes `equals`/`in` (values joined by
 * `|`), amounts (SAR) and dates (yyyy-mm-dd) `equals`/`between` (`from|to`, either end may be
 * empty). An unknown field or an operator the field does not take answers 400 in the user's language.
 */

/** The two searches: companies (basic) and funding rounds (funding search). */
export const SCREENER_VIEWS = ['companies', 'rounds'] as const;
export type ScreenerView = (typeof SCREENER_VIEWS)[number];

export const FINTECH_OPERATORS = ['equals', 'in', 'contains', 'between'] as const;
export type FintechOperator = (typeof FINTECH_OPERATORS)[number];

type FieldKind = 'text' | 'code' | 'amount' | 'date';

/** Operators each kind of field takes. */
export const OPERATORS_BY_KIND: Record<FieldKind, readonly FintechOperator[]> = {
  text: ['equals', 'contains'],
  code: ['equals', 'in'],
  amount: ['equals', 'between'],
  date: ['equals', 'between'],
};

/**
 * The screener's fields: kind and, for codes, the allowed values. `raised` is the latest round's
 * amount in the companies view and the round's in the rounds view; `total` is companies only,
 * `investor` rounds only.
 */
export const SCREENER_FIELDS = {
  name: { kind: 'text', views: ['companies', 'rounds'] },
  country: { kind: 'code', views: ['companies', 'rounds'], values: FINTECH_COUNTRIES },
  category: { kind: 'code', views: ['companies', 'rounds'], values: FINTECH_CATEGORY_CODES },
  status: { kind: 'code', views: ['companies'], values: FINTECH_STATUSES },
  stage: { kind: 'code', views: ['companies', 'rounds'], values: FINTECH_STAGES },
  announced: { kind: 'date', views: ['companies', 'rounds'] },
  funded: { kind: 'date', views: ['companies', 'rounds'] },
  raised: { kind: 'amount', views: ['companies', 'rounds'] },
  total: { kind: 'amount', views: ['companies'] },
  investor: { kind: 'text', views: ['rounds'] },
} as const satisfies Record<string, { kind: FieldKind; views: readonly ScreenerView[]; values?: readonly string[] }>;
export type ScreenerField = keyof typeof SCREENER_FIELDS;
export const SCREENER_FIELD_NAMES = Object.keys(SCREENER_FIELDS) as ScreenerField[];

/** Sort columns of each view (every column of its table). */
export const SCREENER_SORTS = {
  companies: ['name', 'country', 'category', 'status', 'stage', 'announced', 'funded', 'raised', 'total'],
  rounds: ['name', 'country', 'category', 'stage', 'announced', 'funded', 'raised'],
} as const satisfies Record<ScreenerView, readonly string[]>;
export type ScreenerSortKey = (typeof SCREENER_SORTS)[ScreenerView][number];

/** Most filters in one screen. */
export const SCREENER_FILTERS_MAX = 12;
/** Longest text of a filter's value (characters). */
export const SCREENER_VALUE_MAX = 200;

/** Message keys of the screener's errors (messages/{en,ar}.json, group "fintech"). */
export const FINTECH_SCREENER_KEYS = {
  badFilter: 'fintech.badFilter',
  unknownField: 'fintech.unknownField',
  fieldNotInView: 'fintech.fieldNotInView',
  badOperator: 'fintech.badOperator',
  badValue: 'fintech.badValue',
  badSort: 'fintech.badSort',
} as const;
const K = FINTECH_SCREENER_KEYS;

/** A checked filter: the field, its operator and its values (one; several for `in`; two for `between`, null = open end). */
export type ScreenerFilter =
  | { field: ScreenerField; operator: 'equals' | 'contains'; value: string }
  | { field: ScreenerField; operator: 'in'; values: string[] }
  | { field: ScreenerField; operator: 'between'; from: string | null; to: string | null };

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function valueFits(kind: FieldKind, value: string, allowed: readonly string[] | undefined): boolean {
  if (kind === 'amount') return AMOUNT.test(value);
  if (kind === 'date') return DATE.test(value);
  if (kind === 'code') return (allowed ?? []).includes(value);
  return value.trim().length > 0 && value.length <= SCREENER_VALUE_MAX;
}

/** The text of a filter (`field:operator:value`) for the URL and saved screens. */
export function filterText(filter: ScreenerFilter): string {
  const value =
    filter.operator === 'in'
      ? filter.values.join('|')
      : filter.operator === 'between'
        ? `${filter.from ?? ''}|${filter.to ?? ''}`
        : filter.value;
  return `${filter.field}:${filter.operator}:${value}`;
}

/**
 * Reads `field:operator:value` for `view`; the message key of what is wrong, or the filter.
 * Values are checked by the field's kind (codes against their list, amounts as SAR with up to two
 * decimals, dates as yyyy-mm-dd).
 */
export function parseFilter(text: string, view: ScreenerView): ScreenerFilter | { error: string } {
  const first = text.indexOf(':');
  const second = first < 0 ? -1 : text.indexOf(':', first + 1);
  if (first < 0 || second < 0) return { error: K.badFilter };
  const field = text.slice(0, first);
  const operator = text.slice(first + 1, second);
  const raw = text.slice(second + 1);
  if (!Object.hasOwn(SCREENER_FIELDS, field)) return { error: K.unknownField };
  const definition = SCREENER_FIELDS[field as ScreenerField];
  if (!(definition.views as readonly string[]).includes(view)) return { error: K.fieldNotInView };
  if (!(OPERATORS_BY_KIND[definition.kind] as readonly string[]).includes(operator)) return { error: K.badOperator };
  const allowed = 'values' in definition ? (definition.values as readonly string[]) : undefined;
  const name = field as ScreenerField;
  if (operator === 'in') {
    const values = raw.split('|');
    if (values.length > 30 || !values.every((value) => valueFits(definition.kind, value, allowed)))
      return { error: K.badValue };
    return { field: name, operator, values };
  }
  if (operator === 'between') {
    const [from = '', to = '', ...rest] = raw.split('|');
    if (rest.length > 0 || (from === '' && to === '')) return { error: K.badValue };
    if (
      (from !== '' && !valueFits(definition.kind, from, allowed)) ||
      (to !== '' && !valueFits(definition.kind, to, allowed))
    )
      return { error: K.badValue };
    return { field: name, operator, from: from || null, to: to || null };
  }
  if (!valueFits(definition.kind, raw, allowed)) return { error: K.badValue };
  return { field: name, operator: operator as 'equals' | 'contains', value: raw };
}

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The filters as the query carries them: one `f` or several. */
const FilterTextsSchema = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.string().max(SCREENER_VALUE_MAX * 2, 'validation.tooLong'))
    .max(SCREENER_FILTERS_MAX, 'fintech.tooManyFilters'),
);

/** A screen's fields, `view` limited to `views` and `fallback` when absent. */
function screenFields(views: readonly [ScreenerView, ...ScreenerView[]], fallback: ScreenerView) {
  return z.object({
    view: optional(z.enum(views, 'validation.invalidValue')).transform((value): ScreenerView => value ?? fallback),
    f: FilterTextsSchema,
    sort: optional(z.string().max(20)),
    direction: optional(z.enum(['asc', 'desc'], 'validation.sortDirection')),
  });
}
const ScreenFieldsSchema = screenFields(SCREENER_VIEWS, 'companies');

/** Adds an issue (a message key of FINTECH_SCREENER_KEYS) per filter that does not parse and for a sort the view lacks. */
function checkScreen(screen: z.output<typeof ScreenFieldsSchema>, context: z.RefinementCtx): void {
  screen.f.forEach((text, index) => {
    const parsed = parseFilter(text, screen.view);
    if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error, path: ['f', index] });
  });
  if (screen.sort !== undefined && !(SCREENER_SORTS[screen.view] as readonly string[]).includes(screen.sort))
    context.addIssue({ code: 'custom', message: K.badSort, path: ['sort'] });
}

/**
 * A screen without paging: the view, its filters (`f`, each `field:operator:value`) and its sort
 * (`sort` a column of the view, `direction`). What a saved screen keeps and the CSV export takes.
 */
export const ScreenSchema = ScreenFieldsSchema.superRefine(checkScreen);
export type Screen = z.output<typeof ScreenSchema>;
export type ScreenInput = z.input<typeof ScreenSchema>;

/** The basic search's query: a companies screen plus page (0-based) and size. */
export const CompaniesScreenerQuerySchema = screenFields(['companies'], 'companies')
  .extend(PageRequestSchema.shape)
  .superRefine(checkScreen);

/** The funding search's query: a rounds screen plus page (0-based) and size. */
export const RoundsScreenerQuerySchema = screenFields(['rounds'], 'rounds')
  .extend(PageRequestSchema.shape)
  .superRefine(checkScreen);

/** The filters of a checked screen (ScreenSchema has refused any that does not parse). */
export function screenFilters(screen: Pick<Screen, 'view' | 'f'>): ScreenerFilter[] {
  return screen.f.flatMap((text) => {
    const parsed = parseFilter(text, screen.view);
    return 'error' in parsed ? [] : [parsed];
  });
}

/** Longest name of a saved screen (characters). */
export const SAVED_SCREEN_NAME_MAX = 80;
/** Most saved screens per user. */
export const SAVED_SCREENS_MAX = 20;

/** Saving a screen: its name and the screen. */
export const SaveScreenBodySchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(SAVED_SCREEN_NAME_MAX, 'validation.tooLong'),
  screen: ScreenSchema,
});
export type SaveScreenBody = z.input<typeof SaveScreenBodySchema>;

/** A saved screen: its name, the screen and when its alert last ran. */
export const SavedScreenSchema = z.object({
  screenId: z.number().int(),
  name: z.string(),
  screen: z.object({
    view: z.enum(SCREENER_VIEWS),
    f: z.array(z.string()),
    sort: z.string().optional(),
    direction: z.enum(['asc', 'desc']).optional(),
  }),
  createdAt: z.string(),
  lastAlertAt: z.string().nullable(),
});
export type SavedScreen = z.infer<typeof SavedScreenSchema>;
