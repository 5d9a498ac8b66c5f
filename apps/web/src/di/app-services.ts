import type {
  Clock,
  CoreApi,
  Fingerprint,
  IdGenerator,
  Logger,
  PaymentGateway,
  Processor,
  Storage,
  TipsApi,
} from '@tipwell/core';
import type { AppConfig } from '../config';

/** Everything the composition root needs: real adapters in start-up/4-boot.ts, fakes in tests and stories. */
export interface AppServices {
  readonly config: AppConfig;
  readonly coreApi: CoreApi;
  readonly tipsApi: TipsApi;
  readonly sessionStorage: Storage;
  readonly localStorage: Storage;
  readonly fingerprint: Fingerprint;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The core's log: the console in a browser, the server's logger on the server. */
  readonly logger: Logger;
  /** Loads the gateway of the landing's processor; called on the payment step only. */
  readonly gatewayLoader: (processor: Processor) => Promise<PaymentGateway>;
  /** The app's own origin (return URLs and tip-again paths stay on it). */
  readonly origin: string;
}
