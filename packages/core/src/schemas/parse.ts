import * as v from 'valibot';

/** A schema whose output is `T`, whatever it reads (a wire string may become cents). */
export type Schema<T> = v.GenericSchema<unknown, T>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function pathOf(root: string, issue: v.BaseIssue<unknown>): string {
  let path = root;
  for (const item of issue.path ?? []) {
    path += typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`;
  }
  return path;
}

/**
 * Checks `input` against `schema` at `root`; the first problem reads like
 * `data.tips[0].uid: Invalid type: Expected string but received 42`, so a malformed answer or
 * stored record is a value with a useful message, not a crash three screens later.
 */
export function parseWith<T>(schema: Schema<T>, input: unknown, root = 'data'): Parsed<T> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const [issue] = result.issues;
  return { ok: false, message: `${pathOf(root, issue)}: ${issue.message}` };
}

function isJsonObject(input: unknown): boolean {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** Any JSON object, kept as is (provider payloads the core passes through untouched). */
export const jsonObject: Schema<Record<string, unknown>> = v.pipe(
  v.unknown(),
  v.check(isJsonObject, 'Invalid type: Expected Object'),
  v.transform((input) => input as Record<string, unknown>),
);
