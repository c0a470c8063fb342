import type { HTMLAttributes } from 'react';
import { StyledTruncatedText } from './TruncatedText.styles';

export interface TruncatedTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'title'> {
  /** The whole value: shown up to the width, then an ellipsis; always whole in the title (hover) and to screen readers. */
  text: string;
  /** `cell` (default): at most the table cell width token; `fill`: as wide as its container. */
  width?: 'cell' | 'fill';
  /** Monospaced digits and letters, for ids and codes. */
  mono?: boolean;
}

/** One line of text that never breaks inside a word: too long, it ends in an ellipsis and the title holds it whole. */
export function TruncatedText({ text, width = 'cell', mono = false, ...rest }: TruncatedTextProps) {
  return (
    <StyledTruncatedText title={text} $width={width} $mono={mono} {...rest}>
      {text}
    </StyledTruncatedText>
  );
}
