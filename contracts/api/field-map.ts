import { z } from 'zod';

/**
 * One field map per entity: each field a writer (or an administrator) sets is stated once, and the create body, the
 * update body, the event's shape and the API's answer all derive from it.
 *
 * A field has two schemas on purpose. `stored` is the shape events keep, built from contracts/events/values.ts
 * only: the log is the permanent record, so it never takes the API's rules (lengths, trimming, messages), which may
 * change. `rule` is what the API accepts, with the spec's messages; the web forms use the same schema.
 */
export interface FieldSpec<S extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  stored: S;
  rule: R;
  /** Create's value when the field is left out. Without one the field is required on create (but see `optional`). */
  default?: z.output<S>;
  /** Create may leave it out and the command decides its value (a banner's showUntil needs the clock). */
  optional?: true;
  /** The value of a thing before it is created (an aggregate's initial state); the default when not given. */
  blank?: z.output<S>;
}
export type FieldMap = Record<string, FieldSpec>;

/** The values of a map's fields, as stored. */
export type StoredValues<M extends FieldMap> = { -readonly [K in keyof M]: z.output<M[K]['stored']> };
type StoredShape<M extends FieldMap> = { -readonly [K in keyof M]: M[K]['stored'] };
type RuleShape<M extends FieldMap> = { -readonly [K in keyof M]: M[K]['rule'] };
type CreateShape<M extends FieldMap> = {
  -readonly [K in keyof M]: M[K] extends { default: unknown } ? z.ZodDefault<M[K]['rule']> : M[K] extends { optional: true } ? z.ZodOptional<M[K]['rule']> : M[K]['rule'];
};

/** Checks a map's literal against FieldSpec while keeping each field's own types. */
export const fieldMap = <const M extends Record<string, FieldSpec>>(map: M & { [K in keyof M]: FieldSpec<M[K]['stored'], M[K]['rule']> }): M => map;

const mapValues = <M extends FieldMap, T>(map: M, f: (spec: M[keyof M], key: keyof M & string) => T): { [K in keyof M]: T } =>
  Object.fromEntries(Object.entries(map).map(([key, spec]) => [key, f(spec as M[keyof M], key)])) as { [K in keyof M]: T };

/** The fields in the order the map lists them (commands and projections go by this list). */
export const fieldNames = <M extends FieldMap>(map: M): Array<keyof M & string> => Object.keys(map);

/** The event's shape of the fields (e.g. `ProjectCreated: z.object({ id, ..., ...storedShape(projectFieldMap) })`). */
export const storedShape = <M extends FieldMap>(map: M): StoredShape<M> => mapValues(map, (spec) => spec.stored) as StoredShape<M>;

/** The answer's shape of the fields: what is stored is what the API shows. */
export const responseShape = storedShape;

/** The API's rules, field by field (PATCH bodies take them `.partial()`; forms take them one by one). */
export const ruleShape = <M extends FieldMap>(map: M): RuleShape<M> => mapValues(map, (spec) => spec.rule) as RuleShape<M>;

/** Create: each rule, with the field's default when it may be left out. */
export const createShape = <M extends FieldMap>(map: M): CreateShape<M> =>
  mapValues(map, (spec) => {
    if (spec.default !== undefined) return (spec.rule as z.ZodType<unknown>).default(spec.default as never);
    return spec.optional ? spec.rule.optional() : spec.rule;
  }) as CreateShape<M>;

/** A thing's values before it is created. */
export const blankValues = <M extends FieldMap>(map: M): StoredValues<M> =>
  mapValues(map, (spec) => (spec.blank !== undefined ? spec.blank : spec.default)) as StoredValues<M>;
