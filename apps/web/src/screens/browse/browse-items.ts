import type { Group, Payload, Pool, StepName, User } from '@tipwell/core';

export type BrowseTeam =
  | { readonly kind: 'pool'; readonly pool: Pool }
  | { readonly kind: 'group'; readonly group: Group };

export interface BrowseItems {
  /** Pools and groups ('Choose a group you want to tip'). */
  readonly teams: readonly BrowseTeam[];
  readonly people: readonly User[];
}

function contains(text: string, query: string): boolean {
  return text.toLocaleLowerCase('en-US').includes(query);
}

/**
 * What a browse screen offers: on a group's screen only its people; elsewhere the pools, the groups
 * and everyone. A query keeps users whose first or last name, and teams whose name, contain it
 * (case-insensitive); a blank query keeps everything.
 */
export function browseItems(
  payload: Payload | null,
  step: StepName,
  groupUid: string | null,
  query: string,
): BrowseItems {
  if (!payload) return { teams: [], people: [] };
  const group = step === 'group' ? payload.groups.find((g) => g.uid === groupUid) : undefined;
  const people = group
    ? payload.users.filter((user) => group.userUids.includes(user.uid))
    : payload.users;
  const teams: BrowseTeam[] = group
    ? []
    : [
        ...payload.pools.map((pool): BrowseTeam => ({ kind: 'pool', pool })),
        ...payload.groups.map((g): BrowseTeam => ({ kind: 'group', group: g })),
      ];
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (needle === '') return { teams, people };
  return {
    teams: teams.filter((team) =>
      contains(team.kind === 'pool' ? team.pool.name : team.group.name, needle),
    ),
    people: people.filter(
      (user) => contains(user.firstName, needle) || contains(user.lastName, needle),
    ),
  };
}
