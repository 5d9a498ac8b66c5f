/** Every entry point of the demo world (docs/demo-world.md), as printed by `npm start`. */
export const demoLinks: readonly { readonly path: string; readonly what: string }[] = [
  { path: '/U500', what: 'user Maya Chen at Lumen Salon & Spa (beauty)' },
  { path: '/L100/user/501', what: 'Lumen Salon & Spa with Jordan Lee pre-selected' },
  { path: '/L100', what: 'Lumen Salon & Spa: browse people' },
  { path: '/S300', what: "station 'Pool Bar': groups, a pool and people" },
  { path: '/L200', what: 'Harbor View Hotel: choose a department' },
  { path: '/L210', what: 'Harbor View Suites: one pool, fees taken from the tip' },
  { path: '/P201', what: 'Housekeeping: room number, last name, nights' },
  { path: '/P202', what: 'Front Desk: proposed tip' },
  { path: '/A400', what: "account 'Coastline Group': choose a location" },
  { path: '/A401', what: "account 'Solo Spa Co': one location" },
  { path: '/A402', what: "account 'Empty Co': no locations" },
  { path: '/qr/100/tab-42', what: 'QR intent: Jordan and Priya' },
  { path: '/qr/100/tab-43', what: 'QR intent with a total: straight to payment' },
  { path: '/pl/200/sched-7', what: 'pay-later intent for Rosa Diaz' },
  { path: '/L999', what: 'unknown code: not found' },
  { path: '/X100', what: 'unknown prefix: not found' },
];

export const demoCards: readonly { readonly number: string; readonly outcome: string }[] = [
  { number: '4111 1111 1111 1111', outcome: 'captured' },
  { number: '4000 0000 0000 0002', outcome: 'refused' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient funds' },
  { number: '4000 0000 0000 3220', outcome: '3-D Secure page (Complete / Fail)' },
];
