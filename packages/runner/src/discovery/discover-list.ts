import { TransportError } from '@tarc/conformance';
import type { HttpClient, Query, RequestOptions } from '@tarc/conformance';

export type ListResult<T> = { ok: true; items: T[] } | { ok: false; reason: string; transport?: TransportError };

/** Discovery's read of a list: anything but a 200 with a JSON array is a reason, never an exception
 * (the checks' `fetchList` of @tarc/conformance turns the same into a failed outcome instead). */
export async function discoverList<T>(http: HttpClient, path: string, query?: Query, options?: RequestOptions): Promise<ListResult<T>> {
  try {
    const ex = await http.get(path, query, options);
    if (ex.status !== 200) return { ok: false, reason: `HTTP ${ex.status}` };
    if (!Array.isArray(ex.json)) return { ok: false, reason: ex.jsonError ?? 'the body is not a JSON array' };
    // Discovery keeps only objects; the checks judge their shape.
    return { ok: true, items: (ex.json as unknown[]).filter((v) => v !== null && typeof v === 'object') as T[] };
  } catch (error) {
    if (error instanceof TransportError) return { ok: false, reason: error.evidence.error ?? error.message, transport: error };
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
