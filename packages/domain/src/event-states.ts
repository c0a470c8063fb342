/** Seed 000 sections 3 and 4: venue subtypes, report statuses, offer status rules. */
export const VENUE_SUB_TYPES = ['liveStreaming', 'vod', 'externalLiveStreaming', 'zoom', 'externalPaid'] as const;
export type VenueSubType = (typeof VENUE_SUB_TYPES)[number];
/** Labels: the spec names 'Live Streaming' and 'Video on Demand'; the others are the product's. */
export const VENUE_SUB_TYPE_LABELS: Record<VenueSubType, string> = {
  liveStreaming: 'Live Streaming',
  vod: 'Video on Demand',
  externalLiveStreaming: 'External Live Streaming',
  zoom: 'Zoom Meeting',
  externalPaid: 'External Paid Meeting',
};
/** External meetings need a link and a password. */
export const VENUE_SUB_TYPES_NEEDING_LINK: readonly VenueSubType[] = ['externalLiveStreaming', 'zoom', 'externalPaid'];
/** The default joining link begins with this prefix. */
export const JOINING_LINK_PREFIX = 'https://';

export const REPORT_STATUSES = ['IDLE', 'IN_PROGRESS', 'SUCCESS', 'ERROR', 'SERVER_ISSUE'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_KINDS = ['eventLevel', 'sessionLevel', 'bookingIdSearch'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * The status after a report call answered. A body carrying status 500 maps to SERVER_ISSUE even when the HTTP call
 * succeeded; a transport failure is ERROR; anything else is SUCCESS.
 */
export function reportStatusFromResponse(body: unknown, transportOk = true): ReportStatus {
  if (body !== null && typeof body === 'object' && 'status' in body) {
    const status = (body as { status: unknown }).status;
    if (status === 500 || status === '500') return 'SERVER_ISSUE';
  }
  return transportOk ? 'SUCCESS' : 'ERROR';
}

export function isReportLoading(status: ReportStatus): boolean {
  return status === 'IN_PROGRESS';
}

/** Offer status flag: true on create and activate, false on deactivate; a current status ARCHIVED means activate. */
export function offerStatusFlag(action: 'create' | 'activate' | 'deactivate'): boolean {
  return action !== 'deactivate';
}
export function toggleOfferAction(currentStatus: string): 'activate' | 'deactivate' {
  return currentStatus.toUpperCase() === 'ARCHIVED' ? 'activate' : 'deactivate';
}

/** Event edit is read-only for notification type 'review' (seed 000 section 4). */
export function isEventReadOnly(notificationType: string | null | undefined): boolean {
  return notificationType === 'review';
}

/**
 * Venue and schedule editing is disabled for notification type 'review', or when the venue type is not onGround
 * and the event is not an unsaved draft.
 */
export function isScheduleEditDisabled(input: { notificationType?: string | null; venueType: string; isUnsavedDraft: boolean }): boolean {
  if (isEventReadOnly(input.notificationType)) return true;
  return input.venueType !== 'onGround' && !input.isUnsavedDraft;
}
