import { splitInlineLinks } from '../content';
import type { Block } from '../content';

const linkClass =
  'font-medium text-primary underline decoration-primary/30 underline-offset-2 break-words hover:decoration-primary';

/** A content text with its e-mail and web addresses turned into links (content/README.md). */
export function RichText({ text }: { text: string }) {
  return splitInlineLinks(text).map((segment, i) =>
    segment.kind === 'text' ? (
      segment.text
    ) : (
      <a
        key={i}
        href={segment.href}
        className={linkClass}
        {...(segment.kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {segment.text}
      </a>
    ),
  );
}

// '8.4 You must...': the clause number is set apart so the eye can find it.
const CLAUSE = /^(\d+\.\d+)\s(.*)$/s;

function Paragraph({ text }: { text: string }) {
  const clause = CLAUSE.exec(text);
  if (!clause) {
    return (
      <p>
        <RichText text={text} />
      </p>
    );
  }
  return (
    <p>
      <span className="mr-1.5 font-semibold text-foreground tabular-nums">{clause[1]}</span>
      <RichText text={clause[2]!} />
    </p>
  );
}

/** Paragraphs and lists of the Support Center content. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, i) => {
    if (block.kind === 'p') return <Paragraph key={i} text={block.text} />;
    const List = block.kind === 'ol' ? 'ol' : 'ul';
    return (
      <List
        key={i}
        className={
          block.kind === 'ol'
            ? 'list-decimal space-y-1.5 pl-6 marker:font-semibold marker:text-primary'
            : 'list-disc space-y-1.5 pl-6 marker:text-primary'
        }
      >
        {block.items.map((item, j) => (
          <li key={j} className="pl-1">
            <RichText text={item} />
          </li>
        ))}
      </List>
    );
  });
}
