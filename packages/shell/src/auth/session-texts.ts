/** Texts of seed 001 section 8 for the session start-up (feature list and profile failures). */
export const SESSION_TEXTS = {
  oopsTitle: 'Oops',
  networkTitle: 'Network connection error',
  networkBody: 'Cannot connect to the internet. Please check your connection and try again.',
  profileErrorTitle: 'Error fetching user details',
  retry: 'Retry',
  notAuthorised: 'Sorry, you are not authorized perform this action',
} as const;
