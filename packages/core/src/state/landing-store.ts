import type {
  CodePrefix,
  IntentPayload,
  Location,
  Payload,
  Processor,
  Theme,
  TipSettings,
  Transparency,
} from '../domain/entities';

export type LandingStatus = 'idle' | 'loading' | 'ready' | 'not-found';

/** A QR (`qr`, intent type 0) or pay-later (`pl`, intent type 1) entry. */
export interface IntentParams {
  readonly type: 'qr' | 'pl';
  /** The location uid of the entry path. */
  readonly id: string;
  /** The intent token, URL-decoded. */
  readonly intent: string;
}

export interface LandingState {
  readonly status: LandingStatus;
  /** The code as typed ('U500'); for an intent entry, null. */
  readonly code: string | null;
  readonly prefix: CodePrefix | null;
  readonly payload: Payload | null;
  readonly intentParams: IntentParams | null;
  readonly intent: IntentPayload | null;
  readonly location: Location | null;
  readonly settings: TipSettings | null;
  /**
   * On a station's page, the fee rule (transparency) of each location whose pools it lists, by
   * location uid: a pool is charged under its own location's rule (decision 0039). Null elsewhere.
   */
  readonly poolFeeRules: Readonly<Record<string, Transparency>> | null;
  readonly processor: Processor | null;
  /** Always complete: the location's or station's theme over the default theme below. */
  readonly theme: Theme;
}

export const DEFAULT_THEME: Theme = Object.freeze({
  primaryColor: '#1AD9B6',
  secondaryColor: '#FFC768',
  textColor: '#200E32',
  contrastColor: '#fff',
});

export const INITIAL_LANDING: LandingState = {
  status: 'idle',
  code: null,
  prefix: null,
  payload: null,
  intentParams: null,
  intent: null,
  location: null,
  settings: null,
  poolFeeRules: null,
  processor: null,
  theme: DEFAULT_THEME,
};

/** Fills the missing or empty colours of a theme with the default theme's. */
export function resolveTheme(theme: Partial<Theme> | null | undefined): Theme {
  if (!theme) return DEFAULT_THEME;
  return {
    primaryColor: theme.primaryColor || DEFAULT_THEME.primaryColor,
    secondaryColor: theme.secondaryColor || DEFAULT_THEME.secondaryColor,
    textColor: theme.textColor || DEFAULT_THEME.textColor,
    contrastColor: theme.contrastColor || DEFAULT_THEME.contrastColor,
  };
}
