import { parseMoney } from '@tipwell/core';
import type { Cents } from '@tipwell/core';

/**
 * A tiny validator combinator set: every response is checked against one of these before it enters
 * the core. A failure names the path and what was expected, so a malformed answer is a typed error
 * with a useful message rather than a crash three screens later.
 */
export type SchemaResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly path: string; readonly expected: string };

export type Schema<T> = (input: unknown, path: string) => SchemaResult<T>;

export type Infer<S> = S extends Schema<infer T> ? T : never;

function pass<T>(value: T): SchemaResult<T> {
  return { ok: true, value };
}

function fail(path: string, expected: string): SchemaResult<never> {
  return { ok: false, path, expected };
}

export const string: Schema<string> = (input, path) =>
  typeof input === 'string' ? pass(input) : fail(path, 'a string');

export const boolean: Schema<boolean> = (input, path) =>
  typeof input === 'boolean' ? pass(input) : fail(path, 'a boolean');

export const number: Schema<number> = (input, path) =>
  typeof input === 'number' && Number.isFinite(input) ? pass(input) : fail(path, 'a finite number');

/** Wire money: a decimal string ("10.60") turned into integer cents, never through a float. */
export const money: Schema<Cents> = (input, path) => {
  if (typeof input !== 'string') return fail(path, 'a decimal money string');
  const cents = parseMoney(input);
  return cents === null ? fail(path, 'a decimal money string') : pass(cents);
};

export function literal<const T extends readonly (string | number | boolean)[]>(
  ...values: T
): Schema<T[number]> {
  return (input, path) =>
    values.includes(input as T[number])
      ? pass(input as T[number])
      : fail(path, `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`);
}

export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (input, path) => (input === null ? pass(null) : schema(input, path));
}

/** A field that may be absent (or null) on the wire; reads as `fallback`. */
export function withDefault<T>(schema: Schema<T>, fallback: T): Schema<T> {
  return (input, path) =>
    input === undefined || input === null ? pass(fallback) : schema(input, path);
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return (input, path) => {
    if (!Array.isArray(input)) return fail(path, 'an array');
    const values: T[] = [];
    for (const [index, element] of input.entries()) {
      const result = item(element, `${path}[${index}]`);
      if (!result.ok) return result;
      values.push(result.value);
    }
    return pass(values);
  };
}

function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** Any JSON object, kept as is (provider payloads the core passes through untouched). */
export const record: Schema<Record<string, unknown>> = (input, path) =>
  isPlainObject(input) ? pass(input) : fail(path, 'an object');

/** An object with these fields; unknown fields are dropped so nothing unchecked reaches the core. */
export function object<S extends Record<string, Schema<unknown>>>(
  shape: S,
): Schema<{ [K in keyof S]: Infer<S[K]> }> {
  return (input, path) => {
    if (!isPlainObject(input)) return fail(path, 'an object');
    const value: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(shape)) {
      const result = schema(input[key], `${path}.${key}`);
      if (!result.ok) return result;
      value[key] = result.value;
    }
    return pass(value as { [K in keyof S]: Infer<S[K]> });
  };
}

export function map<A, B>(schema: Schema<A>, transform: (value: A) => B): Schema<B> {
  return (input, path) => {
    const result = schema(input, path);
    return result.ok ? pass(transform(result.value)) : result;
  };
}

/** Validates `input` at the root; the message reads like `data.tips[0].uid: expected a string`. */
export function validate<T>(
  schema: Schema<T>,
  input: unknown,
  root = 'data',
): { ok: true; value: T } | { ok: false; message: string } {
  const result = schema(input, root);
  return result.ok
    ? { ok: true, value: result.value }
    : { ok: false, message: `${result.path}: expected ${result.expected}` };
}
