import ReactMarkdown, { type Components } from 'react-markdown';

const components: Components = {
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 ps-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 ps-5">{children}</ol>,
  h1: ({ children }) => <h3 className="mt-3 mb-1 text-base font-semibold">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-3 mb-1 text-base font-semibold">{children}</h3>,
  h3: ({ children }) => <h3 className="mt-3 mb-1 text-base font-semibold">{children}</h3>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  a: ({ children, href }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand underline underline-offset-2">
      {children}
    </a>
  ),
  code: ({ children }) => <code className="rounded bg-neutral-100 px-1 py-0.5 text-[0.9em]">{children}</code>,
  pre: ({ children }) => <pre className="my-2 overflow-x-auto rounded bg-neutral-100 p-2 text-sm">{children}</pre>,
  img: () => null,
};

/**
 * Assistant text as markdown, rendered safely: raw HTML is dropped (no rehype-raw), images are not
 * loaded, and react-markdown's default URL filter removes javascript: and similar links.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown skipHtml components={components}>
      {text}
    </ReactMarkdown>
  );
}
