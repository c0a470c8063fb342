import { forwardRef, useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import {
  StyledBox, StyledError, StyledField, StyledFileName, StyledFooter, StyledGlyph, StyledHint, StyledInput, StyledLabel, StyledPick,
  StyledRequiredMark, StyledRule, StyledStatus, type FileFieldState,
} from './FileField.styles';

export interface FileFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'size'> {
  label: ReactNode;
  /** The accept attribute, e.g. ".jpg,.jpeg,.pdf". */
  accept?: string;
  /** The rule shown under the file name, e.g. ".jpg or .pdf, at most 2 MB". */
  rule?: ReactNode;
  /** The chosen or already stored file's name; the control then offers to replace it. */
  fileName?: string | null;
  /** An upload is running: the control is busy and cannot be used. */
  uploading?: boolean;
  /** Error text under the field (a refused file, a failed upload, a missing file). */
  error?: ReactNode;
  hint?: ReactNode;
  /** Called with the file the user picked; the same file picked again is reported again. */
  onFileChosen: (file: File) => void;
  chooseLabel?: string;
  replaceLabel?: string;
  emptyText?: string;
}

/**
 * A document upload: one file, with its accepted types, the chosen or stored file's name, an uploading state,
 * the error under the field, and Replace once a file is there. Presentational: the caller checks and uploads.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  {
    label, accept, rule, fileName, uploading = false, error, hint, onFileChosen, required, disabled, id,
    chooseLabel = 'Choose file', replaceLabel = 'Replace', emptyText = 'No file chosen', ...rest
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `file-${autoId}`;
  const labelId = `${inputId}-label`;
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const state: FileFieldState = uploading ? 'uploading' : hasError ? 'invalid' : fileName ? 'chosen' : 'empty';
  const inactive = Boolean(disabled) || uploading;
  const describedBy = [statusId, hasError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again (after fixing it, or after an error) fires again.
    event.target.value = '';
    if (file) onFileChosen(file);
  }

  return (
    <StyledField $fullWidth>
      <StyledLabel id={labelId} htmlFor={inputId}>
        {label}
        {required ? <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark> : null}
      </StyledLabel>
      <StyledBox $state={state} $disabled={Boolean(disabled)} data-state={state} aria-busy={uploading || undefined}>
        {uploading ? (
          <Spinner size="md" />
        ) : (
          <StyledGlyph $state={state} aria-hidden="true">
            {state === 'chosen' ? '✓' : state === 'invalid' ? '!' : '+'}
          </StyledGlyph>
        )}
        <StyledStatus id={statusId}>
          <StyledFileName $empty={!fileName}>
            {uploading ? `Uploading${fileName ? ` ${fileName}` : ''}…` : (fileName ?? emptyText)}
          </StyledFileName>
          {rule ? <StyledRule>{rule}</StyledRule> : null}
        </StyledStatus>
        <StyledPick htmlFor={inputId} $disabled={inactive} aria-hidden="true">
          {fileName ? replaceLabel : chooseLabel}
        </StyledPick>
        <StyledInput
          ref={ref}
          id={inputId}
          type="file"
          accept={accept}
          required={required}
          disabled={inactive}
          onChange={handleChange}
          {...rest}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={hasError || undefined}
        />
      </StyledBox>
      {hint || hasError ? (
        <StyledFooter>
          <div>
            {hasError ? <StyledError id={errorId} role="alert">{error}</StyledError> : null}
            {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
          </div>
        </StyledFooter>
      ) : null}
    </StyledField>
  );
});
