import type { Instant } from '@tarc/domain';
import type { DateTimeFormat } from '../types.js';

/** In the order preflight tries them: the service's own output form first. */
export const DATETIME_FORMATS: readonly DateTimeFormat[] = ['iso7', 'iso6', 'iso-z', 'iso-offset'];

/**
 * The DATETIME text sent on the wire. The spec: "DATETIME: a date-time. The accepted input format:
 * not shown." (OPEN-POINTS #2), so the default is the form the service writes itself ("ISO 8601
 * date-times without a zone offset, with 6 or 7 fractional-second digits"), UTC:
 * `iso7` 2024-01-02T03:04:05.1234567, `iso6` 2024-01-02T03:04:05.123456, `iso-z` 2024-01-02T03:04:05.1234567Z,
 * `iso-offset` 2024-01-02T03:04:05.1234567+00:00.
 */
export function dateTimeFormatter(format: DateTimeFormat = 'iso7'): (instant: Instant) => string {
  switch (format) {
    case 'iso7':
      return (instant) => instant;
    case 'iso6':
      return (instant) => instant.slice(0, 26);
    case 'iso-z':
      return (instant) => `${instant}Z`;
    case 'iso-offset':
      return (instant) => `${instant}+00:00`;
  }
}
