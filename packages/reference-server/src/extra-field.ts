/** An unlisted field (OPEN-POINTS #13), added under the `extraFields` profile. */
export const EXTRA_FIELD = 'revision';
