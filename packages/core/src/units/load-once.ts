/**
 * A module loaded on first need, once: every call shares the first load. A load that fails is
 * forgotten, so the next call tries again (a chunk that did not arrive may on 'Try again').
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (loading === null) {
      const started = load();
      loading = started;
      started.catch(() => {
        if (loading === started) loading = null;
      });
    }
    return loading;
  };
}
