// "createdBy … (an e-mail form, <EMAIL>)": the form the run's check and the single-exchange rule both read.

/** An e-mail form: a local part, `@`, a domain; no space, one `@`. Deliberately loose (RFC 5322 allows more). */
const EMAIL_FORM = /^[^\s@]+@[^\s@]+$/;

/** Whether a createdBy value is in an e-mail form . */
export const isEmailForm = (value: unknown): boolean => typeof value === 'string' && EMAIL_FORM.test(value);
