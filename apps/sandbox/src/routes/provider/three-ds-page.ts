/** The sandbox's 3-D Secure page: two real buttons in forms, no scripts and no inline styles. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
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
