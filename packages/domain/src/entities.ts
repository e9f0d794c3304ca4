/**
 * Entities of docs/behaviour/README.md#entities as TypeScript types. Field names are the platform's own (they travel on the
 * wire unchanged); comments give the meaning where the name does not.
 */
import type {
  ArticleScope,
  ArticleType,
  DocumentKey,
  DoctorTitle,
  DoseUnit,
  HistoryFlag,
  HospitalLevel,
  NrsAgeScope,
  NrsIllnessState,
  NrsNutritionState,
  NrsYesNo,
  NutritionPatientSex,
  NutritionSex,
  OrderState,
  PgSgaActivity,
  PgSgaExamField,
  PgSgaCurrentFeed,
  PgSgaElseIllness,
  PgSgaEyesAxunge,
  PgSgaMealIntake,
  PgSgaStressState,
  PgSgaSymptom,
  PgSgaWeightLost,
  PgSgaWeightState,
  PracticeYear,
  ReviewFlag,
  ServiceType,
  Sex,
  VerificationState,
} from "./enums";

/** A paged list as every list call answers it. */
export interface Page<T> {
  list: T[];
  pageSize: number;
  total: number;
}

export interface Doctor {
  doctorInfoId: number;
  doctorName: string;
  sex: Sex;
  /** yyyy-MM-dd */
  birthDay: string;
  photoUrl: string;
  hospital: string;
  hospitalLevel: HospitalLevel;
  /** Area codes of the region cascader. */
  province: string;
  city: string;
  county: string;
  provinceName: string;
  cityName: string;
  countyName: string;
  department: string;
  secondDepartment: string;
  title: DoctorTitle;
  practiceYear: PracticeYear;
}

export interface LoginResult {
  loginName: string;
  customerId: number;
  yunxinId: string;
  yunxinToken: string;
  /** 1 when the account is locked. */
  locked: 0 | 1;
  hospitalId: number;
}

export interface VipInfo {
  isVip: boolean;
  /** Platform time `yyyy-MM-dd HH:mm:ss` (China time), or null when never VIP. */
  vipEndTime: string | null;
}

export interface VerificationDocument {
  type: DocumentKey;
  paperUrl: string;
}

export interface Verification {
  state: VerificationState;
  /** Why verification failed (state 2); empty otherwise. */
  reason: string;
  list: VerificationDocument[];
}

export interface Hospital {
  hospitalId: number;
  hospitalName: string;
  /** Only hospitals with a product library can issue nutrition prescriptions (see docs/behaviour/nutrition.md#product-library). */
  hasProductLibrary: boolean;
}

export interface Article {
  articleId: number;
  title: string;
  /** Rich-text HTML. */
  content: string;
  /** Scope: 1 doctor edition, 2 patient edition. */
  categoryId: ArticleScope;
  /** Department names joined by a comma (scope 1). */
  department: string;
  departments: string[];
  diseaseTagId: number | null;
  /** Patient tag (scope 2); 0 means visible to all patients. */
  tagId: number | null;
  /** 1 paid, 0 free. */
  isEssence: 0 | 1;
  /** Yuan, two decimals; 0 when free. */
  price: number;
  /** 1 on a draft save, 0 once submitted (see docs/behaviour/publishing.md#drafts-and-autosave). */
  isOpenDiscuss: 0 | 1;
  isShow: 0 | 1;
  /** 0 not (yet) passed, 1 passed, 2 rejected. */
  isPass: 0 | 1 | 2;
  /** Video cover. */
  imgUrl: string;
  /** Video URL; empty for a text article. */
  outUrl: string;
  /** yyyy-MM-dd HH:mm:ss */
  updateTime: string;
  /** Reads. */
  rc: number;
  /** Likes. */
  zc: number;
  /** Comments. */
  tc: number;
  /** Favourites. */
  cc: number;
  articleType: ArticleType;
  /** Review rejection reason. */
  reason: string;
}

