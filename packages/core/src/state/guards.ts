/** Small structural checks for data read back from storage (never trusted as typed). */
export type Guard<T> = (value: unknown) => value is T;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function isArrayOf<T>(value: unknown, guard: Guard<T>): value is T[] {
  return Array.isArray(value) && value.every((item) => guard(item));
}

export type Check = (value: unknown) => boolean;

export function hasFields(value: unknown, fields: Readonly<Record<string, Check>>): boolean {
  if (!isRecord(value)) return false;
  return Object.entries(fields).every(([key, guard]) => guard(value[key]));
}

export function oneOf<T extends string>(values: readonly T[]): Guard<T> {
  return (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
}

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value: unknown): value is T | null => value === null || guard(value);
}

export function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}
