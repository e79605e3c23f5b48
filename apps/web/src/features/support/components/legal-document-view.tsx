import type { LegalDocument } from '../content';
import { Blocks } from './rich-text';

/** One legal document, readable in full: date, introduction, numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="space-y-6 text-[0.9375rem] leading-relaxed text-foreground/85">
      {document.lastUpdated && (
        <p className="inline-flex rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">
          {document.lastUpdated}
        </p>
      )}
      {document.intro && (
        <div className="space-y-3">
          <Blocks blocks={document.intro} />
        </div>
      )}
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={`${document.id}-${section.id}`}
          aria-labelledby={`${document.id}-${section.id}-title`}
          className="scroll-mt-24 space-y-3"
        >
          <h3 id={`${document.id}-${section.id}-title`} className="text-base font-semibold text-foreground">
            {section.title}
          </h3>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </article>
  );
}
