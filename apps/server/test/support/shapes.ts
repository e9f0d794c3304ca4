/**
 * Result shapes of the contract's calls as zod schemas: every field present with the right type.
 * The contract tests parse each answer with these (strict objects, so a missing field, a field of
 * the wrong type or an unexpected extra field all fail).
 */
import * as z from "zod";
import { documentKeys, doctorTitles, doseUnits, orderStates, serviceTypes } from "@doctor-console/domain";

const int = z.number().int();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}:\d{2}$/);
const flag = z.union([z.literal(0), z.literal(1)]);
const oneOf = <T extends readonly (string | number)[]>(values: T) => z.custom<T[number]>((v) => values.includes(v as T[number]));

export const page = <T extends z.ZodType>(item: T) => z.strictObject({ list: z.array(item), pageSize: z.literal(10), total: int.min(0) });

export const doctorShape = z.strictObject({
  doctorInfoId: int,
  doctorName: z.string(),
  sex: z.enum(["男", "女"]),
  birthDay: date,
  photoUrl: z.string(),
  hospital: z.string(),
  hospitalLevel: oneOf([1, 2, 3] as const),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  countyName: z.string(),
  department: z.string(),
  secondDepartment: z.string(),
  title: oneOf(doctorTitles),
  practiceYear: oneOf([1, 2, 3, 4, 5] as const),
});

export const loginShape = z.strictObject({
  loginName: z.string(),
  customerId: int.positive(),
  yunxinId: z.string(),
  yunxinToken: z.string(),
  locked: flag,
  hospitalId: int.positive(),
});

export const vipShape = z.strictObject({ isVip: z.boolean(), vipEndTime: z.union([dateTime, z.null()]) });

export const verificationShape = z.strictObject({
  state: oneOf([-1, 0, 1, 2, 3] as const),
  reason: z.string(),
  list: z.array(z.strictObject({ type: oneOf(documentKeys), paperUrl: z.string().min(1) })),
});

export const optionShape: z.ZodType<{ value: string; label: string; children?: unknown[] }> = z.lazy(() =>
  z.strictObject({ value: z.string().min(1), label: z.string().min(1), children: z.array(optionShape).optional() }),
);

export const articleShape = z.strictObject({
  articleId: int.positive(),
  title: z.string().min(1),
  content: z.string(),
  categoryId: oneOf([1, 2] as const),
  department: z.string(),
  departments: z.array(z.string()),
  diseaseTagId: z.union([int, z.null()]),
  tagId: z.union([int, z.null()]),
  isEssence: flag,
  price: z.number().min(0),
  isOpenDiscuss: flag,
  isShow: flag,
  isPass: oneOf([0, 1, 2] as const),
  imgUrl: z.string(),
  outUrl: z.string(),
  updateTime: dateTime,
  rc: int,
  zc: int,
  tc: int,
  cc: int,
  articleType: oneOf([1, 2] as const),
  reason: z.string(),
});

export const commentShape = z.strictObject({
  commentId: int.positive(),
  articleId: int.positive(),
  articleTitle: z.string(),
  nickName: z.string(),
  photoUrl: z.string(),
  content: z.string(),
  comment: z.union([z.string(), z.null()]),
  createTime: dateTime,
});

export const diseaseShape = z.strictObject({
  diseaseId: int.positive(),
  diseaseName: z.string().min(1),
  content: z.string().min(1),
  department: z.string().min(1),
});
export const tagShape = z.strictObject({ tagId: int, tagName: z.string().min(1) });
export const categoryShape = z.strictObject({ categoryId: int, categoryName: z.string().min(1) });

const patientShape = z.strictObject({
  patientName: z.string(),
  sex: z.enum(["男", "女"]),
  relationship: z.string(),
  birthDay: date,
  age: int,
  phoneNumber: z.string(),
  allergic: flag,
  anaphylaxis: z.string(),
  familc: flag,
  familyHistory: z.string(),
  anamnesic: flag,
  anamnesis: z.string(),
  drinked: flag,
  drinking: z.string(),
  smoked: flag,
  smoking: z.string(),
});

