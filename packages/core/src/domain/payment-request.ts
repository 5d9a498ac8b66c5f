import type { FeeResponse, Processor, TipLevel } from './entities';
import { AppError } from './errors';
import { DEFAULT_CARDHOLDER, nameOnCardOrDefault } from './name-on-card';
import type { PaymentRequest, PoolTipLine, UserTipLine } from './payment-request.types';

export function userTipLine(
  userUid: string,
  locationUid: string,
  fee: FeeResponse,
  level: TipLevel,
): UserTipLine {
  return { userUid, locationUid, amount: fee.total, level };
}

export function poolTipLine(
  poolUid: string,
  fee: FeeResponse,
  level: TipLevel,
  guest: { readonly lastNames: readonly string[]; readonly roomNumbers: readonly string[] },
): PoolTipLine {
  const lastName = guest.lastNames.find((name) => name.trim() !== '')?.trim();
  return {
    poolUid,
    amount: fee.total,
    level,
    customerName: lastName ?? DEFAULT_CARDHOLDER,
    roomNumber: guest.roomNumbers[0] ?? null,
  };
}

export interface PaymentTip {
  readonly kind: 'user' | 'pool';
  readonly uid: string;
  readonly level: TipLevel;
  readonly fee: FeeResponse;
}

export interface PaymentRequestInput {
  readonly processor: Processor;
  readonly locationUid: string;
  readonly tips: readonly PaymentTip[];
  readonly guest: {
    readonly lastNames: readonly string[];
    readonly roomNumbers: readonly string[];
  };
  readonly intent: {
    readonly type: 'qr' | 'pl';
    readonly token: string;
    readonly deviceId: string;
  } | null;
  readonly token: {
    readonly source: string | Readonly<Record<string, unknown>>;
    readonly nameOnCard: string;
    readonly postalCode: string | null;
    readonly wallet: boolean;
    readonly riskData?: Readonly<Record<string, unknown>> | undefined;
    readonly browserInfo?: Readonly<Record<string, unknown>> | undefined;
  };
  readonly shopperEmail: string;
  readonly returnUrl: string;
  readonly deviceTime: string;
}

/** The request of one press of Pay: web (users), pool-web (pools), qr or pay-later (intents). */
export function buildPaymentRequest(input: PaymentRequestInput): PaymentRequest {
  if (input.tips.length === 0) throw new AppError('internal', 'Nothing to pay');
  const common = {
    processor: input.processor,
    source: input.token.source,
    deviceTime: input.deviceTime,
    nameOnCard: nameOnCardOrDefault(input.token.nameOnCard),
    shopperEmail: input.shopperEmail,
    returnUrl: input.returnUrl,
    ...(input.token.riskData ? { riskData: input.token.riskData } : {}),
    ...(input.token.browserInfo ? { browserInfo: input.token.browserInfo } : {}),
  };
  const pools = input.tips.filter((tip) => tip.kind === 'pool');
  if (pools.length === input.tips.length && !input.intent) {
    const tips = pools.map((tip) => poolTipLine(tip.uid, tip.fee, tip.level, input.guest));
    return { ...common, kind: 'pool-web', tips };
  }
  if (pools.length > 0) throw new AppError('internal', 'Users and pools cannot be paid together');
  const tips = input.tips.map((tip) => userTipLine(tip.uid, input.locationUid, tip.fee, tip.level));
  if (!input.intent) return { ...common, kind: 'web', tips };
  if (input.intent.type === 'qr') {
    return {
      ...common,
      kind: 'qr',
      deviceId: input.intent.deviceId,
      intent: input.intent.token,
      tips,
    };
  }
  return {
    ...common,
    kind: 'pay-later',
    deviceId: input.intent.deviceId,
    scheduledPaymentIntentCode: input.intent.token,
    postalCode: input.token.wallet ? '00000' : input.token.postalCode,
    tips,
  };
}
