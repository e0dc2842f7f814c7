import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

/** A schema whose input is an object of fields (the shape a form edits). */
export type FormSchema = z.ZodType<unknown, Record<string, unknown>>;
type Values<S extends FormSchema> = z.input<S>;
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
  submitting: boolean;
  set<K extends Field<S>>(field: K, value: Values<S>[K]): void;
  /** value, onChange and error for a Mantine text input (its `error` prop ties the message to the input). */
  text(field: TextField<S>): TextInputBinding;
  /** Runs `action` with the parsed values; the submit button shows its loading label meanwhile. */
  submit<R>(action: (parsed: z.output<S>) => Promise<R>): Promise<R | undefined>;
  /** A `<form onSubmit>` handler: prevents the page load and submits. */
  onSubmit(action: (parsed: z.output<S>) => Promise<unknown>): (event: FormEvent<HTMLFormElement>) => void;
  reset(values?: Values<S>): void;
}

/**
 * Form state validated with the contracts schema the server uses, so the messages are the spec's and the same on
 * both sides. Submit stays disabled while the form is invalid; values are the schema's input, the action receives
 * its output (trimmed, coerced).
 */
export function useZodForm<S extends FormSchema>(schema: S, initial: Values<S>): ZodForm<S> {
  const [values, setValues] = useState<Values<S>>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field<S>, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

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

  const submit = async <R>(action: (parsed: z.output<S>) => Promise<R>): Promise<R | undefined> => {
    const parsed = schema.safeParse(values);
    if (!parsed.success || busy.current) return undefined;
    busy.current = true;
    setSubmitting(true);
    try {
      return await action(parsed.data as z.output<S>);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    valid,
    submitting,
    set,
    text(field) {
      const value = values[field];
      return {
        value: typeof value === 'string' ? value : '',
        onChange: (event) => set(field, event.currentTarget.value as Values<S>[typeof field]),
        error: errors[field],
      };
    },
    submit,
    onSubmit(action) {
      return (event) => {
        event.preventDefault();
        void submit(action);
      };
    },
    reset(next) {
      setValues(next ?? initial);
      setTouched({});
    },
  };
}
