// Makes the Intl objects the page's code will make (money formats, the fingerprint's time zone):
// the first Intl object of a process loads ICU's locale data, and a dedicated worker shares its
// page's process. See locale-warm-up.ts.
for (const digits of [2, 0]) {
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(0);
}
Intl.DateTimeFormat().resolvedOptions();
postMessage('warm');
