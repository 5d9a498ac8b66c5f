import { openSqlite } from '../../db/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../processor/card-outcome';
import { newKey, pay, tokenFor, webPayment } from '../../test-support/payment-bodies';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';
import { sameOriginPath } from '../../http/same-origin';

const DETAILS = '/api/tips/v3/payments/web/details';
const RETURN = '/external?redirectData=%7B%22code%22%3A%22L100%22%7D';

async function startChallenge(
  sandbox: TestSandbox,
  key: string = newKey(),
): Promise<{ reference: string; url: string }> {
  const token = await tokenFor(sandbox, DEMO_CARDS.threeDSecure);
  const response = await pay(sandbox, '/api/tips/v1/payments/web', webPayment(token), key);
  const payment = response.json.data;
  expect(payment.status).toBe('verifying');
  expect(payment.processorResponse.resultCode).toBe('RedirectShopper');
  expect(payment.processorResponse.action).toEqual({
    type: 'redirect',
    method: 'GET',
    url: `/sandbox-provider/3ds/${payment.reference}?returnUrl=${encodeURIComponent(RETURN)}`,
  });
  return { reference: payment.reference, url: payment.processorResponse.action.url };
}

async function press(sandbox: TestSandbox, reference: string, outcome: string, returnUrl = RETURN) {
  return sandbox.app.inject({
    method: 'POST',
    url: `/sandbox-provider/3ds/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080' },
    payload: new URLSearchParams({ returnUrl, outcome }).toString(),
  });
}

describe('3-D Secure with card 4000 0000 0000 3220', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('shows a page with Complete and Fail buttons in forms, without inline scripts', async () => {
    const { url } = await startChallenge(sandbox);
    const page = await sandbox.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(
      /<form method="post"[^>]*>[\s\S]*<button type="submit">Complete<\/button>/,
    );
    expect(page.body).toContain('<button type="submit">Fail</button>');
    // One script of its own, from this origin; no inline script, no event attribute.
    expect(page.body.match(/<script[^>]*>/g)).toEqual([
      '<script src="/sandbox-provider/3ds-return.js" defer>',
    ]);
    expect(page.body).not.toContain(' on');
    const script = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox-provider/3ds-return.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('location.replace(answer.returnTo)');
  });

  it("the page's script asks for JSON: the answer names the return address (to replace the page with), recorded once", async () => {
    const { reference } = await startChallenge(sandbox);
    const asked = (outcome: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: `/sandbox-provider/3ds/${reference}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          host: 'localhost:8080',
        },
        payload: new URLSearchParams({ returnUrl: RETURN, outcome }).toString(),
      });
    const answer = await asked('complete');
    expect(answer.statusCode).toBe(200);
    const { returnTo } = answer.json<{ returnTo: string }>();
    expect(returnTo).toMatch(/^\/external\?redirectData=.*&redirectResult=[^&]+$/);
    // As the 303 of a form post would have sent the guest: the same address, the first answer kept.
    const again = await press(sandbox, reference, 'fail');
    expect(again.headers.location).toBe(returnTo);
  });

  it('Complete sends the guest back with a redirectResult that details settles as captured', async () => {
    const { reference } = await startChallenge(sandbox);
    const early = await sandbox.post(
      DETAILS,
      { reference, details: { redirectResult: 'rr_guess' } },
      { 'idempotency-key': newKey() },
    );
    expect(early.status).toBe(422);
    expect(early.json.error.code).toBe('DETAILS_INVALID');

    const back = await press(sandbox, reference, 'complete');
    expect(back.statusCode).toBe(303);
    const location = String(back.headers.location);
    expect(location.startsWith(`${RETURN}&redirectResult=`)).toBe(true);
    const redirectResult = new URL(location, 'http://localhost').searchParams.get('redirectResult');

    const key = newKey();
    const settled = await sandbox.post(
      DETAILS,
      { reference, details: { redirectResult } },
      { 'idempotency-key': key },
    );
    expect(settled.json.data).toMatchObject({
      status: 'captured',
      reference,
      // The details answer says what was captured: the app shows it, with nothing else to go by.
      amount: '10.60',
      processorResponse: { resultCode: 'Authorised', action: null },
    });
    expect(settled.json.data.tips).toHaveLength(1);
    const replay = await sandbox.post(
      DETAILS,
      { reference, details: { redirectResult } },
      { 'idempotency-key': key },
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const repeat = await sandbox.post(
      DETAILS,
      { reference, details: { redirectResult } },
      { 'idempotency-key': newKey() },
    );
    expect(repeat.json.data.status).toBe('captured');
    // A second press keeps the first answer.
    const again = await press(sandbox, reference, 'fail');
    expect(String(again.headers.location)).toContain(`redirectResult=${redirectResult}`);
    // Back from the return reopens the page: no buttons, only the way back with the answer given.
    const reopened = await sandbox.app.inject({
      method: 'GET',
      url: `/sandbox-provider/3ds/${reference}?returnUrl=${encodeURIComponent(RETURN)}`,
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.headers['cache-control']).toBe('no-store');
    expect(reopened.body).not.toContain('<form');
    expect(reopened.body).not.toContain('<button');
    expect(reopened.body).toContain(
      `<a href="${RETURN.replaceAll('&', '&amp;')}&amp;redirectResult=${redirectResult}">Return to your tip</a>`,
    );
  });

  it('details find the payment by the idempotency key of its press (a return in another browser)', async () => {
    const payKey = newKey();
    const { reference } = await startChallenge(sandbox, payKey);
    const back = await press(sandbox, reference, 'complete');
    const redirectResult = new URL(
      String(back.headers.location),
      'http://localhost',
    ).searchParams.get('redirectResult');
    const byKey = await sandbox.post(
      DETAILS,
      { reference: payKey, details: { redirectResult } },
      { 'idempotency-key': newKey() },
    );
    expect(byKey.status).toBe(200);
    expect(byKey.json.data).toMatchObject({ status: 'captured', reference });
    const again = await sandbox.post(
      DETAILS,
      { reference, details: { redirectResult } },
      { 'idempotency-key': newKey() },
    );
    expect(again.json.data).toMatchObject({ status: 'captured', reference });
    const db = openSqlite(sandbox.dbPath, { readonly: true });
    try {
      const rows = db
        .prepare('SELECT status FROM payments WHERE reference = ? OR idempotency_key = ?')
        .all(reference, payKey);
      expect(rows).toEqual([{ status: 'captured' }]);
    } finally {
      db.close();
    }
  });

  it('Fail settles the payment as failed', async () => {
    const { reference } = await startChallenge(sandbox);
    const back = await press(sandbox, reference, 'fail');
    const redirectResult = new URL(
      String(back.headers.location),
      'http://localhost',
    ).searchParams.get('redirectResult');
    const settled = await sandbox.post(
      DETAILS,
      { reference, details: { redirectResult } },
      { 'idempotency-key': newKey() },
    );
    expect(settled.json.data).toMatchObject({
      status: 'failed',
      processorResponse: { resultCode: 'Refused' },
    });
  });

  it('refuses to send the guest to another origin', async () => {
    const { reference } = await startChallenge(sandbox);
    for (const returnUrl of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const page = await sandbox.app.inject({
        method: 'GET',
        url: `/sandbox-provider/3ds/${reference}?returnUrl=${encodeURIComponent(returnUrl)}`,
      });
      expect(page.statusCode, returnUrl).toBe(400);
      const posted = await press(sandbox, reference, 'complete', returnUrl);
      expect(posted.statusCode, returnUrl).toBe(400);
    }
    expect((await press(sandbox, reference, 'maybe')).statusCode).toBe(400);
    expect((await press(sandbox, 'pay_unknown', 'complete')).statusCode).toBe(404);
  });

  it('has nothing to verify for a payment that did not ask for it', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const captured = (await pay(sandbox, '/api/tips/v1/payments/web', webPayment(token))).json.data;
    const url = `/sandbox-provider/3ds/${captured.reference}?returnUrl=%2Fexternal`;
    expect((await sandbox.app.inject({ method: 'GET', url })).statusCode).toBe(409);
    expect((await press(sandbox, captured.reference, 'complete')).statusCode).toBe(409);
  });

  it('accepts an absolute returnUrl on its own origin, keeping only path and query', () => {
    expect(sameOriginPath('http://localhost:8080/external?a=1', 'http://localhost:8080')).toBe(
      '/external?a=1',
    );
    expect(sameOriginPath('http://localhost:8081/external', 'http://localhost:8080')).toBeNull();
    expect(sameOriginPath('/external', 'http://localhost:8080')).toBe('/external');
  });

  it('answers 404 for details of an unknown payment and 422 without details', async () => {
    const unknown = await sandbox.post(
      DETAILS,
      { reference: 'pay_nope', details: { redirectResult: 'x' } },
      { 'idempotency-key': newKey() },
    );
    expect(unknown.status).toBe(404);
    const missing = await sandbox.post(
      DETAILS,
      { reference: 'pay_nope' },
      { 'idempotency-key': newKey() },
    );
    expect(missing.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'details' });
  });
});
