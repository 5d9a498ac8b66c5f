import type { PhonePage } from './session';

/**
 * On the sandbox's 3-D Secure page: presses Complete with the return held back (the bank opens it
 * elsewhere: a new tab, another browser), and gives the return address and the press's key (the
 * redirect data's paymentReferenceId). The aborted navigation's error is expected.
 */
export async function completeElsewhere(
  phone: PhonePage,
): Promise<{ returnUrl: string; key: string }> {
  const { page } = phone;
  const returned = page.waitForRequest((request) => request.url().includes('/external?'));
  await page.route('**/external?*', (route) => route.abort());
  await page.getByRole('button', { name: 'Complete' }).click();
  const returnUrl = (await returned).url();
  await page.unroute('**/external?*');
  phone.watched.errors = phone.watched.errors.filter((error) => !error.includes('ERR_FAILED'));
  const data = JSON.parse(new URL(returnUrl).searchParams.get('redirectData') ?? '{}') as {
    paymentReferenceId?: string;
  };
  return { returnUrl, key: data.paymentReferenceId ?? '' };
}
