import { EVENT_DIFF_TEXTS } from '@diy/domain';
import styled, { css, type DefaultTheme } from 'styled-components';
import { visuallyHidden } from '../../theme/shared';

export const StyledDiff = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `}
`;

export const StyledField = styled.article`
  ${({ theme: t }) => css`
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    padding: ${t.space[3]} ${t.space[4]};

    h3 {
      margin: 0 0 ${t.space[2]};
      font-size: ${t.font.size.md};
      font-weight: ${t.font.weight.semibold};
    }
  `}
`;

export const StyledColumns = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${t.space[3]};

    ${t.media.phone} {
      grid-template-columns: 1fr;
    }
  `}
`;

export const StyledSide = styled.div<{ $side: 'live' | 'proposed' }>`
  ${({ theme: t, $side }) => css`
    border-radius: ${t.radii.md};
    padding: ${t.space[2]} ${t.space[3]};
    /* A neutral side with its colour at the edge: the marks inside carry the change (issue 34). */
    background: ${t.color.bg.canvas};
    border-inline-start: ${t.size.borderThick} solid ${$side === 'live' ? t.color.border.danger : t.color.border.success};
    overflow-wrap: anywhere;
    min-width: 0;

    h4 {
      margin: 0 0 ${t.space[1]};
      font-size: ${t.font.size.xs};
      font-weight: ${t.font.weight.semibold};
      text-transform: uppercase;
      color: ${t.color.fg.muted};
    }

    ul {
      margin: 0;
      padding: 0;
      list-style: none;
      white-space: pre-wrap;
    }
  `}
`;

export const StyledLine = styled.li`
  ${({ theme: t }) => css`
    line-height: ${t.font.lineHeight.normal};
  `}
`;

/**
 * A marked change: the side's colour on its subtle fill, with its line (an image gets an outline). Screen readers are
 * told where it starts and ends by generated text, hidden from the eye and out of the copied text (`start`, `end`).
 */
const mark = (t: DefaultTheme, fg: string, bg: string, line: string, start: string, end: string) => css`
  color: ${fg};
  background: ${bg};
  font-weight: ${t.font.weight.semibold};
  text-decoration: ${line};
  text-decoration-thickness: ${t.size.borderThin};
  border-radius: ${t.radii.sm};
  padding: 0 ${t.space[0.5]};
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;

  &::before {
    content: ${JSON.stringify(start)};
    ${visuallyHidden}
  }

  &::after {
    content: ${JSON.stringify(end)};
    ${visuallyHidden}
  }

  img {
    outline: ${t.size.borderThick} solid ${fg};
    outline-offset: ${t.size.borderThin};
  }
`;

/** Words only the live side has: struck through in the danger colour. */
export const StyledDel = styled.del`
  ${({ theme: t }) => mark(t, t.color.fg.danger, t.color.bg.dangerSubtle, 'line-through', EVENT_DIFF_TEXTS.removedStart, EVENT_DIFF_TEXTS.removedEnd)}
`;

/** Words only the proposed side has: underlined in the success colour. */
export const StyledIns = styled.ins`
  ${({ theme: t }) => mark(t, t.color.fg.success, t.color.bg.successSubtle, 'underline', EVENT_DIFF_TEXTS.addedStart, EVENT_DIFF_TEXTS.addedEnd)}
`;

export const StyledThumb = styled.img`
  ${({ theme: t }) => css`
    display: block;
    max-width: 100%;
    max-height: ${t.size.cardBanner};
    border-radius: ${t.radii.md};
    margin-top: ${t.space[1]};
  `}
`;

export const StyledNote = styled.p`
  ${({ theme: t }) => css`
    margin: ${t.space[2]} 0 0;
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledUnchanged = styled.details`
  ${({ theme: t }) => css`
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    padding: ${t.space[2]} ${t.space[4]};
    background: ${t.color.bg.surface};

    summary {
      cursor: pointer;
      font-weight: ${t.font.weight.semibold};
      min-height: ${t.size.controlSm};
      display: flex;
      align-items: center;
    }

    dl {
      margin: ${t.space[2]} 0 0;
      display: grid;
      grid-template-columns: minmax(8rem, max-content) 1fr;
      gap: ${t.space[1]} ${t.space[3]};
      overflow-wrap: anywhere;
    }

    dt {
      color: ${t.color.fg.muted};
    }

    dd {
      margin: 0;
      white-space: pre-wrap;
    }
  `}
`;

/** A term and its value in the unchanged list: the grid of the list lays them out. */
export const StyledRow = styled.div`
  display: contents;
`;
