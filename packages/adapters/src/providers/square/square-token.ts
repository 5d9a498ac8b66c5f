import type { TokenizeResult } from '@tipwell/core';
import { payerName } from '../shared/payer-name';
import type { SquareTokenResult } from './square-sdk';

/** A Square TokenResult as the core's: OK → ok; Cancel/Abort → cancel; Invalid → invalid; else error. */
export function toTokenizeResult(result: SquareTokenResult, wallet: boolean): TokenizeResult {
  switch (result.status) {
    case 'OK':
      if (!result.token) return { status: 'error', message: 'Square answered without a token' };
      return {
        status: 'ok',
        source: result.token,
        nameOnCard: payerName(result.details?.billing),
        postalCode: result.details?.billing?.postalCode ?? null,
        wallet,
      };
    case 'Cancel':
    case 'Abort':
      return { status: 'cancel' };
    case 'Invalid':
      return { status: 'invalid' };
    default:
      return {
        status: 'error',
        message: result.errors?.[0]?.message ?? `Square tokenisation: ${result.status}`,
      };
  }
}
