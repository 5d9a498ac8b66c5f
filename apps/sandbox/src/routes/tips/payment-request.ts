import { parseMoney, quoteFee, MAX_FEE_AMOUNT_CENTS } from '@tipwell/core';
import {
  PAYMENT_MAX,
  type PaymentCommonBody as CommonBody,
  type PoolLineBody as PoolLine,
  type UserLineBody as UserLine,
} from '@tipwell/core/vocabulary';
import { HttpError, validationFailed } from '../../http/http-error';
import { sameOriginPath } from '../../http/same-origin';
import type { SandboxContext, WebProcessor } from '../../sandbox-context';

/** The largest tip line: the total of the largest net amount the fee rule accepts ($10,300.30). */
const MAX_LINE_CENTS = quoteFee(MAX_FEE_AMOUNT_CENTS, 'net')?.total ?? MAX_FEE_AMOUNT_CENTS;

export interface PaymentCommon {
  readonly processor: WebProcessor;
  readonly source: CommonBody['source'];
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
 * payment named `adyen-web` would otherwise be captured without a card). Not a schema: the
 * settings are the running sandbox's, not the contract's.
 */
export function requireSettingsProcessor(
  ctx: SandboxContext,
  processor: WebProcessor,
): WebProcessor {
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
 * The fields every payment body carries (docs/service-contract.md, Common), their shapes checked
 * by the route's schema. What is left needs the request: the processor the settings name, and a
 * returnUrl on `origin`, this server's origin as the request names it.
 */
export function readCommon(body: CommonBody, ctx: SandboxContext, origin: string): PaymentCommon {
  const processor = requireSettingsProcessor(ctx, body.processor);
  const returnUrl = body.returnUrl ?? null;
  if (returnUrl !== null && sameOriginPath(returnUrl, origin) === null) {
    throw validationFailed('returnUrl', 'returnUrl must be a path or a URL on this origin');
  }
  return {
    processor,
    source: body.source,
    nameOnCard: body.nameOnCard,
    shopperEmail: body.shopperEmail ?? null,
    returnUrl,
  };
}

/** A payment's total is bounded however many lines it has (the lines are bounded one by one). */
function requirePaymentWithinBound(tips: readonly TipDraft[]): readonly TipDraft[] {
  const total = tips.reduce((sum, tip) => sum + tip.amountCents, 0);
  if (total > PAYMENT_MAX) {
    throw new HttpError(
      422,
      'AMOUNT_OUT_OF_RANGE',
      'tips add up to more than 25000.00, the most one payment carries',
      'tips',
    );
  }
  return tips;
}

/** A refusal of one tip line's field, named by its full path (`tips[0].amount`). */
function lineError(code: string, index: number, field: string, rest: string): HttpError {
  const at = `tips[${index}].${field}`;
  return new HttpError(422, code, `${at}${rest}`, at);
}

/** The line's amount in cents, within the bound of one tip (the schema checked its format). */
function lineCents(amount: string, index: number): number {
  const cents = parseMoney(amount);
  if (cents === null || cents <= 0 || cents > MAX_LINE_CENTS) {
    throw lineError(
      'AMOUNT_OUT_OF_RANGE',
      index,
      'amount',
      ' must be more than 0.00 and at most 10300.30',
    );
  }
  return cents;
}

/** User tip lines `{ userUid, locationUid, amount, level }`: each user must work at that location. */
export function readUserTips(lines: readonly UserLine[], ctx: SandboxContext): readonly TipDraft[] {
  const tips = lines.map((line, index): TipDraft => {
    const { userUid, locationUid } = line;
    const amountCents = lineCents(line.amount, index);
    const user = ctx.catalog.user(userUid);
    if (!user || user.locationUid !== locationUid) {
      throw lineError('UNKNOWN_RECIPIENT', index, 'userUid', ': no such user at that location');
    }
    return {
      userUid,
      poolUid: null,
      locationUid,
      amountCents,
      level: line.level,
      customerName: null,
      roomNumber: null,
    };
  });
  return requirePaymentWithinBound(tips);
}

/** Pool tip lines `{ poolUid, amount, level, customerName, roomNumber }`. */
export function readPoolTips(lines: readonly PoolLine[], ctx: SandboxContext): readonly TipDraft[] {
  const tips = lines.map((line, index): TipDraft => {
    const { poolUid, customerName } = line;
    const roomNumber = line.roomNumber ?? null;
    const amountCents = lineCents(line.amount, index);
    const pool = ctx.catalog.pool(poolUid);
    if (!pool) {
      throw lineError('UNKNOWN_RECIPIENT', index, 'poolUid', ': unknown pool');
    }
    if (pool.requiresRoomNumber && roomNumber === null) {
      throw lineError('VALIDATION_FAILED', index, 'roomNumber', ' is required for this pool');
    }
    return {
      userUid: null,
      poolUid,
      locationUid: pool.locationUid,
      amountCents,
      level: line.level,
      customerName,
      roomNumber,
    };
  });
  return requirePaymentWithinBound(tips);
}
