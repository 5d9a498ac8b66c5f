// Domain: contract types and pure rules.
export type { Cents } from './domain/money';
export { parseMoney, toWireMoney, formatMoney, formatTipAmount } from './domain/money';
export { amountFieldSign } from './domain/amount-input';
export { formatCount } from './domain/count-writing';
export { deviceIdInCookies } from './domain/device-cookie';
export type {
  CodePrefix,
  TipLevel,
  Processor,
  FeeMode,
  Transparency,
  Theme,
  Location,
  TipSettings,
  User,
  Pool,
  Group,
  Payload,
  SystemSettings,
  IntentTip,
  IntentPayload,
  FeeResponse,
  PaymentResponse,
  PaymentMethods,
} from './domain/entities';
export { AppError, ok, err } from './domain/errors';
export type { Result } from './domain/errors';
export type {
  PaymentRequest,
  FeeRequest,
  IntentRequest,
  DetailsRequest,
  ReviewRequest,
} from './domain/payment-request.types';
export type { MessageKey, MessageParams, MessageRef } from './domain/messages';
export { parseCode } from './domain/codes';
export { validateShopperEmail, parseNights, canContinueWithNights } from './domain/validation';
export { feeModeFor } from './domain/fee-mode';
export { buildPaymentRequest } from './domain/payment-request';
export { isLastIntentUser, proposalCards } from './domain/proposal';
export { displayName } from './domain/display-name';
export {
  guestDetailsComplete,
  hospitalityAmount,
  nightsFor,
  maxNightsFor,
  noteRequired,
} from './domain/hospitality';
export { MAX_FEE_AMOUNT_CENTS, quoteFee } from './domain/fee-rule';
export { allowedFeeModes, allowedLineTotals } from './domain/amount-rule';
export { passesLuhn } from './domain/luhn';
export { PROPOSAL_LEVELS } from './domain/vocabulary';
export type { Schema } from './schemas/parse';
export { jsonObject, parseWith } from './schemas/parse';
export { systemSettingsSchema, wireSchemas } from './schemas/entity-schemas';
export { tippingPolicySchema } from './schemas/tipping-policy-schema';
export { nameOnCardOrDefault } from './domain/name-on-card';
export type { TippingPolicy } from './domain/tipping-policy';
export type { PolicySentence, PolicyValue } from './domain/policy-sentence';
export { policySentence } from './domain/policy-sentence';
export {
  choosingPolicySentence,
  paidPolicySentence,
  payingPolicySentence,
} from './units/policy/policy-sentences';

// Ports.
export type { Clock } from './ports/clock';
export { systemClock } from './ports/clock';
export type { LogFields, Logger, LogLevel } from './ports/logger';
export { silentLogger } from './ports/logger';
export type { CoreApi } from './ports/core-api';
export type { DeviceFingerprint, Fingerprint } from './ports/fingerprint';
export type { IdGenerator } from './ports/id-generator';
export { randomIdGenerator } from './ports/id-generator';
export type {
  WidgetStatus,
  TokenizeResult,
  WidgetSession,
  MountedWidget,
  PaymentGateway,
} from './ports/payment-gateway';
export type { Storage } from './ports/storage';
export type { TipsApi } from './ports/tips-api';

// Flow and routes (pure).
export type { StepName } from './flow/step-name';
export { STEP_NAMES } from './flow/step-name';
export { selectedPool } from './flow/build-flow';
export { showsBackArrow } from './flow/navigation';
export { addressMove } from './flow/address-move';
export type { SyncedEntry } from './flow/address-move';
export { stepIndicator } from './flow/step-indicator';
export type { Route } from './flow/routes';
export { pathFor, parsePath } from './flow/routes';
export { routeFor } from './flow/route-for';
export { addAnotherTarget } from './flow/add-another';
export { reviewRequired } from './flow/review-required';

// State units.
export { MemoryStorage } from './state/memory-storage';
export { currentStep } from './state/flow-store';
export { feesAnswered, type SelectedTip } from './state/tips-store';
export { amountsFixed, type PaidSummary } from './state/payment-store';

// The tipping units (docs: ARCHITECTURE.md, State).
export type { Tipping } from './units/tipping.types';
export { createTipping } from './units/create-tipping';
export { amountDue, isCapturedTip } from './units/payment/payment-parts';
export { recipientOf } from './units/payment/recipient-of';
export { feeBoxOf } from './units/tips/fee-box';
export { canPayAgain } from './units/entry/pay-again';
// Insights: the guest's journey, measured without personal data (decision 0022).
// The wire event's schema and lists are in the `@tipwell/core/vocabulary` entry.
export type { JourneyEvent, VitalName } from './insights/journey-events';
export type { JourneyLog } from './insights/journey-log';
export { observeJourney } from './insights/observe-journey';
