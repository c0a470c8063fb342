import { ACCOUNT_STEPS } from '@diy/domain';
import { stepIndexOf } from '@diy/shell';
import { Navigate, useLocation } from 'react-router-dom';
import { AcknowledgementStep } from './AcknowledgementStep';
import { AgreementStep } from './AgreementStep';
import { DocumentsStep } from './DocumentsStep';
import { GeneralInformationStep } from './GeneralInformationStep';

const SCREENS = [GeneralInformationStep, DocumentsStep, AgreementStep, AcknowledgementStep] as const;

/** /create-account/{id}: the step screen for the id (the layout has already sent the user where they may be). */
export function AccountStepPage() {
  const { pathname } = useLocation();
  const Screen = SCREENS[stepIndexOf(pathname)];
  if (!Screen) return <Navigate to={ACCOUNT_STEPS[0].path} replace />;
  return <Screen key={pathname} />;
}
