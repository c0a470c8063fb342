import { offlineVerdict, type OfflineTicket } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { offlineVerdictView } from './offline-verdict-view';

const ticket = (t: Partial<OfflineTicket> = {}): OfflineTicket => ({ h: 'a'.repeat(32), t: 'Gold', b: 'DIYABCDEFGHJK', s: 'unused', at: null, d: null, ...t });

describe('the offline verdict on the scan desk', () => {
  it('admits an unused ticket, green and marked offline', () => {
    const v = offlineVerdictView(offlineVerdict(ticket(), 'entry', 'me'), 'Gold');
    expect(v).toEqual({ tone: 'success', title: 'Admitted (offline)', detail: 'Gold · Decided offline · will sync', note: null, code: null });
  });

  it('says where a ticket was scanned before: this device, or another as of the last sync', () => {
    expect(offlineVerdictView(offlineVerdict(ticket({ s: 'entered', d: 'me' }), 'entry', 'me'))).toMatchObject({
      tone: 'failure',
      title: 'Oops! Ticket already scanned. Already scanned on this device',
      code: 'ERR_SCAN_ALREADY_SCANNED',
    });
    expect(offlineVerdictView(offlineVerdict(ticket({ s: 'entered', d: 'other' }), 'entry', 'me')).title).toContain('on another device (as of the last sync)');
  });

  it('refuses another session\'s ticket and an unknown one', () => {
    expect(offlineVerdictView(offlineVerdict({ h: 'b'.repeat(32), o: true }, 'entry', 'me'))).toMatchObject({ title: 'This ticket is for another session.', code: 'ERR_SCAN_INVALID_TICKET' });
    expect(offlineVerdictView(offlineVerdict(undefined, 'entry', 'me'))).toMatchObject({ title: 'No ticket found.', code: 'ERR_SCAN_NO_TICKET_FOUND' });
  });

  it('follows the state machine for exits and cancelled tickets', () => {
    expect(offlineVerdict(ticket({ s: 'entered' }), 'exit', 'me')).toMatchObject({ kind: 'exit', ok: true, next: 'exited' });
    expect(offlineVerdict(ticket({ s: 'exited' }), 'entry', 'me')).toMatchObject({ kind: 'admit', next: 'entered' });
    expect(offlineVerdict(ticket(), 'exit', 'me')).toMatchObject({ kind: 'refused', message: 'Please scan for entry first' });
    expect(offlineVerdict(ticket({ s: 'exited' }), 'exit', 'me')).toMatchObject({ kind: 'refused', message: 'Ticket already scanned out.' });
    expect(offlineVerdict(ticket({ s: 'cancelled' }), 'entry', 'me')).toMatchObject({ kind: 'refused', message: 'This ticket has been cancelled.' });
  });
});
