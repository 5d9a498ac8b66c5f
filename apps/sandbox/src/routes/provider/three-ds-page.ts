/**
 * The sandbox's 3-D Secure page: two real buttons in forms, no inline scripts or styles. One script
 * of its own (THREE_DS_RETURN_SCRIPT) makes the answer replace the page in the tab's history.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Where the challenge page loads its one script from (same origin: the CSP's script-src 'self'). */
export const THREE_DS_RETURN_SCRIPT_PATH = '/sandbox-provider/3ds-return.js';

/**
 * The answer replaces the bank's page in the tab's history (issue 38): Back from the tip then goes
 * to the step before the bank, not to a bank page asking again. A press posts the form with
 * `Accept: application/json`, and the sandbox answers where to return; anything else (a refusal,
 * a dropped network, no script at all) lets the form post as it is, and the answered page covers a
 * Back then.
 */
export const THREE_DS_RETURN_SCRIPT = `'use strict';
for (const form of document.querySelectorAll('form')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    for (const button of document.querySelectorAll('button')) button.disabled = true;
    fetch(form.action, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams(new FormData(form)),
    })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((answer) => {
        if (answer && typeof answer.returnTo === 'string') location.replace(answer.returnTo);
        else form.submit();
      })
      .catch(() => form.submit());
  });
}
`;

function page(title: string, body: string, script = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${script ? `<script src="${THREE_DS_RETURN_SCRIPT_PATH}" defer></script>\n` : ''}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function outcomeForm(
  action: string,
  returnUrl: string,
  outcome: 'complete' | 'fail',
  label: string,
): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<input type="hidden" name="outcome" value="${outcome}">
<button type="submit">${label}</button>
</form>`;
}

export function challengePage(reference: string, returnUrl: string): string {
  const action = `/sandbox-provider/3ds/${encodeURIComponent(reference)}`;
  return page(
    'Sandbox 3-D Secure',
    `<h1>Sandbox 3-D Secure</h1>
<p>Your bank asks you to confirm this payment (sandbox reference ${escapeHtml(reference)}).</p>
${outcomeForm(action, returnUrl, 'complete', 'Complete')}
${outcomeForm(action, returnUrl, 'fail', 'Fail')}`,
    true,
  );
}

/**
 * A challenge already answered, opened again (the browser's Back from the return): no buttons to
 * press a second time, only the way back to the tip with the answer given.
 */
export function answeredPage(returnHref: string): string {
  return page(
    'Sandbox 3-D Secure',
    `<h1>Sandbox 3-D Secure</h1>
<p>You have already answered your bank for this payment.</p>
<p><a href="${escapeHtml(returnHref)}">Return to your tip</a></p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
