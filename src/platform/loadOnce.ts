// Something loaded on first use and shared by every later caller: a client's code, a screen family's flows. A
// failed load (a network blip while fetching the chunk) is tried again on the next call instead of being kept.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
