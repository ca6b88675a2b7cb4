// The meaning of a validation message, judged by the names and the verb it uses (Errors rules 2
// and 3), never by its exact text: "OrderIdAfter or CreatedAtBefore is required." and "Either
// orderIdAfter or createdAtBefore must be provided" say the same thing.

const squashed = (message: string) => message.toLowerCase().replace(/[\s_-]+/g, '');

/** The message names the parameter, in any case and spacing (`OrderIdAfter`, `order_id_after`). */
export const names = (message: string, parameter: string): boolean => squashed(message).includes(parameter.toLowerCase());

const REQUIRED =
  /requir|mandatory|missing|must be (?:set|sent|provided|given|specified|present|supplied|included)|(?:is|are) needed|must (?:set|send|provide|give|specify|include)|not (?:set|provided|specified|given|present|supplied)/i;
const EXISTS =
  /exist|unknown|not found|no such|not (?:a )?(?:valid|known|existing|recogni[sz]ed|supported)|invalid|does not match|doesn't match|unrecogni[sz]ed/i;

/** Says the parameter must be sent. */
export const saysRequired = (message: string): boolean => REQUIRED.test(message);
/** Says the value names nothing that exists. */
export const saysMustExist = (message: string): boolean => EXISTS.test(message);

/** The string messages on `errors[key]` of a problem body (none when absent). */
export function messagesOn(body: unknown, key: string): string[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return [];
  const list = (errors as Record<string, unknown>)[key];
  return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];
}
