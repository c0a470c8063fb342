import styled, { css } from 'styled-components';
import { stackedList } from '@diy/ui';

/** A scanning screen fills the viewport under the app bar; the page itself never scrolls (seed 000 section 2). */
export const StyledScreen = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    height: calc(100dvh - ${t.size.appBarHeight} - 2 * ${t.space[6]});
    max-width: ${t.size.popupMaxWidth};
    margin: 0 auto;
    ${t.media.phone} {
      height: calc(100dvh - ${t.size.appBarHeight} - 2 * ${t.space[4]});
    }
  `}
`;

/** The part of a scanning screen that scrolls. */
export const StyledScroll = styled.div`
  ${({ theme: t }) => css`
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    padding: ${t.space[1]};
    margin: -${t.space[1]};
  `}
`;

export const StyledTop = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `}
`;

export const StyledTitleRow = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${t.space[3]};
    /* The title keeps at least half a small phone's width: below that the button moves under it. */
    & > :first-child {
      flex: 1 1 ${t.size.titleMin};
      min-width: 0;
    }
    & > :last-child {
      flex: none;
    }
  `}
`;

export const StyledTitle = styled.h1`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.xxl};
    font-weight: ${t.font.weight.bold};
    line-height: ${t.font.lineHeight.tight};
    /* Lines break between words; only a word longer than the whole line is split. */
    overflow-wrap: break-word;
  `}
`;

export const StyledSub = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    color: ${t.color.fg.muted};
  `}
`;

/** The thumb-reach action bar at the bottom of a scanning screen. */
export const StyledActionBar = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    gap: ${t.space[2]};
    padding-top: ${t.space[2]};
    border-top: ${t.size.borderThin} solid ${t.color.border.default};
    & > * {
      flex: 1;
    }
  `}
`;

export const StyledForm = styled.form`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
  `}
`;

export const StyledCard = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: ${t.space[4]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
  `}
`;

export const StyledCardTitle = styled.h2`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledEventList = styled.ul`
  ${stackedList}
`;

export const StyledEventButton = styled.button`
  ${({ theme: t }) => css`
    width: 100%;
    min-height: ${t.size.controlLg};
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${t.space[1]};
    padding: ${t.space[3]} ${t.space[4]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.strong};
    border-radius: ${t.radii.md};
    color: ${t.color.fg.default};
    text-align: left;
    &:hover {
      background: ${t.color.bg.accentSubtle};
      border-color: ${t.color.border.accent};
    }
  `}
`;

export const StyledEventTitle = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.bold};
    max-width: 100%;
    overflow-wrap: break-word;
  `}
`;

export const StyledEventMeta = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledCentered = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    justify-content: center;
    padding: ${t.space[4]};
  `}
`;

/** A booking id on one line in monospace, readable and never broken mid-code. */
export const StyledBookingId = styled.h1`
  ${({ theme: t }) => css`
    font-family: ${t.font.family.mono};
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.bold};
    white-space: nowrap;
  `}
`;

/** The last admission and its undo, under the counts. */
export const StyledUndo = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    padding: ${t.space[3]} ${t.space[4]};
    background: ${t.color.bg.warningSubtle};
    border: ${t.size.borderThin} solid ${t.color.border.warning};
    border-radius: ${t.radii.lg};
  `}
`;

export const StyledUndoLine = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledConflictList = styled.ul`
  ${({ theme: t }) => css`
    margin: 0;
    padding-left: ${t.space[4]};
    display: grid;
    gap: ${t.space[1]};
    font-size: ${t.font.size.sm};
    overflow-wrap: anywhere;
  `}
`;

export const StyledGateCounts = styled.ul`
  ${({ theme: t }) => css`
    list-style: none;
    margin: ${t.space[2]} 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[1]} ${t.space[3]};
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
    & > li {
      white-space: nowrap;
    }
  `}
`;
