import { schemaResolver, useForm } from '@mantine/form';
import type { ParseKeys } from 'i18next';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import type { FileFieldRule, RegistrationKind } from '@hissa/contracts/registration/registration-journey';
import { ApiError } from '../../../lib/api-client';
import { checkRegistrationFile, fileRuleOf } from './file-checks';
import { useErrorText } from './use-error-text';

/** A text of the registration namespace, named by its key and translated where it shows. */
export type RegistrationText = ParseKeys<'registration'>;

/**
 * One step of a registration stepper: its name and one-line description in the progress
 * indicator, the form fields and the files it asks for. The files of a repeated group's items
 * (keyMembers.{i}.photo) belong to the step holding the group.
 */
export type RegistrationStep<Values> = {
  label: RegistrationText;
  description: RegistrationText;
  fields: readonly (keyof Values & string)[];
  files?: readonly string[];
};

type Draft<Values> = { values: Partial<Values>; step: number };

const DRAFT_PREFIX = 'hissa.registration.draft.';

/** The saved draft of a journey (sessionStorage: it ends with the tab), or null. */
function readDraft<Values>(kind: RegistrationKind): Draft<Values> | null {
  try {
    const text = window.sessionStorage.getItem(DRAFT_PREFIX + kind);
    if (!text) return null;
    // Written by writeDraft below from the same Values; unknown keys are dropped by the caller.
    const draft = JSON.parse(text) as Draft<Values>;
    return typeof draft === 'object' && draft !== null ? draft : null;
  } catch {
    return null;
  }
}

