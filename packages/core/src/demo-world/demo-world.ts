import type { TippingPolicy } from '../domain/tipping-policy';
import type { SeedPool, SeedProposal, SeedSettings, World } from './world.types';

/**
 * The demo world (docs/demo-world.md), the one definition: the sandbox seeds its database from it and
 * the core's fakes answer from it; tests, stories and the demo links rely on these codes, uids, names
 * and amounts. Money is in cents. L200 and L210 use the plain settings below.
 */
const plainSettings = {
  low: 500,
  medium: 1000,
  high: 2000,
  labels: ['Good', 'Great', 'Amazing'],
  tipInstructionText: null,
  reviewsEnabled: false,
  theme: null,
} as const;

/**
 * The tipping policies (decision 0036), one kind each: Lumen's stylists keep their own tips, the
 * hotel pools its teams' tips, the Pool Bar splits them with its barbacks; Harbor View Suites
 * states none. Only the venues' notes are their own words.
 */
export const demoPolicies = {
  lumen: {
    distribution: { kind: 'individual' },
    processingCost: { borneBy: 'guest' },
    payout: 'next_payroll',
    note: null,
  },
  harbor: {
    distribution: {
      kind: 'pooled',
      shares: 'equal',
      onShift: [
        { poolUid: '201', people: 6 },
        { poolUid: '202', people: 3 },
      ],
    },
    processingCost: { borneBy: 'guest' },
    payout: 'weekly',
    note: { text: 'Every tip is shared with the whole shift, night staff included.', lang: 'en' },
  },
  poolBar: {
    distribution: { kind: 'split', individualPercent: 80, team: 'Barbacks' },
    processingCost: { borneBy: 'venue' },
    payout: 'daily',
    note: { text: '¡Gracias! Las propinas se pagan cada día.', lang: 'es' },
  },
} as const satisfies Record<string, TippingPolicy>;

function pool(fields: Omit<SeedPool, 'customerInstructions'>): SeedPool {
  return { ...fields, customerInstructions: null };
}

function amounts(
  low: number,
  medium: number,
  high: number,
): [SeedProposal, SeedProposal, SeedProposal] {
  return [
    { amount: low, percent: null },
    { amount: medium, percent: null },
    { amount: high, percent: null },
  ];
}

const lumenSettings: SeedSettings = {
  low: 500,
  medium: 1000,
  high: 2000,
  labels: ['Good', 'Great', 'Amazing'],
  tipInstructionText: 'Select a tip for your stylist',
  transparency: 'optional',
  reviewsEnabled: true,
  theme: { primaryColor: '#6C4AB6' },
  tippingPolicy: demoPolicies.lumen,
};

/** Same-origin images the sandbox generates (its /sandbox-assets routes). */
export const avatarPath = (uid: string): string => `/sandbox-assets/avatars/${uid}.svg`;
export const logoPath = (uid: string): string => `/sandbox-assets/logos/${uid}.svg`;

/** The colours a seeded theme leaves out: the app's defaults but the primary colour. */
export const SEED_THEME_DEFAULTS = {
  secondaryColor: '#FFC768',
  textColor: '#200E32',
  contrastColor: '#fff',
} as const;

