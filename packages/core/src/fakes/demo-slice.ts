import type { Group, Location, Payload, Pool, TipSettings, User } from '../domain/entities';
import { SEED_THEME_DEFAULTS, avatarPath, demoWorld, logoPath } from '../demo-world/demo-world';
import type { SeedLocation, SeedSettings } from '../demo-world/world.types';

// The demo world (docs/demo-world.md) as the services answer it, for tests and stories: every value
// comes from the one definition the sandbox seeds from, shaped the way the core reads it.

function find<T extends { readonly uid: string }>(list: readonly T[], uid: string): T {
  const found = list.find((item) => item.uid === uid);
  if (!found) throw new Error(`The demo world has no ${uid}`);
  return found;
}

function locationOf(seed: SeedLocation): Location {
  const { uid, name, address, city, state, zip } = seed;
  return { uid, name, address, city, state, zip, logo: seed.logo ? logoPath(uid) : null };
}

function userOf(uid: string): User {
  const seed = find(demoWorld.users, uid);
  const { firstName, lastName, nickname } = seed;
  return { uid, firstName, lastName, nickname, avatar: avatarPath(uid) };
}

function poolOf(uid: string): Pool {
  return { ...find(demoWorld.pools, uid) };
}

function settingsOf(seed: SeedSettings): TipSettings {
  const [labelLow, labelMedium, labelHigh] = seed.labels;
  return {
    low: seed.low,
    medium: seed.medium,
    high: seed.high,
    labelLow,
    labelMedium,
    labelHigh,
    tipInstructionText: seed.tipInstructionText,
    transparency: seed.transparency,
    reviewsEnabled: seed.reviewsEnabled,
    theme: seed.theme === null ? null : { ...SEED_THEME_DEFAULTS, ...seed.theme },
    tippingPolicy: seed.tippingPolicy,
  };
}

const lumenSeed = find(demoWorld.locations, '100');
const harborSeed = find(demoWorld.locations, '200');
const suitesSeed = find(demoWorld.locations, '210');
const stationSeed = find(demoWorld.stations, '300');

export const LUMEN: Location = locationOf(lumenSeed);
export const HARBOR_VIEW: Location = locationOf(harborSeed);
export const HARBOR_SUITES: Location = locationOf(suitesSeed);

/** The people listed on a location's own landing (station staff are not). */
function staffOf(locationUid: string): readonly User[] {
  return demoWorld.users
    .filter((u) => u.locationUid === locationUid && u.stationUid === null)
    .map((u) => userOf(u.uid));
}

export const LUMEN_USERS: readonly User[] = staffOf('100');
export const STATION_USERS: readonly User[] = demoWorld.users
  .filter((u) => u.stationUid === stationSeed.uid)
  .map((u) => userOf(u.uid));

export const LUMEN_SETTINGS: TipSettings = settingsOf(lumenSeed.settings);
export const HARBOR_SETTINGS: TipSettings = settingsOf(harborSeed.settings);
export const SUITES_SETTINGS: TipSettings = settingsOf(suitesSeed.settings);
export const STATION_SETTINGS: TipSettings = settingsOf(stationSeed.settings);

export const HOUSEKEEPING: Pool = poolOf('201');
export const FRONT_DESK: Pool = poolOf('202');
export const BELL_STAFF: Pool = poolOf('203');
export const CONCIERGE: Pool = poolOf('211');

const poolsAt = (locationUid: string): readonly Pool[] =>
  demoWorld.pools.filter((p) => p.locationUid === locationUid).map((p) => poolOf(p.uid));

const EMPTY = { logo: null, locations: [], users: [], pools: [], groups: [] } as const;

function locationPayload(location: Location): Payload {
  return {
    ...EMPTY,
    kind: 'L',
    uid: location.uid,
    name: location.name,
    logo: location.logo,
    locationUid: location.uid,
    users: staffOf(location.uid),
    pools: poolsAt(location.uid),
  };
}

function poolPayload(pool: Pool): Payload {
  const { uid, name, locationUid } = pool;
  const logo = locationOf(find(demoWorld.locations, locationUid)).logo;
  return { ...EMPTY, kind: 'P', uid, name, logo, locationUid, pools: [pool] };
}

function accountPayloads(): [string, Payload][] {
  return demoWorld.accounts.map((account) => {
    const locations = account.locationUids.map((uid) => locationOf(find(demoWorld.locations, uid)));
    const only = locations.length === 1 ? locations[0] : undefined;
    return [
      `A${account.uid}`,
      {
        ...EMPTY,
        kind: 'A',
        uid: account.uid,
        name: account.name,
        logo: only?.logo ?? null,
        locationUid: only?.uid ?? null,
        locations,
      },
    ];
  });
}

const groups: readonly Group[] = stationSeed.groups.map((g) => ({
  ...g,
  userUids: [...g.userUids],
}));

/** Exchange answers by code ('U500' → payload), as the sandbox answers them. */
export const DEMO_PAYLOADS: Readonly<Record<string, Payload>> = {
  ...Object.fromEntries(
    [LUMEN, HARBOR_VIEW, HARBOR_SUITES].map((l): [string, Payload] => [
      `L${l.uid}`,
      locationPayload(l),
    ]),
  ),
  ...Object.fromEntries(
    LUMEN_USERS.map((u): [string, Payload] => [
      `U${u.uid}`,
      {
        ...EMPTY,
        kind: 'U',
        uid: u.uid,
        name: `${u.firstName} ${u.lastName}`,
        logo: LUMEN.logo,
        locationUid: LUMEN.uid,
        users: [u],
      },
    ]),
  ),
  ...Object.fromEntries(
    [HOUSEKEEPING, FRONT_DESK, BELL_STAFF, CONCIERGE].map((p): [string, Payload] => [
      `P${p.uid}`,
      poolPayload(p),
    ]),
  ),
  ...Object.fromEntries(accountPayloads()),
  S300: {
    ...EMPTY,
    kind: 'S',
    uid: stationSeed.uid,
    name: stationSeed.name,
    logo: HARBOR_VIEW.logo,
    locationUid: stationSeed.locationUid,
    users: STATION_USERS,
    pools: stationSeed.poolUids.map(poolOf),
    groups,
  },
};
