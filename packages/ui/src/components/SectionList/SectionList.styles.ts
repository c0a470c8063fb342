import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/shared';

export const StyledList = styled.ol`
  ${({ theme: t }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    overflow: hidden;
  `}
`;

export const StyledItem = styled.li<{ $rejected: boolean }>`
  ${({ theme: t, $rejected }) => css`
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: start;
    column-gap: ${t.space[3]};
    row-gap: ${t.space[1]};
    padding: ${t.space[4]} ${t.space[4]} ${t.space[4]} ${t.space[5]};
    box-shadow: ${$rejected ? `inset ${t.space[1]} 0 0 ${t.color.border.danger}` : 'none'};

    & + & {
      border-top: ${t.size.borderThin} solid ${t.color.border.default};
    }
  `}
`;

export const StyledMark = styled.span<{ $complete: boolean }>`
  ${({ theme: t, $complete }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.space[6]};
    height: ${t.space[6]};
    margin-top: ${t.space[0.5]};
    border-radius: ${t.radii.round};
    border: ${t.size.borderThick} solid ${$complete ? t.color.bg.success : t.color.border.strong};
    background: ${$complete ? t.color.bg.success : 'transparent'};
    color: ${t.color.fg.onSuccess};

    &::after {
      content: '';
      display: ${$complete ? 'block' : 'none'};
      width: ${t.space[1.5]};
      height: ${t.space[3]};
      margin-top: -${t.space[0.5]};
      border: solid currentColor;
      border-width: 0 ${t.size.borderThick} ${t.size.borderThick} 0;
      transform: rotate(45deg);
    }
  `}
`;

export const StyledBody = styled.div`
  ${({ theme: t }) => css`
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
  `}
`;

export const StyledTitle = styled.h3`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.fg.default};
  `}
`;

export const StyledSummary = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
    overflow-wrap: anywhere;
  `}
`;

export const StyledRejection = styled.div`
  ${({ theme: t }) => css`
    margin-top: ${t.space[1]};
    padding: ${t.space[2]} ${t.space[3]};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.dangerSubtle};
    color: ${t.color.fg.danger};
    font-size: ${t.font.size.sm};

    strong {
      font-weight: ${t.font.weight.semibold};
    }

    ul {
      margin: ${t.space[1]} 0 0;
      padding-left: ${t.space[5]};
      color: ${t.color.fg.default};
    }
  `}
`;

export const StyledEdit = styled.span`
  ${({ theme: t }) => css`
    a {
      display: inline-flex;
      align-items: center;
      min-height: ${t.size.controlSm};
      padding: 0 ${t.space[3]};
      border-radius: ${t.radii.sm};
      color: ${t.color.fg.accent};
      font-size: ${t.font.size.sm};
      font-weight: ${t.font.weight.bold};
      letter-spacing: ${t.font.letterSpacing.wide};
      text-decoration: none;
    }

    a:hover {
      background: ${t.color.bg.accentSubtle};
      text-decoration: underline;
    }
  `}
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;
