import type { BrowserContext } from 'playwright-core';

/**
 * The page each of Adyen's secured card fields loads in its iframe (checkoutshopper-*.adyen.com
 * …/securedFields.html), which cannot load offline: without it the drop-in's card stays in its
 * loading state and never shows its pay button. This stand-in speaks the drop-in's side of the
 * frame's messages as @adyen/adyen-web 6 reads them (SecuredField.postMessageListenerFn, origin
 * checked against the loading context): it answers the drop-in's configuration with `config`, then
 * sends `encryption` for what is typed in its one input, the value as Adyen's test environment
 * takes it unencrypted (`test_4111111111111111`; the sandbox reads the demo cards that way,
 * apps/sandbox/src/routes/providers/adyen-test-card.ts). Only the drop-in in the page under test
 * is real: the encryption is not.
 */
const SECURED_FIELD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Secured field</title>
<style>body{margin:0}input{box-sizing:border-box;width:100%;height:40px;border:0;font:16px sans-serif}</style>
</head><body><input id="field" autocomplete="off"><script>
const input = document.getElementById('field');
let config = null;
const send = (message) => parent.postMessage(JSON.stringify(message), '*');
addEventListener('message', (event) => {
  if (event.source !== parent || config !== null) return;
  let data;
  try { data = JSON.parse(event.data); } catch { return; }
  if (typeof data.fieldType !== 'string' || data.numKey === undefined) return;
  config = data;
  input.setAttribute('aria-label', data.fieldType);
  send({ action: 'config', numKey: data.numKey, fieldType: data.fieldType });
});
function blobs(fieldType, value) {
  if (fieldType === 'encryptedExpiryDate') {
    const [month = '', year = ''] = value.split('/').map((part) => part.trim());
    return [
      { encryptedFieldName: 'encryptedExpiryMonth', blob: 'test_' + month },
      { encryptedFieldName: 'encryptedExpiryYear', blob: 'test_20' + year },
    ];
  }
  return [{ encryptedFieldName: fieldType, blob: 'test_' + value.replace(/\\s/g, '') }];
}
input.addEventListener('input', () => {
  if (config === null || input.value.trim() === '') return;
  const fieldType = config.fieldType;
  const message = { action: 'encryption', numKey: config.numKey, fieldType, type: config.txVariant };
  message[fieldType] = blobs(fieldType, input.value);
  if (fieldType === 'encryptedCardNumber') message.endDigits = input.value.replace(/\\s/g, '').slice(-4);
  send(message);
});
</script></body></html>`;

/**
 * Offline Adyen: its secured fields' page is the stand-in above; every other request to Adyen
 * (scripts, images, analytics) is refused at once instead of waited for.
 */
export async function standInAdyenSecuredFields(context: BrowserContext): Promise<void> {
  await context.route(/adyen\.com/, (route) =>
    new URL(route.request().url()).pathname.endsWith('/securedFields.html')
      ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: SECURED_FIELD_PAGE })
      : route.abort(),
  );
}
