import { addLanguage, durationError, type AdditionalInfoInput, type AgeLimitCode, type EventDraft, type Language } from '@diy/domain';

/** The additional info form: the duration is kept as typed so the number check can see what was entered. */
export interface AdditionalInfoForm {
  languages: Language[];
  ageLimit: AgeLimitCode | null;
  duration: string;
}

export function additionalInfoFromDraft(draft: Pick<EventDraft, 'additionalInfo'>): AdditionalInfoForm {
  const info = draft.additionalInfo;
  return {
    languages: info.languages.map((l) => ({ name: l.name, code: l.code })),
    ageLimit: info.ageLimit,
    duration: info.duration === null ? '' : String(info.duration),
  };
}

/** Languages picked by code, each once, in the order chosen, named from the master list. */
export function languagesFromCodes(current: readonly Language[], codes: readonly string[], master: readonly Language[]): Language[] {
  let next = current.filter((l) => codes.includes(l.code));
  for (const code of codes) {
    const found = master.find((l) => l.code === code) ?? current.find((l) => l.code === code);
    if (found) next = addLanguage(next, { name: found.name, code: found.code });
  }
  return next;
}

/** The PATCH body, or the duration's message when it cannot be saved. */
export function additionalInfoBody(form: AdditionalInfoForm): { ok: true; body: AdditionalInfoInput } | { ok: false; error: string } {
  const error = durationError(form.duration);
  if (error) return { ok: false, error };
  return { ok: true, body: { languages: form.languages, ageLimit: form.ageLimit, duration: Number(form.duration.trim()) } };
}
