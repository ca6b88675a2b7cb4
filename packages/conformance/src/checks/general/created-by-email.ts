import { isEmailForm } from '#support/email-form.js';
import type { Check } from '#types';
import { fieldsOutcome, judgeFields, recordSources } from './_support/record-sources.js';

const CODES = {
  'not-email-form': 'the createdBy of an order or withdrawal is not in an e-mail form',
} as const;

/** "createdBy … (an e-mail form, <EMAIL>)" (orders) and "(<EMAIL>)" (withdrawals), on every record read. */
export const createdByEmail = {
  id: 'general.created-by-email',
  title: 'createdBy of every order and withdrawal read is in an e-mail form',
  requirements: ['ORD-CREATED-BY-EMAIL', 'WDR-CREATED-BY-EMAIL'],
  codes: CODES,
  codeRequirements: { 'not-email-form': ['ORD-CREATED-BY-EMAIL', 'WDR-CREATED-BY-EMAIL'] },
  needs: { credentials: true, orders: 1 },
  section: 'Resources and their fields',
  async run(ctx) {
    const { sources, notes } = await recordSources(ctx);
    const relevant = sources.filter((s) => s.kind === 'order' || s.kind === 'cryptoWithdrawal');
    const result = judgeFields(
      relevant,
      () => ['createdBy'],
      (value) => (isEmailForm(value) ? undefined : `is ${JSON.stringify(value)}, not in an e-mail form`),
    );
    return fieldsOutcome(result, 'not-email-form', 'an e-mail form (local part, @, domain)', notes);
  },
} as const satisfies Check;
