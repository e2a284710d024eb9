import { Lexer, type Token, type Tokens } from 'marked'
import type { ReactNode } from 'react'

/*
 * Renders a Markdown document the project wrote (the published rubric) as React elements from marked's tokens,
 * never as an HTML string, so no markup in the text can reach the page. Covers the block and inline kinds the
 * docs use; anything else is shown as its plain text.
 */

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function safeHref(href: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/.test(href) ? href : null
}

function renderInline(tokens: readonly Token[] | undefined, keyPrefix = ''): ReactNode[] {
  return (tokens ?? []).map((token, index) => {
    const key = `${keyPrefix}${index}`
    switch (token.type) {
      case 'strong':
        return (
          <strong key={key} className="font-semibold text-foreground">
            {renderInline((token as Tokens.Strong).tokens, `${key}-`)}
          </strong>
        )
      case 'em':
        return <em key={key}>{renderInline((token as Tokens.Em).tokens, `${key}-`)}</em>
      case 'codespan':
        return (
          <code key={key} className="rounded bg-accent px-1 py-0.5 font-mono text-[0.85em] text-foreground">
            {(token as Tokens.Codespan).text}
          </code>
        )
      case 'link': {
        const link = token as Tokens.Link
        const href = safeHref(link.href)
        const content = renderInline(link.tokens, `${key}-`)
        return href ? (
          <a key={key} href={href} className="font-medium text-primary underline underline-offset-2">
            {content}
          </a>
        ) : (
          <span key={key}>{content}</span>
        )
      }
      case 'br':
        return <br key={key} />
      case 'text': {
        const text = token as Tokens.Text
        return text.tokens ? <span key={key}>{renderInline(text.tokens, `${key}-`)}</span> : decode(text.text)
      }
      case 'escape':
        return (token as Tokens.Escape).text
      default:
        return 'text' in token && typeof token.text === 'string' ? decode(token.text) : token.raw
    }
  })
}

/** marked escapes quotes and ampersands in text tokens for HTML output; React escapes on its own. */
function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function headingText(tokens: readonly Token[]): string {
  return tokens.map((token) => ('text' in token && typeof token.text === 'string' ? token.text : token.raw)).join('')
}

function Heading({ token }: { token: Tokens.Heading }) {
  const content = renderInline(token.tokens)
  const id = slugify(decode(headingText(token.tokens)))
  switch (token.depth) {
    case 1:
      return (
        <h1 id={id} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          {content}
        </h1>
      )
    case 2:
      return (
        <h2 id={id} className="mt-6 scroll-mt-24 border-t pt-8 text-2xl font-bold tracking-tight text-foreground">
          {content}
        </h2>
      )
    default:
      return (
        <h3 id={id} className="mt-4 scroll-mt-24 text-lg font-semibold text-foreground">
          {content}
        </h3>
      )
  }
}

function Table({ token, label }: { token: Tokens.Table; label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <thead className="bg-muted">
          <tr>
            {token.header.map((cell, index) => (
              <th
                key={index}
                scope="col"
                className="border-b px-3 py-2 font-semibold whitespace-nowrap text-foreground"
              >
                {renderInline(cell.tokens)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {token.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b last:border-b-0 even:bg-muted/50">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-3 py-2 align-top text-foreground">
                  {renderInline(cell.tokens)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Block({ token, context }: { token: Token; context: string }) {
  switch (token.type) {
    case 'heading':
      return <Heading token={token as Tokens.Heading} />
    case 'paragraph':
      return (
        <p className="max-w-3xl text-base leading-relaxed text-foreground">
          {renderInline((token as Tokens.Paragraph).tokens)}
        </p>
      )
    case 'table':
      return <Table token={token as Tokens.Table} label={context ? `${context}: checks` : 'Table'} />
    case 'list': {
      const list = token as Tokens.List
      const items = list.items.map((item, index) => (
        <li key={index}>
          {renderInline(item.tokens.flatMap((child) => ('tokens' in child && child.tokens ? child.tokens : [child])))}
        </li>
      ))
      return list.ordered ? (
        <ol className="ml-6 list-decimal space-y-1 text-foreground">{items}</ol>
      ) : (
        <ul className="ml-6 list-disc space-y-1 text-foreground">{items}</ul>
      )
    }
    case 'blockquote':
      return (
        <blockquote className="border-l-4 border-input pl-4 text-foreground">
          {(token as Tokens.Blockquote).tokens.map((child, index) => (
            <Block key={index} token={child} context={context} />
          ))}
        </blockquote>
      )
    case 'code':
      return (
        <pre className="overflow-x-auto rounded-lg bg-accent p-3 font-mono text-sm text-foreground">
          {(token as Tokens.Code).text}
        </pre>
      )
    case 'space':
    case 'hr':
      return null
    default:
      return <p className="text-foreground">{token.raw}</p>
  }
}

/** The document's blocks in order; each table is labelled by the heading above it. */
export function MarkdownDocument({ source }: { source: string }) {
  const tokens = Lexer.lex(source)
  let context = ''
  return (
    <div className="grid gap-4" data-slot="markdown-document">
      {tokens.map((token, index) => {
        if (token.type === 'heading') context = decode(headingText((token as Tokens.Heading).tokens))
        return <Block key={index} token={token} context={context} />
      })}
    </div>
  )
}
