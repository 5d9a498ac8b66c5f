import type { PolicySentence, PolicyValue } from '@tipwell/core';
import type { Messages } from '../../i18n/messages';

/** One of the core's values, written the guest's way: amounts, names, percents. */
function formatted(t: Messages, value: PolicyValue): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('tipCents' in value) return t.tipAmount(value.tipCents);
  if ('moneyCents' in value) return t.money(value.moneyCents);
  if ('names' in value) return t.names(value.names);
  return t.percent(value.percent);
}

/** The policy sentence in the guest's language (names isolated as in every text). */
export function policySentenceText(t: Messages, sentence: PolicySentence): string {
  const values = Object.fromEntries(
    Object.entries(sentence.values).map(([name, value]) => [name, formatted(t, value)]),
  );
  return t(sentence.key, values);
}
