import { parseMoney } from '@tipwell/core';
import { HttpError, validationFailed } from './http-error';

/**
 * Readers for request bodies: each takes an untyped object and a field name and either returns a
 * typed value or throws 422 VALIDATION_FAILED naming the field. Unknown fields are ignored.
 */
export type Fields = Readonly<Record<string, unknown>>;

export function asObject(value: unknown, field: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationFailed(field, `${field} must be an object`);
  }
  return value as Fields;
}

export function requireString(body: Fields, field: string, max = 500): string {
  const value = body[field];
  if (typeof value !== 'string') throw validationFailed(field, `${field} must be a string`);
  if (value.trim() === '') throw validationFailed(field, `${field} is required`);
  if (value.length > max) throw validationFailed(field, `${field} is too long`);
  return value;
}

export function optionalString(body: Fields, field: string, max = 500): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw validationFailed(field, `${field} must be a string`);
  if (value.length > max) throw validationFailed(field, `${field} is too long`);
  return value;
}

export function requireOneOf<T extends string>(
  body: Fields,
  field: string,
  allowed: readonly T[],
): T {
  const value = body[field];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw validationFailed(field, `${field} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** Money: a decimal string with at most two decimals ("10", "10.6", "10.60"). */
export function requireMoney(body: Fields, field: string): number {
  const value = body[field];
  const cents = typeof value === 'string' ? parseMoney(value) : null;
  if (cents === null)
    throw validationFailed(field, `${field} must be a decimal string like "10.00"`);
  return cents;
}

export function requireInteger(body: Fields, field: string, min: number, max: number): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw validationFailed(field, `${field} must be an integer from ${min} to ${max}`);
  }
  return value;
}

export function requireArray(body: Fields, field: string, maxItems = 50): readonly unknown[] {
  const value = body[field];
  if (!Array.isArray(value)) throw validationFailed(field, `${field} must be an array`);
  if (value.length === 0) throw validationFailed(field, `${field} must not be empty`);
  if (value.length > maxItems) throw validationFailed(field, `${field} has too many items`);
  return value;
}

export function optionalObject(body: Fields, field: string): Fields | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  return asObject(value, field);
}

/** Reads a nested object, naming its fields in failures by their full path (`tips[0].amount`). */
export function withinField<T>(path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof HttpError && error.field !== undefined && error.status === 422) {
      throw new HttpError(422, error.code, `${path}.${error.message}`, `${path}.${error.field}`);
    }
    throw error;
  }
}
