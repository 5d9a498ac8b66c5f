/**
 * The list format of names ("Maya and Jordan L."): the translator's (`t.names`), and the one the
 * locale worker makes first in the page's language (start-up/2-warm-locale.worker.ts). ICU keeps
 * one list pattern for each language and these options for the whole process, so both must ask
 * alike. A leaf: the worker's bundle takes it alone.
 */
export const namesList = (locale: string): Intl.ListFormat =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
