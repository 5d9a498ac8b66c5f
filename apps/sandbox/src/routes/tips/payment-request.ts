import {
  type Fields,
  asObject,
  optionalObject,
  optionalString,
  requireArray,
  requireMoney,
  requireOneOf,
  requireString,
  withinField,
} from '../../http/fields';
import { HttpError, validationFailed } from '../../http/http-error';
import { sameOriginPath } from '../../http/same-origin';
import type { SandboxContext, WebProcessor } from '../../sandbox-context';
import { WEB_PROCESSORS } from '../../sandbox-context';
import { quoteFee, MAX_FEE_AMOUNT_CENTS } from '@tipwell/core';
import { LEVELS } from './payment-schemas';

/** The largest tip line: the total of the largest net amount the fee rule accepts ($10,300.30). */
const MAX_LINE_CENTS = quoteFee(MAX_FEE_AMOUNT_CENTS, 'net')?.total ?? MAX_FEE_AMOUNT_CENTS;
/** The largest payment, whatever its number of tip lines: $25,000.00 (decision 0017). */
const MAX_PAYMENT_CENTS = 2_500_000;

export interface PaymentCommon {
  readonly processor: WebProcessor;
  readonly source: string | Fields;
  readonly nameOnCard: string;
  readonly shopperEmail: string | null;
  readonly returnUrl: string | null;
}

export interface TipDraft {
  readonly userUid: string | null;
  readonly poolUid: string | null;
  readonly locationUid: string | null;
  readonly amountCents: number;
  readonly level: string;
  readonly customerName: string | null;
  readonly roomNumber: string | null;
}

/**
 * The processor the location's system settings name: a client cannot pick another one (a card
 * payment named `adyen-web` would otherwise be captured without a card).
 */
export function requireSettingsProcessor(ctx: SandboxContext, body: Fields): WebProcessor {
  const processor = requireOneOf(body, 'processor', WEB_PROCESSORS);
  if (processor !== ctx.webProcessor) {
    throw new HttpError(
      422,
      'PROCESSOR_MISMATCH',
      `processor must be ${ctx.webProcessor}, the processor the location's settings name`,
      'processor',
    );
  }
  return processor;
}

/**
 * The fields every payment body carries (docs/service-contract.md, Common); the route's schema
 * has checked their shapes. `origin` is this server's: a returnUrl must stay on it.
 */
export function readCommon(body: Fields, ctx: SandboxContext, origin: string): PaymentCommon {
  const processor = requireSettingsProcessor(ctx, body);
  const source = body['source'];
  if (
    typeof source !== 'string' &&
    (typeof source !== 'object' || source === null || Array.isArray(source))
  ) {
    throw validationFailed('source', 'source must be a token string or an object');
  }
  if (typeof source === 'string' && source.trim() === '')
    throw validationFailed('source', 'source is required');
  const deviceTime = requireString(body, 'deviceTime', 64);
  if (Number.isNaN(Date.parse(deviceTime)))
    throw validationFailed('deviceTime', 'deviceTime must be an ISO date-time');
  optionalObject(body, 'riskData');
  optionalObject(body, 'browserInfo');
  const returnUrl = optionalString(body, 'returnUrl', 4000);
  if (returnUrl !== null && sameOriginPath(returnUrl, origin) === null) {
    throw validationFailed('returnUrl', 'returnUrl must be a path or a URL on this origin');
  }
  return {
    processor,
    source: source as string | Fields,
    nameOnCard: requireString(body, 'nameOnCard', 200),
    shopperEmail: optionalString(body, 'shopperEmail', 254),
    returnUrl,
  };
}

/** A payment's total is bounded however many lines it has (the lines are bounded one by one). */
function requirePaymentWithinBound(tips: readonly TipDraft[]): readonly TipDraft[] {
  const total = tips.reduce((sum, tip) => sum + tip.amountCents, 0);
  if (total > MAX_PAYMENT_CENTS) {
    throw new HttpError(
      422,
      'AMOUNT_OUT_OF_RANGE',
      'tips add up to more than 25000.00, the most one payment carries',
      'tips',
    );
  }
  return tips;
}

function readAmount(line: Fields): number {
  const cents = requireMoney(line, 'amount');
  if (cents <= 0 || cents > MAX_LINE_CENTS) {
    throw new HttpError(
      422,
      'AMOUNT_OUT_OF_RANGE',
      'amount must be more than 0.00 and at most 10300.30',
      'amount',
    );
  }
  return cents;
}

function unknownRecipient(field: string, message: string): HttpError {
  return new HttpError(422, 'UNKNOWN_RECIPIENT', message, field);
}

/** User tip lines `{ userUid, locationUid, amount, level }`: each user must work at that location. */
export function readUserTips(body: Fields, ctx: SandboxContext): readonly TipDraft[] {
  const lines = requireArray(body, 'tips').map((item, index) =>
    withinField(`tips[${index}]`, () => {
      const line = asObject(item, 'line');
      const userUid = requireString(line, 'userUid', 50);
      const locationUid = requireString(line, 'locationUid', 50);
      const amountCents = readAmount(line);
      const level = requireOneOf(line, 'level', LEVELS);
      const user = ctx.catalog.user(userUid);
      if (!user || user.locationUid !== locationUid) {
        throw unknownRecipient('userUid', `userUid: no user ${userUid} at location ${locationUid}`);
      }
      return {
        userUid,
        poolUid: null,
        locationUid,
        amountCents,
        level,
        customerName: null,
        roomNumber: null,
      };
    }),
  );
  return requirePaymentWithinBound(lines);
}

/** Pool tip lines `{ poolUid, amount, level, customerName, roomNumber }`. */
export function readPoolTips(body: Fields, ctx: SandboxContext): readonly TipDraft[] {
  const lines = requireArray(body, 'tips').map((item, index) =>
    withinField(`tips[${index}]`, () => {
      const line = asObject(item, 'line');
      const poolUid = requireString(line, 'poolUid', 50);
      const amountCents = readAmount(line);
      const level = requireOneOf(line, 'level', LEVELS);
      const customerName = requireString(line, 'customerName', 200);
      const roomNumber = optionalString(line, 'roomNumber', 20);
      const pool = ctx.catalog.pool(poolUid);
      if (!pool) throw unknownRecipient('poolUid', `poolUid: unknown pool ${poolUid}`);
      if (roomNumber !== null && !/^\d+$/.test(roomNumber)) {
        throw validationFailed('roomNumber', 'roomNumber must be digits');
      }
      if (pool.requiresRoomNumber && (roomNumber === null || roomNumber === '')) {
        throw validationFailed('roomNumber', `roomNumber is required for pool ${poolUid}`);
      }
      return {
        userUid: null,
        poolUid,
        locationUid: pool.locationUid,
        amountCents,
        level,
        customerName,
        roomNumber,
      };
    }),
  );
  return requirePaymentWithinBound(lines);
}
