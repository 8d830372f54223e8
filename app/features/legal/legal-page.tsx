import type { Block, Inline, LegalDocument } from "@content/legal/schema";
import { Fragment } from "react";
import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";

const linkClass = "font-medium text-brand underline hover:text-brand-dark";

// The texts are fixed content, never reordered: a piece's place in its list is its identity.
function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((inline, index) => {
    const key = `${index}`;
    if (typeof inline === "string") return <Fragment key={key}>{inline}</Fragment>;
    // Our own pages go through the router; addresses and other sites are plain links.
    return inline.href.startsWith("/") ? (
      <Link key={key} to={inline.href} className={linkClass}>
        {inline.text}
      </Link>
    ) : (
      <a key={key} href={inline.href} className={linkClass}>
        {inline.text}
      </a>
    );
  });
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) =>
    "paragraph" in block ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed content, never reordered.
      <p key={`${index}`} className="mt-4 leading-relaxed">
        <Inlines inlines={block.paragraph} />
      </p>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed content, never reordered.
      <ul key={`${index}`} className="mt-4 list-disc space-y-2 pl-6 leading-relaxed">
        {block.list.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed content, never reordered.
          <li key={`${itemIndex}`}>
            <Inlines inlines={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

/** A privacy policy, accessibility statement or terms of use: a contents list, then its sections. */
export function LegalPage({ document, updated }: { document: LegalDocument; updated: string }) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 text-ink wrap-break-word sm:px-6 sm:py-20">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{document.title}</h1>
      <p className="mt-3 text-muted">{t("pages.legal.updated", { date: updated })}</p>
      <div className="mt-6 text-lg">
        <Blocks blocks={document.intro} />
      </div>
      <nav
        aria-labelledby="legal-contents"
        className="mt-10 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
      >
        <h2 id="legal-contents" className="text-lg font-semibold">
          {t("pages.legal.contents")}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-12 scroll-mt-28"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
            {section.heading}
          </h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </article>
  );
}
