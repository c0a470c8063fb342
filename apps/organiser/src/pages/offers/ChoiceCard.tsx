import type { ReactNode } from 'react';
import { StyledChoice, StyledChoiceText, StyledChoiceTitle } from './offers.styles';

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  title: ReactNode;
  text?: ReactNode;
  onPick: () => void;
}

/** One option of a wizard step: a native radio in a card, so arrow keys move between options. */
export function ChoiceCard({ name, value, checked, disabled = false, title, text, onPick }: ChoiceCardProps) {
  return (
    <StyledChoice $checked={checked} $disabled={disabled}>
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onPick} />
      <StyledChoiceTitle>{title}</StyledChoiceTitle>
      {text ? <StyledChoiceText>{text}</StyledChoiceText> : null}
    </StyledChoice>
  );
}
