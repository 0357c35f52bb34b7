// Small phrases the variants' messages share.
import { msg, type Msg } from '../core/message.js';

/**
 * Items said one after another with the language's plain separator, no "and"
 * ("Fighter, Bard, Apprentice"): list arguments would add a conjunction. Built
 * as nested pairs, so it takes any number of items.
 */
export function commaList(items: readonly Msg[]): Msg {
  if (items.length === 0) return msg('variants.list.empty');
  return items.slice(1).reduce((acc, item) => msg('variants.list.more', { list: acc, item }), items[0]!);
}
