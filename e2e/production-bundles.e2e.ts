import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoWorld } from '@tipwell/sandbox';
import { serverMain, webDist, webServerDist } from '../scripts/build-web';

// what ships (the browser's files, the landing renderer, the web server) carries no
// demo data and no module of packages/core/src/fakes. The global setup has just built them.

/** The demo world's proper names: locations and their addresses, people, stations, groups, accounts. */
function demoNames(): string[] {
  const world = demoWorld;
  const people = world.users.flatMap((user) => [
    `${user.firstName} ${user.lastName}`,
    ...(user.nickname === null ? [] : [user.nickname]),
  ]);
  return [
    ...world.locations.flatMap((location) => [location.name, location.address]),
    ...people,
    ...world.stations.flatMap((station) => [station.name, ...station.groups.map((g) => g.name)]),
    ...world.accounts.map((account) => account.name),
  ].filter((name) => name.length >= 5);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .filter((file) => statSync(file).isFile() && /\.(js|mjs|html|css|json)$/.test(file));
}

describe('the production build', () => {
  const files = [...filesUnder(webDist), ...filesUnder(webServerDist), serverMain];
  const names = demoNames();

  it('names several demo strings to look for, and reads every built file', () => {
    expect(names).toEqual(expect.arrayContaining(['Lumen Salon & Spa', 'Maya Chen']));
    expect(names.length).toBeGreaterThan(15);
    expect(files.some((file) => file.endsWith('render-landing.js'))).toBe(true);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
  });

  it('holds no demo name and no module of the core fakes', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const name of names) {
        for (const form of new Set([
          name,
          name.replaceAll('&', '\\u0026'),
          JSON.stringify(name).slice(1, -1),
        ])) {
          if (text.includes(form)) found.push(`${file}: "${name}"`);
        }
      }
      for (const match of text.matchAll(
        /core\/src\/fakes\/[\w-]+|\b(Fake(CoreApi|TipsApi|Fingerprint|PaymentGateway|Clock|Switches))\b/g,
      )) {
        found.push(`${file}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
