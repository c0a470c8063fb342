import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_FORM_MESSAGES as AM, ACCOUNT_TYPES, accountEmailSchema, accountNumberSchema, addressSchema, bankNameSchema,
  beneficiaryNameSchema, DUPLICATE_MESSAGES, EDITABLE_APPLICATION_STATUSES, fullNameSchema, generalInformationSchema,
  gstStateName, ifscSchema, isValidGstin, organisationNameSchema, panSchema, parseGstin, SIGNUP_ERROR_CODES,
  SIGNUP_FORM_MESSAGES as SM, SIGNUP_STEPS, stepReached, type ApplicationFormStatus, type FilesUploadDraft,
  type GeneralInformation, type GeneralInformationField, type ProceedAnswer, type SaveAnswer, type SignupForm,
  type SignupStep, type UniqueField, type UploadedFile, type UserDetailsDraft,
} from '@diy/domain';
import { RESUBMISSION_MESSAGES as RM } from '@diy/domain';
import * as z from 'zod';
import type { Db } from '../db/client';
import { organisers, users, type OrganiserApplicationRow, type OrganiserDocumentRow } from '../db/schema';
import { AppError, errors, type FieldError } from '../http/errors';
import type { ApplicationRepository, Tx, UniqueScope } from '../repositories/application-repository';
import { eq } from 'drizzle-orm';
import { applicationRejectionOf } from './staff/rejection';
import {
  assertFieldsEditable, documentError, rejectedDocuments, resubmissionRecord, submittedInformation,
} from './signup-resubmission';

/** The verified mobile number's application (the new-user token names the sign-up). */
export interface Applicant {
  signupId: string;
  mobile: string;
  application: OrganiserApplicationRow;
  /** 'access': the logged-in organiser (access token) fixing an application sent back from review. */
  via?: 'newUser' | 'access';
}

const FIELD_SCHEMAS: Partial<Record<GeneralInformationField, z.ZodType>> = {
  organisationName: organisationNameSchema,
  pan: panSchema,
  address: addressSchema,
  fullName: fullNameSchema,
  email: accountEmailSchema,
  beneficiaryName: beneficiaryNameSchema,
  bankName: bankNameSchema,
  accountNumber: accountNumberSchema,
  ifsc: ifscSchema,
  accountType: z.enum(ACCOUNT_TYPES, { error: AM.somethingNotRight }),
};

type UniqueInfo = Pick<GeneralInformation, 'pan' | 'gstin' | 'email' | 'accountNumber'>;
/** The general information's unique fields, each with the key it is stored under. */
const UNIQUE_CHECKS: readonly (readonly [UniqueField, keyof UniqueInfo])[] = [['pan', 'pan'], ['gst', 'gstin'], ['email', 'email'], ['accountNumber', 'accountNumber']];

/** The values each unique field is compared by. */
export function uniqueValue(field: UniqueField, value: string): string {
  const v = value.trim();
  return field === 'email' ? v.toLowerCase() : field === 'accountNumber' ? v : v.toUpperCase();
}

const laterStep = (a: string, b: SignupStep): SignupStep =>
  SIGNUP_STEPS.indexOf(a as SignupStep) >= SIGNUP_STEPS.indexOf(b) ? (a as SignupStep) : b;

const submittedError = () => new AppError(409, SIGNUP_ERROR_CODES.submitted, SM.submitted);
const stepError = () => new AppError(409, SIGNUP_ERROR_CODES.step, SM.previousStep);

/** The organiser's profile (organisers.profile) as built from the general information. */
export function profileFromInformation(info: GeneralInformation, mobile: string): Record<string, unknown> {
  return {
    pan: info.pan,
    gstNumbers: info.gstin ? [{ gstin: info.gstin, state: info.gstinState }] : [],
    address: info.address,
    email: info.email.toLowerCase(),
    contact: { name: info.fullName, email: info.email.toLowerCase(), mobile },
    bank: {
      beneficiaryName: info.beneficiaryName,
      bankName: info.bankName,
      accountNumber: info.accountNumber,
      ifsc: info.ifsc,
      accountType: info.accountType ?? null,
    },
    description: '',
    brandLogoKey: null,
  };
}

/**
 * The sign-up form's step machine (seed 001 sections 2 and 4): general information (STEP2) -> documents (STEP3) ->
 * agreement (STEP4) -> submitted (DONE). Draft saves store and never advance; proceeds validate and advance.
 */
