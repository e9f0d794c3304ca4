import { useId, type ComponentProps } from "react";
import type { OrderDoctor } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/card";
import { formatDepartments, formatRegion } from "../../lib/format";

export type DoctorCardProps = Omit<ComponentProps<"div">, "children"> & {
  doctor: OrderDoctor;
};

/** The consulting doctor: photo, name, title, region and departments. */
export function DoctorCard({ doctor, className, ...props }: DoctorCardProps) {
  const nameId = useId();
  const region = formatRegion(doctor);
  const departments = formatDepartments(doctor);
  return (
    <Card
      data-slot="doctor-card"
      role="group"
      aria-labelledby={nameId}
      className={cn("flex-row items-center gap-4 p-4", className)}
      {...props}
    >
      {doctor.photoUrl ? (
        <img
          data-slot="doctor-card-photo"
          src={doctor.photoUrl}
          alt={`${doctor.doctorName}的照片`}
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-full border border-dc-border bg-dc-muted object-cover"
        />
      ) : (
        <span
          data-slot="doctor-card-photo"
          aria-hidden
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-dc-primary-soft text-dc-xl text-dc-primary-soft-foreground"
        >
          {doctor.doctorName?.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span id={nameId} className="text-dc-base font-semibold text-dc-foreground">
            {doctor.doctorName}
          </span>
          {doctor.title ? <span className="text-dc-sm text-dc-muted-foreground">{doctor.title}</span> : null}
        </p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-dc-sm">
          <dt className="text-dc-muted-foreground">地区</dt>
          <dd className="text-dc-foreground">{region || "—"}</dd>
          <dt className="text-dc-muted-foreground">科室</dt>
          <dd className="text-dc-foreground">{departments || "—"}</dd>
        </dl>
      </div>
    </Card>
  );
}
