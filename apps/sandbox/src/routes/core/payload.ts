import type { CodePrefix } from '@tipwell/core';
import type { WireGroup, WireLocation, WirePool, WireUser } from '../../db/catalog-repository';

/** The contract's Payload: what a code exchange answers. */
export interface WirePayload {
  kind: CodePrefix;
  uid: string;
  name: string;
  logo: string | null;
  locationUid: string | null;
  locations: WireLocation[];
  users: WireUser[];
  pools: WirePool[];
  groups: WireGroup[];
}

export function payload(
  head: Pick<WirePayload, 'kind' | 'uid' | 'name' | 'logo' | 'locationUid'>,
  items: Partial<Pick<WirePayload, 'locations' | 'users' | 'pools' | 'groups'>>,
): { data: WirePayload } {
  return {
    data: {
      ...head,
      locations: items.locations ?? [],
      users: items.users ?? [],
      pools: items.pools ?? [],
      groups: items.groups ?? [],
    },
  };
}
