// Wire bodies as docs/service-contract.md describes them (money as decimal strings).

export const wireUser = {
  uid: '500',
  firstName: 'Maya',
  lastName: 'Chen',
  nickname: 'Maya',
  avatar: '/sandbox-assets/avatars/500.png',
};

export const wireLocation = {
  uid: '100',
  name: 'Lumen Salon & Spa',
  address: '12 Market St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  logo: null,
};

export const wirePool = {
  uid: '202',
  name: 'Front Desk',
  locationUid: '200',
  lowAmount: '10.00',
  customerInstructions: null,
  requiresCustomerName: false,
  requiresRoomNumber: false,
  requiresNote: false,
  requiresReview: false,
  tippingMode: 'once',
};

export function wirePayload(kind: string, uid: string): Record<string, unknown> {
  return {
    kind,
    uid,
    name: 'Somewhere',
    logo: null,
    locationUid: '100',
    locations: [wireLocation],
    users: [wireUser],
    pools: [wirePool],
    groups: [{ uid: '301', name: 'Bartenders', userUids: ['504', '505'] }],
  };
}

export const wireSettings = {
  low: '5.00',
  medium: '10.00',
  high: '20.00',
  labelLow: 'Good',
  labelMedium: 'Great',
  labelHigh: 'Amazing',
  tipInstructionText: 'Select a tip for your stylist',
  transparency: 'optional',
  reviewsEnabled: true,
  theme: {
    primaryColor: '#6C4AB6',
    secondaryColor: '#FFC768',
    textColor: '#200E32',
    contrastColor: '#fff',
  },
};

export const wirePayment = {
  status: 'captured',
  reference: 'pay_1',
  amount: '10.60',
  tips: [{ uid: 't1' }],
  processorResponse: { resultCode: 'Authorised', action: null, order: null, donationToken: null },
};
