import { useIsFetching, useQuery } from "../../data/server-state";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { usePainted, VisuallyHidden } from "@doctor-console/ui/primitives";
import { publishingQueries } from "../../data/queries";
import { paths } from "../../paths";

/** 未回复 in the comment filters (see docs/behaviour/publishing.md). */
const UNREPLIED = 2;

const sections = [
  { href: paths.publishing, label: "文章" },
  { href: paths.drafts, label: "草稿箱" },
  { href: paths.comments, label: "评论管理" },
  { href: paths.diseases, label: "疾病列表" },
  { href: paths.video, label: "视频录制测试" },
] as const;

/**
 * The publishing section's own navigation, above each of its list pages: articles, drafts,
 * comments (with how many wait for a reply), diseases and the video test page, so that none of
 * them is reachable only by its address.
 */
export function PublishingNav() {
  const [location] = useLocation();
  const onSectionPage = sections.some((s) => location.toLowerCase() === s.href.toLowerCase());
  // The count waits for the page's own data and its first paint: it must not compete with the
  // list, on a slow line or before the page is on screen.
  const pageLoading = useIsFetching() > 0;
  const painted = usePainted();
  const [countWanted, setCountWanted] = useState(false);
  if (!countWanted && onSectionPage && painted && !pageLoading) setCountWanted(true);
  const unreplied = useQuery({ ...publishingQueries.comments(UNREPLIED, 1), enabled: onSectionPage && countWanted }).data?.total ?? 0;
  if (!onSectionPage) return null;
  return (
    <nav aria-label="发布管理分类" data-print-hide className="mb-4 border-b border-dc-border">
      <ul className="flex flex-wrap gap-1">
        {sections.map((s) => {
          const current = location.toLowerCase() === s.href.toLowerCase();
          return (
            <li key={s.href}>
              <Link
                href={s.href}
                aria-current={current ? "page" : undefined}
                className="-mb-px inline-flex h-9 items-center gap-1.5 border-b-2 border-transparent px-3 text-dc-base text-dc-foreground no-underline hover:text-dc-primary-soft-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-dc-ring aria-[current=page]:border-dc-primary aria-[current=page]:text-dc-primary-soft-foreground"
              >
                {s.label}
                {s.href === paths.comments && unreplied > 0 ? (
                  <span data-slot="unreplied-count" className="rounded-full bg-dc-destructive px-1.5 text-dc-xs leading-4 text-dc-destructive-foreground">
                    {unreplied}
                    <VisuallyHidden>条未回复</VisuallyHidden>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
