// `x-tarc-requirements`: each requirement of the catalogue, with its level and the spec sentence it
// quotes, on the part of the document it is about: an operation, a resource schema, or the document.
import { requirements, type Requirement } from '@tarc/conformance';

export const REQUIREMENTS_EXTENSION = 'x-tarc-requirements';

export interface RequirementEntry {
  id: string;
  level: Requirement['level'];
  section: string;
  quote: string;
  openPoint?: number;
  testable?: false;
}

const entry = (r: Requirement): RequirementEntry => ({
  id: r.id,
  level: r.level,
  section: r.section,
  quote: r.quote,
  ...(r.openPoint !== undefined ? { openPoint: r.openPoint } : {}),
  ...(r.testable === false ? { testable: false as const } : {}),
});

/** Requirements of the "Limits" and "Errors" sections that belong to one operation, by id prefix. */
const OPERATION_PREFIXES: readonly [prefix: string, path: string][] = [
  ['ORD-LIMIT-', '/v1/orders'],
  ['ERR-ORD-', '/v1/orders'],
  ['ORD-LIST-', '/v1/orders'],
  ['TRD-LIMIT-', '/v1/trades'],
  ['WDR-', '/v1/crypto-withdrawals'],
  ['DEP-', '/v1/crypto-deposits'],
];

type Place = { operation: string } | { schema: string } | { document: true };

/**
 * Where a requirement goes: its section names an endpoint (`Endpoints > GET /v1/orders`) or a resource
 * (`Resources and their fields > Order`, matched on the schema title), else an id prefix ties it to
 * one operation, else it is about the whole service.
 */
function placeOf(r: Requirement, schemaByTitle: ReadonlyMap<string, string>): Place {
  const endpoint = /^Endpoints > GET (\/v1\/\S+)$/.exec(r.section);
  if (endpoint) return { operation: endpoint[1]! };
  const resource = /^Resources and their fields > (.+)$/.exec(r.section);
  if (resource && schemaByTitle.has(resource[1]!)) return { schema: schemaByTitle.get(resource[1]!)! };
  const prefixed = OPERATION_PREFIXES.find(([prefix]) => r.id.startsWith(prefix));
  if (prefixed) return { operation: prefixed[1] };
  return { document: true };
}

/** The catalogue grouped by place: every requirement exactly once. */
export function requirementsByPlace(schemaByTitle: ReadonlyMap<string, string>): {
  operations: Map<string, RequirementEntry[]>;
  schemas: Map<string, RequirementEntry[]>;
  document: RequirementEntry[];
} {
  const operations = new Map<string, RequirementEntry[]>();
  const schemas = new Map<string, RequirementEntry[]>();
  const document: RequirementEntry[] = [];
  const push = (map: Map<string, RequirementEntry[]>, key: string, e: RequirementEntry) => map.set(key, [...(map.get(key) ?? []), e]);
  for (const r of requirements) {
    const place = placeOf(r, schemaByTitle);
    if ('operation' in place) push(operations, place.operation, entry(r));
    else if ('schema' in place) push(schemas, place.schema, entry(r));
    else document.push(entry(r));
  }
  return { operations, schemas, document };
}
