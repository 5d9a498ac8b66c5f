import type { Processor } from '../domain/entities';
import type {
  MountedWidget,
  PaymentGateway,
  TokenizeResult,
  WidgetSession,
} from '../ports/payment-gateway';

/** The card token the fake widget hands over (and a provider's own button, in tests). */
export const FAKE_TOKEN = {
  status: 'ok',
  source: 'tok_fake_4111',
  nameOnCard: 'Alex Guest',
  postalCode: '62701',
  wallet: false,
} as const satisfies TokenizeResult;

/** A widget whose tokenise result the test or story decides; counts mounts and unmounts. */
export class FakePaymentGateway implements PaymentGateway {
  readonly processor: Processor;
  /** What the next `tokenize()` answers; 'throw' makes it reject. */
  nextTokenize: TokenizeResult | 'throw' = FAKE_TOKEN;
  mounts = 0;
  unmounts = 0;
  /** How often a mount asked for the provider's code ahead (`preload`). */
  preloads = 0;
  tokenizeCalls = 0;
  readonly actions: Readonly<Record<string, unknown>>[] = [];
  /** The session of the last mount (stories and tests drive `onStatus` / `submit` through it). */
  session: WidgetSession | null = null;
  /** What the widget's `cardTouched()` answers; null: the widget cannot tell (no such method). */
  cardTouched: boolean | null = null;

  constructor(processor: Processor = 'sandbox') {
    this.processor = processor;
  }

  preload(): void {
    this.preloads += 1;
  }

  mount(_host: unknown, session: WidgetSession): Promise<MountedWidget> {
    this.mounts += 1;
    this.session = session;
    session.onStatus('ready');
    return Promise.resolve({
      tokenize: () => {
        this.tokenizeCalls += 1;
        const next = this.nextTokenize;
        if (next === 'throw') return Promise.reject(new Error('card script not loaded'));
        return Promise.resolve(next);
      },
      handleAction: (action) => {
        this.actions.push(action);
      },
      unmount: () => {
        this.unmounts += 1;
      },
      ...(this.cardTouched === null ? {} : { cardTouched: () => this.cardTouched === true }),
    });
  }
}
