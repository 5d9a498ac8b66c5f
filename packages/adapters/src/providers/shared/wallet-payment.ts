import type { TokenizeResult, WidgetSession } from '@tipwell/core';

/**
 * A wallet sheet's token pays at once (the sheet is the guest's confirmation): ok → session.submit;
 * cancel or invalid: nothing; an error or a throw → session.onTokenError ('Payment Failed - no token').
 */
export async function payWithWallet(
  session: WidgetSession,
  tokenize: () => Promise<TokenizeResult>,
): Promise<void> {
  let result: TokenizeResult;
  try {
    result = await tokenize();
  } catch (error) {
    console.error('wallet tokenisation failed', error);
    session.onTokenError?.(error instanceof Error ? error.message : 'Tokenisation failed');
    return;
  }
  if (result.status === 'ok') await session.submit(result);
  else if (result.status === 'error') session.onTokenError?.(result.message);
}
