import styled, { css } from 'styled-components';

export const StyledList = styled.ol`
  ${({ theme: t }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
  `}
`;

export const StyledEntry = styled.li`
  ${({ theme: t }) => css`
    position: relative;
    display: grid;
    grid-template-columns: ${t.space[4]} 1fr;
    gap: ${t.space[3]};
    padding-bottom: ${t.space[4]};

    &::before {
      content: '';
      position: absolute;
      left: calc(${t.space[2]} - ${t.size.borderThin});
      top: ${t.space[4]};
      bottom: 0;
      border-left: ${t.size.borderThick} solid ${t.color.border.default};
    }

    &:last-child::before {
      display: none;
    }
  `}
`;

export const StyledDot = styled.span<{ $tone: 'success' | 'danger' | 'info' | 'neutral' }>`
  ${({ theme: t, $tone }) => css`
    width: ${t.space[4]};
    height: ${t.space[4]};
    margin-top: ${t.space[0.5]};
    border-radius: ${t.radii.round};
    border: ${t.size.borderThick} solid ${t.color.bg.surface};
    box-shadow: 0 0 0 ${t.size.borderThin} ${t.color.border.strong};
    background: ${$tone === 'success' ? t.color.bg.success : $tone === 'danger' ? t.color.bg.danger : $tone === 'info' ? t.color.bg.info : t.color.bg.neutral};
  `}
`;

export const StyledCard = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
    padding: ${t.space[3]} ${t.space[4]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    min-width: 0;
  `}
`;

export const StyledHeadline = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    font-weight: ${t.font.weight.semibold};
    overflow-wrap: anywhere;
  `}
`;

export const StyledMeta = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[1]} ${t.space[3]};
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledCode = styled.code`
  ${({ theme: t }) => css`
    font-family: ${t.font.family.mono};
    font-size: ${t.font.size.xs};
    padding: 0 ${t.space[1]};
    background: ${t.color.bg.subtle};
    border-radius: ${t.radii.sm};
  `}
`;

export const StyledDetail = styled.div`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.default};
    overflow-wrap: anywhere;
  `}
`;
