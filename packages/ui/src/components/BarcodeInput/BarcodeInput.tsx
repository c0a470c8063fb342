import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { StyledField, StyledHint, StyledInput, StyledLabel } from './BarcodeInput.styles';

export interface BarcodeInputProps {
  label?: string;
  /**
   * Called with the trimmed code when the scanner (or the user) presses Enter, or when a code is pasted in one go
   * (no Enter needed; a copied cell's line break is dropped); the field is already empty.
   */
  onSubmit: (code: string) => void;
  /** Escape, or Enter in an empty field: closes what the last scan opened (its verdict). */
  onCancel?: () => void;
  /** Take focus back when it falls to the page (a tap on empty space), so the next scan lands here. */
  keepFocus?: boolean;
  /** Show the phone's keyboard on focus; off by default, a keyboard-wedge scanner types for the user. */
  softKeyboard?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * The field a USB or Bluetooth keyboard-wedge barcode scanner types into. It keeps focus, submits on Enter,
 * and is cleared at once (in the same event), so a fast scanner's next code starts in an empty field.
 */
export const BarcodeInput = forwardRef<HTMLInputElement | null, BarcodeInputProps>(function BarcodeInput(
  { label = 'Scan a barcode', onSubmit, onCancel, keepFocus = true, softKeyboard = false, disabled = false, placeholder = 'Waiting for a scan…' },
  forwarded,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const ref = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(forwarded, () => ref.current, []);

  useEffect(() => {
    if (!keepFocus || disabled) return;
    ref.current?.focus({ preventScroll: true });
    const onFocusOut = () => {
      window.setTimeout(() => {
        const active = document.activeElement;
        if (!ref.current || ref.current.disabled) return;
        if (active === null || active === document.body || active === document.documentElement) ref.current.focus({ preventScroll: true });
      }, 0);
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, [keepFocus, disabled]);

  /** Submits the field's text (its first line, trimmed) and empties it. */
  const submit = (input: HTMLInputElement, text: string) => {
    input.value = '';
    const code = (text.split(/[\r\n]+/).find((line) => line.trim() !== '') ?? '').trim();
    if (code) onSubmit(code);
  };

  /**
   * A paste is a whole code: submitted at once (issue 34). Without this a pasted code waited for an Enter that never
   * came, and a copied cell's line break (which a text field drops) was no Enter either.
   */
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return; // No text to read here: the input event below submits what the paste inserted.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    submit(input, input.value.slice(0, start) + pasted + input.value.slice(end));
  };

  /** Text a keyboard or the system inserts from the clipboard or a drop, without a paste event's data. */
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const type = (event.nativeEvent as InputEvent).inputType;
    if (type === 'insertFromPaste' || type === 'insertFromDrop') submit(event.currentTarget, event.currentTarget.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      onCancel?.();
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const input = event.currentTarget;
    const code = input.value.trim();
    input.value = '';
    if (code) onSubmit(code);
    else onCancel?.();
  };

  const ready = focused && !disabled;
  return (
    <StyledField $fullWidth>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledInput
        ref={ref}
        id={id}
        type="text"
        $ready={ready}
        inputMode={softKeyboard ? 'text' : 'none'}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        disabled={disabled}
        placeholder={placeholder}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onInput={onInput}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <StyledHint id={hintId} $ready={ready} aria-live="polite">
        {ready ? 'Ready to scan' : 'Tap here, then scan'}
      </StyledHint>
    </StyledField>
  );
});
