import type { PaymentGateway, Processor, WidgetSession } from '@tipwell/core';
import { FakePaymentGateway } from '@tipwell/core/fakes';
import { describe, expect, it } from 'vitest';
import { lazyGateway } from './lazy-gateway';

/** A provider's code that arrives when the test says, counting how often it was asked for. */
function providerCode() {
  const asked: Processor[] = [];
  const pending: { resolve: (gateway: PaymentGateway) => void; reject: (e: Error) => void }[] = [];
  const load = (processor: Processor): Promise<PaymentGateway> => {
    asked.push(processor);
    return new Promise((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { asked, pending, load };
}

/** What the fake provider's mount reads of a session. */
const SESSION = { onStatus: () => undefined } as unknown as WidgetSession;

describe('a gateway that loads its provider lazily', () => {
  it('asks for the code on preload, and the mount that follows waits for that same load', async () => {
    const code = providerCode();
    const gateway = lazyGateway(code.load, () => 'sandbox');
    expect(code.asked).toEqual([]);
    gateway.preload?.();
    expect(code.asked).toEqual(['sandbox']);
    const provider = new FakePaymentGateway();
    const mounted = gateway.mount('host', SESSION);
    expect(code.asked).toEqual(['sandbox']);
    code.pending[0]!.resolve(provider);
    await mounted;
    expect(provider.mounts).toBe(1);
  });

  it('a preload that failed is asked again by the mount, which reports its own failure', async () => {
    const code = providerCode();
    const gateway = lazyGateway(code.load, () => 'adyen-web');
    gateway.preload?.();
    code.pending[0]!.reject(new Error('offline'));
    await Promise.resolve();
    await Promise.resolve();
    const mounted = gateway.mount('host', SESSION);
    expect(code.asked).toEqual(['adyen-web', 'adyen-web']);
    code.pending[1]!.reject(new Error('offline'));
    await expect(mounted).rejects.toThrow('offline');
  });
});
