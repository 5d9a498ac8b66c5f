import * as v from 'valibot';
import type { SeededResponse } from '@tipwell/adapters';

export type { SeededResponse };

/** The id of the page's `<script type="application/json">` with the server-rendered landing's data. */
export const LANDING_DATA_ID = 'tipwell-landing';

/** The id of the `<style>` with the landing's theme until the views set it themselves. */
export const THEME_STYLE_ID = 'tipwell-landing-theme';

/**
 * What the server used to render the landing: the address, the step it showed, and the service
 * answers it got. The browser replays those answers, reaches the same step and hydrates the
 * markup instead of rendering it again. A landing on the payment step has no step: the page
 * carries its answers only, and the browser renders it.
 */
export interface LandingData {
  readonly path: string;
  readonly step: string | null;
  readonly responses: readonly SeededResponse[];
}

/**
 * The page's data as the browser reads it back: one valibot schema (decision 0037), typed as
 * `LandingData`, so a field added to the data or to a seeded answer (`SeededResponse`, the
 * adapters') fails the typecheck here until the schema reads it. Unknown fields are dropped.
 */
const landingDataSchema: v.GenericSchema<unknown, LandingData> = v.object({
  path: v.string(),
  step: v.nullable(v.string()),
  responses: v.array(
    v.object({
      url: v.string(),
      status: v.pipe(v.number(), v.integer()),
      body: v.string(),
      sent: v.optional(v.string()),
    }),
  ),
});

/** Serialized for a `<script type="application/json">`: nothing in it can close the element. */
export function serializeLandingData(data: LandingData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** Reads the data back; null when absent, corrupt, or rendered for another address. */
export function parseLandingData(
  text: string | null | undefined,
  path: string,
): LandingData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(landingDataSchema, value);
  return parsed.success && parsed.output.path === path ? parsed.output : null;
}
