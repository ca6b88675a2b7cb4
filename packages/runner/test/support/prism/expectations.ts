// What Prism, with the exported document, must report on each fault of the reference server's
// catalogue: the class of violation the document states for it (CAUGHT), or why no OpenAPI document
// can state its rule (NOT_EXPRESSIBLE). A fault of either kind that Prism reports otherwise fails
// prism.test.ts: the table stays what the tools do.
import type { CaseResult } from './cases.js';
import { classOf, type ViolationClass } from './violations.js';

/** Why a response-validating proxy cannot see a fault, whatever its document says. */
export type Reason =
  /** The response is right or wrong only against the request's parameters (filters, windows, defaults, ordering, paging). */
  | 'depends on the request'
  /** The rule relates records or requests (a lookup and the list, a reference to another list, two fields' values). */
  | 'across records or requests'
  /** Which account's data an answer holds. */
  | 'across accounts'
  /** Whether the credentials are valid (signature, stamp, nonce, key): the document names the headers, not their rules (OPEN-POINTS #4). */
  | 'credentials'
  /**
   * The server must refuse a request the document already refuses: Prism reports the client's request,
   * and the server's 200 is a documented answer (a schema cannot tie a response to the request).
   */
  | 'a refusal of a request the document refuses'
  /**
   * The rule reads a number out of free text in whatever form a server writes it (100,000 / 100K /
   * 100 thousand): a pattern pins one form, which the spec does not fix, and would fail the others.
   */
  | 'a number read from free text'
  /** The body's bytes (a byte order mark, a byte that is not UTF-8, UTF-16): a document states the JSON value, not its encoding. */
  | 'the bytes of the body';