export class SignupFormService {
  constructor(
    private readonly db: Db,
    private readonly repo: ApplicationRepository,
    private readonly now: () => Date,
  ) {}

  async applicant(mobile: string): Promise<Applicant> {
    const signup = await this.repo.findSignupByMobile(mobile);
    if (!signup) throw new AppError(401, SIGNUP_ERROR_CODES.invalidToken, SM.somethingNotRight);
    const application = await this.repo.ensureForSignup(signup.id);
    return { signupId: signup.id, mobile: signup.mobile, application };
  }

  async form(a: Applicant): Promise<SignupForm> {
    const app = a.application;
    const docs = await this.repo.documents(app.id, 'signup');
    const toFile = (d: OrganiserDocumentRow | undefined): UploadedFile | null =>
      d ? { fileName: d.fileName, originalName: d.originalName, error: documentError(app, d) } : null;
    const step1 = Object.fromEntries(
      Object.entries(app.generalInformation).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ) as SignupForm['formData']['step1'];
    const agreement = docs.find((d) => d.media === 'agreement');
    return {
      currentStep: (SIGNUP_STEPS as readonly string[]).includes(app.currentStep) ? (app.currentStep as SignupStep) : 'STEP2',
      status: app.status as ApplicationFormStatus,
      mobile: a.mobile,
      gstNumbers: this.gstNumbers(app),
      formData: {
        step1,
        step2: {
          panCard: toFile(docs.find((d) => d.media === 'pan')),
          cancelledCheque: toFile(docs.find((d) => d.media === 'cheque')),
          gstCertificates: Object.fromEntries(docs.filter((d) => d.media === 'gst').map((d) => [d.gstNumber, toFile(d)!])),
        },
        step3: { agreement: { fileName: agreement?.fileName ?? null, originalName: agreement?.originalName ?? null, error: agreement ? documentError(app, agreement) : null } },
      },
      submittedAt: app.submittedAt?.toISOString() ?? null,
      rejection: applicationRejectionOf(app),
    };
  }

  /** GST numbers that need a certificate: the general information's GSTIN, when given. */
  gstNumbers(app: OrganiserApplicationRow): string[] {
    const gstin = app.generalInformation.gstin;
    return typeof gstin === 'string' && isValidGstin(gstin) ? [gstin.trim().toUpperCase()] : [];
  }

  assertEditable(app: OrganiserApplicationRow, via: Applicant['via'] = 'newUser'): void {
    if (!EDITABLE_APPLICATION_STATUSES.includes(app.status as ApplicationFormStatus)) throw submittedError();
    // With an access token only an application sent back from review is edited (never a draft).
    if (via === 'access' && app.status === 'draft') throw submittedError();
  }

  /** PUT v1/save-form/userdetails: stores what is given, checks each given field. */
  async saveUserDetails(a: Applicant, draft: UserDetailsDraft): Promise<SaveAnswer> {
    this.assertEditable(a.application, a.via);
    assertFieldsEditable(a.application, draft);
    const merged: Record<string, unknown> = { ...a.application.generalInformation };
    const fieldErrors: Record<string, string> = {};
    for (const [field, raw] of Object.entries(draft) as [GeneralInformationField, string | undefined][]) {
      if (raw === undefined) continue;
      const value = raw.trim();
      merged[field] = value;
      if (value === '') continue;
      const schema = FIELD_SCHEMAS[field];
      const result = schema?.safeParse(value);
      if (result && !result.success) fieldErrors[field] = result.error.issues[0]?.message ?? AM.somethingNotRight;
    }
    const gstin = typeof merged.gstin === 'string' ? merged.gstin.toUpperCase() : '';
    if (draft.gstin !== undefined && gstin !== '' && !isValidGstin(gstin)) fieldErrors.gstin = AM.gstin;
    if (draft.gstinState !== undefined && typeof merged.gstinState === 'string' && merged.gstinState !== '') {
      const expected = parseGstin(gstin) ? gstStateName(gstin.slice(0, 2)) : undefined;
      if (expected && expected.toLowerCase() !== merged.gstinState.toLowerCase()) fieldErrors.gstinState = AM.gstinState;
    }
    a.application = await this.repo.update(a.application.id, { generalInformation: merged });
    const hasError = Object.keys(fieldErrors).length > 0;
    return { message: hasError ? SM.validateData : SM.dataSaved, HasError: hasError, errors: fieldErrors };
  }

