import { REASONS_TO_ATTEND_SLOTS, filledReasons, type EventDraft } from '@diy/domain';
import { normaliseHtml } from '../../shared/rich-text';

export interface AboutForm {
  synopsis: string;
  /** Always three slots. */
  reasons: string[];
}

export function aboutFromDraft(draft: Pick<EventDraft, 'synopsis' | 'reasonsToAttend'>): AboutForm {
  const reasons = [...draft.reasonsToAttend];
  while (reasons.length < REASONS_TO_ATTEND_SLOTS) reasons.push('');
  return { synopsis: draft.synopsis, reasons: reasons.slice(0, REASONS_TO_ATTEND_SLOTS) };
}

/** What counts as a change: the text a reader sees, and the filled reasons. */
export function comparableAbout(form: AboutForm): unknown {
  return { synopsis: normaliseHtml(form.synopsis), reasons: filledReasons(form.reasons) };
}