export const CAUGHT: Readonly<Record<string, ViolationClass>> = {
  'orders-canceled-listed': 'enum/const',
  'orders-scale-8-digits': 'scale',
  'orders-method-lowercase': 'enum/const',
  'orders-without-external-order-id': 'required field',
  'orders-created-at-with-offset': 'form',
  'orders-by-id-without-created-by': 'required field',
  'trades-buy-positive-amounts': 'record rule',
  'trades-scale-8-digits': 'scale',
  'trades-fee-type-lowercase': 'enum/const',
  'trades-without-external-order-id': 'required field',
  'trades-created-at-with-offset': 'form',
  'trades-side-of-other-party': 'record rule',
  'trades-page-size-cap-ignored': 'maxItems',
  'wallets-scale-8-digits': 'scale',
  'wallets-total-fund-number': 'type',
  'wallets-envelope': 'type',
  'withdrawals-memo-tag-missing': 'required field',
  'withdrawals-unknown-status': 'enum/const',
  'withdrawals-server-error-on-missing-date': 'status code',
  'deposits-with-fee-amount': 'forbidden field',
  'deposits-with-updated-at': 'forbidden field',
  'deposits-with-external-transaction-id': 'forbidden field',
  'deposits-with-created-by': 'forbidden field',
  'deposits-amount-number': 'type',
  'deposits-status-number': 'type',
  'withdrawals-envelope': 'type',
  'withdrawals-page-size-cap-ignored': 'maxItems',
  'deposits-envelope': 'type',
  'deposits-page-size-cap-ignored': 'maxItems',
  'broker-pairs-scale-8-digits': 'scale',
  'broker-pairs-decimal-numbers': 'type',
  'broker-pairs-keyed-by-symbol': 'type',
  'crypto-assets-scale-mismatch': 'scale',
  'crypto-assets-scale-past-1000': 'scale',
  'crypto-assets-numeric-ids': 'type',
  'network-families-without-networks': 'required field',
  'fee-levels-level-as-text': 'record rule',
  'fee-levels-level-8-missing': 'record rule',
  'fee-levels-wrong-taker': 'record rule',
  'fee-levels-bad-text': 'record rule',
  'fee-levels-top-band-closed': 'record rule',
  'fee-levels-not-served': 'status code',
  'crypto-assets-envelope': 'type',
  'fee-levels-status-203': 'status code',
  'not-found-as-empty-403': 'status code',
  'not-found-with-errors': 'forbidden field',
  'not-found-without-trace-id': 'required field',
  'not-found-wrong-type': 'form',
  'not-found-status-mismatch': 'enum/const',
  'problem-status-as-text': 'type',
  'validation-title-generic': 'form',
  'validation-errors-pascal-case-keys': 'enum/const',
  'orders-unknown-pair-500': 'status code',
  'server-error-on-bad-page': 'status code',
  'hostile-long-value-500': 'status code',
  'hostile-non-ascii-filter-500': 'status code',
  'hostile-quote-in-symbol-500': 'status code',
  'hostile-control-character-500': 'status code',
  'hostile-page-beyond-32-bits-500': 'status code',
  'hostile-negative-page-500': 'status code',
  'hostile-far-year-500': 'status code',
  'hostile-far-year-valid-500': 'status code',
  'order-lookup-canceled-scale-8': 'scale',
  'orders-unknown-parameter-unfiltered': 'enum/const',
  'hostile-repeated-parameter-500': 'status code',
  'hostile-unknown-parameter-500': 'status code',
  'hostile-malformed-id-500': 'status code',
  'orders-created-by-not-email': 'form',
  'withdrawals-created-by-not-email': 'form',
  'success-labelled-text-plain': 'media type',
  'lookup-malformed-id-400': 'status code',
  // The faults of issue 45 (every code proven), classified by TARC_PRISM_ONLY runs.
  'not-found-as-410': 'status code',
  'not-found-title-generic': 'enum/const',
  'problem-fields-null': 'type',
  'problem-body-in-array': 'type',
  'validation-status-mismatch': 'enum/const',
  'validation-wrong-type': 'form',
  'validation-errors-as-list': 'type',
  'validation-messages-as-text': 'type',
  'lists-page-one-over-page-size': 'maxItems',
  'page-size-out-of-range-500': 'status code',
  'missing-required-500': 'status code',
  'broker-pairs-symbol-answered-null': 'type',
  'wallets-fields-malformed': 'required field',
  'broker-pairs-fields-malformed': 'required field',
  'crypto-assets-fields-malformed': 'required field',
  'fee-levels-without-volume-range': 'required field',
  'network-families-name-number': 'type',
  'orders-price-number': 'type',
  'trades-price-number': 'type',
  'withdrawals-fields-malformed': 'type',
  'withdrawals-fee-amount-comma': 'scale',
  'deposits-fields-malformed': 'required field',
  'deposits-amount-comma': 'scale',
  'orders-envelope': 'type',
  'network-families-envelope': 'type',
  // The faults of the last codes issue 45 proved, classified by TARC_PRISM_ONLY runs.
  'lists-page-size-max-unbounded': 'maxItems',
  'trades-page-size-out-of-range-200': 'type',
};