  /** Duplicates of the unique fields among other applications and organisers, as field errors. */
  /** The claim locks of the general information's unique values (see ApplicationRepository.claimUnique). */
  private claimInformation(tx: Tx, info: UniqueInfo): Promise<void> {
    return this.repo.claimUnique(tx, UNIQUE_CHECKS.map(([field, key]) => [field, info[key] ? uniqueValue(field, info[key]) : null] as const));
  }

  async duplicates(info: UniqueInfo, scope: UniqueScope, runner?: Tx): Promise<FieldError[]> {
    const out: FieldError[] = [];
    for (const [field, key] of UNIQUE_CHECKS) {
      const value = info[key];
      if (!value) continue;
      if (await this.repo.isTaken(field, uniqueValue(field, value), scope, runner)) out.push({ field: key, message: DUPLICATE_MESSAGES[field] });
    }
    return out;
  }

  /**
   * POST v1/proceed/userdetails: the whole step valid (route-parsed) and unique; moves to STEP3. The check and the
   * write hold the values' claim locks, so two applicants proceeding with one PAN at once cannot both pass.
   */
  async proceedUserDetails(a: Applicant, info: GeneralInformation): Promise<ProceedAnswer> {
    this.assertEditable(a.application, a.via);
    assertFieldsEditable(a.application, { ...info, gstin: info.gstin ?? '', gstinState: info.gstinState ?? '', accountType: info.accountType ?? '' });
    const stored = { ...info, email: info.email.toLowerCase(), accountType: info.accountType ?? '' };
    return this.db.transaction(async (tx) => {
      await this.claimInformation(tx, info);
      const dupes = await this.duplicates(info, this.scopeOf(a.application), tx);
      if (dupes.length > 0) throw errors.validation(dupes);
      return this.advance(a, { generalInformation: stored }, 'STEP3', tx);
    });
  }

  /** PUT v1/save-form/filesupload: the file names the user kept must be the stored ones. */
  async saveFiles(a: Applicant, draft: FilesUploadDraft): Promise<SaveAnswer> {
    this.assertEditable(a.application, a.via);
    const docs = await this.repo.documents(a.application.id, 'signup');
    const has = (media: string, fileName: string, gst = '') => docs.some((d) => d.media === media && d.gstNumber === gst && d.fileName === fileName);
    const fieldErrors: Record<string, string> = {};
    if (draft.panCard !== undefined && !has('pan', draft.panCard)) fieldErrors.panCard = SM.fileRequired;
    if (draft.cancelledCheque !== undefined && !has('cheque', draft.cancelledCheque)) fieldErrors.cancelledCheque = SM.fileRequired;
    for (const [gst, fileName] of Object.entries(draft.gstCertificates ?? {})) {
      if (!has('gst', fileName, gst.trim().toUpperCase())) fieldErrors[`gstCertificates.${gst}`] = SM.fileRequired;
    }
    const hasError = Object.keys(fieldErrors).length > 0;
    return { message: hasError ? SM.validateData : SM.dataSaved, HasError: hasError, errors: fieldErrors };
  }

  /** POST v1/proceed/filesupload: PAN, cheque and a certificate for every GST number; moves to STEP4. */
  async proceedFiles(a: Applicant): Promise<ProceedAnswer> {
    this.assertEditable(a.application, a.via);
    if (!stepReached(a.application.currentStep as SignupStep, 'STEP3')) throw stepError();
    const docs = await this.repo.documents(a.application.id, 'signup');
    const missing: FieldError[] = [];
    if (!docs.some((d) => d.media === 'pan')) missing.push({ field: 'panCard', message: SM.fileRequired });
    if (!docs.some((d) => d.media === 'cheque')) missing.push({ field: 'cancelledCheque', message: SM.fileRequired });
    for (const gst of this.gstNumbers(a.application)) {
      if (!docs.some((d) => d.media === 'gst' && d.gstNumber === gst)) missing.push({ field: `gstCertificates.${gst}`, message: SM.fileRequired });
    }
    missing.push(...rejectedDocuments(docs, ['pan', 'cheque', 'gst'], this.gstNumbers(a.application)));
    if (missing.length > 0) throw errors.validation(missing);
    return this.advance(a, {}, 'STEP4');
  }

