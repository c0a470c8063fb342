// Online events: joining details, live-streaming and video-on-demand (split from schedule-api.ts).
import * as z from 'zod';
import { STREAMING_DETAILS_MAIL_MINUTES_BEFORE, VOD_UPLOAD_HOURS_BEFORE } from './constants';
import { VENUE_SUB_TYPES, JOINING_LINK_PREFIX, type VenueSubType } from './event-states';
import { STOP_WHEN_TOO_LONG } from './text-bounds';
import { emailIdsSchema } from './text-rules';

// ---------------------------------------------------------------------------------------------------------------
// Online events

export const ONLINE_MESSAGES = {
  linkRequired: 'Please enter the meeting link',
  linkInvalid: 'Please enter a valid meeting link',
  passwordRequired: 'Please enter the meeting password',
  vodClosed: `The video can be added only up to ${VOD_UPLOAD_HOURS_BEFORE} hours before the show time`,
  vodNoShow: 'Please add a show time before adding the video',
  vodUrlInvalid: 'Please enter a valid https link to the video',
  notVod: 'This event is not a video on demand event',
  notOnline: 'This event has no online venue',
  vodSaved: 'Video added',
  onlineSaved: 'Online details saved',
} as const;

/** The joining link gets the https prefix by default: 'zoom.us/j/123' -> 'https://zoom.us/j/123'. */
export function withLinkPrefix(link: string): string {
  const value = link.trim();
  if (value === '') return value;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `${JOINING_LINK_PREFIX}${value}`;
}

function isHttpUrl(value: string, httpsOnly: boolean): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:')) && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An external meeting's link (https prefix added when missing) and password. */
export const joiningDetailsSchema = z.object({
  link: z
    .string({ error: ONLINE_MESSAGES.linkRequired })
    .trim()
    .min(1, ONLINE_MESSAGES.linkRequired)
    .max(500, ONLINE_MESSAGES.linkInvalid)
    .transform(withLinkPrefix)
    .refine((v) => isHttpUrl(v, false), ONLINE_MESSAGES.linkInvalid),
  password: z.string({ error: ONLINE_MESSAGES.passwordRequired }).trim().min(1, ONLINE_MESSAGES.passwordRequired).max(64),
});
export type JoiningDetails = z.infer<typeof joiningDetailsSchema>;

/**
 * PUT /manage/event/{draftId}/online: the organiser e-mail list (live streaming; every address must be valid:
 * 'Please enter valid email id') and the joining details (external meetings: link and password). Only the members
 * the event's venue subtype uses are required; the others are ignored.
 */
export const onlineDetailsBodySchema = z.object({
  eventCode: z.string().trim().max(20).optional(),
  emailIds: emailIdsSchema.max(20).optional(),
  joiningDetails: joiningDetailsSchema.optional(),
});
export type OnlineDetailsBody = z.input<typeof onlineDetailsBodySchema>;

export const onlineDetailsAnswerSchema = z.object({
  venueSubType: z.enum(VENUE_SUB_TYPES),
  emailIds: z.array(z.string()),
  joiningDetails: z.object({ link: z.string(), password: z.string() }).nullable(),
  /** Live streaming: where the organiser streams to and where buyers watch (mailed 15 minutes before each show). */
  streaming: z.object({ ingestUrl: z.string(), streamKey: z.string(), watchUrl: z.string() }).nullable(),
  vod: z.object({ videoUrl: z.string(), addedAt: z.string() }).nullable(),
  /** The last moment the VOD video may be added (first active show minus 24 hours), or null. */
  vodDeadline: z.string().nullable(),
  message: z.string(),
});
export type OnlineDetailsAnswer = z.infer<typeof onlineDetailsAnswerSchema>;

/** Which online details a subtype needs. */
export function onlineRequirements(subType: VenueSubType): { emailIds: boolean; joiningDetails: boolean; video: boolean } {
  return {
    emailIds: subType === 'liveStreaming',
    joiningDetails: subType === 'externalLiveStreaming' || subType === 'zoom' || subType === 'externalPaid',
    video: subType === 'vod',
  };
}

/**
 * POST /manage/event/{draftId}/vod {videoUrl}: the video of a video on demand event, as an https link (to the
 * organiser's hosting or an object-storage upload). Accepted up to 24 hours before the first active show time.
 */
export const vodBodySchema = z.object({
  eventCode: z.string().trim().max(20).optional(),
  videoUrl: z
    .string({ error: ONLINE_MESSAGES.vodUrlInvalid })
    .trim()
    .max(1000, { ...STOP_WHEN_TOO_LONG, error: ONLINE_MESSAGES.vodUrlInvalid })
    .refine((v) => isHttpUrl(v, true), ONLINE_MESSAGES.vodUrlInvalid),
});
export const vodAnswerSchema = z.object({ videoUrl: z.string(), addedAt: z.string(), deadline: z.string(), message: z.string() });

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** When the live-streaming details are mailed: 15 minutes before the show. */
export function streamingMailAt(showTime: string | Date): Date {
  return new Date(new Date(showTime).getTime() - STREAMING_DETAILS_MAIL_MINUTES_BEFORE * MINUTE_MS);
}

/** The last moment a VOD video may be added for a show: 24 hours before it. */
export function vodDeadline(showTime: string | Date): Date {
  return new Date(new Date(showTime).getTime() - VOD_UPLOAD_HOURS_BEFORE * HOUR_MS);
}

/** A VOD video is accepted until (inclusive) 24 hours before the show. */
export function canAddVodVideo(showTime: string | Date, now: Date): boolean {
  return now.getTime() <= vodDeadline(showTime).getTime();
}

/** Active Zoom events with more than one session are read-only (note: ZOOM_READ_ONLY_NOTE). */
export function isZoomScheduleReadOnly(input: { status: string; venueSubType: string | null | undefined; sessionCount: number }): boolean {
  return input.status === 'active' && input.venueSubType === 'zoom' && input.sessionCount > 1;
}
