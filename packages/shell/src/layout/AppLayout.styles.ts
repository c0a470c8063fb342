import { scrollEdgeCue } from '@diy/ui';
import styled from 'styled-components';

export const StyledShell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

export const StyledNav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  /* Lines the links up with the page content below, which is centred at the content width. */
  padding: 0 max(${({ theme }) => theme.space[2]}, calc((100% - ${({ theme }) => theme.size.contentMaxWidth}) / 2 + ${({ theme }) => theme.space[2]}));
  /* More sections than fit (the admin's nine at 360 px) scroll sideways, with a shadow at each edge that has more, as
     the Tabs do (issue 34); the open section is scrolled into view (AppLayout). */
  ${({ theme }) => scrollEdgeCue(theme, theme.color.bg.surface)}
  background-color: ${({ theme }) => theme.color.bg.surface};
  border-bottom: ${({ theme }) => theme.size.borderThin} solid ${({ theme }) => theme.color.border.default};
  ${({ theme }) => theme.media.phone} {
    padding: 0 ${({ theme }) => theme.space[2]};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.controlMd};
    padding: 0 ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.color.fg.muted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: ${({ theme }) => theme.size.borderThick} solid transparent;
    /* Five sections and the search fit a 360 px phone (the row still scrolls sideways if a longer list comes). */
    ${({ theme }) => theme.media.phone} {
      padding: 0 ${({ theme }) => theme.space[1.5]};
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.fg.accent};
    border-bottom-color: ${({ theme }) => theme.color.border.accent};
  }
  a:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: -${({ theme }) => theme.size.focusRing};
  }
`;

export const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/** Phones: the app bar's extra piece (the organiser's event search) sits at the end of the section links. */
export const StyledNavEnd = styled.div`
  display: flex;
  align-items: center;
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.phone} {
    padding-left: ${({ theme }) => theme.space[1]};
  }
`;
