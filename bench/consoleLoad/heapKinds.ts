/**
 * What a heap snapshot holds, by kind: the page's own objects (what its code
 * allocated and still reaches), V8's compiled code, and the browser's native
 * objects (performance entries, network records of the DevTools session…).
 * A heap that grows only in compiled code is the engine warming up, not the
 * page leaking.
 */
import type { CDPSession } from '@playwright/test';

export interface HeapKinds {
  /** Objects, closures, arrays, strings, numbers… that the page's scripts made. */
  objects: number;
  /** Compiled code and its metadata (V8 optimises hot functions as switches repeat). */
  code: number;
  /** Browser objects the heap holds on the page's behalf. */
  native: number;
}

const CODE = new Set(['code']);
const NATIVE = new Set(['native', 'synthetic']);

/** Takes a heap snapshot (after the caller's GC) and sums its nodes' own sizes by kind. */
export async function heapKinds(cdp: CDPSession): Promise<HeapKinds> {
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const [typeAt, sizeAt, width] = [fields.indexOf('type'), fields.indexOf('self_size'), fields.length];
  const kinds: HeapKinds = { objects: 0, code: 0, native: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = typeNames[snapshot.nodes[i + typeAt]!] ?? '';
    const size = snapshot.nodes[i + sizeAt]!;
    if (CODE.has(type)) kinds.code += size;
    else if (NATIVE.has(type)) kinds.native += size;
    else kinds.objects += size;
  }
  return kinds;
}