export const NOT_EXPRESSIBLE: Readonly<Record<string, Reason>> = {
  'orders-page-size-51-accepted': 'a refusal of a request the document refuses',
  'orders-no-90-day-clamp': 'depends on the request',
  'orders-other-account-by-id': 'across accounts',
  'orders-other-account-in-list': 'across accounts',
  'orders-pair-symbol-ignored': 'depends on the request',
  'orders-type-filter-ignored': 'depends on the request',
  'orders-status-filter-first-only': 'depends on the request',
  'orders-status-filter-ignored': 'depends on the request',
  'orders-ordered-by-id-always': 'depends on the request',
  'orders-order-id-after-by-created-at': 'depends on the request',
  'orders-order-id-after-exclusive': 'depends on the request',
  'orders-both-missing-accepted': 'a refusal of a request the document refuses',
  'orders-pair-symbol-defaulted': 'a refusal of a request the document refuses',
  'orders-invalid-order-as-desc': 'a refusal of a request the document refuses',
  'orders-canceled-closed-by-id': 'across records or requests',
  'orders-page-off-by-one': 'depends on the request',
  'orders-page-default-2': 'depends on the request',
  'orders-page-size-default-20': 'depends on the request',
  'orders-order-id-after-page-size-default-ignored': 'depends on the request',
  'trades-created-at-page-size-default-ignored': 'depends on the request',
  'deposits-with-symbol-page-size-default-ignored': 'depends on the request',
  'trades-order-id-with-pair-other-orders': 'depends on the request',
  'orders-canceled-any-case-accepted': 'a refusal of a request the document refuses',
  'auth-empty-header-accepted': 'credentials',
  'body-utf8-bom': 'the bytes of the body',
  'body-latin1-byte': 'the bytes of the body',
  'body-latin1-byte-late': 'the bytes of the body',
  'body-utf16le': 'the bytes of the body',
  'orders-order-swapped': 'depends on the request',
  'orders-default-order-asc': 'depends on the request',
  'orders-created-at-before-exclusive': 'depends on the request',
  'orders-created-at-after-inclusive': 'depends on the request',
  'orders-default-window-unbounded': 'depends on the request',
  'orders-window-replaced-by-30-days': 'depends on the request',
  'trades-side-filter-ignored': 'depends on the request',
  'trades-first-pair-only': 'depends on the request',
  'trades-order-id-ignored': 'depends on the request',
  'trades-order-id-next-order': 'depends on the request',
  'trades-created-at-ignored': 'depends on the request',
  'trades-pair-symbol-optional': 'a refusal of a request the document refuses',
  'trades-dates-optional': 'a refusal of a request the document refuses',
  'trades-no-90-day-clamp': 'depends on the request',
  'trades-by-id-fee-type-swapped': 'across records or requests',
  'trades-page-off-by-one': 'depends on the request',
  'trades-page-default-2': 'depends on the request',
  'trades-page-size-default-20': 'depends on the request',
  'trades-order-swapped': 'depends on the request',
  'trades-default-order-asc': 'depends on the request',
  'trades-created-at-before-exclusive': 'depends on the request',
  'trades-created-at-after-inclusive': 'depends on the request',
  'trades-default-window-unbounded': 'depends on the request',
  'trades-window-replaced-by-30-days': 'depends on the request',
  'wallets-currency-symbol-filter-ignored': 'depends on the request',
  'withdrawals-updated-before-created': 'across records or requests',
  'withdrawals-external-transaction-id-filter-ignored': 'depends on the request',
  'withdrawals-created-at-after-ignored': 'depends on the request',
  'deposits-created-at-before-ignored': 'depends on the request',
  'deposits-data-for-missing-date': 'a refusal of a request the document refuses',
  'withdrawals-symbol-filter-ignored': 'depends on the request',
  'withdrawals-default-order-asc': 'depends on the request',
  'withdrawals-default-page-size-5': 'depends on the request',
  'withdrawals-page-ignored': 'depends on the request',
  'withdrawals-dangling-asset-id': 'across records or requests',
  'deposits-symbol-filter-ignored': 'depends on the request',
  'deposits-default-order-asc': 'depends on the request',
  'deposits-default-page-size-5': 'depends on the request',
  'deposits-page-ignored': 'depends on the request',
  'deposits-dangling-asset-id': 'across records or requests',
  'trades-dangling-order-id': 'across records or requests',
  'trades-unknown-pair-symbol': 'across records or requests',
  'near-empty-signature-unchecked': 'credentials',
  'auth-not-enforced': 'credentials',
  'auth-bad-signature-accepted': 'credentials',
  'auth-unknown-key-accepted': 'credentials',
  'auth-signature-echoed': 'credentials',
  'trades-other-account-by-id': 'across accounts',
  'trades-other-account-in-list': 'across accounts',
  'wallets-other-account-in-list': 'across accounts',
  'withdrawals-other-account-in-list': 'across accounts',
  'deposits-other-account-in-list': 'across accounts',
  'broker-pairs-symbol-filter-ignored': 'depends on the request',
  'broker-pairs-symbol-not-composed': 'across records or requests',
  'crypto-assets-dangling-network': 'across records or requests',
  'network-family-id-mismatch': 'across records or requests',
  'orders-canceled-status-accepted': 'a refusal of a request the document refuses',
  'query-repeated-parameter-last-wins': 'depends on the request',
  'query-names-case-insensitive': 'a refusal of a request the document refuses',
  'hostile-page-size-exponent-accepted': 'a refusal of a request the document refuses',
  'auth-signature-prefix-compared': 'credentials',
  'auth-signature-length-compared': 'credentials',
  'auth-signature-end-unchecked': 'credentials',
  'auth-signature-extra-characters-accepted': 'credentials',
  'auth-other-account-secret-accepted': 'credentials',
  'auth-missing-nonce-accepted': 'credentials',
  'auth-missing-stamp-accepted': 'credentials',
  'auth-skipped-on-trade-by-id': 'credentials',
  'auth-replayed-nonce-accepted': 'credentials',
  'auth-transfers-signature-unchecked': 'credentials',
  'auth-stale-stamp-accepted': 'credentials',
  'auth-decoded-route-raw-check': 'credentials',
  'auth-trailing-slash-unhooked': 'credentials',
  'auth-head-unauthenticated': 'credentials',
  'auth-method-override-before-auth': 'credentials',
  'auth-lenient-router-raw-check': 'credentials',
  'auth-duplicate-pck-last': 'across accounts',
  'auth-nonce-unsigned': 'credentials',
  'auth-stamp-unsigned': 'credentials',
  'auth-signature-any-account': 'credentials',
  'auth-stamp-any-form': 'credentials',
  'isolation-trades-by-order-id-any-account': 'across accounts',
  'isolation-withdrawals-by-reference-any-account-relabelled': 'across accounts',
  'isolation-deposits-by-symbol-any-account-relabelled': 'across accounts',
  'isolation-order-lookup-any-account-relabelled': 'across accounts',
  'isolation-trade-lookup-open-to-later-accounts': 'across accounts',
  'trades-by-order-id-default-ascending': 'depends on the request',
  'withdrawals-with-symbol-default-ascending': 'depends on the request',
  'orders-by-order-id-after-later-pages-reversed': 'depends on the request',
  'deposits-with-symbol-later-pages-skip-one': 'depends on the request',
  'trades-by-created-at-later-pages-repeat-first': 'depends on the request',
  'auth-skipped-past-page-1': 'credentials',
  'auth-skipped-by-order-id': 'credentials',
  'page-past-last-repeats-last': 'depends on the request',
  'orders-both-missing-message-names-one-key': 'depends on the request',
  'orders-pair-message-always-required': 'depends on the request',
  'filter-matching-nothing-ignored': 'depends on the request',
  'trades-side-only-with-created-at-before': 'depends on the request',
  'trades-side-ignored-with-order-id': 'depends on the request',
  'scale-8-digits-on-crypto-quoted-pairs': 'across records or requests',
  'fee-levels-bands-in-thousands': 'a number read from free text',
  'hostile-miscased-enum-500': 'a refusal of a request the document refuses',
  'orders-unknown-pair-symbol': 'across records or requests',
  'orders-invalid-values-ignored': 'a refusal of a request the document refuses',
  'orders-status-filter-refused': 'depends on the request',
  'lists-page-ignored': 'depends on the request',
  'transfers-order-by-inverted': 'depends on the request',
  'withdrawals-data-for-missing-date': 'a refusal of a request the document refuses',
  'lists-window-widened': 'depends on the request',
  'lists-window-shifted': 'depends on the request',
  'lists-order-desc-read-as-asc': 'depends on the request',
  'transfers-symbol-filter-narrows-window': 'depends on the request',
  'transfers-page-default-2': 'depends on the request',
  'trades-created-at-day-before': 'depends on the request',
  'unfiltered-lists-drop-a-value': 'depends on the request',
  'lookups-answer-404': 'across records or requests',
  'accounts-share-account-id': 'across accounts',
  'fee-levels-body-cut': 'the bytes of the body',
  'wallets-filtered-ids-differ': 'across records or requests',
  'fee-levels-lower-band-open': 'across records or requests',
  'orders-canceled-by-id-not-found': 'across records or requests',
  'transfers-page-size-capped-at-100': 'depends on the request',
  'transfers-order-by-asc-ignored': 'depends on the request',
  'orders-order-id-after-order-swapped': 'depends on the request',
  'trades-pair-symbol-ignored': 'depends on the request',
  'lists-wide-window-read-as-last-90-days': 'depends on the request',
  'lists-default-order-skips-newest': 'depends on the request',
  'trades-order-id-refused': 'depends on the request',
  'orders-no-parameter-empty-list': 'a refusal of a request the document refuses',
  'withdrawals-external-transaction-id-upper-cased': 'depends on the request',
};

