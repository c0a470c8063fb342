import type { MouseEvent, ReactNode } from 'react';
import { StyledHidden, StyledMarker, StyledStep, StyledStepHead, StyledStepLink, StyledStepper, StyledStepTitle, type StepState } from './Stepper.styles';

export type { StepState };

export interface StepperStep {
  title: ReactNode;
  /** A done step may be revisited through this address. */
  href?: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Index of the step in progress; earlier steps are done. A value past the end marks every step done. */
  current: number;
  /** Names the list, e.g. "Account setup". */
  label?: string;
  /** Client-side navigation for done steps with an href (the default follows the link). */
  onStepSelect?: (index: number, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

export function stepState(index: number, current: number): StepState {
  if (index < current) return 'done';
  return index === current ? 'current' : 'upcoming';
}

/** The account setup progress: numbered steps, done ones ticked, the current one marked for assistive technology. */
export function Stepper({ steps, current, label = 'Progress', onStepSelect, className }: StepperProps) {
  return (
    <nav aria-label={label} className={className}>
      <StyledStepper $count={steps.length}>
        {steps.map((step, index) => {
          const state = stepState(index, current);
          const title = <StyledStepTitle $state={state}>{step.title}</StyledStepTitle>;
          return (
            <StyledStep key={index} $state={state} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <StyledStepHead>
                <StyledMarker $state={state} aria-hidden="true" />
                <StyledHidden>{`Step ${index + 1} of ${steps.length}: `}</StyledHidden>
                {state === 'done' && step.href ? (
                  <StyledStepLink href={step.href} onClick={onStepSelect ? (event) => onStepSelect(index, event) : undefined}>
                    {title}
                  </StyledStepLink>
                ) : (
                  title
                )}
                {state === 'done' ? <StyledHidden> (completed)</StyledHidden> : null}
              </StyledStepHead>
            </StyledStep>
          );
        })}
      </StyledStepper>
    </nav>
  );
}