const drugShape = z.strictObject({ drugName: z.string(), dosageForm: z.string(), specifications: z.string(), usages: z.string(), dosage: z.string() });

export const orderShape = z.strictObject({
  payRecordId: int.positive(),
  createDate: date,
  createTime: time,
  type: oneOf(serviceTypes),
  state: oneOf(orderStates),
  customerName: z.string(),
  patient: patientShape,
  subscri: z.union([z.strictObject({ subscribeDate: date, subscribeTime: z.string(), createDate: date }), z.null()]),
  extract: z.union([z.number(), z.null()]),
  doctorName: z.union([z.string(), z.null()]),
  updateDate: z.string().min(10),
  amount: z.number(),
  reason: z.union([z.string(), z.null()]),
  sign: z.string(),
  doctor: z.strictObject({
    photoUrl: z.string(),
    doctorName: z.string(),
    title: oneOf(doctorTitles),
    provinceName: z.string(),
    cityName: z.string(),
    countyName: z.string(),
    department: z.string(),
    secondDepartment: z.string(),
  }),
  communication: z.array(z.strictObject({ fromNick: z.string(), msgType: z.string(), body: z.string() })),
  prescription: z.union([
    z.strictObject({
      state: oneOf([0, 1, 2] as const),
      stateb: oneOf([0, 1, 2] as const),
      preCode: z.string(),
      diagnosticCode: z.string(),
      diagResult: z.string(),
      drugsList: z.array(drugShape),
      modifyUser: z.string(),
      photo: z.string(),
      modifyUserb: z.string(),
      photob: z.string(),
      reason: z.string(),
    }),
    z.null(),
  ]),
});

export const productShape = z.strictObject({
  nourishmentId: int.positive(),
  hospitalId: int.positive(),
  nourishmentName: z.string().min(1),
  price: z.number().min(0),
  specification: oneOf(doseUnits),
  unit: z.string(),
  repertory: int.min(0),
  supplierName: z.string(),
  preparationsType: z.string(),
  manufacturer: z.string(),
  productionPermitCode: z.string(),
  executiveStandard: z.string(),
  expirationDate: z.string(),
  supplyPrice: z.number(),
  nutritionalCharacteristics: z.string(),
  suitablePerson: z.string(),
  useTheDosage: z.string(),
  attention: z.string(),
});

export const prescriptionShape = z.strictObject({
  nutritionPrescriptionId: int.positive(),
  createDate: dateTime,
  patientName: z.string().min(1),
  sex: flag,
  age: int,
  patientPhone: z.string(),
  hospitalizationCode: z.string(),
  bedNumber: z.string(),
  hospitalName: z.string().min(1),
  department: z.string(),
  doctorName: z.string().min(1),
  doctorSignCertificate: z.string(),
  pdf: z.string().regex(/^\/uploads\/.+\.pdf$/),
  nourishmentList: z.array(z.strictObject({ NourishmentCode: int.positive(), quantity: int.positive(), useTheDosage: z.string() })).min(1),
  nourishmentsl: z.array(z.strictObject({ nourishmentName: z.string().min(1), nourishmentCount: int.positive(), useTheDosage: z.string() })).min(1),
  nutritionPatientId: int.positive().optional(),
});

export const headerShape = z.strictObject({
  hospitalName: z.string().min(1),
  department: z.string(),
  doctorName: z.string().min(1),
  doctorSignCertificate: z.string(),
});

const nutritionPatientFields = {
  nutritionPatientId: int.positive(),
  npName: z.string().min(1),
  npAge: int,
  npSex: z.enum(["1", "0"]),
  npPhone: z.string(),
  npHeight: z.number().positive(),
  npWeight: z.number().positive(),
  npAdmissionNumber: z.string(),
  npBedNumber: z.string(),
  npDisease: z.string(),
  hospitalizedDate: z.union([date, z.literal("")]),
  surgeryDate: z.union([date, z.literal("")]),
  createDate: dateTime,
  doctorName: z.string().min(1),
  totalScore: int.min(0),
};

