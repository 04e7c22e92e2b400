/** The visible text of rich text (HTML): tags dropped, common entities read, spaces squeezed. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/gi, "'")
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when rich text shows nothing (such as "<p></p>" or "<p>&nbsp;</p>"). */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  return !html || richTextToPlain(html) === '';
}
