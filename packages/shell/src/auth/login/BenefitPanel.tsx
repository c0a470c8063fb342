import { BENEFIT_PANEL, SUPPORT_EMAIL } from '@diy/domain';
import {
  StyledBenefit, StyledBenefitText, StyledBenefitTitle, StyledBenefits, StyledBrand, StyledContact, StyledPanel,
} from '../AuthFrame.styles';

/** Benefit panel copy and contact line of the login and sign-up screen (seed 001 section 1). */
export function BenefitPanel() {
  return (
    <StyledPanel aria-label="Why DIY Events">
      <StyledBrand>DIY Events</StyledBrand>
      <StyledBenefits>
        {BENEFIT_PANEL.map((b) => (
          <StyledBenefit key={b.title}>
            <StyledBenefitTitle>{b.title}</StyledBenefitTitle>
            <StyledBenefitText>{b.text}</StyledBenefitText>
          </StyledBenefit>
        ))}
      </StyledBenefits>
      <StyledContact>
        In case of any query write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </StyledContact>
    </StyledPanel>
  );
}
