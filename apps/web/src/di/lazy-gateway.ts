import type { PaymentGateway, Processor } from '@tipwell/core';

/**
 * A gateway whose provider code is imported on the first mount, so the first screens never load it.
 */
export function lazyGateway(
  load: () => Promise<PaymentGateway>,
  fallbackProcessor: Processor,
): PaymentGateway {
  let loaded: PaymentGateway | null = null;
  let loading: Promise<PaymentGateway> | null = null;
  return {
    get processor(): Processor {
      return loaded?.processor ?? fallbackProcessor;
    },
    async mount(host, session) {
      loading ??= load().then((gateway) => (loaded = gateway));
      const gateway = await loading;
      return gateway.mount(host, session);
    },
  };
}
