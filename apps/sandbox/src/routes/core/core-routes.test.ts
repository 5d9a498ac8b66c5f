import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';

describe('core service', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers 400 FINGERPRINT_REQUIRED on /api without the fingerprint header', async () => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/api/core/v3/web/locations/100',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'FINGERPRINT_REQUIRED', message: expect.any(String) },
    });
    const blank = await sandbox.get('/api/core/v3/web/locations/100', {
      'x-device-fingerprint': ' ',
    });
    expect(blank.status).toBe(400);
    const huge = await sandbox.get('/api/core/v3/web/locations/100', {
      'x-device-fingerprint': 'x'.repeat(2049),
    });
    expect(huge.status).toBe(400);
  });

  it('exempts the IP lookup and the sandbox assets from the fingerprint', async () => {
    const ip = await sandbox.app.inject({ method: 'GET', url: '/api/ip' });
    expect(ip.statusCode).toBe(200);
    expect(ip.json()).toEqual({ ip: expect.any(String) });
    const avatar = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox-assets/avatars/500.svg',
    });
    expect(avatar.statusCode).toBe(200);
  });

  it('serves a location with its address parts and logo, with no-store', async () => {
    const response = await sandbox.get('/api/core/v3/web/locations/100');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json).toEqual({
      data: {
        uid: '100',
        name: 'Lumen Salon & Spa',
        address: '12 Market St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        logo: '/sandbox-assets/logos/100.svg',
      },
    });
    expect((await sandbox.get('/api/core/v3/web/locations/200')).json.data.logo).toBeNull();
  });

  it('exchanges an L code: L100 lists its four people, L200 only pools, L210 one pool', async () => {
    const l100 = (await sandbox.get('/api/core/v3/web/locations/100/payload')).json.data;
    expect(l100).toMatchObject({
      kind: 'L',
      uid: '100',
      locationUid: '100',
      pools: [],
      groups: [],
    });
    expect(l100.users.map((u: { uid: string }) => u.uid)).toEqual(['500', '501', '502', '503']);
    expect(l100.users[0]).toEqual({
      uid: '500',
      firstName: 'Maya',
      lastName: 'Chen',
      nickname: 'Maya',
      avatar: '/sandbox-assets/avatars/500.svg',
    });
    const l200 = (await sandbox.get('/api/core/v3/web/locations/200/payload')).json.data;
    expect(l200.users).toEqual([]);
    expect(l200.pools.map((p: { name: string }) => p.name)).toEqual([
      'Housekeeping',
      'Front Desk',
      'Bell Staff',
    ]);
    expect(l200.pools[0]).toEqual({
      uid: '201',
      name: 'Housekeeping',
      locationUid: '200',
      lowAmount: '5.00',
      customerInstructions: null,
      requiresCustomerName: true,
      requiresRoomNumber: true,
      requiresNote: false,
      requiresReview: false,
      tippingMode: 'per_night',
    });
    const l210 = (await sandbox.get('/api/core/v3/web/locations/210/payload')).json.data;
    expect(l210.pools).toEqual([
      expect.objectContaining({
        uid: '211',
        name: 'Concierge',
        lowAmount: '12.00',
        requiresNote: true,
      }),
    ]);
  });

  it('exchanges P, S, A (v1 and v2) and U codes', async () => {
    const p202 = (await sandbox.get('/api/core/v2/web/pools/202')).json.data;
    expect(p202).toMatchObject({
      kind: 'P',
      uid: '202',
      name: 'Front Desk',
      locationUid: '200',
      logo: null,
    });
    expect(p202.pools).toHaveLength(1);
    const s300 = (await sandbox.get('/api/core/v2/web/stations/300')).json.data;
    expect(s300).toMatchObject({ kind: 'S', name: 'Pool Bar', locationUid: '200' });
    expect(s300.groups).toEqual([
      { uid: '301', name: 'Bartenders', userUids: ['504', '505'] },
      { uid: '302', name: 'Servers', userUids: ['506'] },
    ]);
    expect(s300.pools.map((p: { uid: string }) => p.uid)).toEqual(['202']);
    expect(s300.users.map((u: { firstName: string }) => u.firstName)).toEqual([
      'Alex',
      'Rosa',
      'Ben',
    ]);
    for (const version of ['v1', 'v2']) {
      const a400 = (await sandbox.get(`/api/core/${version}/web/accounts/400`)).json.data;
      expect(a400).toMatchObject({ kind: 'A', name: 'Coastline Group', locationUid: null });
      expect(a400.locations.map((l: { uid: string }) => l.uid)).toEqual(['100', '200']);
    }
    const a401 = (await sandbox.get('/api/core/v1/web/accounts/401')).json.data;
    expect(a401).toMatchObject({ name: 'Solo Spa Co', locationUid: '100' });
    const a402 = (await sandbox.get('/api/core/v1/web/accounts/402')).json.data;
    expect(a402).toMatchObject({ name: 'Empty Co', locationUid: null, locations: [] });
    const u500 = (await sandbox.get('/api/core/v1/web/users/500')).json.data;
    expect(u500).toMatchObject({ kind: 'U', uid: '500', name: 'Maya Chen', locationUid: '100' });
    expect(u500.users).toEqual([expect.objectContaining({ uid: '500', nickname: 'Maya' })]);
  });

  it('answers 404 NOT_FOUND for unknown codes of every kind', async () => {
    for (const url of [
      '/api/core/v3/web/locations/999',
      '/api/core/v3/web/locations/999/payload',
      '/api/core/v2/web/pools/000',
      '/api/core/v2/web/stations/1',
      '/api/core/v1/web/accounts/9',
      '/api/core/v2/web/accounts/9',
      '/api/core/v1/web/users/9',
      '/api/core/v2/web/locations/999/settings',
      '/api/core/v2/web/stations/999/settings',
      '/api/core/v9/nothing',
    ]) {
      const response = await sandbox.get(url);
      expect(response.status, url).toBe(404);
      expect(response.json.error.code, url).toBe('NOT_FOUND');
    }
  });

  it('finds a user at a location, and 404s one that works elsewhere', async () => {
    const jordan = await sandbox.get('/api/core/v3/web/locations/100/users/501');
    expect(jordan.json.data).toMatchObject({ uid: '501', firstName: 'Jordan', lastName: 'Lee' });
    expect(
      (await sandbox.get('/api/core/v3/web/locations/200/users/505')).json.data.firstName,
    ).toBe('Rosa');
    expect((await sandbox.get('/api/core/v3/web/locations/200/users/501')).status).toBe(404);
    expect((await sandbox.get('/api/core/v3/web/locations/100/users/999')).status).toBe(404);
  });

  it('serves location and station settings', async () => {
    const l100 = (await sandbox.get('/api/core/v2/web/locations/100/settings')).json.data;
    expect(l100).toEqual({
      low: '5.00',
      medium: '10.00',
      high: '20.00',
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
      tippingPolicy: {
        distribution: { kind: 'individual' },
        processingCost: { borneBy: 'guest' },
        payout: 'next_payroll',
        note: null,
      },
    });
    const l200 = (await sandbox.get('/api/core/v2/web/locations/200/settings')).json.data;
    expect(l200).toMatchObject({ transparency: 'full', reviewsEnabled: false, theme: null });
    const l210 = (await sandbox.get('/api/core/v2/web/locations/210/settings')).json.data;
    expect(l210.transparency).toBe('other');
    // A location without a tipping policy: the field is not sent, as by a service without one.
    expect(l210).not.toHaveProperty('tippingPolicy');
    const s300 = (await sandbox.get('/api/core/v2/web/stations/300/settings')).json.data;
    expect(s300).toMatchObject({
      low: '3.00',
      medium: '5.00',
      high: '10.00',
      labelLow: 'Thanks',
      labelMedium: 'Great service',
      labelHigh: 'Above and beyond',
      tipInstructionText: 'Tip the Pool Bar team',
      transparency: 'optional',
      reviewsEnabled: true,
    });
  });

  it('names the web processor per location; 422 without a location, 404 for an unknown one', async () => {
    const settings = await sandbox.get('/api/core/v2/system-settings/web?locationUid=100');
    expect(settings.json).toEqual({ data: { webProcessor: 'sandbox' } });
    expect((await sandbox.get('/api/core/v2/system-settings/web')).json.error.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await sandbox.get('/api/core/v2/system-settings/web?locationUid=999')).status).toBe(
      404,
    );
  });

  it('switches the processor when asked', async () => {
    const adyen = openTestSandbox({ processor: 'adyen-web' });
    try {
      const settings = await adyen.get('/api/core/v2/system-settings/web?locationUid=200');
      expect(settings.json.data.webProcessor).toBe('adyen-web');
    } finally {
      await adyen.close();
    }
  });
});