export interface Comment {
  commentId: number;
  articleId: number;
  articleTitle: string;
  nickName: string;
  photoUrl: string;
  content: string;
  /** The doctor's reply; null, blank or missing while unreplied (see `isCommentReplied`). */
  comment?: string | null;
  /** yyyy-MM-dd HH:mm:ss. Not among the platform's documented fields: may be missing. */
  createTime?: string;
}

export interface Tag {
  tagId: number;
  tagName: string;
}

export interface Disease {
  diseaseId: number;
  diseaseName: string;
  content: string;
  /** Department names joined by a comma. */
  department: string;
}

/** The patient of a consultation order, with five flag-plus-text history pairs. */
export interface OrderPatient {
  patientName: string;
  sex: Sex;
  relationship: string;
  birthDay: string;
  age: number;
  phoneNumber: string;
  allergic: HistoryFlag;
  anaphylaxis: string;
  familc: HistoryFlag;
  familyHistory: string;
  anamnesic: HistoryFlag;
  anamnesis: string;
  drinked: HistoryFlag;
  drinking: string;
  smoked: HistoryFlag;
  smoking: string;
}
export type Patient = OrderPatient;

export interface OrderDoctor {
  photoUrl: string;
  doctorName: string;
  title: DoctorTitle;
  provinceName: string;
  cityName: string;
  countyName: string;
  department: string;
  secondDepartment: string;
}

export interface ChatMessage {
  fromNick: string;
  /** CUSTOM, AUDIO, PICTURE, VIDEO, or anything else for text. */
  msgType: string;
  /** Text, or for media a JSON object string with `url` (the chat service's file message). */
  body: string;
}

export interface Drug {
  drugName: string;
  dosageForm: string;
  specifications: string;
  usages: string;
  dosage: string;
}

export interface Prescription {
  /** Reviewing pharmacist's flag: 0 not reviewed, 1 approved, 2 rejected. */
  state: ReviewFlag;
  /** Dispensing pharmacist's flag. */
  stateb: ReviewFlag;
  /** Prescription number. */
  preCode: string;
  /** Diagnosis number. */
  diagnosticCode: string;
  /** Preliminary diagnosis. */
  diagResult: string;
  drugsList: Drug[];
  /** Reviewing pharmacist and signature image. */
  modifyUser: string;
  photo: string;
  /** Dispensing pharmacist and signature image. */
  modifyUserb: string;
  photob: string;
  /** Rejection reason. */
  reason: string;
}

export interface Subscription {
  subscribeDate: string;
  subscribeTime: string;
  createDate: string;
}

/** A consultation order (list row and detail). */
export interface ConsultationOrder {
  payRecordId: number;
  /** yyyy-MM-dd */
  createDate: string;
  /** HH:mm:ss */
  createTime: string;
  type: ServiceType;
  state: OrderState;
  /** The consultant (account holder who paid). */
  customerName: string;
  patient: OrderPatient;
  /** Face-to-face appointment; null for other types. */
  subscri: Subscription | null;
  /** Referral commission when referred out; null otherwise. */
  extract: number | null;
  /** Referred-to doctor when referred out; null otherwise. */
  doctorName: string | null;
  /** Last change; the end date of a finished order. */
  updateDate: string;
  /** Income in yuan. */
  amount: number;
  /** Refusal / time-out reason. */
  reason: string | null;
  /** The doctor's signature image. */
  sign: string;
  doctor: OrderDoctor;
  communication: ChatMessage[];
  prescription: Prescription | null;
}

export interface NutritionProduct {
  nourishmentId: number;
  hospitalId: number;
  nourishmentName: string;
  price: number;
  /** Dose unit. */
  specification: DoseUnit;
  unit: string;
  /** Stock. */
  repertory: number;
  supplierName: string;
  preparationsType: string;
  manufacturer: string;
  productionPermitCode: string;
  executiveStandard: string;
  expirationDate: string;
  supplyPrice: number;
  nutritionalCharacteristics: string;
  suitablePerson: string;
  useTheDosage: string;
  attention: string;
}

export interface NourishmentLine {
  /** The product's nourishmentId. */
  NourishmentCode: number;
  quantity: number;
  useTheDosage: string;
}

