import type { CodePrefix, IntentPayload, Payload, Pool, TipSettings } from '../domain/entities';
import type { Selections } from '../state/flow-store';
import type { StepName } from './step-name';

/** Everything the steps depend on: the landing's data and the guest's selections. */
export interface FlowInput {
  /** Null for QR / pay-later intent entries. */
  readonly prefix: CodePrefix | null;
  readonly payload: Payload | null;
  readonly settings: TipSettings | null;
  readonly intent: IntentPayload | null;
  readonly selections: Selections;
}

/**
 * The screens after the landing, per landing type (docs/demo-world.md, "How a code reads"). Pure: the same data and selections give the same steps. `landing` itself is not
 * a step (the landing store's status shows the spinner); success is always last.
 */
export function buildFlow(input: FlowInput): StepName[] {
  if (input.intent) {
    const tipSteps: StepName[] = input.intent.total === null ? ['proposed-tip-intent'] : [];
    return [...tipSteps, 'payment', 'success'];
  }
  const payload = input.payload;
  if (!payload || !input.prefix) return ['not-found'];
  if (input.selections.preSelectedUserUid !== null) return beautyTail(input);
  switch (input.prefix) {
    case 'U':
      return beautyTail(input);
    case 'P':
      return hospitality(input, payload.pools, true);
    case 'S':
      return ['station', ...afterBrowse(input)];
    case 'L':
      return locationFlow(input, payload);
    case 'A': {
      const choose: StepName[] = payload.locations.length > 1 ? ['locations'] : [];
      return [...choose, ...locationFlow(input, payload)];
    }
  }
}

function locationFlow(input: FlowInput, payload: Payload): StepName[] {
  const { users, pools, groups } = payload;
  if (users.length === 0 && groups.length === 0) return hospitality(input, pools, true);
  const browse = users.length > 1 || groups.length > 0 || pools.length > 0;
  return browse ? ['users', ...afterBrowse(input)] : beautyTail(input);
}

/** After a browse screen: the group's people, a pool's hospitality steps, or a person's tip. */
function afterBrowse(input: FlowInput): StepName[] {
  const { selections } = input;
  if (selections.lastPicked === 'pool' && selections.pools.length > 0)
    return hospitality(input, input.payload?.pools ?? [], false);
  if (selections.users.length > 0) {
    const group: StepName[] = selections.groupUid !== null ? ['group'] : [];
    return [...group, ...beautyTail(input)];
  }
  if (selections.pools.length > 0) return hospitality(input, input.payload?.pools ?? [], false);
  if (selections.groupUid !== null) return ['group', ...beautyTail(input)];
  return beautyTail(input);
}

function beautyTail(input: FlowInput): StepName[] {
  const review: StepName[] = input.settings?.reviewsEnabled ? ['review'] : [];
  return ['proposed-tip-beauty', 'payment', ...review, 'success'];
}

function hospitality(
  input: FlowInput,
  pools: readonly Pool[],
  withDepartment: boolean,
): StepName[] {
  const pool = selectedPool(pools, input.selections);
  const steps: StepName[] = withDepartment && pools.length > 1 ? ['department'] : [];
  if (pool && (pool.requiresCustomerName || pool.requiresRoomNumber))
    steps.push('guest-verification');
  if (pool?.tippingMode === 'per_night') steps.push('nights');
  steps.push('proposed-tip-hospitality', 'payment');
  const review =
    input.settings?.reviewsEnabled === true ||
    (pool ? pool.requiresNote || pool.requiresReview : false);
  if (review) steps.push('review');
  steps.push('success');
  return steps;
}

/** The pool the guest tips: the last one picked, or the only one offered. */
export function selectedPool(pools: readonly Pool[], selections: Selections): Pool | null {
  const uid = selections.pools[selections.pools.length - 1];
  if (uid !== undefined) return pools.find((pool) => pool.uid === uid) ?? null;
  return pools.length === 1 ? (pools[0] ?? null) : null;
}
