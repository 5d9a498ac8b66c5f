/**
 * The Luhn checksum of a card number: 12 to 19 digits whose checksum is a multiple of 10. The card
 * form checks it before it asks for a token; the sandbox's provider checks it again (as a real
 * provider would) before it issues one.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
