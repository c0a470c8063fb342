import styled, { css } from 'styled-components';

export const StyledField = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[1.5]};
    min-width: 0;
  `}
`;

export const StyledLabel = styled.span`
  ${({ theme: t }) => css`
    align-self: flex-start;
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.fg.default};
    cursor: default;
  `}
`;

export const StyledFrame = styled.div<{ $invalid: boolean; $readOnly: boolean }>`
  ${({ theme: t, $invalid, $readOnly }) => css`
    display: flex;
    flex-direction: column;
    background: ${$readOnly ? t.color.bg.subtle : t.color.bg.surface};
    border: ${t.size.borderThin} solid ${$invalid ? t.color.border.danger : t.color.border.strong};
    border-radius: ${t.radii.md};
    box-shadow: ${$invalid ? `inset 0 0 0 ${t.size.borderThin} ${t.color.border.danger}` : 'none'};
    transition:
      border-color ${t.motion.fast} ${t.motion.easing},
      box-shadow ${t.motion.fast} ${t.motion.easing};

    &:has(.ProseMirror:focus-visible) {
      border-color: ${$invalid ? t.color.border.danger : t.color.border.accent};
      box-shadow: 0 0 0 ${t.size.focusRing} ${$invalid ? t.color.border.danger : t.color.focus.ring};
    }
  `}
`;

export const StyledToolbar = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[1]};
    padding: ${t.space[1]};
    border-bottom: ${t.size.borderThin} solid ${t.color.border.default};
  `}
`;

export const StyledSeparator = styled.span`
  ${({ theme: t }) => css`
    align-self: stretch;
    width: ${t.size.borderThin};
    margin: ${t.space[1.5]} ${t.space[1]};
    background: ${t.color.border.default};
  `}
`;

export const StyledToolButton = styled.button`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${t.size.controlSm};
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[2]};
    border: 0;
    border-radius: ${t.radii.sm};
    background: transparent;
    color: ${t.color.fg.default};
    font-size: ${t.font.size.md};
    line-height: 1;

    &:hover:not(:disabled) {
      background: ${t.color.bg.subtle};
    }

    &[aria-pressed='true'] {
      background: ${t.color.bg.accentSubtle};
      color: ${t.color.fg.accent};
    }

    &:focus-visible {
      outline-offset: 0;
    }

    svg {
      width: ${t.space[5]};
      height: ${t.space[5]};
    }
  `}
`;

export const StyledEditorArea = styled.div`
  ${({ theme: t }) => css`
    position: relative;
    min-height: calc(${t.space[16]} * 3);
    max-height: 60vh;
    overflow-y: auto;

    .ProseMirror {
      min-height: calc(${t.space[16]} * 3);
      padding: ${t.space[3]} ${t.space[4]};
      font-size: ${t.font.size.md};
      line-height: ${t.font.lineHeight.normal};
      color: ${t.color.fg.default};
      white-space: pre-wrap;
      overflow-wrap: anywhere;

      &:focus-visible {
        outline: none;
      }

      & > * + * {
        margin-top: ${t.space[2]};
      }

      h2 {
        font-size: ${t.font.size.xl};
        font-weight: ${t.font.weight.semibold};
        line-height: ${t.font.lineHeight.tight};
      }

      h3 {
        font-size: ${t.font.size.lg};
        font-weight: ${t.font.weight.semibold};
        line-height: ${t.font.lineHeight.tight};
      }

      ul,
      ol {
        padding-left: ${t.space[6]};
      }

      ul {
        list-style: disc;
      }

      ol {
        list-style: decimal;
      }
    }
  `}
`;

export const StyledPlaceholder = styled.p`
  ${({ theme: t }) => css`
    position: absolute;
    inset: 0 auto auto 0;
    padding: ${t.space[3]} ${t.space[4]};
    font-size: ${t.font.size.md};
    line-height: ${t.font.lineHeight.normal};
    color: ${t.color.fg.subtle};
    pointer-events: none;
  `}
`;

export const StyledFooter = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    justify-content: space-between;
    gap: ${t.space[3]};
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.snug};
  `}
`;

export const StyledMessages = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
    color: ${t.color.fg.danger};
    font-weight: ${t.font.weight.medium};
  `}
`;

export const StyledCount = styled.span<{ $full: boolean }>`
  ${({ theme: t, $full }) => css`
    flex: none;
    margin-left: auto;
    color: ${$full ? t.color.fg.danger : t.color.fg.muted};
    font-weight: ${$full ? t.font.weight.semibold : t.font.weight.regular};
    font-variant-numeric: tabular-nums;
  `}
`;

export const StyledSkeleton = styled.div`
  ${({ theme: t }) => css`
    min-height: calc(${t.space[16]} * 3 + ${t.size.controlSm} + ${t.space[2]});
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.subtle};
  `}
`;
