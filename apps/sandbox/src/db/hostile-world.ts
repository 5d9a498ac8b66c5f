import { demoWorld, type World } from '@tipwell/core/demo-world';

/**
 * The demo world with the same codes and amounts but hostile text: markup, script URLs, very long
 * and right-to-left names, emoji. The app must show all of it as plain text and stay laid out.
 */
export const hostileStrings = {
  markup: '<img src=x onerror="alert(1)">',
  script: '</script><script>alert(1)</script>',
  long: 'Wolfeschlegelsteinhausenbergerdorff-'.repeat(6).slice(0, 200),
  rtl: '\u202Eمرحبا بالعالم',
  emoji: 'Zoë 👩🏽‍🍳 Ñandú',
  quote: `"'; DROP TABLE payments; --`,
} as const;

export function hostileWorld(): World {
  const s = hostileStrings;
  const names = [s.markup, s.long, s.rtl, s.emoji, s.quote, s.script];
  const pick = (index: number): string => names[index % names.length] ?? s.markup;
  return {
    ...demoWorld,
    locations: demoWorld.locations.map((location, index) => ({
      ...location,
      name: pick(index),
      address: s.script,
      city: s.long,
      settings: {
        ...location.settings,
        tipInstructionText: s.markup,
        labels: [s.long, s.markup, s.emoji],
        tippingPolicy: location.settings.tippingPolicy && {
          ...location.settings.tippingPolicy,
          note: { text: s.markup, lang: 'en' },
        },
      },
    })),
    users: demoWorld.users.map((user, index) => ({
      ...user,
      firstName: pick(index),
      lastName: pick(index + 1),
      nickname: user.nickname === null ? null : s.script,
    })),
    pools: demoWorld.pools.map((pool, index) => ({
      ...pool,
      name: pick(index + 2),
      customerInstructions: s.markup,
    })),
    stations: demoWorld.stations.map((station) => ({
      ...station,
      name: s.quote,
      groups: station.groups.map((group, index) => ({ ...group, name: pick(index + 3) })),
    })),
    accounts: demoWorld.accounts.map((account, index) => ({ ...account, name: pick(index) })),
  };
}
