// Many small file operations at once (a stat or a journal per record of the
// games list): libuv's pool runs several side by side, where one after the
// other each waits for a whole round trip. `limit` keeps the number of open
// files and pending requests bounded.

/** `fn` of every item, at most `limit` at a time; results in the items' order. */
export async function inParallel<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
