import type { ReactNode } from 'react';
import { StyledHeading } from '../layout/PageHeading.styles';
import { BenefitPanel } from './login/BenefitPanel';
import { StyledCard, StyledCardHeader, StyledCardLead, StyledFormSide, StyledPage } from './AuthFrame.styles';

interface AuthFrameProps {
  title: string;
  lead?: ReactNode;
  /** Organisers see the benefit panel and contact line beside every identity screen. */
  showBenefits: boolean;
  children: ReactNode;
}

/** The page of every identity screen: an optional benefit panel and one card with a level-1 heading. */
export function AuthFrame({ title, lead, showBenefits, children }: AuthFrameProps) {
  return (
    <StyledPage $withPanel={showBenefits}>
      {showBenefits && <BenefitPanel />}
      <StyledFormSide>
        <StyledCard>
          <StyledCardHeader>
            <StyledHeading>{title}</StyledHeading>
            {lead ? <StyledCardLead>{lead}</StyledCardLead> : null}
          </StyledCardHeader>
          {children}
        </StyledCard>
      </StyledFormSide>
    </StyledPage>
  );
}
