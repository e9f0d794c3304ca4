import { Button } from "@doctor-console/ui/primitives";
import { studioAgreement as agreement } from "../../features/personal-data/studio-agreement";

/** /personalData/openingStudio: the studio-opening agreement, with a table of contents; prints as the text alone. */
export default function OpeningStudioPage() {
  return (
    <article
      aria-labelledby="studio-agreement-title"
      data-slot="studio-agreement"
      className="mx-auto flex max-w-[672px] flex-col gap-5 leading-7 print:max-w-none print:text-black"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-dc-border pb-4">
        <div>
          <h1 id="studio-agreement-title" className="text-dc-2xl font-semibold">
            {agreement.title}
          </h1>
          <p className="text-dc-sm text-dc-muted-foreground print:text-black">{agreement.version}</p>
        </div>
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
          {agreement.print}
        </Button>
      </header>
      {agreement.preamble.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <nav aria-labelledby="studio-agreement-contents" className="rounded-dc-md border border-dc-border bg-dc-surface p-4 print:hidden">
        <h2 id="studio-agreement-contents" className="mb-2 font-medium">
          {agreement.contents}
        </h2>
        <ol className="grid gap-1 sm:grid-cols-2">
          {agreement.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-dc-primary underline-offset-4 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {agreement.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-4 break-inside-avoid-page">
          <h2 id={`${s.id}-title`} className="mb-2 text-dc-lg font-semibold">
            {s.title}
          </h2>
          {s.body.map((part, i) =>
            typeof part === "string" ? (
              <p key={i} className="mb-2">
                {part}
              </p>
            ) : (
              <ol key={i} className="mb-2 list-decimal space-y-1 pl-6">
                {part.map((clause) => (
                  <li key={clause}>{clause}</li>
                ))}
              </ol>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
