import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

/** A schema whose input is an object of fields (the shape a form edits). */
export type FormSchema = z.ZodType<unknown, Record<string, unknown>>;
type Values<S extends FormSchema> = z.input<S>;
/** What a valid form hands its submit action: the schema's output (trimmed, coerced). */
export type Parsed<S extends FormSchema> = z.output<S>;
type Field<S extends FormSchema> = keyof Values<S> & string;
/** Fields that hold text, the ones a text input edits. */
type TextField<S extends FormSchema> = {
  [K in Field<S>]-?: Values<S>[K] extends string | undefined ? (string extends Values<S>[K] ? K : never) : never;
}[Field<S>];

export interface TextInputBinding {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error: string | undefined;
}

export interface ZodForm<S extends FormSchema> {
  values: Values<S>;
  /** Field errors, shown only for fields the user has changed (spec §4). */
  errors: Partial<Record<Field<S>, string>>;
  valid: boolean;
  set<K extends Field<S>>(field: K, value: Values<S>[K]): void;
  /** value, onChange and error for a Mantine text input (its `error` prop ties the message to the input). */
  text(field: TextField<S>): TextInputBinding;
  /**
   * A `<form onSubmit>` handler: prevents the page load and, when the values are valid, hands them to `action`
   * (usually useAsyncSubmit's `run`, which keeps it pending and stops a second submit meanwhile).
   */
  onSubmit(action: (parsed: Parsed<S>) => Promise<unknown>): (event: FormEvent<HTMLFormElement>) => void;
  reset(values?: Values<S>): void;
}

/**
 * Form state validated with the contracts schema the server uses, so the messages are the spec's and the same on
 * both sides. Submit stays disabled while the form is invalid; values are the schema's input, the action receives
 * its output (trimmed, coerced). Sending (pending, failures) is useAsyncSubmit's.
 */
export function useZodForm<S extends FormSchema>(schema: S, initial: Values<S>): ZodForm<S> {
  const [values, setValues] = useState<Values<S>>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field<S>, boolean>>>({});

  const { allErrors, valid } = useMemo(() => {
    const result = schema.safeParse(values);
    const found: Partial<Record<Field<S>, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && found[field as Field<S>] === undefined) found[field as Field<S>] = issue.message;
      }
    }
    return { allErrors: found, valid: result.success };
  }, [schema, values]);

  const errors: Partial<Record<Field<S>, string>> = {};
  for (const key of Object.keys(allErrors) as Array<Field<S>>) if (touched[key]) errors[key] = allErrors[key];

  const set = <K extends Field<S>>(field: K, value: Values<S>[K]): void => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };

  return {
    values,
    errors,
    valid,
    set,
    text(field) {
      const value = values[field];
      return {
        value: typeof value === 'string' ? value : '',
        onChange: (event) => set(field, event.currentTarget.value as Values<S>[typeof field]),
        error: errors[field],
      };
    },
    onSubmit(action) {
      return (event) => {
        event.preventDefault();
        const parsed = schema.safeParse(values);
        if (parsed.success) void action(parsed.data as Parsed<S>);
      };
    },
    reset(next) {
      setValues(next ?? initial);
      setTouched({});
    },
  };
}