export interface NourishmentSummary {
  nourishmentName: string;
  nourishmentCount: number;
  useTheDosage: string;
}

export interface NutritionPrescription {
  nutritionPrescriptionId: number;
  createDate: string;
  patientName: string;
  sex: NutritionSex;
  age: number;
  patientPhone: string;
  hospitalizationCode: string;
  bedNumber: string;
  hospitalName: string;
  department: string;
  doctorName: string;
  doctorSignCertificate: string;
  pdf: string;
  nourishmentList: NourishmentLine[];
  nourishmentsl: NourishmentSummary[];
  /** The nutrition patient the prescription is for, when one is known (chosen, or the same name and phone). */
  nutritionPatientId?: number;
}

/** The subject of an NRS-2002 screening or PG-SGA assessment. */
export interface NutritionPatient {
  nutritionPatientId: number;
  npName: string;
  npAge: number;
  npSex: NutritionPatientSex;
  npPhone: string;
  /** cm */
  npHeight: number;
  /** kg */
  npWeight: number;
  npAdmissionNumber: string;
  npBedNumber: string;
  npDisease: string;
  /** yyyy-MM-dd or empty */
  hospitalizedDate: string;
  /** yyyy-MM-dd or empty */
  surgeryDate: string;
  createDate: string;
  doctorName: string;
  totalScore: number;
}

export interface NrsPrescreenAnswers {
  bmiLow: NrsYesNo;
  weightLoss: NrsYesNo;
  intakeReduced: NrsYesNo;
  severelyIll: NrsYesNo;
}

export interface NrsAssessmentAnswers {
  illnessStates: NrsIllnessState[];
  nutritionState: NrsNutritionState;
  ageScope: NrsAgeScope;
}

/** An NRS-2002 screening record: the patient fields plus the answers and score. */
export interface ScreeningRecord extends NutritionPatient, NrsAssessmentAnswers {
  screeningId: number;
}

export interface PgSgaAnswers {
  weightLost: PgSgaWeightLost;
  weightState: PgSgaWeightState;
  mealIntake: PgSgaMealIntake;
  currentFeed: PgSgaCurrentFeed;
  eatIssueSymptoms: PgSgaSymptom[];
  /** Pain location, used when symptom M is selected; empty otherwise. */
  achePart: string;
  activity: PgSgaActivity;
  elseIllness: PgSgaElseIllness[];
  stressState: PgSgaStressState;
  eyesAxunge: PgSgaEyesAxunge;
}

/** Physical-exam fields that appear on the record (`pgsgaExamFields`); their semantics are not specified. */
export type PgSgaExamFields = { [F in PgSgaExamField]?: string };

/** A PG-SGA record: the patient fields plus the answers and score. */
export interface PgSgaRecord extends NutritionPatient, PgSgaAnswers, PgSgaExamFields {
  evaluateId: number;
}

/** A scored NRS-2002 screening or PG-SGA assessment on a patient's timeline. */
export interface NutritionScorePoint {
  /** The record's id (screeningId or evaluateId). */
  id: number;
  createDate: string;
  totalScore: number;
}

/** A nutrition prescription on a patient's timeline. */
export interface NutritionPrescriptionPoint {
  nutritionPrescriptionId: number;
  createDate: string;
  nourishmentsl: NourishmentSummary[];
}

/** When the next screening is due and why (domain's `nextScreening`, as the server computed it). */
export interface NextScreeningInfo {
  kind: "nrs2002" | "pgsga";
  /** yyyy-MM-dd */
  dueDate: string;
  reason: string;
  /** Due on or before the server's today. */
  due: boolean;
}

/** A nutrition patient's history (营养档案): every screening, assessment and prescription, oldest first. */
export interface NutritionPatientHistory {
  /** The patient as last recorded. */
  patient: NutritionPatient;
  screenings: NutritionScorePoint[];
  evaluations: NutritionScorePoint[];
  prescriptions: NutritionPrescriptionPoint[];
  next: NextScreeningInfo;
}

/** A patient on the 待复筛 list. */
export interface RescreenDueEntry {
  patient: NutritionPatient;
  next: NextScreeningInfo;
}