function writeDraft<Values>(kind: RegistrationKind, draft: Draft<Values> | null): void {
  try {
    if (draft === null) window.sessionStorage.removeItem(DRAFT_PREFIX + kind);
    else window.sessionStorage.setItem(DRAFT_PREFIX + kind, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the form still works, it is just not kept.
  }
}

/** Start values: the defaults, overlaid with the draft's values of the same keys and types. */
function restoreValues<Values extends Record<string, unknown>>(
  initialValues: Values,
  draft: Draft<Values> | null,
): Values {
  if (!draft || typeof draft.values !== 'object' || draft.values === null) return initialValues;
  const values: Record<string, unknown> = { ...initialValues };
  for (const [key, value] of Object.entries(draft.values)) {
    if (!Object.hasOwn(initialValues, key)) continue;
    // A yes/no question starts unanswered (null) and is answered with a boolean.
    const isAnswer = initialValues[key] === null && typeof value === 'boolean';
    if (isAnswer || typeof value === typeof initialValues[key]) values[key] = value;
  }
  // Only keys and value types of initialValues (or a yes/no answer) were copied.
  return values as Values;
}

/** The field name of a server error path ('body.keyMembers.0.fullName' -> 'keyMembers.0.fullName'). */
export function formFieldOf(serverField: string): string {
  return serverField.replace(/^body\./, '');
}

/**
 * The form state of a registration stepper (design.md: "steppers with a visible progress indicator
 * and save-as-you-go"). Values are checked with the journey's contracts schema (Mantine's
 * standard-schema resolver); errors are message keys of the server namespace and show once a field
 * is changed or left, a step's all at once when Next is pressed. Values and the current step are
 * kept in sessionStorage per journey and restored; files are not (a File cannot be stored), so they
 * are chosen again.
 */
export function useRegistrationForm<Values extends Record<string, unknown>>({
  kind,
  schema,
  initialValues,
  steps,
  fileRules,
}: {
  kind: RegistrationKind;
  schema: z.ZodObject;
  initialValues: Values;
  steps: readonly RegistrationStep<Values>[];
  fileRules: readonly FileFieldRule[];
}) {
  const [draft] = useState(() => readDraft<Values>(kind));
  const [resolver] = useState(() => schemaResolver(schema, { sync: true }));
  const [active, setActive] = useState(() => Math.min(Math.max(0, Number(draft?.step) || 0), steps.length - 1));
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string | null>>({});
  const [isRestored] = useState(() => draft !== null);
  // Read by onValuesChange, which must save the step shown when the values change.
  const activeRef = useRef(active);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: restoreValues(initialValues, draft),
    validate: resolver,
    validateInputOnChange: true,
    validateInputOnBlur: true,
    onValuesChange: (values) => writeDraft(kind, { values, step: activeRef.current }),
  });

  const goTo = (step: number) => {
    activeRef.current = step;
    setActive(step);
    writeDraft(kind, { values: form.getValues(), step });
    window.scrollTo({ top: 0 });
  };

  const errorText = useErrorText();

  /** The journey's rule of the file field `name` (its kind, whether it is required), if it asks for that file. */
  const fileRule = (name: string) => fileRuleOf(fileRules, name);

  /** The error keys of the files of `names` (required, size, type). */
  const checkFiles = (names: readonly string[]) => {
    const errors: Record<string, string | null> = {};
    for (const name of names) {
      const rule = fileRule(name);
      if (rule) errors[name] = checkRegistrationFile(files[name], rule);
    }
    return errors;
  };

  /** The chosen files of the items of the repeated groups among `fields` (keyMembers.0.photo...). */
  const itemFilesOf = (fields: readonly string[]) =>
    Object.keys(files).filter((name) => fields.some((field) => name.startsWith(`${field}.`)));

  /** Checks one step's fields and files, shows their errors; true when the step is valid. */
  const validateStep = (index: number): boolean => {
    const step = steps[index];
    if (!step) return true;
    const all = resolver(form.getValues());
    const stepErrors = Object.fromEntries(
      Object.entries(all).filter(([path]) =>
        step.fields.some((field) => path === field || path.startsWith(`${field}.`)),
      ),
    );
    form.setErrors({ ...form.errors, ...stepErrors });
    for (const field of step.fields) if (!(field in stepErrors)) form.clearFieldError(field);
    const stepFileErrors = checkFiles([...(step.files ?? []), ...itemFilesOf(step.fields)]);
    setFileErrors((current) => ({ ...current, ...stepFileErrors }));
    return Object.keys(stepErrors).length === 0 && Object.values(stepFileErrors).every((error) => error === null);
  };

  /** The first step holding an error of `paths` (fields or files), or -1. */
  const stepWith = (paths: readonly string[]) =>
    steps.findIndex((step) =>
      paths.some(
        (path) =>
          step.fields.some((field) => path === field || path.startsWith(`${field}.`)) ||
          (step.files ?? []).includes(path),
      ),
    );

  /** Next: checks the current step first. */
  const next = () => {
    if (validateStep(active)) goTo(Math.min(active + 1, steps.length - 1));
  };
  const back = () => goTo(Math.max(active - 1, 0));

  /**
   * Checks every step; on failure shows the errors and moves to the first step with one.
   * Returns the values when all is valid.
   */
  const validateAll = (): Values | null => {
    const result = form.validate();
    const topLevelFiles = fileRules.filter((rule) => rule.repeatedIn === undefined).map((rule) => rule.field);
    const allFileErrors = checkFiles([...topLevelFiles, ...itemFilesOf(steps.flatMap((step) => step.fields))]);
    setFileErrors(allFileErrors);
    const failed = [
      ...Object.keys(result.errors),
      ...Object.entries(allFileErrors)
        .filter(([, error]) => error)
        .map(([name]) => name),
    ];
    if (failed.length === 0) return form.getValues();
    const step = stepWith(failed);
    if (step >= 0 && step !== active) goTo(step);
    return null;
  };

  /** Chooses (or clears) a file and checks it at once. */
  const setFile = (name: string, file: File | null) => {
    setFiles((current) => ({ ...current, [name]: file }));
    const rule = fileRule(name);
    if (rule) setFileErrors((current) => ({ ...current, [name]: file ? checkRegistrationFile(file, rule) : null }));
  };

  /**
   * Shows a failed submission's field errors (400) under their fields, and moves to the first
   * step with one. Returns true when at least one field error was placed.
   */
  const applyServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
    const placed: string[] = [];
    for (const fieldError of error.fieldErrors) {
      const path = formFieldOf(fieldError.field);
      if (fileRule(path)) setFileErrors((current) => ({ ...current, [path]: fieldError.message }));
      else form.setFieldError(path, fieldError.message);
      placed.push(path);
    }
    const step = stepWith(placed);
    if (step >= 0) goTo(step);
    return placed.length > 0;
  };

  /**
   * Removes item `index` of the repeated group `field` (Mantine's list helper) and moves the
   * files of the items after it down one place, so each file stays with its item.
   */
  const removeListItem = (field: keyof Values & string, index: number) => {
    form.removeListItem(field, index);
    const shift = <T>(current: Record<string, T>): Record<string, T> => {
      const shifted: Record<string, T> = {};
      for (const [name, value] of Object.entries(current)) {
        const match = name.startsWith(`${field}.`) ? /^(\d+)\.(.+)$/.exec(name.slice(field.length + 1)) : null;
        if (!match) shifted[name] = value;
        else if (Number(match[1]) !== index)
          shifted[`${field}.${Number(match[1]) > index ? Number(match[1]) - 1 : Number(match[1])}.${match[2]}`] = value;
      }
      return shifted;
    };
    setFiles(shift);
    setFileErrors(shift);
  };

  /** The input props of the field at `path` ('email', 'keyMembers.0.fullName'), its error translated. */
  const inputProps = (path: string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: errorText(props.error) };
  };

  /**
   * The props of a Select bound to `path`: Mantine reports a cleared select as null, which the
   * form keeps as '' (the schemas' "required" case, and the type the draft restores).
   */
  const selectProps = (path: string) => {
    const props = inputProps(path);
    return { ...props, onChange: (value: string | null) => props.onChange(value ?? '') };
  };

  /** Forgets the draft (after a successful submission, or "clear the form"). */
  const clearDraft = () => writeDraft(kind, null);

  /** Empties the form, its files and the draft, and goes back to the first step. */
  const startOver = () => {
    clearDraft();
    form.setValues(initialValues);
    form.resetTouched();
    form.clearErrors();
    setFiles({});
    setFileErrors({});
    activeRef.current = 0;
    setActive(0);
  };

  return {
    form,
    active,
    next,
    back,
    goTo,
    validateAll,
    files,
    fileErrors,
    fileRule,
    setFile,
    applyServerErrors,
    clearDraft,
    startOver,
    isRestored,
    removeListItem,
    inputProps,
    selectProps,
  };
}

/** The state and actions of a registration stepper with form values `Values`. */
export type RegistrationForm<Values extends Record<string, unknown>> = ReturnType<typeof useRegistrationForm<Values>>;

/** The field binders of a registration stepper, for step components shared by several forms. */
export type RegistrationFields = Pick<RegistrationForm<Record<string, unknown>>, 'inputProps' | 'selectProps'>;

/** Today as YYYY-MM-DD in UTC: the last day a contracts pastDateField accepts (the `max` of a date input). */
export function latestPastDate(): string {
  return new Date().toISOString().slice(0, 10);
}
