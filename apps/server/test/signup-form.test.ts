import {
  ACCOUNT_FORM_MESSAGES as M, BANK_LIST, IDENTITY_ERROR_CODES, SIGNUP_ERROR_CODES, SIGNUP_FORM_MESSAGES as SM, STATE_LIST,
} from '@diy/domain';
import { expect, it } from 'vitest';
import { api, describeEngines, useTestApp } from './helpers';
import { asApplicant, generalInformation, gstinFor, realJpeg, realPdf, signupToken, upload } from './kyc-helpers';

describeEngines('sign-up form: lists, steps and validation on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('lists states with GST codes, banks, and the state of a GSTIN', async () => {
    const states = await api(ctx.app, { method: 'GET', url: '/api/v1/state-list' });
    expect(states.statusCode).toBe(200);
    expect(states.json().data.states).toEqual(STATE_LIST);
    expect(states.json().data.states.some((s: { code: string }) => s.code === '99')).toBe(false);
    const banks = await api(ctx.app, { method: 'GET', url: '/api/v1/bank-list' });
    expect(banks.json().data.bankList).toEqual(BANK_LIST);

    const gst = gstinFor('AAPFU0939F', '29');
    const state = await api(ctx.app, { method: 'GET', url: '/api/v1/gst-state', headers: { 'gst-no': gst.toLowerCase() } });
    expect(state.statusCode).toBe(200);
    expect(state.json().data).toEqual({ gstNo: gst, stateCode: '29', state: 'Karnataka' });
    for (const bad of ['', '29AAPFU0939F1Z0', 'NOTAGSTIN', `96${gst.slice(2)}`]) {
      const res = await api(ctx.app, { method: 'GET', url: '/api/v1/gst-state', headers: bad ? { 'gst-no': bad } : {} });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.message).toBe(M.gstin);
    }
  });

  it('needs a valid new-user token for every form route', async () => {
    const routes = [
      ['GET', '/api/v1/signup-form'],
      ['PUT', '/api/v1/save-form/userdetails'],
      ['POST', '/api/v1/proceed/userdetails'],
      ['PUT', '/api/v1/save-form/filesupload'],
      ['POST', '/api/v1/proceed/filesupload'],
      ['POST', '/api/v1/proceed/agreementupload'],
      ['POST', '/api/v1/signup/file'],
      ['GET', '/api/v1/signup/agreement-file'],
      ['GET', '/api/v1/signup/check-unique/pan'],
    ] as const;
    for (const [method, url] of routes) {
      for (const headers of [{}, { 'x-login-id': 'nonsense' }, { authorization: 'Bearer nonsense' }]) {
        const res = await api(ctx.app, { method, url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().errors.code).toBe(IDENTITY_ERROR_CODES.newUserTokenInvalid);
      }
    }
  });

  it('walks the steps: drafts never advance, proceeds do, and a returning user resumes', async () => {
    const token = await signupToken(ctx.app, '9811100001');
    const form = await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup-form' });
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({
      currentStep: 'STEP2', status: 'draft', mobile: '9811100001', gstNumbers: [],
      formData: { step1: {}, step2: { panCard: null, cancelledCheque: null, gstCertificates: {} }, step3: { agreement: { fileName: null } } },
    });
    const info = generalInformation('ABCPK1234L', 1);

    const draft = await asApplicant(ctx.app, token, { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { organisationName: info.organisationName, pan: 'bad' } });
    expect(draft.json().data).toEqual({ message: SM.validateData, HasError: true, errors: { pan: M.pan } });
    const good = await asApplicant(ctx.app, token, { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { pan: info.pan, email: info.email } });
    expect(good.json().data).toEqual({ message: SM.dataSaved, HasError: false, errors: {} });
    let again = (await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup-form' })).json().data;
    expect(again.currentStep).toBe('STEP2');
    expect(again.formData.step1).toEqual({ organisationName: info.organisationName, pan: info.pan, email: info.email });

    // Documents before general information: refused.
    const early = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/filesupload', payload: {} });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors.code).toBe(SIGNUP_ERROR_CODES.step);

    const proceed = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/userdetails', payload: info });
    expect(proceed.statusCode).toBe(200);
    expect(proceed.json().data).toEqual({ message: SM.dataSaved, HasError: false, currentStep: 'STEP3', status: 'draft' });
    again = (await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup-form' })).json().data;
    expect(again).toMatchObject({ currentStep: 'STEP3', gstNumbers: [info.gstin] });

    // A draft save of general information after proceeding keeps the step.
    await asApplicant(ctx.app, token, { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { address: info.address } });
    expect((await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup-form' })).json().data.currentStep).toBe('STEP3');

    // Documents: every one missing is named.
    const missing = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/filesupload', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.fields).toEqual([
      { field: 'panCard', message: SM.fileRequired },
      { field: 'cancelledCheque', message: SM.fileRequired },
      { field: `gstCertificates.${info.gstin}`, message: SM.fileRequired },
    ]);
    const pan = await upload(ctx.app, token, 'pan', await realJpeg(), 'pan.jpg');
    expect(pan.statusCode).toBe(200);
    const cheque = await upload(ctx.app, token, 'cheque', await realPdf(), 'cheque.PDF');
    expect(cheque.statusCode).toBe(200);
    const saveFiles = await asApplicant(ctx.app, token, {
      method: 'PUT', url: '/api/v1/save-form/filesupload', payload: { panCard: pan.json().data.fileName, cancelledCheque: 'other.pdf' },
    });
    expect(saveFiles.json().data).toEqual({ message: SM.validateData, HasError: true, errors: { cancelledCheque: SM.fileRequired } });
    const stillMissing = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/filesupload', payload: {} });
    expect(stillMissing.json().errors.fields).toEqual([{ field: `gstCertificates.${info.gstin}`, message: SM.fileRequired }]);
    expect((await upload(ctx.app, token, 'gst', await realPdf(), 'gst.pdf', info.gstin)).statusCode).toBe(200);
    const files = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/filesupload' });
    expect(files.statusCode, files.body).toBe(200);
    expect(files.json().data).toMatchObject({ currentStep: 'STEP4', status: 'draft' });

    const loaded = (await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup-form' })).json().data;
    expect(loaded.currentStep).toBe('STEP4');
    expect(loaded.formData.step2.panCard).toEqual({ fileName: pan.json().data.fileName, originalName: 'pan.jpg', error: null });
    expect(Object.keys(loaded.formData.step2.gstCertificates)).toEqual([info.gstin]);

    // Agreement: required, then submits.
    const noAgreement = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/agreementupload' });
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json().errors.fields).toEqual([{ field: 'agreement', message: SM.fileRequired }]);
    expect((await upload(ctx.app, token, 'agreement', await realPdf('signed'), 'agreement.pdf')).statusCode).toBe(200);
    const done = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/agreementupload', payload: {} });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ message: SM.agreementSubmitted, HasError: false, currentStep: 'DONE', status: 'submitted' });
    const final = (await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup-form' })).json().data;
    expect(final).toMatchObject({ currentStep: 'DONE', status: 'submitted', submittedAt: expect.any(String) });
    expect(final.formData.step3.agreement).toMatchObject({ originalName: 'agreement.pdf' });

    // Submitted: no more edits.
    const late = await asApplicant(ctx.app, token, { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { address: 'Somewhere else 1' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors.code).toBe(SIGNUP_ERROR_CODES.submitted);
    const lateUpload = await upload(ctx.app, token, 'pan', await realJpeg(), 'pan.jpg');
    expect(lateUpload.statusCode).toBe(409);
  });
});
