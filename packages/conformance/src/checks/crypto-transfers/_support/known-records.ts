// The records a field rule looks at: the data window as read now, plus what discovery found over
// the whole horizon (older records), once each.
import { idOf } from '#support/transfers.js';
import type { TransferRecord } from '#support/transfers.js';
import type { WindowData } from './fetch-window.js';

/** By the window's answer, then by discovery's records: four field rules ask for the same union. */
const unions = new WeakMap<readonly TransferRecord[], WeakMap<readonly TransferRecord[], readonly TransferRecord[]>>();

export function knownRecords(data: WindowData): readonly TransferRecord[] {
  let byDiscovered = unions.get(data.items);
  if (!byDiscovered) unions.set(data.items, (byDiscovered = new WeakMap()));
  let union = byDiscovered.get(data.discovered);
  if (!union) {
    const ids = new Set(data.items.map(idOf));
    union = Object.freeze([...data.items, ...data.discovered.filter((r) => !ids.has(idOf(r)))]);
    byDiscovered.set(data.discovered, union);
  }
  return union;
}
