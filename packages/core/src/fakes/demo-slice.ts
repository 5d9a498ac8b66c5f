import type { Location, Payload, Pool, TipSettings, User } from '../domain/entities';

/** A small slice of demo-world.md, for tests and stories. */
export const LUMEN: Location = {
  uid: '100',
  name: 'Lumen Salon & Spa',
  address: '12 Market St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  logo: '/sandbox-assets/lumen-logo.svg',
};

export const HARBOR_VIEW: Location = {
  uid: '200',
  name: 'Harbor View Hotel',
  address: '1 Harbor Way',
  city: 'Monterey',
  state: 'CA',
  zip: '93940',
  logo: null,
};

export const HARBOR_SUITES: Location = {
  uid: '210',
  name: 'Harbor View Suites',
  address: '9 Ocean Ave',
  city: 'Carmel',
  state: 'CA',
  zip: '93921',
  logo: null,
};

function user(uid: string, firstName: string, lastName: string, nickname: string | null): User {
  return { uid, firstName, lastName, nickname, avatar: `/sandbox-assets/avatars/${uid}.svg` };
}

export const LUMEN_USERS: readonly User[] = [
  user('500', 'Maya', 'Chen', 'Maya'),
  user('501', 'Jordan', 'Lee', null),
  user('502', 'Priya', 'Patel', null),
  user('503', 'Sam', "O'Connor", null),
];

export const STATION_USERS: readonly User[] = [
  user('504', 'Alex', 'Kim', null),
  user('505', 'Rosa', 'Diaz', null),
  user('506', 'Ben', 'Ford', null),
];

export const LUMEN_SETTINGS: TipSettings = {
  low: 500,
  medium: 1000,
  high: 2000,
  labelLow: 'Good',
  labelMedium: 'Great',
  labelHigh: 'Amazing',
  tipInstructionText: 'Select a tip for your stylist',
  transparency: 'optional',
  reviewsEnabled: true,
  theme: {
    primaryColor: '#6C4AB6',
    secondaryColor: '#FFC768',
    textColor: '#200E32',
    contrastColor: '#fff',
  },
};

export const HARBOR_SETTINGS: TipSettings = {
  low: 500,
  medium: 1000,
  high: 1500,
  labelLow: 'Good',
  labelMedium: 'Great',
  labelHigh: 'Amazing',
  tipInstructionText: null,
  transparency: 'full',
  reviewsEnabled: false,
  theme: null,
};

export const STATION_SETTINGS: TipSettings = {
  low: 300,
  medium: 500,
  high: 1000,
  labelLow: 'Thanks',
  labelMedium: 'Great service',
  labelHigh: 'Above and beyond',
  tipInstructionText: 'Tip the Pool Bar team',
  transparency: 'optional',
  reviewsEnabled: true,
  theme: null,
};

export const FRONT_DESK: Pool = {
  uid: '202',
  name: 'Front Desk',
  locationUid: '200',
  lowAmount: 1000,
  customerInstructions: null,
  requiresCustomerName: false,
  requiresRoomNumber: false,
  requiresNote: false,
  requiresReview: false,
  tippingMode: 'once',
};

export const HOUSEKEEPING: Pool = {
  ...FRONT_DESK,
  uid: '201',
  name: 'Housekeeping',
  lowAmount: 500,
  requiresCustomerName: true,
  requiresRoomNumber: true,
  tippingMode: 'per_night',
};

export const BELL_STAFF: Pool = {
  ...FRONT_DESK,
  uid: '203',
  name: 'Bell Staff',
  lowAmount: 800,
  requiresReview: true,
  tippingMode: 'per_stay',
};

export const CONCIERGE: Pool = {
  ...FRONT_DESK,
  uid: '211',
  name: 'Concierge',
  locationUid: '210',
  lowAmount: 1200,
  requiresNote: true,
};

/** L210: gross fees (transparency other), no reviews but the pool's required note. */
export const SUITES_SETTINGS: TipSettings = {
  low: 500,
  medium: 1000,
  high: 2000,
  labelLow: 'Good',
  labelMedium: 'Great',
  labelHigh: 'Amazing',
  tipInstructionText: null,
  transparency: 'other',
  reviewsEnabled: false,
  theme: null,
};

const EMPTY = { logo: null, locations: [], users: [], pools: [], groups: [] } as const;

/** Exchange answers by code ('U500' → payload). */
export const DEMO_PAYLOADS: Readonly<Record<string, Payload>> = {
  L100: {
    ...EMPTY,
    kind: 'L',
    uid: '100',
    name: LUMEN.name,
    logo: LUMEN.logo,
    locationUid: '100',
    users: LUMEN_USERS,
  },
  ...Object.fromEntries(
    LUMEN_USERS.map((u): [string, Payload] => [
      `U${u.uid}`,
      {
        ...EMPTY,
        kind: 'U',
        uid: u.uid,
        name: `${u.firstName} ${u.lastName}`,
        locationUid: '100',
        users: [u],
      },
    ]),
  ),
  P202: {
    ...EMPTY,
    kind: 'P',
    uid: '202',
    name: FRONT_DESK.name,
    locationUid: '200',
    pools: [FRONT_DESK],
  },
  P201: {
    ...EMPTY,
    kind: 'P',
    uid: '201',
    name: HOUSEKEEPING.name,
    locationUid: '200',
    pools: [HOUSEKEEPING],
  },
  L200: {
    ...EMPTY,
    kind: 'L',
    uid: '200',
    name: HARBOR_VIEW.name,
    locationUid: '200',
    pools: [HOUSEKEEPING, FRONT_DESK, BELL_STAFF],
  },
  L210: {
    ...EMPTY,
    kind: 'L',
    uid: '210',
    name: HARBOR_SUITES.name,
    locationUid: '210',
    pools: [CONCIERGE],
  },
  A400: {
    ...EMPTY,
    kind: 'A',
    uid: '400',
    name: 'Coastline Group',
    locationUid: null,
    locations: [LUMEN, HARBOR_VIEW],
  },
  A401: {
    ...EMPTY,
    kind: 'A',
    uid: '401',
    name: 'Solo Spa Co',
    locationUid: '100',
    locations: [LUMEN],
  },
  A402: { ...EMPTY, kind: 'A', uid: '402', name: 'Empty Co', locationUid: null },
  S300: {
    ...EMPTY,
    kind: 'S',
    uid: '300',
    name: 'Pool Bar',
    locationUid: '200',
    users: STATION_USERS,
    pools: [FRONT_DESK],
    groups: [
      { uid: '301', name: 'Bartenders', userUids: ['504', '505'] },
      { uid: '302', name: 'Servers', userUids: ['506'] },
    ],
  },
};
