import type { ReactNode } from 'react';

/** Bold (**x**) inside a line, as React nodes: nothing is ever injected as HTML. */
function inline(text: string, keyBase: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: positional fragments of one line
      <strong key={`${keyBase}-${i}`}>{part.slice(2, -2)}</strong>
    ) : (
      part
    ),
  );
}

/** The small Markdown a coach writes (paragraphs, "- " lists, bold), rendered safely. */
export function Markdown({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <div className="grid gap-2 leading-relaxed">
      {blocks.map((block, b) => {
        const lines = block.split('\n');
        const key = `b${b}`;
        if (lines.every((l) => /^\s*[-*] /.test(l) || l.trim() === '')) {
          return (
            <ul key={key} className="grid list-disc gap-0.5 pl-5">
              {lines
                .filter((l) => l.trim())
                .map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items of one block
                  <li key={`${key}-${i}`}>{inline(l.replace(/^\s*[-*] /, ''), `${key}-${i}`)}</li>
                ))}
            </ul>
          );
        }
        const [first, ...rest] = lines;
        if (rest.length > 0 && rest.every((l) => /^\s*[-*] /.test(l))) {
          return (
            <div key={key}>
              <p>{inline(first ?? '', `${key}-h`)}</p>
              <ul className="mt-1 grid list-disc gap-0.5 pl-5">
                {rest.map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items of one block
                  <li key={`${key}-${i}`}>{inline(l.replace(/^\s*[-*] /, ''), `${key}-${i}`)}</li>
                ))}
              </ul>
            </div>
          );
        }
        return (
          <p key={key} className="whitespace-pre-line">
            {inline(block, key)}
          </p>
        );
      })}
    </div>
  );
}
