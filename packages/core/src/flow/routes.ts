/** The screens addressable under `/{code}/…` once a code is open. */
export const CODE_SCREENS = [
  'landing',
  'locations',
  'location',
  'station',
  'group',
  'users',
  'department',
  'guest-verification',
  'nights',
  'proposed-tip-hospitality',
  'proposed-tip-beauty',
  'payment',
  'review',
  'talent',
  'success',
  'not-found',
  'user',
] as const;

export type CodeScreen = (typeof CODE_SCREENS)[number];
export type IntentScreen = 'proposed-tip-intent' | 'payment' | 'success';
export type ExternalScreen = 'review' | 'success' | 'error-external';

/**
 * A parsed address. `screen: null` is the bare entry (`/{code}`, `/qr/{id}/{intent}`, `/external`).
 * `uid` is the user of proposed-tip-beauty and `user`, or the item of a browse screen.
 */
export type Route =
  | {
      readonly kind: 'code';
      readonly code: string;
      readonly screen: CodeScreen | null;
      readonly uid: string | null;
    }
  | {
      readonly kind: 'intent';
      readonly type: 'qr' | 'pl';
      readonly id: string;
      readonly intent: string;
      readonly screen: IntentScreen | null;
      readonly subStep: number | null;
    }
  | { readonly kind: 'external'; readonly screen: ExternalScreen | null }
  | { readonly kind: 'not-found' };

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const WITH_UID: readonly CodeScreen[] = [
  'proposed-tip-beauty',
  'user',
  'location',
  'station',
  'group',
  'users',
];
const INTENT_SCREENS: readonly string[] = ['proposed-tip-intent', 'payment', 'success'];
const EXTERNAL_SCREENS: readonly string[] = ['review', 'success', 'error-external'];

export function pathFor(route: Route): string {
  switch (route.kind) {
    case 'not-found':
      return '/not-found';
    case 'external':
      return route.screen ? `/external/${route.screen}` : '/external';
    case 'intent': {
      const base = `/${route.type}/${encodeURIComponent(route.id)}/${encodeURIComponent(route.intent)}`;
      if (!route.screen) return base;
      const sub = route.subStep === null ? '' : `/${route.subStep}`;
      return `${base}/${route.screen}${sub}`;
    }
    case 'code': {
      const base = `/${encodeURIComponent(route.code)}`;
      if (!route.screen) return base;
      const uid = route.uid === null ? '' : `/${encodeURIComponent(route.uid)}`;
      return `${base}/${route.screen}${uid}`;
    }
  }
}

/** Parses a path (no query); anything the app does not route is `{ kind: 'not-found' }`. */
export function parsePath(path: string): Route {
  const parts = path.split('/').filter((part) => part !== '');
  let segments: string[];
  try {
    segments = parts.map((part) => decodeURIComponent(part));
  } catch {
    return { kind: 'not-found' };
  }
  const [first, second, third, fourth, fifth, ...rest] = segments;
  if (first === undefined) return { kind: 'not-found' };
  if (first === 'external') {
    if (second === undefined) return { kind: 'external', screen: null };
    if (third === undefined && EXTERNAL_SCREENS.includes(second)) {
      return { kind: 'external', screen: second as ExternalScreen };
    }
    return { kind: 'not-found' };
  }
  if ((first === 'qr' || first === 'pl') && second !== undefined && third !== undefined) {
    return parseIntent(first, second, third, fourth, fifth, rest.length);
  }
  if (!SEGMENT.test(first)) return { kind: 'not-found' };
  if (second === undefined) return { kind: 'code', code: first, screen: null, uid: null };
  if (!(CODE_SCREENS as readonly string[]).includes(second) || fourth !== undefined) {
    return { kind: 'not-found' };
  }
  const screen = second as CodeScreen;
  if (third !== undefined && !WITH_UID.includes(screen)) return { kind: 'not-found' };
  if (screen === 'user' && third === undefined) return { kind: 'not-found' };
  return { kind: 'code', code: first, screen, uid: third ?? null };
}

function parseIntent(
  type: 'qr' | 'pl',
  id: string,
  intent: string,
  screen: string | undefined,
  subStep: string | undefined,
  extra: number,
): Route {
  if (extra > 0 || id === '' || intent === '') return { kind: 'not-found' };
  if (screen === undefined)
    return { kind: 'intent', type, id, intent, screen: null, subStep: null };
  if (!INTENT_SCREENS.includes(screen)) return { kind: 'not-found' };
  if (subStep !== undefined && !/^(0|[1-9]\d{0,3})$/.test(subStep)) return { kind: 'not-found' };
  return {
    kind: 'intent',
    type,
    id,
    intent,
    screen: screen as IntentScreen,
    subStep: subStep === undefined ? null : Number(subStep),
  };
}
