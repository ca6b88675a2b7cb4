// Walking the pages of a list endpoint and checking them against the model.
import { validateResource, type ResourceKind } from '@tarc/domain';
import { expect } from 'vitest';
import { get, qs } from './client.js';
import type { Sorted } from './query-oracle.js';
import type { DemoAccount } from '../../src/types.js';

type Query = Record<string, string | number | readonly string[] | undefined>;

export interface Walk {
  pages: Record<string, unknown>[][];
  /** A page shorter than pageSize was seen: the walk covered the whole result. */
  complete: boolean;
}

export async function walkPages(base: string, path: string, query: Query, pageSize: number, account: DemoAccount, maxPages: number): Promise<Walk> {
  const pages: Record<string, unknown>[][] = [];
  for (let page = 1; page <= Math.max(maxPages, 1); page++) {
    // maxPages 0: one request without page and pageSize (the default page size applies).
    const paging = maxPages === 0 ? {} : { page, pageSize };
    const reply = await get(base, `${path}${qs({ ...query, ...paging })}`, { account });
    expect(reply.status, reply.text.slice(0, 300)).toBe(200);
    const records = reply.json as Record<string, unknown>[];
    expect(Array.isArray(records)).toBe(true);
    pages.push(records);
    if (records.length < pageSize) return { pages, complete: true };
    if (maxPages === 0) break;
  }
  return { pages, complete: false };
}

/**
 * Pages are at most pageSize long, disjoint, ordered as asked (non-strictly: ties may come in any
 * order), and together are the model's result (its prefix when the walk stopped early). Every record
 * holds the oracle's fields as the oracle writes them, and validates against the domain's schema and
 * record rules.
 */
export function expectWalkMatches<T extends { id: string }>(
  walk: Walk,
  pageSize: number,
  model: Sorted<T>,
  kind: ResourceKind,
  mode: 'strict' | 'lenient' = 'strict',
): void {
  const flat = walk.pages.flat() as unknown as T[];
  walk.pages.forEach((page, i) => {
    expect(page.length).toBeLessThanOrEqual(pageSize);
    if (i < walk.pages.length - 1) expect(page.length).toBe(pageSize);
  });
  const ids = flat.map((record) => record.id);
  expect(new Set(ids).size, 'pages are disjoint').toBe(ids.length);
  const keys = flat.map(model.key);
  for (let i = 1; i < keys.length; i++) {
    expect(model.compare(keys[i - 1]!, keys[i]!), `ordered at ${i}: ${keys[i - 1]} then ${keys[i]}`).toBeLessThanOrEqual(0);
  }
  expect(keys).toEqual(model.records.map(model.key).slice(0, keys.length));
  const modelRecords = new Map(model.records.map((record) => [record.id, record]));
  for (const id of ids) expect(modelRecords.has(id), `record ${id} belongs to the result`).toBe(true);
  if (walk.complete) expect(ids.length).toBe(model.records.length);
  for (const record of flat) {
    expect(record, `record ${record.id} as the oracle writes it`).toMatchObject(modelRecords.get(record.id)!);
    const validation = validateResource(kind, record, { mode });
    expect(validation.findings).toEqual([]);
  }
}
