// Domain: contract types and pure rules.
export type { Cents } from './domain/money';
export {
  parseMoney,
  toWireMoney,
  assertCents,
  formatMoney,
  formatTipAmount,
  warmMoneyFormat,
  toMinorUnits,
} from './domain/money';
export type {
  CodePrefix,
  RecipientKind,
  TipLevel,
  TippingMode,
  Transparency,
  Processor,
  PaymentStatus,
  IntentType,
  FeeMode,
  Theme,
  Location,
  TipSettings,
  User,
  Pool,
  Group,
  Payload,
  SystemSettings,
  Proposal,
  IntentTip,
  IntentPayload,
  FeeResponse,
  PaymentResponse,
  ProcessorResponse,
  PaymentMethods,
  Review,
  RedirectData,
} from './domain/entities';
export { AppError, ok, err } from './domain/errors';
export type { AppErrorCode, Result } from './domain/errors';
export type {
  UserTipLine,
  PoolTipLine,
  PaymentCommon,
  PaymentRequest,
  FeeRequest,
  IntentRequest,
  DetailsRequest,
  ReviewRequest,
} from './domain/payment-request.types';
export type { MessageKey, MessageRef } from './domain/messages';
export { message, rawMessage } from './domain/messages';
export type { ParsedCode } from './domain/codes';
export { parseCode } from './domain/codes';
export {
  isValidEmail,
  validateShopperEmail,
  isNumericInput,
  isValidRoomNumber,
  isValidLastName,
  parseNights,
  canContinueWithNights,
  parseCustomTip,
  needsGenerousConfirmation,
  customTipError,
  isValidRating,
  CUSTOM_TIP_MIN,
  CUSTOM_TIP_MAX,
  GENEROUS_TIP,
} from './domain/validation';
export { PAYMENT_MAX, exceedsPaymentLimit } from './domain/payment-limit';
export type { FeeModeInput } from './domain/fee-mode';
export { feeModeFor, showsFeeOnMeCheckbox } from './domain/fee-mode';
export type { ProposalCard } from './domain/proposal';
export {
  PROPOSAL_LEVELS,
  isLastIntentUser,
  proposalCards,
  proposalPercent,
} from './domain/proposal';
export { displayName } from './domain/display-name';
export {
  DEFAULT_NIGHTS,
  guestDetailsComplete,
  hospitalityAmount,
  needsGuestVerification,
  nightsFor,
  noteRequired,
  roomNumberInput,
} from './domain/hospitality';
export type { GuestDetails } from './domain/hospitality';
export { parseTipLevel } from './domain/tip-level';
export type { FeeTotals } from './domain/totals';
export { sumTotals, feeFor } from './domain/totals';
export type { PaymentTip, PaymentRequestInput } from './domain/payment-request';
export {
  buildPaymentRequest,
  userTipLine,
  poolTipLine,
  nameOnCardOrDefault,
  DEFAULT_CARDHOLDER,
} from './domain/payment-request';

// Ports.
export type { Clock } from './ports/clock';
export { systemClock } from './ports/clock';
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
export { STEP_NAMES, isStepName } from './flow/step-name';
export type { FlowInput } from './flow/build-flow';
export { buildFlow, selectedPool } from './flow/build-flow';
export type { FlowEvent } from './flow/navigation';
export { navigate, showsBackArrow } from './flow/navigation';
export type { StepIndicator } from './flow/step-indicator';
export { stepIndicator } from './flow/step-indicator';
export type { Route, CodeScreen, IntentScreen, ExternalScreen } from './flow/routes';
export { pathFor, parsePath, CODE_SCREENS } from './flow/routes';
export { routeFor } from './flow/route-for';
export { addAnotherTarget } from './flow/add-another';
export { reviewRequired } from './flow/review-required';

// State units.
export type { Store, WritableStore } from './state/store';
export { createStore } from './state/store';
export { MemoryStorage } from './state/memory-storage';
export type { LandingState, LandingStatus, IntentParams } from './state/landing-store';
export { DEFAULT_THEME, INITIAL_LANDING, resolveTheme } from './state/landing-store';
export type { FlowState, Selections } from './state/flow-store';
export { INITIAL_FLOW, EMPTY_SELECTIONS, currentStep } from './state/flow-store';
export type {
  TipsState,
  SelectedTip,
  TipRecipient,
  Totals,
  CustomTipState,
} from './state/tips-store';
export { INITIAL_TIPS } from './state/tips-store';
export type { PaymentState, PaidSummary, CapturedPart } from './state/payment-store';
export { INITIAL_PAYMENT } from './state/payment-store';
export type { ReviewState } from './state/review-store';
export { INITIAL_REVIEW } from './state/review-store';
export type { AlertState, AlertSeverity } from './state/alert-store';
export { INITIAL_ALERT } from './state/alert-store';

// Use cases.
export type {
  TippingCore,
  TippingCoreDeps,
  TippingCoreConfig,
  TippingStores,
  TippingActions,
} from './use-cases/tipping-core.types';
export { createTippingCore } from './use-cases/create-tipping-core';
export { locationAnswers, type LocationAnswers } from './use-cases/load-location';
export type { RedirectQuery } from './use-cases/resume-redirect';
export { parseRedirectData } from './use-cases/redirect-record';
export { amountDue, isCapturedTip, recipientName } from './use-cases/payment-parts';
export { recipientOf, type RecipientShown } from './use-cases/recipient-of';
export { canPayAgain } from './use-cases/pay-again';
// Insights: the guest's journey, measured without personal data (decision 0022).
export type {
  JourneyEvent,
  JourneyEventType,
  LandingKind,
  FailureReason,
  ClientErrorKind,
  VitalName,
} from './insights/journey-events';
export {
  JOURNEY_EVENT_TYPES,
  LANDING_KINDS,
  FAILURE_REASONS,
  CLIENT_ERROR_KINDS,
  VITAL_NAMES,
  toWireEvent,
} from './insights/journey-events';
export type { JourneyLog } from './insights/journey-log';
export type { JourneyObserver, JourneyObserverDeps } from './insights/observe-journey';
export { observeJourney } from './insights/observe-journey';
