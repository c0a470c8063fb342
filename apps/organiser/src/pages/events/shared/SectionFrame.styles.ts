import styled from 'styled-components';

export const StyledBack = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};

  a {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** The white panel a section's fields sit on. */
export const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const StyledPanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Room under the content so the fixed Save bar never covers the last field. */
export const StyledSaveSpace = styled.div`
  height: ${({ theme }) => theme.space[16]};
`;

export const StyledCenter = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]} 0;
`;
