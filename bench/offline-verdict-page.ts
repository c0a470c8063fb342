/**
 * The browser side of offline-verdict.ts: the scanner's own offline engine (apps/scanner/src/offline), bundled by Vite
 * into one script the bench loads in Chromium.
 */
import type { OfflineTicket } from '@diy/domain';
import { barcodeHash, importHashKey } from '../apps/scanner/src/offline/barcode-hash';
import { openOfflineDb, toRecord } from '../apps/scanner/src/offline/offline-db';
import { OfflineEngine } from '../apps/scanner/src/offline/offline-engine';

const SESSION = { sessionId: '00000000-0000-4000-8000-000000000001', eventCode: 'ET00000001' };
const KEY = 'bench-session-key-0123456789abcdef';

declare global {
  interface Window {
    benchSeed: (barcodes: string[]) => Promise<number>;
    benchVerdicts: (barcodes: string[]) => Promise<number[]>;
  }
}

window.benchSeed = async (barcodes) => {
  const key = await importHashKey(btoa(KEY).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  const db = await openOfflineDb();
  for (let i = 0; i < barcodes.length; i += 10_000) {
    const chunk = barcodes.slice(i, i + 10_000);
    const hashes = await Promise.all(chunk.map((b) => barcodeHash(key, b)));
    const tx = db.transaction('tickets', 'readwrite');
    hashes.forEach((h, j) => {
      const ticket: OfflineTicket = { h, t: 'Gold', b: `DIY${String(i + j).padStart(10, '0')}`, s: 'unused', at: null, d: null };
      void tx.store.put(toRecord(SESSION.sessionId, ticket));
    });
    await tx.done;
  }
  await db.put('meta', {
    sessionId: SESSION.sessionId,
    key: btoa(KEY).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    cursor: `2026-01-01T00:00:00.000000Z~${SESSION.sessionId}`,
    lastSync: new Date().toISOString(),
    conflictCount: 0,
    conflicts: [],
  });
  const n = await db.count('tickets');
  db.close();
  return n;
};

/** One verdict per barcode through the engine (hash, look-up, verdict, and for an admission the write and queue). */
window.benchVerdicts = async (barcodes) => {
  const engine = await OfflineEngine.open(SESSION, { deviceId: 'bench-device', onStatus: () => undefined });
  const times: number[] = [];
  for (const b of barcodes) {
    const start = performance.now();
    await engine.scan(b, 'entry', { idempotencyKey: crypto.randomUUID(), gate: 'Bench', latitude: 'na', longitude: 'na', accuracy: 'na' });
    times.push(performance.now() - start);
  }
  engine.close();
  return times;
};
