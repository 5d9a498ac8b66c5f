import type { PaymentGateway, Processor } from '@tipwell/core';

/**
 * A gateway whose provider code is imported on the first mount, so the first screens never load it.
 * The processor is the landing's (system settings), read at mount time; each provider's code loads
 * once.
 */
export function lazyGateway(
  load: (processor: Processor) => Promise<PaymentGateway>,
  currentProcessor: () => Processor,
): PaymentGateway {
  const loading = new Map<Processor, Promise<PaymentGateway>>();
  return {
    get processor(): Processor {
      return currentProcessor();
    },
    async mount(host, session) {
      const processor = currentProcessor();
      let gateway = loading.get(processor);
      if (!gateway) {
        gateway = load(processor);
        loading.set(processor, gateway);
        // A failed load (a provider script blocked, a chunk offline) may succeed on 'Try again'.
        gateway.catch(() => loading.delete(processor));
      }
      return (await gateway).mount(host, session);
    },
  };
}
