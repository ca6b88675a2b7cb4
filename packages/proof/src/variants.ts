// The pristine reference server in each alternative OPEN-POINTS.md allows: the suite must pass them all.
import { randomBytes } from 'node:crypto';
import { signRequest } from '@tarc/domain';
import type { DateTimeFormat, Signer } from '@tarc/runner';

/** The project's default signature written in hex: the signer a `signatureEncoding: hex` server needs. */
const hexSigner: Signer = ({ apiKey, apiSecret }) => {
  const headers = signRequest({ apiKey, apiSecret, stamp: Date.now(), nonce: randomBytes(16).toString('hex') });
  return { ...headers, 'X-Signature': Buffer.from(headers['X-Signature'], 'base64').toString('hex') };
};

export interface PristineVariant {
  name: string;
  profile?: Record<string, unknown>;
  datetimeFormat?: DateTimeFormat;
  /** The signer the variant's scheme needs (OPEN-POINTS #4). */
  signer?: Signer;
  /** SHOULD checks that may, and must, fail on this variant; nothing else may. */
  shouldFail?: readonly string[];
  /** Reference-server size (orders); default its own. */
  orders?: number;
  /**
   * `pass` (default): every MUST requirement evaluated. `inconclusive`: an account too small to show
   * every rule: no failure, and the verdict must say so, never pass.
   */
  verdict?: 'pass' | 'inconclusive';
  /** Conditions of production (never findings): records arriving during the run, throttling. */
  live?: true | { orderEveryMs?: number; transferEveryMs?: number };
  throttle?: { requests: number; seconds: number };
}

export const PRISTINE_VARIANTS: readonly PristineVariant[] = [
  { name: 'default profile' },
  { name: 'authFailureStatus=403 (#5)', profile: { authFailureStatus: 403 } },
  { name: 'timestampDigits=6', profile: { timestampDigits: 6 } },
  { name: 'idStyle=fixed-width (#10)', profile: { idStyle: 'fixed-width' } },
  { name: 'idStyle=prefixed (#10)', profile: { idStyle: 'prefixed' } },
  { name: 'referenceDataAuth=true (#6)', profile: { referenceDataAuth: true } },
  { name: 'tradesOrderId=filter (#1)', profile: { tradesOrderId: 'filter' } },
  { name: 'tradesOrderId=ignore (#1)', profile: { tradesOrderId: 'ignore' } },
  { name: 'pageSizeAboveMax=cut (#7)', profile: { pageSizeAboveMax: 'cut' } },
  { name: 'windowAnchor=after (#3)', profile: { windowAnchor: 'after' } },
  { name: 'tradesCreatedAt=instant (#12)', profile: { tradesCreatedAt: 'instant' } },
  { name: 'sellSign=negative (#11)', profile: { sellSign: 'negative' } },
  { name: 'otherValidationStatus=422 (#7)', profile: { otherValidationStatus: 422 } },
  { name: 'authFailureBody=empty (#5)', profile: { authFailureBody: 'empty' } },
  { name: 'depositStatuses=other (#8)', profile: { depositStatuses: 'other' } },
  { name: 'tieOrder=reversed-in-page (#15)', profile: { tieOrder: 'reversed-in-page' } },
  // Enum values read in any letter case (the spec is silent; only names are case-sensitive).
  { name: 'enumCase=insensitive', profile: { enumCase: 'insensitive' } },
  { name: 'signatureEncoding=hex (#4), with a matching signer', profile: { signatureEncoding: 'hex' }, signer: hexSigner },
  // Paths the spec does not spell, and HEAD, routed to the handlers with authentication (issue 42).
  { name: 'pathForms=lenient', profile: { pathForms: 'lenient' } },
  // #13: extra fields are at most SHOULD, so exactly the SHOULD no-extra-fields checks fail.
  {
    name: 'extraFields=true (#13)',
    profile: { extraFields: true },
    shouldFail: ['reference-data.no-extra-fields', 'orders.no-extra-fields', 'trades.no-extra-fields'],
  },
  // #2: DATETIME input "not shown": accepted only as the service writes it; sent with 6 digits, or with a Z.
  { name: 'datetimeInput=service (#2)', profile: { datetimeInput: 'service' } },
  { name: 'datetimeFormat=iso6 (#2)', datetimeFormat: 'iso6' },
  { name: 'datetimeFormat=iso-z (#2)', datetimeFormat: 'iso-z' },
  // #2 the other way round: a server taking only zoned DATETIME; preflight must find the form, no option given.
  { name: 'datetimeInput=zoned (#2), form discovered', profile: { datetimeInput: 'zoned' } },
  // Conditions of production: records arriving and settling during the run (default rate, and on
  // the larger data set the byte-level serving path answers from), and throttling (#14).
  { name: 'live data (--live)', live: true },
  { name: 'live data on 20,000 orders (--live --orders 20000)', live: true, orders: 20_000 },
  { name: 'throttled (--throttle 160/2)', throttle: { requests: 160, seconds: 2 } },
  // Conformant accounts too small to show every rule: never a failure, never a pass.
  { name: 'empty account: no orders, no trades (--orders 0)', orders: 0, verdict: 'inconclusive' },
  { name: 'sparse account: a handful of orders (--orders 12)', orders: 12, verdict: 'inconclusive' },
];
