import type { ReactNode } from "react";
import { RecordView } from "../records/record-view";
import type { RecordLoad } from "../../data/use-record";
import { BackLink } from "../navigation/back-link";

/** A nutrition record's detail page: its return link, its title and the record (or why it is missing). */
export function DetailPage<T>({
  title,
  back,
  load,
  children,
}: {
  title: string;
  back: { href: string; label: string };
  load: RecordLoad<T>;
  children: (record: T) => ReactNode;
}) {
  return (
    <section aria-labelledby="nutrition-detail-title" className="flex flex-col gap-4">
      <header data-print-hide="" className="flex items-center gap-3">
        <BackLink href={back.href}>{back.label}</BackLink>
        <h1 id="nutrition-detail-title" className="text-dc-lg font-semibold">
          {title}
        </h1>
      </header>
      <RecordView load={load} missing={{ title: "未找到该记录", description: "记录不存在或已被删除。" }}>
        {children}
      </RecordView>
    </section>
  );
}

