import { eventInfoSchema, withCategory, type Category, type CodeName, type EventInfoInput } from '@diy/domain';

export interface EventInfoErrors {
  eventTitle?: string;
  category?: string;
}

/** The field messages of the name and category step, from the domain schema. */
export function eventInfoErrors(info: EventInfoInput): EventInfoErrors {
  const result = eventInfoSchema.safeParse(info);
  if (result.success) return {};
  const errors: EventInfoErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'eventTitle' && !errors.eventTitle) errors.eventTitle = issue.message;
    if (field === 'category' && !errors.category) errors.category = issue.message;
  }
  return errors;
}

export const EMPTY_EVENT_INFO: EventInfoInput = { eventTitle: '', category: [], subCategory: null, genre: [] };

/** Picks a category by code: a new category resets sub-category and genre (domain withCategory). */
export function chooseCategory(info: EventInfoInput, categories: readonly Category[], code: string): EventInfoInput {
  const category = categories.find((c) => c.code === code);
  return category ? withCategory(info, { code: category.code, name: category.name }) : info;
}

/** Sub-categories of the chosen category. */
export function subCategoriesOf(info: EventInfoInput, categories: readonly Category[]): CodeName[] {
  const chosen = info.category?.[0]?.code;
  return categories.find((c) => c.code === chosen)?.subCategories ?? [];
}

/** The fields the form edits, in the shape compared for changes. */
export function editableEventInfo(info: EventInfoInput): EventInfoInput {
  return {
    eventTitle: info.eventTitle,
    category: info.category ?? [],
    subCategory: info.subCategory ?? null,
    genre: info.genre ?? [],
  };
}
