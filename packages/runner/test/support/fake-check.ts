// A check for CLI tests: one signed GET, then the status asked for (a failure with a finding per code).
import type { Check } from '@tarc/conformance';

export function fakeCheck(id: string, requirements: string[], status: 'passed' | 'failed' | 'not-evaluated', codes: string[] = ['wrong']): Check<string> {
  return {
    id,
    title: id,
    section: 'Reference data',
    requirements,
    codes: Object.fromEntries(codes.map((code) => [code, `the rule is broken (${code})`])),
    run: async (ctx) => {
      const ex = await ctx.http.get('/v1/account-wallets');
      if (status === 'not-evaluated') return { status, reason: 'no-data', message: `${id} saw no data` };
      const findings = status === 'failed' ? codes.map((code) => ({ code, message: `${id} is ${code}` })) : [];
      return { status, message: status === 'failed' ? `${id} is ${codes[0]}` : undefined, findings, evidence: [ex.evidence()] } as never;
    },
  };
}
