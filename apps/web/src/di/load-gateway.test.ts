import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchGateway } from './load-gateway';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('./load-sandbox-gateway', () => {
  loaded.add('sandbox');
  return { loadSandboxGateway: vi.fn() };
});
vi.mock('./provider-defaults', () => {
  loaded.add('provider-defaults');
  return { withProviderDefaults: vi.fn() };
});
vi.mock('@tipwell/adapters/adyen', () => {
  loaded.add('adyen');
  return { loadGateway: vi.fn() };
});
vi.mock('@tipwell/adapters/square', () => {
  loaded.add('square');
  return { loadGateway: vi.fn() };
});
vi.mock('@tipwell/adapters/global-payments', () => {
  loaded.add('global-payments');
  return { loadGateway: vi.fn() };
});

describe('prefetchGateway', () => {
  afterEach(() => loaded.clear());

  it('never fetches a real provider up front', async () => {
    for (const processor of ['adyen-web', 'square-web', 'global-payments-web'] as const) {
      await prefetchGateway(processor);
    }
    expect([...loaded]).toEqual([]);
  });

  it('fetches the sandbox card form for the sandbox processor (or none configured)', async () => {
    await prefetchGateway('sandbox');
    expect([...loaded]).toEqual(['sandbox']);
  });
});
