const names = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** 'Maya', 'Maya and Jordan L.', 'Front Desk, Maya, and Alex K.': the app's one locale. */
export function formatNames(list: readonly string[]): string {
  return names.format(list);
}
