/** The account setup's frame and step page, loaded together (AccountSetupRoutes.tsx) so opening it is one download. */
export { AccountSetupLayout } from './AccountSetupLayout';
export { AccountStepPage } from './AccountStepPage';
