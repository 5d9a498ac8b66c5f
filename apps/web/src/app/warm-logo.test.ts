import { describe, expect, it, vi } from 'vitest';
import { createAppTipping } from '../di/create-tipping';
import { createFakeWorld, fakeServices } from '../di/fake-services';
import { loadImage, warmLocationLogo } from './warm-logo';

describe('warmLocationLogo', () => {
  it("loads the location's logo once, as soon as the landing has it", async () => {
    const core = createAppTipping(fakeServices(createFakeWorld()));
    const load = vi.fn();
    warmLocationLogo(core, load);
    expect(load).not.toHaveBeenCalled();
    await core.entry.openCode('L100');
    const logo = core.landing.store.getSnapshot().location?.logo;
    expect(logo).toBeTruthy();
    expect(load.mock.calls).toEqual([[logo]]);
    await core.entry.openCode('L200');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a landing without a logo or a code that fails', async () => {
    const world = createFakeWorld();
    const core = createAppTipping(fakeServices(world));
    const load = vi.fn();
    warmLocationLogo(core, load);
    await core.entry.openCode('ZZZ999').catch(() => undefined);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('loadImage', () => {
  it('asks for the image at high priority, as the header will', () => {
    const image = loadImage('/sandbox-assets/logos/100.svg');
    expect(image.getAttribute('fetchpriority') ?? image.fetchPriority).toBe('high');
    expect(image.src).toMatch(/\/sandbox-assets\/logos\/100\.svg$/);
  });
});
