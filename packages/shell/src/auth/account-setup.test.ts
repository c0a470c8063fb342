import { describe, expect, it } from 'vitest';
import { allowedStepIndex, stepRedirect } from './account-setup';

const GI = '/create-account/general-information';
const DOCS = '/create-account/upload-documents';
const AGREE = '/create-account/sign-agreement';
const ACK = '/create-account/acknowledgement';

describe('account setup routing', () => {
  it.each([
    ['STEP2', 'draft', 0],
    ['STEP3', 'draft', 1],
    ['STEP4', 'draft', 2],
    ['DONE', 'submitted', 3],
    ['STEP4', 'submitted', 3],
    ['STEP3', 'rejected', 1],
  ] as const)('%s %s allows screen %i', (currentStep, status, index) => {
    expect(allowedStepIndex({ currentStep, status })).toBe(index);
  });

  it.each([
    // Landing on the first step: the server's step decides.
    [GI, 'STEP2', 'draft', true, null],
    [GI, 'STEP3', 'draft', true, DOCS],
    [GI, 'STEP4', 'draft', true, AGREE],
    [GI, 'DONE', 'submitted', true, ACK],
    // Going back to a done step later is fine; skipping ahead is not.
    [GI, 'STEP4', 'draft', false, null],
    [DOCS, 'STEP4', 'draft', true, null],
    [AGREE, 'STEP2', 'draft', false, GI],
    [ACK, 'STEP3', 'draft', false, DOCS],
    // An unknown /create-account/{id} goes to the allowed step.
    ['/create-account/42', 'STEP3', 'draft', true, DOCS],
    // A submitted application only shows the acknowledgement.
    [DOCS, 'DONE', 'submitted', false, ACK],
    [ACK, 'DONE', 'submitted', true, null],
    // Sent back from review: the reopened step decides on landing; earlier steps stay open, later ones do not.
    [GI, 'STEP3', 'partially_rejected', true, DOCS],
    [GI, 'STEP2', 'rejected', true, null],
    [GI, 'STEP4', 'partially_rejected', false, null],
    [AGREE, 'STEP3', 'partially_rejected', false, DOCS],
    [ACK, 'STEP2', 'rejected', false, GI],
  ] as const)('%s at %s/%s (landing %s) -> %s', (path, currentStep, status, landing, expected) => {
    expect(stepRedirect(path, { currentStep, status }, landing)).toBe(expected);
  });
});
