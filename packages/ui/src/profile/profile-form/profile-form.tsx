import { useEffect, useId, useState, type ComponentProps } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  avatarFileRule,
  doctorTitles,
  hospitalLevelLabels,
  hospitalLevels,
  practiceYearLabels,
  practiceYears,
  profileConfirmMessage,
  profileFieldLabels as labels,
  profileSchema,
  profileTexts,
  sexes,
  successMessages,
  type Doctor,
  type ProfileInput,
  type ProfileValues,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { Cascader, type LoadCascaderOptions } from "../../primitives/cascader";
import { ConfirmDialog } from "../../primitives/confirm";
import { Field, Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "../../primitives/form-field";
import { ImageUpload, type UploadImage } from "../../primitives/image-upload";
import { Input } from "../../primitives/input";
import { RadioGroup, RadioGroupItem } from "../../primitives/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../primitives/select";
import { toast } from "../../primitives/toast";
import { failureMessage } from "../../lib/failure";
import { useValuesChange } from "../../lib/use-values-change";

/** What a save sends: the profile fields and the photo. */
export type ProfileSubmit = ProfileValues & { photoUrl: string };
type FormInput = ProfileInput & { photoUrl: string };
/** The form's fields as typed (before the schema parses them). */
export type ProfileFormValues = FormInput;

export type ProfileFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children" | "defaultValue"> & {
  /** The profile as GET /management/message answered it. */
  doctor: Doctor;
  /** The cascaders' options (GET /areas, GET /departments). */
  loadAreas: LoadCascaderOptions;
  loadDepartments: LoadCascaderOptions;
  /** Sends the avatar (POST /management/photo) and answers its URL. */
  uploadAvatar: UploadImage;
  /**
   * Saves (POST /management/message) after 确认修改信息？. Resolve: 保存成功 and the form is clean;
   * reject: the reason is shown and everything typed stays.
   */
  onSubmit: (values: ProfileSubmit) => Promise<unknown>;
  /** Whether there are unsaved changes (for a leave-the-page guard). */
  onDirtyChange?: (dirty: boolean) => void;
  /** What was typed before (a kept copy), instead of the profile's own values. */
  defaultValues?: ProfileFormValues;
  /** Told of every change of what is typed, e.g. to keep a copy. */
  onValuesChange?: (values: ProfileFormValues) => void;
};

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/** The form's fields for a profile as the platform holds it. */
export function profileFormValues(doctor: Doctor): FormInput {
  return {
    doctorName: doctor.doctorName ?? "",
    sex: doctor.sex ?? "",
    birthDay: doctor.birthDay ?? "",
    hospital: doctor.hospital ?? "",
    hospitalLevel: text(doctor.hospitalLevel),
    title: doctor.title ?? "",
    province: doctor.province ?? "",
    city: doctor.city ?? "",
    county: doctor.county ?? "",
    provinceName: doctor.provinceName ?? "",
    cityName: doctor.cityName ?? "",
    countyName: doctor.countyName ?? "",
    department: doctor.department ?? "",
    secondDepartment: doctor.secondDepartment ?? "",
    practiceYear: text(doctor.practiceYear),
    photoUrl: doctor.photoUrl ?? "",
  };
}

/**
 * The profile edit form (see docs/behaviour/personal-data.md#editing-the-profile): every field required with its message, the region and
 * department cascaders, the avatar (jpeg/png under 2 MB, uploaded at once with progress), and
 * 保存 behind 确认修改信息？.
 */
