import type { OfferWizardStep } from '@diy/domain';

export const offerWizardPath = (step: OfferWizardStep) => `/offers/configure/${step}`;
export const OFFER_WIZARD_START = offerWizardPath('event');
export const offerAnalyticsPath = (eventCode: string) => `/offers/analytics/${encodeURIComponent(eventCode)}`;
