// The records a field rule looks at: the data window as read now, plus what discovery found over
// the whole horizon (older records), once each.
import { idOf } from '../../../support/transfers.js';
import type { TransferRecord } from '../../../support/transfers.js';
import type { WindowData } from './fetch-window.js';

export function knownRecords(data: WindowData): TransferRecord[] {
  const ids = new Set(data.items.map(idOf));
  return [...data.items, ...data.discovered.filter((r) => !ids.has(idOf(r)))];
}