export function ProfileForm({ doctor, loadAreas, loadDepartments, uploadAvatar, onSubmit, onDirtyChange, defaultValues, onValuesChange, className, ...props }: ProfileFormProps) {
  const formId = useId();
  const avatarId = `${formId}-avatar`;
  const form = useForm<FormInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema) as never,
    defaultValues: defaultValues ?? profileFormValues(doctor),
  });
  useValuesChange(form.watch, onValuesChange);
  const [confirming, setConfirming] = useState<ProfileValues | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const region = useWatch({ control: form.control, name: ["province", "city", "county", "provinceName", "cityName", "countyName"] });
  const departments = useWatch({ control: form.control, name: ["department", "secondDepartment"] });

  const set = (name: keyof FormInput, value: string) => form.setValue(name, value, { shouldDirty: true });

  const save = async () => {
    if (!confirming) return;
    const values: ProfileSubmit = { ...confirming, photoUrl: form.getValues("photoUrl") };
    try {
      await onSubmit(values);
      setSaveError(null);
      toast.success(successMessages.save);
      form.reset(form.getValues());
    } catch (error) {
      // Shown above 保存; the page's client has already toasted HTTP failures.
      setSaveError(failureMessage(error));
    }
  };

  return (
    <Form {...form}>
      <form
        noValidate
        id={formId}
        data-slot="profile-form"
        aria-label={profileTexts.editProfile}
        onSubmit={(e) => void form.handleSubmit((values) => setConfirming(values))(e)}
        className={cn("grid max-w-[504px] gap-4 [--field-label-width:84px]", className)}
        {...props}
      >
        <FormField
          control={form.control}
          name="photoUrl"
          render={({ field }) => (
            <FormItem orientation="horizontal">
              <FormLabel htmlFor={avatarId}>{labels.photoUrl}</FormLabel>
              <ImageUpload
                inputId={avatarId}
                label={labels.photoUrl}
                rule={avatarFileRule}
                variant="circle"
                upload={uploadAvatar}
                value={field.value || null}
                onValueChange={(url) => field.onChange(url ?? "")}
                onUploaded={() => toast.success(successMessages.upload)}
              />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="doctorName"
          render={({ field }) => (
            <Field label={labels.doctorName} required orientation="horizontal">
              <Input {...field} value={text(field.value)} maxLength={20} autoComplete="name" />
            </Field>
          )}
        />
        <FormField
          control={form.control}
          name="sex"
          render={({ field }) => (
            <FormItem orientation="horizontal">
              <FormLabel required>{labels.sex}</FormLabel>
              <FormControl>
                <RadioGroup orientation="horizontal" name={field.name} value={text(field.value)} onValueChange={field.onChange}>
                  {sexes.map((s) => (
                    <RadioGroupItem key={s} value={s}>
                      {s}
                    </RadioGroupItem>
                  ))}
                </RadioGroup>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="birthDay"
          render={({ field }) => (
            <Field label={labels.birthDay} required orientation="horizontal">
              <Input {...field} value={text(field.value)} type="date" max="2100-12-31" className="w-48" />
            </Field>
          )}
        />
        <FormField
          control={form.control}
          name="hospital"
          render={({ field }) => (
            <Field label={labels.hospital} required orientation="horizontal">
              <Input {...field} value={text(field.value)} maxLength={100} />
            </Field>
          )}
        />
        {(
          [
            ["hospitalLevel", hospitalLevels.map((v) => [String(v), hospitalLevelLabels[v]])],
            ["title", doctorTitles.map((v) => [v, v])],
            ["practiceYear", practiceYears.map((v) => [String(v), practiceYearLabels[v]])],
          ] satisfies [keyof typeof labels & keyof FormInput, [string, string][]][]
        ).map(([name, choices]) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem orientation="horizontal">
                <FormLabel required>{labels[name]}</FormLabel>
                <Select
                  name={field.name}
                  value={text(field.value)}
                  onValueChange={field.onChange}
                  onOpenChange={(open) => {
                    if (!open) field.onBlur();
                  }}
                >
                  <FormControl>
                    <SelectTrigger className="w-48">
                      <SelectValue placeholder={profileTexts.choose} />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {choices.map(([value, label]) => (
                      <SelectItem key={value} value={value}>
                        {label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <FormField
          control={form.control}
          name="province"
          render={({ field }) => (
            <Field label={labels.region} required orientation="horizontal">
              <Cascader
                loadOptions={loadAreas}
                levelLabels={["省份", "城市", "区县"]}
                placeholder={profileTexts.choose}
                value={region.slice(0, 3).filter((v): v is string => Boolean(v))}
                fallbackLabel={region.slice(3).filter(Boolean).join(" / ")}
                onBlur={field.onBlur}
                onValueChange={(path, chosen) => {
                  set("city", path[1] ?? "");
                  set("county", path[2] ?? "");
                  set("provinceName", chosen[0]?.label ?? "");
                  set("cityName", chosen[1]?.label ?? "");
                  set("countyName", chosen[2]?.label ?? "");
                  form.setValue("province", path[0] ?? "", { shouldDirty: true, shouldValidate: true });
                }}
              />
            </Field>
          )}
        />
        <FormField
          control={form.control}
          name="department"
          render={({ field }) => (
            <Field label={labels.department} required orientation="horizontal">
              <Cascader
                loadOptions={loadDepartments}
                levelLabels={["科室", "二级科室"]}
                placeholder={profileTexts.choose}
                value={departments.filter((v): v is string => Boolean(v))}
                fallbackLabel={departments.filter(Boolean).join(" / ")}
                onBlur={field.onBlur}
                onValueChange={(path) => {
                  set("secondDepartment", path[1] ?? "");
                  form.setValue("department", path[0] ?? "", { shouldDirty: true, shouldValidate: true });
                }}
              />
            </Field>
          )}
        />
        {saveError ? (
          <p role="alert" data-slot="profile-form-error" className="pl-[calc(var(--field-label-width)+10.5px)] text-dc-sm text-dc-destructive">
            {saveError}
          </p>
        ) : null}
        <div className="pl-[calc(var(--field-label-width)+10.5px)]">
          <Button type="submit">{profileTexts.save}</Button>
        </div>
        <ConfirmDialog
          title={profileConfirmMessage}
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          onConfirm={save}
        />
      </form>
    </Form>
  );
}
