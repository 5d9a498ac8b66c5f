import type { PaymentGateway, Processor } from '@tipwell/core';

/**
 * A gateway whose provider code is imported on the first mount, so the first screens never load it.
 * The processor is the landing's (system settings), read at mount time; each provider's code loads
 * once. The widget's mount asks for it at its start (`preload`), beside the payment work's chunk.
 */
export function lazyGateway(
  load: (processor: Processor) => Promise<PaymentGateway>,
  currentProcessor: () => Processor,
): PaymentGateway {
  const loading = new Map<Processor, Promise<PaymentGateway>>();
  const loaded = (): Promise<PaymentGateway> => {
    const processor = currentProcessor();
    let gateway = loading.get(processor);
    if (!gateway) {
      gateway = load(processor);
      loading.set(processor, gateway);
      // A failed load (a provider script blocked, a chunk offline) may succeed on 'Try again'.
      gateway.catch(() => loading.delete(processor));
    }
    return gateway;
  };
  return {
    get processor(): Processor {
      return currentProcessor();
    },
    preload() {
      // The mount that follows reports a load that fails.
      loaded().catch(() => undefined);
    },
    async mount(host, session) {
      return (await loaded()).mount(host, session);
    },
  };
}
