import styled, { css } from 'styled-components';

export const StyledTruncatedText = styled.span<{ $width: 'cell' | 'fill'; $mono: boolean }>`
  ${({ theme: t, $width, $mono }) => css`
    display: block;
    min-width: 0;
    max-width: ${$width === 'cell' ? `min(100%, ${t.size.cellTextMax})` : '100%'};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    ${$mono ? css`font-family: ${t.font.family.mono};` : ''}
  `}
`;
