import styled from 'styled-components';

export const StyledLandingPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

export const StyledLandingMain = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.size.popupMaxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  }
`;

export const StyledSteps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  counter-reset: step;
`;

export const StyledStep = styled.li<{ $current: boolean }>`
  counter-increment: step;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.size.borderThin} solid
    ${({ theme, $current }) => ($current ? theme.color.border.accent : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.color.bg.accentSubtle : theme.color.bg.surface)};
  color: ${({ theme, $current }) => ($current ? theme.color.fg.accent : theme.color.fg.muted)};
  font-weight: ${({ theme, $current }) => ($current ? theme.font.weight.semibold : theme.font.weight.regular)};
  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: ${({ theme }) => theme.size.spinnerMd};
    height: ${({ theme }) => theme.size.spinnerMd};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme, $current }) => ($current ? theme.color.bg.accent : theme.color.bg.subtle)};
    color: ${({ theme, $current }) => ($current ? theme.color.fg.onAccent : theme.color.fg.muted)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const StyledSectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