  /** POST v1/proceed/agreementupload: the signed agreement; submits (user and pending organiser created); DONE. */
  async proceedAgreement(a: Applicant): Promise<ProceedAnswer> {
    const app = a.application;
    this.assertEditable(app, a.via);
    if (!stepReached(app.currentStep as SignupStep, 'STEP4')) throw stepError();
    const docs = await this.repo.documents(app.id, 'signup');
    if (!docs.some((d) => d.media === 'agreement')) throw errors.validation([{ field: 'agreement', message: SM.fileRequired }]);
    const stillRejected = rejectedDocuments(docs, ['pan', 'cheque', 'gst', 'agreement'], this.gstNumbers(app));
    if (stillRejected.length > 0) throw errors.validation(stillRejected);
    const resubmission = app.status === 'rejected' || app.status === 'partially_rejected';
    const parsed = generalInformationSchema.safeParse(app.generalInformation);
    if (!parsed.success) throw new AppError(409, SIGNUP_ERROR_CODES.step, SM.previousStep);
    const info = parsed.data;
    const now = this.now();
    const profile = profileFromInformation(info, a.mobile);
    const updated = await this.db.transaction(async (tx) => {
      await this.claimInformation(tx, info);
      const dupes = await this.duplicates(info, this.scopeOf(app), tx);
      if (dupes.length > 0) throw errors.validation(dupes);
      let organiserId = app.organiserId;
      let rejection = app.rejection;
      if (organiserId && resubmission) {
        // The last verdict stays for the reviewer, marked resubmitted with what changed since.
        const [org] = await tx.select({ name: organisers.name, profile: organisers.profile }).from(organisers).where(eq(organisers.id, organiserId)).limit(1);
        rejection = (resubmissionRecord(app, submittedInformation(org?.profile, org?.name), docs, now) as Record<string, unknown> | null) ?? rejection;
      }
      if (organiserId) {
        await tx.update(organisers).set({ name: info.organisationName, status: 'pending', profile, updatedAt: now }).where(eq(organisers.id, organiserId));
      } else {
        const code = `ORG-${randomBytes(5).toString('hex').toUpperCase()}`;
        const [org] = await tx.insert(organisers).values({ code, name: info.organisationName, status: 'pending', profile }).returning({ id: organisers.id });
        organiserId = org!.id;
      }
      let userId = app.userId;
      const person = { email: info.email.toLowerCase(), name: info.fullName, organiserId, updatedAt: now };
      if (userId) {
        await tx.update(users).set(person).where(eq(users.id, userId));
      } else {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, a.mobile)).limit(1);
        if (taken) throw new AppError(409, SIGNUP_ERROR_CODES.duplicate, AM.somethingNotRight);
        const [user] = await tx.insert(users).values({ ...person, mobile: a.mobile, roles: ['organiser'] }).returning({ id: users.id });
        userId = user!.id;
      }
      // Documents approved in a partial rejection stay approved; the others wait for the reviewer.
      const toReview = docs.filter((d) => d.status !== 'approved').map((d) => d.id);
      await this.repo.setDocumentStatus(app.id, 'signup', 'submitted', tx, resubmission ? toReview : undefined);
      await this.repo.setSignupStatus(a.signupId, 'DONE', now, tx);
      return this.repo.update(app.id, { status: 'submitted', currentStep: 'DONE', submittedAt: now, userId, organiserId, rejection }, tx);
    });
    a.application = updated;
    return { message: resubmission ? RM.resubmitted : SM.agreementSubmitted, HasError: false, currentStep: 'DONE', status: 'submitted' };
  }

  scopeOf(app: OrganiserApplicationRow): UniqueScope {
    return { applicationId: app.id, organiserId: app.organiserId ?? undefined, userId: app.userId ?? undefined };
  }

  private async advance(a: Applicant, set: Partial<OrganiserApplicationRow>, to: SignupStep, tx?: Tx): Promise<ProceedAnswer> {
    const step = laterStep(a.application.currentStep, to);
    a.application = await this.repo.update(a.application.id, { ...set, currentStep: step }, tx);
    await this.repo.setSignupStatus(a.signupId, step, this.now(), tx);
    return { message: SM.dataSaved, HasError: false, currentStep: step, status: a.application.status as ApplicationFormStatus };
  }
}
