import { useId, useState } from 'react';
import {
  EMAIL_PATTERN, JOINING_LINK_PREFIX, ONLINE_MESSAGES, STREAMING_DETAILS_MAIL_MINUTES_BEFORE, TEXT_MESSAGES, VENUE_SUB_TYPE_LABELS,
  ZOOM_READ_ONLY_NOTE, canAddVodVideo, formatIstDateTime, joiningDetailsSchema, onlineRequirements, vodDeadline, type VenueSubType,
} from '@diy/domain';
import { Button } from '../Button';
import { TextField } from '../TextField';
import {
  StyledEmailRow, StyledEmails, StyledFooter, StyledNote, StyledRoot, StyledSection, StyledSectionTitle, StyledRemove, StyledWarning,
} from './OnlineEventDetails.styles';

export interface OnlineJoiningDetails {
  link: string;
  password: string;
}

export interface OnlineEventDetailsProps {
  venueSubType: VenueSubType;
  /** Live streaming: where the streaming details go. */
  emailIds: readonly string[];
  onEmailIdsChange: (emailIds: string[]) => void;
  /** External meetings: link (https prefix by default) and password. */
  joiningDetails: OnlineJoiningDetails;
  onJoiningDetailsChange: (details: OnlineJoiningDetails) => void;
  /** Video on demand: the video's https link. */
  videoUrl: string;
  onVideoUrlChange: (url: string) => void;
  /** The first active show (ISO): the video closes 24 hours before it. */
  firstShowTime?: string | null;
  now?: Date;
  /** Active Zoom events with more than one session: read-only with the support note. */
  zoomReadOnly?: boolean;
  readOnly?: boolean;
  onSave: () => void;
  saving?: boolean;
  /** A server refusal shown above the Save button. */
  serverError?: string | null;
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The details an online event needs by its subtype: an e-mail list, a meeting link and password, or the video. */
export function OnlineEventDetails({
  venueSubType, emailIds, onEmailIdsChange, joiningDetails, onJoiningDetailsChange, videoUrl, onVideoUrlChange,
  firstShowTime = null, now = new Date(), zoomReadOnly = false, readOnly = false, onSave, saving = false, serverError,
}: OnlineEventDetailsProps) {
  const id = useId();
  const needs = onlineRequirements(venueSubType);
  const [touched, setTouched] = useState<Set<number>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const locked = readOnly || (zoomReadOnly && venueSubType === 'zoom');
  const emails = emailIds.length > 0 ? emailIds : [''];
  const emailError = (value: string, i: number) =>
    (submitted || touched.has(i)) && !isValidEmail(value) ? TEXT_MESSAGES.invalidEmail : undefined;
  const joining = joiningDetailsSchema.safeParse(joiningDetails);
  const joiningErrors = submitted && !joining.success
    ? Object.fromEntries(joining.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
    : {};
  const vodOpen = firstShowTime ? canAddVodVideo(firstShowTime, now) : false;
  const videoValid = /^https:\/\/[^\s/]+\.[^\s]+$/i.test(videoUrl.trim());

  const save = () => {
    setSubmitted(true);
    const ok =
      (!needs.emailIds || emails.every(isValidEmail)) &&
      (!needs.joiningDetails || joining.success) &&
      (!needs.video || (vodOpen && videoValid));
    if (ok) onSave();
  };

  return (
    <StyledRoot aria-labelledby={`${id}-title`}>
      <StyledSectionTitle id={`${id}-title`}>{VENUE_SUB_TYPE_LABELS[venueSubType]}</StyledSectionTitle>
      {zoomReadOnly && venueSubType === 'zoom' ? <StyledNote role="note">{ZOOM_READ_ONLY_NOTE}</StyledNote> : null}
      {needs.emailIds ? (
        <StyledSection aria-labelledby={`${id}-emails`}>
          <StyledSectionTitle as="h4" id={`${id}-emails`}>E-mail ids for the streaming details</StyledSectionTitle>
          <StyledNote>
            The streaming details are mailed to these addresses {STREAMING_DETAILS_MAIL_MINUTES_BEFORE} minutes before each show.
          </StyledNote>
          <StyledEmails>
            {emails.map((email, i) => (
              <StyledEmailRow key={i}>
                <TextField
                  label={`E-mail id ${i + 1}`}
                  type="email"
                  value={email}
                  disabled={locked}
                  autoComplete="email"
                  error={emailError(email, i)}
                  onBlur={() => setTouched((t) => new Set(t).add(i))}
                  onChange={(e) => onEmailIdsChange(emails.map((x, j) => (j === i ? e.target.value : x)))}
                />
                {!locked && emails.length > 1 ? (
                  <StyledRemove type="button" aria-label={`Remove e-mail id ${i + 1}`} onClick={() => onEmailIdsChange(emails.filter((_, j) => j !== i))}>
                    <span aria-hidden="true">×</span>
                  </StyledRemove>
                ) : null}
              </StyledEmailRow>
            ))}
          </StyledEmails>
          {!locked && emails.length < 20 ? (
            <Button variant="ghost" size="sm" onClick={() => onEmailIdsChange([...emails, ''])}>+ Add e-mail id</Button>
          ) : null}
        </StyledSection>
      ) : null}
      {needs.joiningDetails ? (
        <StyledSection aria-labelledby={`${id}-joining`}>
          <StyledSectionTitle as="h4" id={`${id}-joining`}>Meeting details</StyledSectionTitle>
          <TextField
            label="Meeting link"
            type="url"
            value={joiningDetails.link === '' && !locked ? JOINING_LINK_PREFIX : joiningDetails.link}
            disabled={locked}
            error={joiningErrors.link}
            onChange={(e) => onJoiningDetailsChange({ ...joiningDetails, link: e.target.value === JOINING_LINK_PREFIX ? '' : e.target.value })}
          />
          <TextField
            label="Meeting password"
            type="password"
            value={joiningDetails.password}
            disabled={locked}
            autoComplete="off"
            error={joiningErrors.password}
            onChange={(e) => onJoiningDetailsChange({ ...joiningDetails, password: e.target.value })}
          />
        </StyledSection>
      ) : null}
      {needs.video ? (
        <StyledSection aria-labelledby={`${id}-video`}>
          <StyledSectionTitle as="h4" id={`${id}-video`}>Video</StyledSectionTitle>
          {!firstShowTime ? <StyledWarning role="status">{ONLINE_MESSAGES.vodNoShow}</StyledWarning> : null}
          {firstShowTime && !vodOpen ? <StyledWarning role="alert">{ONLINE_MESSAGES.vodClosed}</StyledWarning> : null}
          <TextField
            label="Video link (https)"
            type="url"
            value={videoUrl}
            placeholder="https://"
            disabled={locked || !vodOpen}
            error={submitted && vodOpen && !videoValid ? ONLINE_MESSAGES.vodUrlInvalid : undefined}
            hint={firstShowTime && vodOpen ? `Add the video by ${formatIstDateTime(vodDeadline(firstShowTime))}` : undefined}
            onChange={(e) => onVideoUrlChange(e.target.value)}
          />
        </StyledSection>
      ) : null}
      {!locked ? (
        <StyledFooter>
          {serverError ? <StyledWarning role="alert">{serverError}</StyledWarning> : null}
          <Button onClick={save} loading={saving} disabled={needs.video && !vodOpen}>Save</Button>
        </StyledFooter>
      ) : null}
    </StyledRoot>
  );
}
