import styled, { css } from 'styled-components';

export type ShowTone = 'success' | 'neutral' | 'danger';

export const StyledRoot = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `}
`;

export const StyledHead = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
  `}
`;

export const StyledTitle = styled.h3`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
  `}
`;

export const StyledHint = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledList = styled.ul`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

export const StyledShow = styled.li<{ $cancelled: boolean }>`
  ${({ theme: t, $cancelled }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[3]};
    padding: ${t.space[3]} ${t.space[4]};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-left: ${t.size.borderThick} solid ${$cancelled ? t.color.border.danger : t.color.border.accent};
    border-radius: ${t.radii.md};
    background: ${$cancelled ? t.color.bg.subtle : t.color.bg.surface};
  `}
`;

export const StyledWhat = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[0.5]};
    min-width: 0;
  `}
`;

export const StyledWhen = styled.span`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  `}
`;

export const StyledMeta = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[3]};
  `}
`;

export const StyledState = styled.span<{ $tone: ShowTone }>`
  ${({ theme: t, $tone }) => css`
    display: inline-flex;
    align-items: center;
    padding: ${t.space[0.5]} ${t.space[2]};
    border-radius: ${t.radii.pill};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    background: ${$tone === 'success' ? t.color.bg.successSubtle : $tone === 'danger' ? t.color.bg.dangerSubtle : t.color.bg.neutralSubtle};
    color: ${$tone === 'success' ? t.color.fg.success : $tone === 'danger' ? t.color.fg.danger : t.color.fg.muted};
  `}
`;
