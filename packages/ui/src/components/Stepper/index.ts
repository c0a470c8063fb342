export { Stepper, stepState, type StepState, type StepperProps, type StepperStep } from './Stepper';