export const demoWorld: World = {
  locations: [
    {
      uid: '100',
      name: 'Lumen Salon & Spa',
      address: '12 Market St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      vertical: 'beauty',
      logo: true,
      settings: lumenSettings,
    },
    {
      uid: '200',
      name: 'Harbor View Hotel',
      address: '1 Harbor Way',
      city: 'Monterey',
      state: 'CA',
      zip: '93940',
      vertical: 'hospitality',
      logo: false,
      settings: { ...plainSettings, transparency: 'full', tippingPolicy: demoPolicies.harbor },
    },
    {
      uid: '210',
      name: 'Harbor View Suites',
      address: '9 Ocean Ave',
      city: 'Carmel',
      state: 'CA',
      zip: '93921',
      vertical: 'hospitality',
      logo: false,
      settings: { ...plainSettings, transparency: 'other', tippingPolicy: null },
    },
  ],
  users: [
    {
      uid: '500',
      locationUid: '100',
      stationUid: null,
      firstName: 'Maya',
      lastName: 'Chen',
      nickname: 'Maya',
    },
    {
      uid: '501',
      locationUid: '100',
      stationUid: null,
      firstName: 'Jordan',
      lastName: 'Lee',
      nickname: null,
    },
    {
      uid: '502',
      locationUid: '100',
      stationUid: null,
      firstName: 'Priya',
      lastName: 'Patel',
      nickname: null,
    },
    {
      uid: '503',
      locationUid: '100',
      stationUid: null,
      firstName: 'Sam',
      lastName: "O'Connor",
      nickname: null,
    },
    {
      uid: '504',
      locationUid: '200',
      stationUid: '300',
      firstName: 'Alex',
      lastName: 'Kim',
      nickname: null,
    },
    {
      uid: '505',
      locationUid: '200',
      stationUid: '300',
      firstName: 'Rosa',
      lastName: 'Diaz',
      nickname: null,
    },
    {
      uid: '506',
      locationUid: '200',
      stationUid: '300',
      firstName: 'Ben',
      lastName: 'Ford',
      nickname: null,
    },
  ],
  pools: [
    pool({
      uid: '201',
      locationUid: '200',
      name: 'Housekeeping',
      tippingMode: 'per_night',
      lowAmount: 500,
      requiresRoomNumber: true,
      requiresCustomerName: true,
      requiresNote: false,
      requiresReview: false,
    }),
    pool({
      uid: '202',
      locationUid: '200',
      name: 'Front Desk',
      tippingMode: 'once',
      lowAmount: 1000,
      requiresRoomNumber: false,
      requiresCustomerName: false,
      requiresNote: false,
      requiresReview: false,
    }),
    pool({
      uid: '203',
      locationUid: '200',
      name: 'Bell Staff',
      tippingMode: 'per_stay',
      lowAmount: 800,
      requiresRoomNumber: false,
      requiresCustomerName: false,
      requiresNote: false,
      requiresReview: true,
    }),
    pool({
      uid: '211',
      locationUid: '210',
      name: 'Concierge',
      tippingMode: 'once',
      lowAmount: 1200,
      requiresRoomNumber: false,
      requiresCustomerName: false,
      requiresNote: true,
      requiresReview: false,
    }),
  ],
  stations: [
    {
      uid: '300',
      locationUid: '200',
      name: 'Pool Bar',
      poolUids: ['202'],
      groups: [
        { uid: '301', name: 'Bartenders', userUids: ['504', '505'] },
        { uid: '302', name: 'Servers', userUids: ['506'] },
      ],
      settings: {
        low: 300,
        medium: 500,
        high: 1000,
        labels: ['Thanks', 'Great service', 'Above and beyond'],
        tipInstructionText: 'Tip the Pool Bar team',
        transparency: 'optional',
        reviewsEnabled: true,
        theme: null,
        tippingPolicy: demoPolicies.poolBar,
      },
    },
  ],
  accounts: [
    { uid: '400', name: 'Coastline Group', locationUids: ['100', '200'] },
    { uid: '401', name: 'Solo Spa Co', locationUids: ['100'] },
    { uid: '402', name: 'Empty Co', locationUids: [] },
  ],
  intents: [
    {
      type: 0,
      token: 'tab-42',
      locationUid: '100',
      mode: 'net',
      total: null,
      tips: [
        {
          userUid: '501',
          amount: 0,
          type: 'percent',
          proposals: [
            { amount: 600, percent: 15 },
            { amount: 720, percent: 18 },
            { amount: 800, percent: 20 },
          ],
        },
        { userUid: '502', amount: 0, type: 'amount', proposals: amounts(500, 800, 1000) },
      ],
    },
    {
      type: 0,
      token: 'tab-43',
      locationUid: '100',
      mode: 'net',
      total: 2500,
      tips: [{ userUid: '500', amount: 2500, type: 'amount', proposals: amounts(500, 1000, 2000) }],
    },
    {
      type: 1,
      token: 'sched-7',
      locationUid: '200',
      mode: 'gross',
      total: null,
      tips: [{ userUid: '505', amount: 0, type: 'amount', proposals: amounts(500, 1000, 1500) }],
    },
  ],
};