/** The faults CI runs (the full table: `pnpm openapi-prism`): a few per class, and one per reason. */
export const CI_FAULTS: readonly string[] = [
  'orders-scale-8-digits',
  'crypto-assets-scale-mismatch', // scale
  'validation-errors-pascal-case-keys', // enum/const
  'not-found-without-trace-id', // required field
  'deposits-with-fee-amount', // forbidden field
  'wallets-envelope', // type
  'orders-created-at-with-offset', // form
  'trades-buy-positive-amounts',
  'fee-levels-wrong-taker', // record rule
  'withdrawals-page-size-cap-ignored', // maxItems
  'fee-levels-status-203',
  'withdrawals-server-error-on-missing-date', // status code
  'auth-not-enforced',
  'orders-type-filter-ignored',
  'orders-canceled-status-accepted', // not expressible
];

/** The closing comparison: per fault, what Prism reported with the export, and the runner's finding codes (the mutation table). */
export function comparisonTable(results: ReadonlyMap<string, CaseResult>, runnerCodes: (fault: string) => readonly string[]): string {
  const lines = ['| fault | Prism with the export | why not | tarc run (mutation table) |', '|---|---|---|---|'];
  const byClass = new Map<string, number>();
  const byReason = new Map<string, number>();
  for (const [fault, result] of results) {
    const caught = result.classes.length > 0;
    const primary = CAUGHT[fault];
    if (primary) byClass.set(primary, (byClass.get(primary) ?? 0) + (caught ? 1 : 0));
    else byReason.set(NOT_EXPRESSIBLE[fault] ?? '?', (byReason.get(NOT_EXPRESSIBLE[fault] ?? '?') ?? 0) + 1);
    const classes = [...new Set(result.serverViolations.map(classOf))].join(', ');
    lines.push(
      `| ${fault} | ${caught ? `caught: ${classes}` : 'not caught'} | ${primary ? '' : (NOT_EXPRESSIBLE[fault] ?? '?')} | ${runnerCodes(fault)
        .map((c) => `\`${c}\``)
        .join(' ')} |`,
    );
  }
  const caughtCount = [...results.values()].filter((r) => r.classes.length > 0).length;
  const withRunner = [...results.keys()].filter((f) => runnerCodes(f).length > 0).length;
  return [
    `Prism with the export: ${caughtCount} of ${results.size} faults; tarc run: ${withRunner} of ${results.size} (each with its finding codes, proved by packages/conformance/test/mutation*.test.ts).`,
    `Caught by class: ${[...byClass].map(([c, n]) => `${c} ${n}`).join(', ')}.`,
    `Not expressible: ${[...byReason].map(([r, n]) => `${r} ${n}`).join(', ')}.`,
    '',
    ...lines,
  ].join('\n');
}
