import { isSeededResponses, type SeededResponse } from '@tipwell/adapters';

export type { SeededResponse };

/** The id of the page's `<script type="application/json">` with the server-rendered landing's data. */
export const LANDING_DATA_ID = 'tipwell-landing';

/** The id of the `<style>` with the landing's theme until the views set it themselves. */
export const THEME_STYLE_ID = 'tipwell-landing-theme';

/**
 * What the server used to render the landing: the address, the step it showed, and the service
 * answers it got. The browser replays those answers, reaches the same step and hydrates the
 * markup instead of rendering it again. A page the server prepared without rendering it (a QR or
 * pay-later entry: the exchange is the browser's) has no step: it carries answers only.
 */
export interface LandingData {
  readonly path: string;
  readonly step: string | null;
  readonly responses: readonly SeededResponse[];
}

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
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Partial<LandingData>;
  if (data.path !== path || (typeof data.step !== 'string' && data.step !== null)) return null;
  if (!isSeededResponses(data.responses)) return null;
  return { path: data.path, step: data.step, responses: data.responses };
}