export const screeningShape = z.strictObject({
  ...nutritionPatientFields,
  screeningId: int.positive(),
  illnessStates: z.array(z.enum(["illnessStateA", "illnessStateB", "illnessStateC"])).min(1),
  nutritionState: oneOf([0, 1, 2, 3] as const),
  ageScope: flag,
});

const examText = z.string().optional();
export const evaluationShape = z.strictObject({
  ...nutritionPatientFields,
  evaluateId: int.positive(),
  weightLost: z.enum(["0", "1", "2", "3", "4"]),
  weightState: z.enum(["0", "1"]),
  mealIntake: z.enum(["0", "1"]),
  currentFeed: z.enum(["1", "2", "3", "4", "5", "6"]),
  eatIssueSymptoms: z.array(z.string().regex(/^eatIssueSymptom[A-N]$/)).min(1),
  achePart: z.string(),
  activity: z.enum(["A", "B", "C", "D", "E"]),
  elseIllness: z.array(z.string().regex(/^elseIllness[A-F]$/)),
  stressState: z.enum(["0", "1", "2", "3"]),
  eyesAxunge: z.enum(["0", "1", "2", "3"]),
  fever: examText,
  feverDate: examText,
  hormoneDosage: examText,
  temporalis: examText,
  rib: examText,
  abdomenMuscle: examText,
  activityMuscle: examText,
  allfoursMuscle: examText,
  ankleEdema: examText,
  armFurThickness: examText,
  ascites: examText,
  backMuscle: examText,
  bottomEdema: examText,
});

export const uploadShape = z.strictObject({ url: z.string().regex(/^\/uploads\/.+/) });

const isoDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

export const chatMessageShape = z.strictObject({
  id: z.string().regex(/^\d+$/),
  clientId: z.string().min(1),
  conversationId: z.string().regex(/^\d+$/),
  from: z.enum(["doctor", "patient"]),
  kind: z.enum(["text", "image"]),
  text: z.string(),
  imageUrl: z.string().regex(/^\/uploads\/(chat|demo)\/.+/).optional(),
  sentAt: isoDateTime,
  state: z.enum(["sent", "delivered", "read"]),
});

export const conversationShape = z.strictObject({
  id: z.string().regex(/^\d+$/),
  orderId: int,
  patientName: z.string().min(1),
  patientSummary: z.string().optional(),
  lastMessage: chatMessageShape.nullable(),
  unread: int.min(0),
  waitingSince: isoDateTime.nullable(),
  readOnly: z.boolean(),
});

export const historyShape = z.strictObject({ messages: z.array(chatMessageShape), before: z.string().regex(/^\d+$/).nullable() });

export const patientLinkShape = z.strictObject({
  url: z.string().regex(/^http:\/\/localhost\/patient\/chat\/\d+\?e=\d+&s=[\w-]+$/),
  qr: z.string().startsWith("data:image/png;base64,"),
  expiresAt: dateTime,
});

export const nutritionPatientShape = z.strictObject(nutritionPatientFields);

const scorePoint = z.strictObject({ id: int.positive(), createDate: dateTime, totalScore: int.min(0) });
export const nextScreeningShape = z.strictObject({
  kind: z.enum(["nrs2002", "pgsga"]),
  dueDate: date,
  reason: z.string().min(1),
  due: z.boolean(),
});
export const nutritionHistoryShape = z.strictObject({
  patient: nutritionPatientShape,
  screenings: z.array(scorePoint),
  evaluations: z.array(scorePoint),
  prescriptions: z.array(
    z.strictObject({
      nutritionPrescriptionId: int.positive(),
      createDate: dateTime,
      nourishmentsl: z.array(z.strictObject({ nourishmentName: z.string().min(1), nourishmentCount: int.positive(), useTheDosage: z.string() })),
    }),
  ),
  next: nextScreeningShape,
});
export const rescreenDueShape = z.strictObject({
  total: int.min(0),
  list: z.array(z.strictObject({ patient: nutritionPatientShape, next: nextScreeningShape })),
});
