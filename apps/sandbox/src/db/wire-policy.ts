import { parseWith, tippingPolicySchema, toWireMoney, wireSchemas } from '@tipwell/core';
import type { TippingPolicy } from '@tipwell/core';

/**
 * A seeded policy as the core service sends it (money as a decimal string), checked with the
 * core's own schema: the sandbox never serves a policy the contract refuses.
 */
export function wirePolicy(policy: TippingPolicy): Record<string, unknown> {
  const cost = policy.processingCost;
  const wire = {
    ...policy,
    processingCost: cost.borneBy === 'tip' ? { ...cost, fixed: toWireMoney(cost.fixed) } : cost,
  };
  const checked = parseWith(tippingPolicySchema(wireSchemas.money), wire, 'tippingPolicy');
  if (!checked.ok)
    throw new Error(`The seeded tipping policy breaks the contract: ${checked.message}`);
  return wire;
}
