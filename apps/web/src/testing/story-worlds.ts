import type { Payload, User } from '@tipwell/core';
import { DEMO_PAYLOADS, LUMEN, LUMEN_SETTINGS } from '@tipwell/core/fakes';
import { createFakeWorld, type FakeWorld } from '../di/fake-services';

/** A self-contained picture (Storybook has no sandbox to serve /sandbox-assets). */
function picture(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${colour}"/><text x="48" y="60" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function withPictures(user: User): User {
  return { ...user, avatar: picture(user.firstName.charAt(0), '#8a6fd1') };
}

function mapPayloads(
  payloads: Readonly<Record<string, Payload>>,
  change: (user: User) => User,
): Record<string, Payload> {
  return Object.fromEntries(
    Object.entries(payloads).map(([code, payload]) => [
      code,
      { ...payload, users: payload.users.map(change) },
    ]),
  );
}

/** The demo slice with pictures that work offline. */
export function storyWorld(): FakeWorld {
  const world = createFakeWorld();
  world.coreApi.payloads = mapPayloads(DEMO_PAYLOADS, withPictures);
  world.coreApi.locations['100'] = { ...LUMEN, logo: picture('L', '#6C4AB6') };
  return world;
}

/** Names and texts far longer than the demo's, to check wrapping at 320 px. */
export function longNamesWorld(): FakeWorld {
  const world = storyWorld();
  world.coreApi.payloads = mapPayloads(world.coreApi.payloads, (user) =>
    user.uid === '500'
      ? {
          ...user,
          nickname: 'Maximiliana Alexandrovna Featherstonehaugh-Worthington',
          avatar: null,
        }
      : user,
  );
  world.coreApi.locations['100'] = {
    ...LUMEN,
    name: 'Lumen Salon, Spa & Wellness Retreat of Greater Springfield and the Surrounding Counties',
    address: '12345 North Market Street Extension, Building C, Suite 1200',
    logo: null,
  };
  world.coreApi.settings['100'] = {
    ...LUMEN_SETTINGS,
    labelLow: 'Good enough for me',
    labelMedium: 'Really rather great',
    labelHigh: 'Absolutely amazing work',
    tipInstructionText:
      'Select a tip for your stylist, colourist and the wonderful team who looked after you today',
  };
  return world;
}

/** The default theme (a location without a theme). */
export function defaultThemeWorld(): FakeWorld {
  const world = storyWorld();
  world.coreApi.settings['100'] = { ...LUMEN_SETTINGS, theme: null };
  return world;
}
