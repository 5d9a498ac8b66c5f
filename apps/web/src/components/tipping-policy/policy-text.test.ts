import { describe, expect, it } from 'vitest';
import { policySentence, type PolicySentence } from '@tipwell/core';
import { demoPolicies } from '@tipwell/core/demo-world';
import { activateLocale, currentMessages, loadLocale } from '../../i18n/translator';
import { policySentenceText } from './policy-text';

const housekeeping = (people: number): PolicySentence | null =>
  policySentence({
    policy: {
      ...demoPolicies.harbor,
      distribution: { ...demoPolicies.harbor.distribution, onShift: [{ poolUid: '201', people }] },
    },
    stage: 'choose',
    lines: [{ kind: 'pool', uid: '201', name: 'Housekeeping' }],
  });

describe('the policy sentence in every language', () => {
  it('says plurals with the language rules, and names no count it was not given', async () => {
    const t = currentMessages();
    expect(policySentenceText(t, housekeeping(1)!)).toContain('among the 1 person on shift');
    expect(policySentenceText(t, housekeeping(6)!)).toContain('among the 6 people on shift');
    const bell = policySentence({
      policy: demoPolicies.harbor,
      stage: 'choose',
      lines: [{ kind: 'pool', uid: '203', name: 'Bell Staff' }],
    });
    expect(policySentenceText(t, bell!)).toContain('among the people on shift');
    await loadLocale('de-DE');
    activateLocale('de-DE');
    expect(policySentenceText(currentMessages(), housekeeping(6)!)).toBe(
      'Trinkgeld für das Team Housekeeping wird zu gleichen Teilen unter den 6 Personen der Schicht aufgeteilt und wöchentlich ausgezahlt.',
    );
    activateLocale('en-US');
  });

  it('isolates names and amounts in a right-to-left sentence', async () => {
    await loadLocale('ar');
    activateLocale('ar');
    const sentence = policySentence({
      policy: demoPolicies.lumen,
      stage: 'choose',
      lines: [{ kind: 'user', uid: '501', name: 'Jordan L.' }],
    });
    expect(policySentenceText(currentMessages(), sentence!)).toContain('\u2068Jordan L.\u2069');
    activateLocale('en-US');
  });
});
