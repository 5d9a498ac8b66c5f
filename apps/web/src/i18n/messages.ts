import { useSyncExternalStore } from 'react';
import { currentMessages, subscribeLocale, type Messages } from './translator';

export { textOf, type Messages } from './translator';

/** The texts in the guest's language; a component re-renders when the language changes. */
export function useMessages(): Messages {
  return useSyncExternalStore(subscribeLocale, currentMessages, currentMessages);
}
