import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import {
  ALL_PATIENTS_TAG_ID,
  allPatientsTagLabel,
  applyScope,
  articleSchema,
  coverFileRule,
  draftSchema,
  priceGuidanceFor,
  publishingTexts,
  type ArticlePayload,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { Field, FormControl, FormItem, FormLabel, FormMessage, useFormField } from "../../primitives/form-field";
import { ImageUpload, type UploadImage } from "../../primitives/image-upload";
import { Input } from "../../primitives/input";
import { RadioGroup, RadioGroupItem } from "../../primitives/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../primitives/select";
import { DepartmentPicker, type DepartmentOption } from "../department-picker/department-picker";
import { VideoUpload } from "../video-upload/video-upload";
import { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";

/** Everything the doctor types in the editor: what the browser keeps, and what is sent. */
export interface ArticleFormValues {
  articleId: number;
  title: string;
  content: string;
  categoryId: 1 | 2 | null;
  departments: string[];
  tagId: number | null;
  isEssence: 0 | 1;
  price: string;
  outUrl: string;
  imgUrl: string;
}

export const emptyArticleForm: ArticleFormValues = {
  articleId: 0,
  title: "",
  content: "",
  categoryId: null,
  departments: [],
  tagId: null,
  isEssence: 0,
  price: "",
  outUrl: "",
  imgUrl: "",
};

type Errors = Partial<Record<"title" | "content" | "categoryId" | "departments" | "tagId" | "price" | "imgUrl" | "outUrl", string>>;

/** Said under 视频 when 保存草稿 or 提交审核 is pressed while the video still uploads. */
const videoUploadingMessage = publishingTexts.videoUploading;

/** The form's values as the schemas read them (the disease tag mirrors the tag). */
export function articleInput(v: ArticleFormValues) {
  return { ...v, department: v.departments.join(","), diseaseTagId: v.tagId, price: v.price === "" ? null : v.price };
}

function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "title") as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The rich text in its FormItem: described by the field's message while one shows. */
function ContentEditor(props: Omit<RichTextEditorProps, "describedBy">) {
  const { formMessageId, parts } = useFormField();
  return <RichTextEditor {...props} describedBy={parts.message ? formMessageId : undefined} />;
}

export interface ArticleFormProps {
  value: ArticleFormValues;
  /**
   * Every change, as the whole values. The page is expected to render what it is given (it may
   * render it later: each change builds on the one before); values of its own (a load, a
   * recovered copy) replace the changes it has not rendered yet.
   */
  onValueChange: (value: ArticleFormValues) => void;
  /** The departments to choose from (scope 1, several; names are sent, comma-joined). */
  departments: readonly DepartmentOption[];
  /** The scopes (GET /management/categorys): 1 the doctor edition, 2 the patient edition. */
  categories: readonly { categoryId: number; categoryName: string }[];
  /** Patient tags (scope 2); 0 = 所有患者可见. */
  tags: readonly { tagId: number; tagName: string }[];
  uploadImage: UploadImage;
  uploadVideo: UploadImage;
  uploadCover: UploadImage;
  /** 保存草稿: only the title is checked; the payload has isOpenDiscuss 1. */
  onSaveDraft: (payload: ArticlePayload) => void | Promise<unknown>;
  /** 提交审核: every rule; the payload has isOpenDiscuss 0. */
  onSubmit: (payload: ArticlePayload) => void | Promise<unknown>;
  /** A refused file or a failed upload. */
  onError?: (message: string) => void;
  /** A server error on a field (e.g. 30010 价格超出范围 on 金额). */
  serverErrors?: Errors;
  /** A line under the buttons, e.g. 已自动保存 12:30:00. */
  status?: ReactNode;
  /** Changes when the content is replaced from outside (recovery), to reload the rich text. */
  contentKey?: string | number;
  className?: string;
}

/**
 * The article editor (see docs/behaviour/publishing.md#the-article-form): 标题, 文章内容 (rich text), 所属范围, 所属科室 / 所属标签, 是否付费,
 * 金额 with its guidance, 视频, 视频封面; 保存草稿 and 提交审核. Messages are domain's; a refused
 * submission loses nothing typed.
 */
export function ArticleForm({
  value,
  onValueChange,
  departments,
  categories,
  tags,
  uploadImage,
  uploadVideo,
  uploadCover,
  onSaveDraft,
  onSubmit,
  onError,
  serverErrors,
  status,
  contentKey,
  className,
}: ArticleFormProps) {
  // The rules checked by the last 保存草稿 / 提交审核: from then on the messages follow the fields.
  const [checked, setChecked] = useState<"draft" | "submit" | null>(null);
  const [videoUploading, setVideoUploading] = useState(false);
  const [videoWait, setVideoWait] = useState(false);
  const [busy, setBusy] = useState<"draft" | "submit" | null>(null);
  // The latest values: what the page gave last, or a change reported since that it has not
  // rendered yet. Each change builds on the one before (a video's upload ending, then the text's
  // debounced hand-over or a key), not on what was last rendered: a change made before the page
  // rendered the one before would otherwise undo it. Values of the page's own (a load, a
  // recovered copy) replace the changes it has not rendered.
  const latest = useRef(value);
  const given = useRef(value);
  const reported = useRef<ArticleFormValues[]>([]);
  useLayoutEffect(() => {
    if (value === given.current) return;
    given.current = value;
    const shown = reported.current.indexOf(value);
    // One of our changes rendered: the later ones are still ahead of it.
    if (shown >= 0) reported.current.splice(0, shown + 1);
    else {
      reported.current = [];
      latest.current = value;
    }
  });
  const set = (change: Partial<ArticleFormValues> | ((values: ArticleFormValues) => ArticleFormValues)) => {
    const next = typeof change === "function" ? change(latest.current) : { ...latest.current, ...change };
    latest.current = next;
    reported.current.push(next);
    onValueChange(next);
  };
  const errors: Errors =
    checked === null ? {} : (() => {
      const parsed = (checked === "draft" ? draftSchema : articleSchema).safeParse(articleInput(value));
      return parsed.success ? {} : errorsOf(parsed.error.issues);
    })();
  if (videoWait && videoUploading) errors.outUrl = videoUploadingMessage;
  const shown: Errors = { ...errors, ...serverErrors };
  const guidance = priceGuidanceFor(value.outUrl !== "");

  const run = async (kind: "draft" | "submit") => {
    setChecked(kind);
    // Sent now, the article would lose the video that is still uploading.
    if (videoUploading) return setVideoWait(true);
    const parsed = (kind === "draft" ? draftSchema : articleSchema).safeParse(articleInput(latest.current));
    if (!parsed.success) return;
    setBusy(kind);
    try {
      await (kind === "draft" ? onSaveDraft : onSubmit)(parsed.data);
    } catch {
      // The page reports it; the form keeps everything.
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      data-slot="article-form"
      noValidate
      className={cn("flex flex-col gap-5", className)}
      onSubmit={(e) => {
        e.preventDefault();
        void run("submit");
      }}
    >
      <Field label="标题" required error={shown.title}>
        <Input value={value.title} maxLength={60} onChange={(e) => set({ title: e.target.value })} />
      </Field>
      <FormItem error={shown.content}>
        <FormLabel required id="article-content-label">
          文章内容
        </FormLabel>
        <ContentEditor
          key={contentKey}
          defaultValue={value.content}
          onValueChange={(content) => set({ content })}
          uploadImage={uploadImage}
          onError={onError}
          invalid={Boolean(shown.content)}
        />
        <FormMessage />
        {/* The rich text reports its content on blur: once messages are shown, its message line
            stays when the message goes, so that the click which blurred it lands where aimed. */}
        {checked !== null && !shown.content ? <span aria-hidden data-slot="form-message-space" className="h-4" /> : null}
      </FormItem>
      <FormItem error={shown.categoryId}>
        <FormLabel required>所属范围</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={value.categoryId ? String(value.categoryId) : ""}
          onValueChange={(v) => {
            const scope = Number(v) === 2 ? 2 : 1;
            set((values) => ({ ...applyScope(values, scope), categoryId: scope }));
          }}
        >
          {categories
            .filter((c) => c.categoryId === 1 || c.categoryId === 2)
            .map((c) => (
              <RadioGroupItem key={c.categoryId} value={String(c.categoryId)}>
                {c.categoryName}
              </RadioGroupItem>
            ))}
        </RadioGroup>
        <FormMessage />
      </FormItem>
      {value.categoryId === 1 ? (
        <FormItem error={shown.departments}>
          <FormLabel required>所属科室</FormLabel>
          <DepartmentPicker options={departments} value={value.departments} onValueChange={(names) => set({ departments: names })} />
          <FormMessage />
        </FormItem>
      ) : null}
      {value.categoryId === 2 ? (
        <FormItem error={shown.tagId}>
          <FormLabel required>所属标签</FormLabel>
          <Select value={value.tagId === null ? "" : String(value.tagId)} onValueChange={(v) => set({ tagId: Number(v) })}>
            <FormControl>
              <SelectTrigger className="w-64">
                <SelectValue placeholder="请选择" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value={String(ALL_PATIENTS_TAG_ID)}>{allPatientsTagLabel}</SelectItem>
              {tags
                .filter((t) => t.tagId !== ALL_PATIENTS_TAG_ID)
                .map((t) => (
                  <SelectItem key={t.tagId} value={String(t.tagId)}>
                    {t.tagName}
                  </SelectItem>
                ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      ) : null}
      <FormItem>
        <FormLabel>是否付费</FormLabel>
        <RadioGroup orientation="horizontal" value={String(value.isEssence)} onValueChange={(v) => set({ isEssence: v === "1" ? 1 : 0, ...(v === "1" ? {} : { price: "" }) })}>
          <RadioGroupItem value="0">免费</RadioGroupItem>
          <RadioGroupItem value="1">付费</RadioGroupItem>
        </RadioGroup>
      </FormItem>
      {value.isEssence === 1 ? (
        <Field label="金额" required description={guidance.text} error={shown.price}>
          <Input type="number" inputMode="decimal" min={0} step={1} className="w-40" value={value.price} onChange={(e) => set({ price: e.target.value })} />
        </Field>
      ) : null}
      <FormItem error={shown.outUrl}>
        <FormLabel>视频</FormLabel>
        <VideoUpload
          value={value.outUrl}
          // A removed video takes its cover with it.
          onValueChange={(outUrl) => set(outUrl ? { outUrl } : { outUrl, imgUrl: "" })}
          onUploadingChange={(uploading) => {
            setVideoUploading(uploading);
            if (!uploading) setVideoWait(false);
          }}
          upload={uploadVideo}
          onError={onError}
        />
        <FormMessage />
      </FormItem>
      {value.outUrl ? (
        <FormItem error={shown.imgUrl}>
          <FormLabel required>视频封面</FormLabel>
          <ImageUpload
            label="视频封面"
            rule={coverFileRule}
            upload={uploadCover}
            value={value.imgUrl || null}
            onValueChange={(url) => set({ imgUrl: url ?? "" })}
            onRemove={() => true}
            className="w-56"
          />
          <FormMessage />
        </FormItem>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" loading={busy === "draft"} disabled={busy !== null} onClick={() => void run("draft")}>
          保存草稿
        </Button>
        <Button type="submit" loading={busy === "submit"} disabled={busy !== null}>
          提交审核
        </Button>
        {status ? (
          <span role="status" className="text-dc-sm text-dc-muted-foreground">
            {status}
          </span>
        ) : null}
      </div>
    </form>
  );
}
