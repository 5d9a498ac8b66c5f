import type { Transaction } from '../../state/transaction';
import type { TipsApi } from '../../ports/tips-api';
import type { LandingState } from '../../state/landing-store';
import type { Store, WritableStore } from '../../state/store';
import type { TipsState } from '../../state/tips-store';
import type { AlertUnit } from '../alert/alert-unit';
import type { FlowUnit } from '../flow/flow-unit';
import type { FeeRequests } from './fee-requests';

/**
 * What the tips unit's own files share: its store and fee calls (nobody else holds them), and what
 * it was given: the landing and flow to read, a move and the alert.
 */
export interface TipsInside {
  readonly store: WritableStore<TipsState>;
  readonly requests: FeeRequests;
  readonly transaction: Transaction;
  readonly tipsApi: TipsApi;
  readonly landing: Store<LandingState>;
  readonly flow: Pick<FlowUnit, 'store' | 'move'>;
  readonly alert: Pick<AlertUnit, 'showUnlessOpen'>;
}
